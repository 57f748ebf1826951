import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme } from './theme.ts';

export interface ThemeRootProps {
  /** The tree to theme. */
  children: ReactNode;
}

/** The theme and the global style, once at the root of the app and of every story. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
