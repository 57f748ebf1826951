import type { TableColumn } from '../basics/Table/Table.tsx';
import { GoodsPrice, type GoodsPriceProps } from '../goods/GoodsPrice/GoodsPrice.tsx';

/** The viewer a lot table's prices are shown to: the certification rule of GoodsPrice. */
export type PriceViewer = Pick<GoodsPriceProps, 'certified' | 'certifyHref'>;

/** 当前价(元/吨)of a lot under the certification rule: the price, '-' or 去认证 (GoodsPrice). */
export const currentPriceColumn = <Row extends { currentPrice: string }>({
  certified,
  certifyHref,
}: PriceViewer): TableColumn<Row> => ({
  key: 'currentPrice',
  title: '当前价(元/吨)',
  align: 'right',
  render: (row) => (
    <GoodsPrice price={row.currentPrice} certified={certified} certifyHref={certifyHref} />
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
