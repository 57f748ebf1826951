export { ActionBar, type ActionBarProps } from './ActionBar.tsx';
