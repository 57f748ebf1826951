import styled from 'styled-components';
import { NumberText } from '../basics/NumberText/NumberText.tsx';
import type { TableColumn } from '../basics/Table/Table.tsx';

const Price = styled.span`
  color: ${({ theme }) => theme.color.price};
`;

/** 当前价(元/吨)of a lot, in the price colour. */
export const currentPriceColumn = <Row extends { currentPrice: string }>(): TableColumn<Row> => ({
  key: 'currentPrice',
  title: '当前价(元/吨)',
  align: 'right',
  render: (row) => (
    <Price>
      <NumberText>{row.currentPrice}</NumberText>
    </Price>
  ),
});

/** 状态 of a lot: its phase, and under it the countdown while there is one. */
export const phaseColumn = <
  Row extends { phase: string; countdown: string },
>(): TableColumn<Row> => ({
  key: 'phase',
  title: '状态',
  render: (row) => (
    <div>
      <div>{row.phase}</div>
      {row.countdown && <div>{row.countdown}</div>}
    </div>
  ),
});
