import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface CenterLayoutProps {
  /** The side menu on the left, usually a SideMenu. */
  menu: ReactNode;
  /** The screen, to the right of the menu. */
  children: ReactNode;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sideMenu} minmax(0, 1fr);
  align-items: start;
  gap: ${space(4)};
`;

/** The personal centre's two columns: the 200 px side menu and the screen beside it. */
export function CenterLayout({ menu, children }: CenterLayoutProps) {
  return (
    <Root>
      {menu}
      <div>{children}</div>
    </Root>
  );
}
