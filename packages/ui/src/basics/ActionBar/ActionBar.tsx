import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface ActionBarProps {
  /** The bar's accessible name, e.g. 批量操作. */
  label: string;
  /** What the actions apply to, e.g. 已选 2 个订单. */
  summary?: ReactNode;
  /** The buttons, at the right. */
  children: ReactNode;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(4)};
  padding: ${space(3)} ${space(4)};
  background: ${({ theme }) => theme.color.surface};
  font-variant-numeric: tabular-nums;
`;

/** A row of actions over a list, with what they apply to (a group named by `label`). */
export function ActionBar({ label, summary, children }: ActionBarProps) {
  return (
    <Root role="group" aria-label={label}>
      {summary !== undefined && <span>{summary}</span>}
      {children}
    </Root>
  );
}
