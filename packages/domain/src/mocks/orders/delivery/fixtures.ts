import type {
  Delivery,
  DeliveryComment,
  DeliveryLine,
  Logistics,
  OrderLine,
  OrderSummary,
} from '../../../contract/orders.ts';
import { lineAmount } from '../../../money.ts';
import { orderLineFixture, ordersFixture } from '../lists/fixtures.ts';
import { weighOrder } from '../payments/fixtures.ts';

/**
 * Delivery fixtures: deliveries of order lines (applied for, shipped, received), orders paid
 * and ready to deliver, the logistics tracking and a delivery's evaluation.
 */

/** The delivery line of an order line: `weight` tonnes for `amount` (the whole line by default). */
export const deliveryLineOf = (
  line: OrderLine,
  weight = line.weight,
  amount = line.amount,
): DeliveryLine => ({
  detailId: line.detailId,
  productName: line.productName,
  spec: line.spec,
  weight,
  unitPrice: line.unitPrice,
  amount,
});

/** `weight` tonnes of the line, priced at its unit price. */
export const deliveryLineFor = (line: OrderLine, weight: string): DeliveryLine =>
  deliveryLineOf(line, weight, lineAmount(weight, line.unitPrice));

/** A delivery of order 20001's first line: 5 t by logistics, applied for. */
export function deliveryFixture(overrides: Partial<Delivery> = {}): Delivery {
  const line = orderLineFixture();
  return {
    deliveryId: 40001,
    deliveryNo: 'FH202603200001',
    orderId: 20001,
    orderNo: 'DD202603180001',
    status: 'applied',
    deliveryType: 'logistics',
    lines: [deliveryLineOf(line)],
    totalWeight: line.weight,
    amount: line.amount,
    contactName: '陈志强',
    contactPhone: '13826081234',
    address: '广东省佛山市南海区狮山镇科技工业园 A 区 8 号',
    plateNo: '',
    plannedDate: '2026-03-22',
    logisticsCompany: null,
    logisticsNo: null,
    createdAt: '2026-03-20 10:00:00',
    shippedAt: null,
    receivedAt: null,
    invoiceStatus: 'none',
    invoiceId: null,
    commented: false,
    ...overrides,
  };
}

/** The order's lines all paid for, with `delivered` tonnes applied for on its first line. */
export const paidOrder = (order: OrderSummary, delivered = '0.000'): OrderSummary => {
  const weighed = weighOrder(order, '1.006', '0');
  const lines = weighed.lines.map((line, index) => ({
    ...line,
    finalPaid: true,
    deliveredWeight: index === 0 ? delivered : '0.000',
  }));
  return {
    ...weighed,
    stage: 'saleDelivery',
    lines,
    paidAmount: weighed.weighedAmount ?? '0.00',
    dueAmount: '0.00',
  };
};

/** A delivery of `order`'s first line, `weight` tonnes, in `status`. */
function deliveryOf(order: OrderSummary, id: number, status: Delivery['status'], weight: string) {
  const line = order.lines[0] && deliveryLineFor(order.lines[0], weight);
  const shipped = status !== 'applied';
  return deliveryFixture({
    deliveryId: id,
    deliveryNo: `FH20260320${String(id).padStart(6, '0')}`,
    orderId: order.orderId,
    orderNo: order.orderNo,
    status,
    lines: line ? [line] : [],
    totalWeight: weight,
    amount: line?.amount ?? '0.00',
    logisticsCompany: shipped ? '顺丰快运' : null,
    logisticsNo: shipped ? `SF14${String(id).padStart(9, '0')}` : null,
    shippedAt: shipped ? '2026-03-21 08:00:00' : null,
    receivedAt: status === 'received' ? '2026-03-23 15:30:00' : null,
  });
}

/**
 * The deliveries: the one applied for of the partly delivered order, two shipped (to
 * receive) and two received (the first already evaluated) of orders to be received.
 */
export function initialDeliveriesF2(orders: readonly OrderSummary[]): Delivery[] {
  const partial = orders.find(
    (order) => order.stage === 'saleDelivery' && order.lines[0]?.deliveredWeight !== '0.000',
  );
  const receipt = ordersFixture('toBeReceipt', 4).map((order) => paidOrder(order));
  return [
    ...(partial ? [deliveryOf(partial, 41001, 'applied', '2.000')] : []),
    ...receipt.map((order, i) =>
      deliveryOf(
        order,
        42001 + i,
        i < 2 ? 'shipped' : 'received',
        order.lines[0]?.weighedWeight ?? '1.000',
      ),
    ),
  ];
}

/** The evaluation of a received delivery. */
export const deliveryCommentFixture = (deliveryId: number): DeliveryComment => ({
  deliveryId,
  score: 5,
  content: '到货及时，包装完好，板面无划伤。',
});

/** The tracking of a shipped delivery, newest first. */
export const trackingOf = (delivery: Delivery): Logistics => ({
  logisticsNo: delivery.logisticsNo ?? '',
  company: delivery.logisticsCompany ?? '',
  nodes: [
    { at: '2026-03-22 09:20:00', text: '【广州市】快件已到达广州白云转运中心' },
    { at: '2026-03-21 18:05:00', text: '【佛山市】快件已从佛山南海集散中心发出' },
    { at: '2026-03-21 08:00:00', text: '【佛山市】仓库已出库，承运商已揽收' },
  ],
});

/** The node 刷新物流 brings. */
export const LATEST_LOGISTICS_NODE = {
  at: '2026-03-22 16:40:00',
  text: '【广州市】派送中，司机李师傅 13922220000',
} as const;
