export { SelectMenu, type SelectMenuOption, type SelectMenuProps } from './SelectMenu.tsx';
