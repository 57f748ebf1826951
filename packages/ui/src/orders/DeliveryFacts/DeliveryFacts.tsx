import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface DeliveryFactsProps {
  /** The facts, in order, two to a row; each label (发货单号, 提货方式…) unique among them. */
  facts: readonly { label: string; value: ReactNode }[];
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(2)} ${space(5)};
  margin: 0;

  & > div {
    display: flex;
    gap: ${space(2)};
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
  }
  & dd {
    margin: 0;
  }
`;

/** A delivery's facts (发货单号, 订单号, 提货方式, 收货地址…) as label and value, two to a row. */
export function DeliveryFacts({ facts }: DeliveryFactsProps) {
  return (
    <List>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
