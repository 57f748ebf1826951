import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** The third parties a buyer can sign in with. */
export type ThirdPartyType = 'wechat' | 'qq';

/** One way in through a third party: a link to its authorisation page. */
export interface ThirdPartyLink {
  /** Which third party; picks the icon. */
  type: ThirdPartyType;
  /** The visible text, e.g. 微信登录. */
  label: string;
  /** The provider's authorisation URL; the browser follows it and comes back to the callback route. */
  href: string;
}

export interface ThirdPartyButtonsProps {
  /** The links, in order. */
  items: readonly ThirdPartyLink[];
  /** The caption over the row. */
  title?: string;
}

/** The WeChat mark, drawn simply: two speech bubbles. */
const weChatIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M9 2.8C4.9 2.8 1.5 5.6 1.5 9c0 1.9 1.1 3.6 2.8 4.8L3.6 16.5l3.1-1.6c.7.2 1.5.3 2.3.3 4.1 0 7.5-2.8 7.5-6.2S13.1 2.8 9 2.8Z" />
    <path
      d="M16 9.6c-3.5 0-6.3 2.3-6.3 5.1s2.8 5.1 6.3 5.1c.6 0 1.2-.1 1.8-.2l2.6 1.3-.6-2.2c1.5-1 2.5-2.4 2.5-4 0-2.8-2.8-5.1-6.3-5.1Z"
      stroke="#fff"
      strokeWidth="1.2"
    />
    <g fill="#fff">
      <circle cx="6.5" cy="7.6" r="1" />
      <circle cx="11.5" cy="7.6" r="1" />
      <circle cx="13.9" cy="13.6" r=".85" />
      <circle cx="18.1" cy="13.6" r=".85" />
    </g>
  </svg>
);

/** The QQ mark, drawn simply: a penguin. */
const qqIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M12 2C8.7 2 6.5 4.6 6.5 8v1.2c-.9 1-1.9 2.9-2.3 4.6-.3 1.4.1 2 .6 1.7.4-.2.9-.8 1.3-1.5.3 1.3.9 2.4 1.8 3.2-1 .4-1.8 1-1.8 1.6 0 .9 1.8 1.3 3.8 1.2 1.1-.1 1.7-.4 2.1-.7.4.3 1 .6 2.1.7 2 .1 3.8-.3 3.8-1.2 0-.6-.8-1.2-1.8-1.6.9-.8 1.5-1.9 1.8-3.2.4.7.9 1.3 1.3 1.5.5.3.9-.3.6-1.7-.4-1.7-1.4-3.6-2.3-4.6V8c0-3.4-2.2-6-5.5-6Z" />
    <g fill="#fff">
      <ellipse cx="10.2" cy="7.4" rx=".9" ry="1.3" />
      <ellipse cx="13.8" cy="7.4" rx=".9" ry="1.3" />
    </g>
  </svg>
);

const icons: Record<ThirdPartyType, ReactElement> = { wechat: weChatIcon, qq: qqIcon };

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const Caption = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const List = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.color.textSecondary};

  &:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
  & > svg {
    flex: none;
    fill: currentColor;
  }
  /* The providers' own brand colours, for their marks only. */
  &[data-variant='wechat'] > svg {
    color: #07c160;
  }
  &[data-variant='qq'] > svg {
    color: #12b7f5;
  }
`;

/**
 * The row of third-party ways in under the login form (微信登录, QQ 登录). Each is a plain link,
 * so the browser follows the provider's redirect and comes back to the callback route.
 */
export function ThirdPartyButtons({ items, title = '其他登录方式' }: ThirdPartyButtonsProps) {
  const captionId = useId();
  return (
    <Root role="group" aria-labelledby={captionId}>
      <Caption id={captionId}>{title}</Caption>
      <List>
        {items.map((item) => (
          <li key={item.type}>
            <Link href={item.href} data-variant={item.type}>
              {icons[item.type]}
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </Root>
  );
}
