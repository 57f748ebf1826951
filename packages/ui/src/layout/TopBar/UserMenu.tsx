import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';
import { Avatar } from '../../basics/Avatar/index.ts';
import { space } from '../../theme/index.ts';
import { menuItem, menuSurface } from '../../theme/menu.ts';
import { MenuTrigger } from './TopBar.styles.ts';

export interface UserMenuProps {
  /** The company or real name shown on the trigger. */
  name: string;
  /** The avatar's address; without one, the name's first character stands in. */
  avatar?: string | null;
  /** Called when the buyer chooses 退出登录. */
  onLogout?: () => void;
}

const MenuContent = styled(DropdownMenu.Content)`
  ${menuSurface}
  min-width: 140px;
`;

const MenuItem = styled(DropdownMenu.Item)`
  ${menuItem}
  display: block;
  color: ${({ theme }) => theme.color.text};
`;

const MenuSeparator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${space(1)} 0;
  background: ${({ theme }) => theme.color.border};
`;

/**
 * The signed-in buyer's menu (Radix DropdownMenu): 个人中心, 修改密码 and 退出登录. Its own
 * chunk, so the menu's code is not on a visitor's initial JavaScript.
 */
export default function UserMenu({ name, avatar, onLogout }: UserMenuProps) {
  return (
    // Not modal: a modal menu would aria-hide the page around a focusable trigger.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <MenuTrigger type="button" title={name}>
          <Avatar name={name} src={avatar} />
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
  );
}
