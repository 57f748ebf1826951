import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import styled, { keyframes } from 'styled-components';
import { space } from '../../theme/index.ts';
import { Container } from '../shared/Container.ts';

/** The signed-in buyer, as the top bar names them. */
export interface TopBarUser {
  /** The buyer's company; shown when present. */
  companyName?: string | null;
  /** The buyer's real name; shown when there is no company. */
  realname: string;
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

const MenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  max-width: 320px;
  padding: 0 ${space(1)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    color: ${({ theme }) => theme.color.primary};
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    flex: none;
  }
`;

const menuIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(-4px);
  }
`;

const MenuContent = styled(DropdownMenu.Content)`
  z-index: ${({ theme }) => theme.z.popover};
  min-width: 140px;
  padding: ${space(1)} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${menuIn} ${({ theme }) => theme.motion.fast} ease-out;
    }
  }
`;

const MenuItem = styled(DropdownMenu.Item)`
  display: block;
  padding: ${space(1)} ${space(4)};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
`;

const MenuSeparator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${space(1)} 0;
  background: ${({ theme }) => theme.color.border};
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
            {/* Not modal: a modal menu would aria-hide the page around a focusable trigger. */}
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger asChild>
                <MenuTrigger type="button" title={name}>
                  <span>{name}</span>
                  <ChevronDown size={14} />
                </MenuTrigger>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <MenuContent align="start" sideOffset={4}>
                  <MenuItem asChild>
                    <a href="#/center/userInfo">个人中心</a>
                  </MenuItem>
                  <MenuItem asChild>
                    <a href="#/center/userUpdatePassword">修改密码</a>
                  </MenuItem>
                  <MenuSeparator />
                  <MenuItem onSelect={onLogout}>退出登录</MenuItem>
                </MenuContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
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
