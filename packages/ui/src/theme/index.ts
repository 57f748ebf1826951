export { theme, space, type Theme } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot.tsx';
