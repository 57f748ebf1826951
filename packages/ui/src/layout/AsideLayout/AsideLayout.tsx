import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface AsideLayoutProps {
  /** The narrow column on the right, e.g. today's price and the buyer's summary. */
  aside: ReactNode;
  /** The wide column. */
  children: ReactNode;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  align-items: start;
  gap: ${space(4)};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
`;

/** A wide column and a 360 px column beside it, as on the home page. */
export function AsideLayout({ aside, children }: AsideLayoutProps) {
  return (
    <Grid>
      <Column>{children}</Column>
      <Column as="aside" aria-label="行情与账户">
        {aside}
      </Column>
    </Grid>
  );
}
