import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface InlineActionProps {
  /** The sentence, e.g. 已选 2 个订单 or 付款确认中：已提交转账 ¥1.00，待财务确认. */
  children: ReactNode;
  /** What can be done about it, at its right, e.g. 去结算 or 撤销付款; none for some viewers. */
  action?: ReactNode;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

/** A sentence about orders and the action it leads to, in one row. */
export function InlineAction({ children, action }: InlineActionProps) {
  return (
    <Root>
      <span>{children}</span>
      {action}
    </Root>
  );
}
