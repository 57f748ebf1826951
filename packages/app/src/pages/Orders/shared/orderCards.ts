import type { Key } from 'react';
import { formatMoney, formatTonnes, goodsAttribute, isPositive, statusOf } from '@mall/domain';
import type { OrderFilter, OrderSummary } from '@mall/domain/contract/orders';
import type { OrderCard, OrderFilterValue } from '@mall/ui';

/** An order as the OrderTable shows it, without the page's money column, notice and actions. */
export function toOrderCard(order: OrderSummary): Omit<OrderCard, 'actions' | 'money' | 'notice'> {
  return {
    key: order.orderId,
    orderNo: order.orderNo,
    createdAt: order.createdAt,
    status: statusOf('order', order.stage),
    buyerName: order.buyerName,
    poNo: order.poNo,
    lines: order.lines.map((line) => ({
      key: line.detailId,
      productName: line.productName,
      spec: line.spec,
      attribute: goodsAttribute(line),
      weight: formatTonnes(line.weight),
      unitPrice: formatMoney(line.unitPrice),
      amount: formatMoney(line.amount),
    })),
    totals: `共 ${formatTonnes(order.totalWeight)} 吨 ${formatMoney(order.totalAmount)}${isPositive(order.transferFee) ? `（含过户费 ${formatMoney(order.transferFee)}）` : ''}`,
  };
}

/** A stage list's filter as the filter bar's fields. */
export const toFilterValue = (filter: OrderFilter): OrderFilterValue => ({
  orderNo: filter.orderNo ?? '',
  dateFrom: filter.dateFrom ?? '',
  dateTo: filter.dateTo ?? '',
});

/** The filter bar's fields as a stage list's filter, leaving out the empty ones. */
export const toOrderFilter = ({ orderNo, dateFrom, dateTo }: OrderFilterValue): OrderFilter => ({
  ...(orderNo && { orderNo }),
  ...(dateFrom && { dateFrom }),
  ...(dateTo && { dateTo }),
});

/** The OrderTable's selection keys (the order ids it was given) as order ids. */
export const toOrderIds = (keys: ReadonlySet<Key>): ReadonlySet<number> =>
  new Set([...keys].map(Number));
