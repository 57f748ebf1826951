export { MainNav, type MainNavItem, type MainNavProps } from './MainNav.tsx';
