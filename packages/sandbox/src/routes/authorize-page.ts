import { html } from 'hono/html';

/** The page runs no script and loads nothing: only its inline styles are allowed. */
export const AUTHORIZE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

type Choice = { nickname: string; note: string; href: string };

type AuthorizePage = {
  title: string;
  /** The provider's name, e.g. 微信. */
  provider: string;
  redirect: string;
  identities: readonly Choice[];
  newIdentityHref: string;
};

const item = ({ nickname, note, href }: Choice) =>
  html`<li>
    <a href="${href}">${nickname}<span>${note}</span></a>
  </li>`;

/**
 * The stand-in for a provider's authorisation page: a list of links, one per test identity
 * and one for a new user. Every value is escaped.
 */
export const authorizePage = ({
  title,
  provider,
  redirect,
  identities,
  newIdentityHref,
}: AuthorizePage) =>
  html`<!doctype html>
    <html lang="zh-CN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body {
            margin: 0;
            font:
              15px/1.6 'PingFang SC',
              'Microsoft YaHei',
              'Noto Sans CJK SC',
              sans-serif;
            background: #f5f6f8;
            color: #1f2329;
          }
          main {
            max-width: 420px;
            margin: 48px auto;
            padding: 24px;
            background: #fff;
            border-radius: 8px;
          }
          h1 {
            margin: 0 0 8px;
            font-size: 20px;
          }
          p,
          span {
            color: #646a73;
            font-size: 13px;
          }
          ul {
            margin: 16px 0 0;
            padding: 0;
            list-style: none;
          }
          li + li {
            margin-top: 8px;
          }
          a {
            display: flex;
            justify-content: space-between;
            padding: 12px 16px;
            border: 1px solid #dee0e3;
            border-radius: 6px;
            color: inherit;
            text-decoration: none;
          }
          a:hover,
          a:focus {
            border-color: #1456f0;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>沙箱模拟的${provider}授权页：选择一个${provider}账号授权，之后返回 ${redirect}</p>
          <ul>
            ${identities.map(item)}
            ${item({ nickname: '新用户', note: `首次授权的${provider}账号`, href: newIdentityHref })}
          </ul>
        </main>
      </body>
    </html>`;
