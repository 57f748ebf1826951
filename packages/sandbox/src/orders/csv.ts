/** The CSV export of orders (csv-stringify), with a BOM so that spreadsheet apps read UTF-8. */
import { stringify } from 'csv-stringify/sync';
import { ORDER_STAGE_LABELS, deliveryText } from '@mall/domain/contract/orders';
import type { ExportedOrder } from './read.ts';

const BOM = '\uFEFF';

const COLUMNS: readonly [string, (order: ExportedOrder) => string][] = [
  ['订单编号', (order) => order.orderNo],
  ['下单时间', (order) => order.createdAt],
  ['订单状态', (order) => ORDER_STAGE_LABELS[order.stage]],
  ['下单人', (order) => order.buyerName],
  [
    '商品',
    (order) =>
      order.lines.map(({ productName, spec }) => `${productName} ${spec}`.trim()).join('；'),
  ],
  ['总吨数', (order) => order.totalWeight],
  ['货款(元)', (order) => order.goodsAmount],
  ['过户费(元)', (order) => order.transferFee],
  ['订单金额(元)', (order) => order.totalAmount],
  ['定金(元)', (order) => order.depositAmount],
  ['已付金额(元)', (order) => order.paidAmount],
  ['过磅金额(元)', (order) => order.weighedAmount ?? ''],
  ['合同编号', (order) => order.contractNo ?? ''],
  ['取消原因', (order) => order.cancelReason ?? ''],
  ['采购单号', (order) => order.poNo],
  ['交货方式', deliveryText],
  ['备注', (order) => order.remark],
];

/** The orders as CSV text, a header row first. */
export const ordersCsv = (orders: readonly ExportedOrder[]): string =>
  BOM +
  stringify([
    COLUMNS.map(([title]) => title),
    ...orders.map((order) => COLUMNS.map(([, value]) => value(order))),
  ]);
