import { API_BASE, sandboxPaths, THIRD_PARTY, type ThirdPartyType } from '@mall/domain/contract';
import { hrefTo } from '../../../routes/links.ts';

/**
 * Where the WeChat and QQ buttons send the buyer. VITE_THIRD_PARTY_AUTHORIZE_URL is a template
 * with `{type}` and `{redirect}`, for the providers' real authorisation pages; by default the
 * sandbox's stand-in page, which sends the buyer back to the callback route with `?code=`.
 */
const AUTHORIZE_TEMPLATE =
  import.meta.env.VITE_THIRD_PARTY_AUTHORIZE_URL ??
  `${API_BASE}${sandboxPaths.thirdAuthorizePage}?type={type}&redirect={redirect}`;

/**
 * The provider's page for `type`, coming back to the `callback` route: wxBack or qqBack to log
 * in, companyAccount (账号信息) to bind the identity to the signed-in account.
 */
export function thirdPartyAuthorizeUrl(
  type: ThirdPartyType,
  callback: 'wxBack' | 'qqBack' | 'companyAccount',
): string {
  const redirect = `${window.location.origin}${window.location.pathname}${hrefTo(callback)}`;
  return AUTHORIZE_TEMPLATE.replace('{type}', String(type)).replace(
    '{redirect}',
    encodeURIComponent(redirect),
  );
}

/** The provider of each third-party callback route (spec section 2). */
export const CALLBACK_PROVIDER: Readonly<Record<string, ThirdPartyType>> = {
  wxBack: THIRD_PARTY.wechat,
  wxBackPro: THIRD_PARTY.wechat,
  wxBackVip: THIRD_PARTY.wechat,
  wxBackSupplier: THIRD_PARTY.wechat,
  qqBack: THIRD_PARTY.qq,
  qqBackPro: THIRD_PARTY.qq,
};

/** What a provider adds before the hash when it sends the buyer back. */
const PROVIDER_PARAMS = ['code', 'state', 'type'];

/**
 * Takes the provider's single-use code (and what came with it) out of the address bar and its
 * history entry, keeping any other parameter of the page's address: a page that embeds the app
 * (the Storybook catalogue's `?embed=true`, say) keeps its own.
 */
export function dropProviderParams(): void {
  const search = new URLSearchParams(window.location.search);
  if (!PROVIDER_PARAMS.some((name) => search.has(name))) return;
  for (const name of PROVIDER_PARAMS) search.delete(name);
  const rest = search.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
  );
}
