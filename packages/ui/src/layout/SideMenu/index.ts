export {
  SideMenu,
  type SideMenuGroup,
  type SideMenuItem,
  type SideMenuProps,
} from './SideMenu.tsx';
