export { TopBar, type TopBarProps, type TopBarUser } from './TopBar.tsx';
