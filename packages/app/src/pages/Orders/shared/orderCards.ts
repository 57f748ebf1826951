import type { Key } from 'react';
import { formatMoney, formatTonnes, goodsAttribute, isPositive, statusOf } from '@mall/domain';
import type { OrderFilter, OrderSummary } from '@mall/domain/contract/orders';
import type { OrderCard, OrderFilterValue } from '@mall/ui';

/**
 * An order as the OrderTable shows it, without the page's money column, notice and actions.
 * `weighed`: a weighed line reads its weighed tonnes and amount (the ordered tonnes in a note
 * under it), so that the tonnes a delivery list counts are the sum of the lines it shows.
 */
export function toOrderCard(
  order: OrderSummary,
  { weighed = false }: { weighed?: boolean } = {},
): Omit<OrderCard, 'actions' | 'money' | 'notice'> {
  return {
    key: order.orderId,
    orderNo: order.orderNo,
    createdAt: order.createdAt,
    status: statusOf('order', order.stage),
    buyerName: order.buyerName,
    poNo: order.poNo,
    lines: order.lines.map((line) => {
      const asWeighed = weighed && line.weighedWeight !== null;
      return {
        key: line.detailId,
        productName: line.productName,
        spec: line.spec,
        attribute: goodsAttribute(line),
        weight: formatTonnes(asWeighed ? line.weighedWeight : line.weight),
        unitPrice: formatMoney(line.unitPrice),
        amount: formatMoney((asWeighed ? line.weighedAmount : null) ?? line.amount),
        ...(asWeighed && { note: `订货 ${formatTonnes(line.weight)} 吨` }),
      };
    }),
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
