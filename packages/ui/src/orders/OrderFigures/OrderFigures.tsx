import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** One figure of an order, formatted by the domain. */
export interface OrderFigure {
  /** What it is, e.g. 已付 or 待申请; unique among the figures. */
  label: string;
  /** The figure, e.g. '¥23,450.00' or '6.176 吨'. */
  value: ReactNode;
}

export interface OrderFiguresProps {
  /** The figures, in order. */
  figures: readonly OrderFigure[];
}

const List = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 2px ${space(2)};
  margin: 0;
  font-variant-numeric: tabular-nums;

  & dt {
    color: ${({ theme }) => theme.color.textSecondary};
    white-space: nowrap;
  }
  & dd {
    margin: 0;
  }
`;

/** An order card's money column as label/figure pairs, aligned right (e.g. 订货, 过磅, 已付, 应付尾款). */
export function OrderFigures({ figures }: OrderFiguresProps) {
  return (
    <List>
      {figures.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
