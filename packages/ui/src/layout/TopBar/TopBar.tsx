import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { Container } from '../shared/Container.ts';
import { MenuTrigger } from './TopBar.styles.ts';

const UserMenu = lazy(() => import('./UserMenu.tsx'));

/** The signed-in buyer, as the top bar names them. */
export interface TopBarUser {
  /** The buyer's company; shown when present. */
  companyName?: string | null;
  /** The buyer's real name; shown when there is no company. */
  realname: string;
  /** The avatar's address, shown on the menu's trigger; without one, the name's first character. */
  avatar?: string | null;
}

export interface TopBarProps {
  /** The signed-in buyer; absent or null for a visitor. */
  user?: TopBarUser | null;
  /** Where 帮助中心 leads. */
  helpHref: string;
  /** Called when the buyer chooses 退出登录 (the app confirms, then logs out). */
  onLogout?: () => void;
}

const Bar = styled.nav`
  background: ${({ theme }) => theme.color.fill};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  height: 32px;
`;

const Greeting = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-width: 0;
`;

const Links = styled.ul`
  display: flex;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    margin-left: ${space(3)};
    padding-left: ${space(3)};
    border-left: 1px solid ${({ theme }) => theme.color.borderStrong};
    line-height: 12px;
  }
`;

/**
 * The thin bar above the header. A visitor is greeted and offered 请登录 and 免费注册; a
 * signed-in buyer sees their company (or name) with a keyboard-operable user menu.
 */
export function TopBar({ user, helpHref, onLogout }: TopBarProps) {
  const name = user ? user.companyName || user.realname : null;
  return (
    <Bar aria-label="用户导航">
      <Inner>
        {name === null ? (
          <Greeting>
            <span>您好，欢迎来到铝材现货商城</span>
            <a href="#/gateway/login">请登录</a>
            <a href="#/gateway/register">免费注册</a>
          </Greeting>
        ) : (
          <Greeting>
            <span>您好，</span>
            <Suspense
              fallback={
                <MenuTrigger as="span" title={name}>
                  <span>{name}</span>
                  <ChevronDown size={14} />
                </MenuTrigger>
              }
            >
              <UserMenu name={name} avatar={user?.avatar} onLogout={onLogout} />
            </Suspense>
          </Greeting>
        )}
        <Links>
          {name !== null && (
            <li>
              <a href="#/center/orderAllOrder">我的订单</a>
            </li>
          )}
          <li>
            <a href={helpHref}>帮助中心</a>
          </li>
        </Links>
      </Inner>
    </Bar>
  );
}
