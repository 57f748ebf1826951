import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** The step of the spacing grid between the children (4, 8, 12, 16, 24 … px); 4 (16 px) by default. */
  $gap?: Parameters<typeof space>[0];
}

/** Children one under another with an even gap: the sections of a page. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4 }) => space($gap)};
  min-width: 0;
`;
