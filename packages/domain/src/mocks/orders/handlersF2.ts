import { http } from 'msw';
import { orderPaths } from '../../contract/orders.ts';
import type {
  CreateDeliveryRequest,
  Delivery,
  DeliveryComment,
  DeliveryLine,
  FeeItem,
  FinalPayRequest,
  FinalSelection,
  Logistics,
  OrderLine,
  OrderSummary,
  PaymentRecord,
} from '../../contract/orders.ts';
import { atLeastZero, Big, lineAmount, sum, tonnes, yuan } from '../../money.ts';
import { orderCounts } from '../fixtures.ts';
import { anyOrigin } from '../handlers.ts';
import {
  bankInfoFixture,
  deliveryFixture,
  deliveryLineOf,
  orderDetailFixture,
  ordersFixture,
  paymentRecordFixture,
} from './fixtures.ts';
import {
  bankInfoHandler,
  cancelPaymentsHandler,
  countsHandler,
  detailHandler,
  emptyLists,
  listPage,
  okJson,
  orderListPage,
  orderServerState,
  paymentRecordsHandler,
  refuse,
} from './handlers.ts';
import type { OrderResolver } from './handlers.ts';

/**
 * The order calls of F2's pages (final payment, delivery, receipt, logistics, delivery
 * evaluation) over a changing set of orders and deliveries, so that a story sees the lists and
 * the counts change after an action and can assert each call (its body and Idempotency-Key)
 * from `requests`.
 */

/** `weight` tonnes of the line, priced at its unit price. */
const lineOf = (line: OrderLine, weight: string) =>
  deliveryLineOf(line, weight, lineAmount(weight, line.unitPrice));

/** The line weighed at `factor` of its ordered tonnes. */
const weigh = (line: OrderLine, factor: string): OrderLine => {
  const weighedWeight = tonnes(new Big(line.weight).times(factor));
  return {
    ...line,
    weighedWeight,
    weighedAmount: lineAmount(weighedWeight, line.unitPrice),
  };
};

/** The order with its lines weighed at `factor`, having paid `paid` so far. */
const weighOrder = (order: OrderSummary, factor: string, paid: string): OrderSummary => {
  const lines = order.lines.map((line) => weigh(line, factor));
  const weighedAmount = yuan(sum(lines.map((line) => line.weighedAmount)));
  return {
    ...order,
    lines,
    weighedAmount,
    paidAmount: paid,
    dueAmount: yuan(atLeastZero(new Big(weighedAmount).minus(paid))),
  };
};

/** The order's lines all paid for, with `delivered` tonnes applied for on its first line. */
const paidOrder = (order: OrderSummary, delivered = '0.000'): OrderSummary => {
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

/**
 * F2's orders: three to settle (the first weighed heavier than ordered: a supplement; the
 * second paid in full in advance and weighed lighter: a refund; the third with a transfer
 * awaiting confirmation), and three to deliver (the second with part of its first line
 * already applied for).
 */
export function initialOrdersF2(): OrderSummary[] {
  const [heavy, light, transfer] = ordersFixture('final', 3);
  const [whole, partial, single] = ordersFixture('saleDelivery', 3);
  const settle: OrderSummary[] = [];
  if (heavy) settle.push(weighOrder(heavy, '1.012', heavy.depositAmount));
  if (light) settle.push(weighOrder(light, '0.985', light.totalAmount));
  if (transfer) {
    const weighed = weighOrder(transfer, '1.004', transfer.depositAmount);
    settle.push({ ...weighed, pendingAmount: weighed.dueAmount });
  }
  const deliver = [whole, partial, single]
    .filter((order) => order !== undefined)
    .map((order, i) => paidOrder(order, i === 1 ? '2.000' : '0.000'));
  return [...settle, ...deliver];
}

/** A delivery of `order`'s first line, `weight` tonnes, in `status`. */
function deliveryOf(order: OrderSummary, id: number, status: Delivery['status'], weight: string) {
  const line = order.lines[0] && lineOf(order.lines[0], weight);
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

/** The tracking of a shipped delivery, newest first. */
const trackingOf = (delivery: Delivery): Logistics => ({
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

/** Paid, not yet applied tonnes of a line. */
const remainingOf = (line: OrderLine): Big =>
  atLeastZero(
    (line.finalPaid ? new Big(line.weighedWeight ?? line.weight) : new Big(0)).minus(
      line.deliveredWeight,
    ),
  );

/** F2's money-moving calls a story can make fail or hang. */
export type GuardedCallF2 = 'finalPay' | 'createDelivery';

export interface OrderServerF2Options {
  /** F2's orders; see `initialOrdersF2`. */
  orders?: OrderSummary[];
  /** The deliveries; see `initialDeliveriesF2`. */
  deliveries?: Delivery[];
  /** The company's balance; ¥50,000.00 by default. */
  balance?: string;
  /** The first this many calls of each are refused with body 500 (recorded, nothing changes). */
  failFirst?: Partial<Record<GuardedCallF2, number>>;
  /** These calls never answer (recorded): an action in flight. */
  hang?: readonly GuardedCallF2[];
}

/** A stateful server of F2's order calls; `requests` records every call it answers. */
export function createOrderServerF2({
  orders: initial = initialOrdersF2(),
  deliveries: initialDeliveries,
  balance: initialBalance = bankInfoFixture.balance,
  failFirst = {},
  hang = [],
}: OrderServerF2Options = {}) {
  const server = orderServerState(initial);
  const { requests, orders, find, update, record } = server;
  let deliveries = initialDeliveries ?? initialDeliveriesF2(initial);
  let balance = new Big(initialBalance);
  let nextId = 1;
  const payments: PaymentRecord[] = orders()
    .filter((order) => order.stage === 'final' && new Big(order.pendingAmount).gt(0))
    .map((order) =>
      paymentRecordFixture({
        payId: 62000 + order.orderId,
        orderId: order.orderId,
        orderNo: order.orderNo,
        kind: 'final',
        amount: order.pendingAmount,
      }),
    );
  const comments = new Map<number, DeliveryComment>();
  const firstReceived = deliveries.find((delivery) => delivery.status === 'received');
  if (firstReceived) {
    comments.set(firstReceived.deliveryId, {
      deliveryId: firstReceived.deliveryId,
      score: 5,
      content: '到货及时，包装完好，板面无划伤。',
    });
    deliveries = deliveries.map((d) =>
      d.deliveryId === firstReceived.deliveryId ? { ...d, commented: true } : d,
    );
  }
  const latest = new Map<number, { at: string; text: string }>();

  const findDelivery = (id: number) => deliveries.find((d) => d.deliveryId === id);
  const failures = { ...failFirst };
  /** A money-moving call, failing or hanging when the story asks. */
  const guarded = (name: GuardedCallF2, resolver: OrderResolver) =>
    record((call, params) => {
      if (hang.includes(name)) return new Promise<Response>(() => undefined);
      const left = failures[name] ?? 0;
      if (left > 0) {
        failures[name] = left - 1;
        return refuse(500, '服务器端出错');
      }
      return resolver(call, params);
    });

  /** The selected payable lines of `ids` with the share of what their order paid. */
  const settlementOf = ({ ids, detailIds }: FinalSelection) => {
    const picked = ids
      .map(find)
      .filter((order) => order !== undefined)
      .flatMap((order) =>
        order.lines
          .filter((line) => line.weighedWeight !== null && !line.finalPaid)
          .filter((line) => detailIds.length === 0 || detailIds.includes(line.detailId))
          .map((line) => {
            const share = new Big(line.amount).div(order.totalAmount);
            return {
              order,
              line,
              deposit: new Big(order.depositAmount).times(share),
              paid: new Big(order.paidAmount).times(share),
            };
          }),
      );
    const weighed = sum(picked.map(({ line }) => line.weighedAmount));
    const paid = sum(picked.map(({ paid: p }) => p));
    const deposit = sum(picked.map(({ deposit: d }) => d));
    const difference = weighed.minus(paid);
    return { picked, weighed, paid, deposit, difference };
  };

  const payInfo = (selection: FinalSelection) => {
    const { picked, weighed, paid, difference } = settlementOf(selection);
    return {
      orders: selection.ids.map(find).filter((order) => order !== undefined),
      detailIds: picked.map(({ line }) => line.detailId),
      weighedAmount: yuan(weighed),
      paidAmount: yuan(paid),
      supplement: yuan(atLeastZero(difference)),
      refund: yuan(atLeastZero(difference.times(-1))),
      balance: yuan(balance),
    };
  };

  const fees = (selection: FinalSelection): FeeItem[] => {
    const { weighed, paid, deposit, difference } = settlementOf(selection);
    return [
      { label: '货款（按过磅）', amount: yuan(weighed) },
      { label: '已付定金', amount: yuan(deposit.times(-1)) },
      { label: '差价款', amount: yuan(paid.minus(deposit).times(-1)) },
      difference.gte(0)
        ? { label: '应补款', amount: yuan(difference) }
        : { label: '应退款', amount: yuan(difference.times(-1)) },
    ];
  };

  /** The counts: F2's stages from the orders and deliveries, the others from the fixture. */
  const counts = () => ({
    ...orderCounts,
    final: orders().filter((order) => order.stage === 'final').length,
    saleDelivery: orders().filter((order) => order.stage === 'saleDelivery').length,
    toBeReceipt: deliveries.filter((delivery) => delivery.status === 'shipped').length,
  });

  const handlers = [
    countsHandler(counts, requests),
    bankInfoHandler(server, () => balance),
    detailHandler(orderPaths.allDetail, orders, requests),

    // Final payment.
    http.get(
      anyOrigin(orderPaths.finalList),
      record(({ url }) =>
        okJson(
          orderListPage(
            orders().filter((o) => o.stage === 'final'),
            url,
          ),
        ),
      ),
    ),
    http.get(
      anyOrigin(orderPaths.finalLines),
      record(({ url }) => {
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        return okJson(
          ids
            .map(find)
            .filter((order) => order !== undefined)
            .flatMap((order) =>
              order.lines.map((line) => ({
                ...line,
                orderId: order.orderId,
                orderNo: order.orderNo,
              })),
            ),
        );
      }),
    ),
    http.post(
      anyOrigin(orderPaths.finalPayInfo),
      record(({ body }) => okJson(payInfo(body as FinalSelection))),
    ),
    http.post(
      anyOrigin(orderPaths.feeDetail),
      record(({ body }) => okJson(fees(body as FinalSelection))),
    ),
    http.post(
      anyOrigin(orderPaths.finalPay),
      guarded('finalPay', ({ body }) => {
        const request = body as FinalPayRequest;
        if (request.ids.some((id) => find(id)?.stage !== 'final'))
          return refuse(4100, '订单状态已变更，请刷新后重试');
        const { picked, difference } = settlementOf(request);
        if (picked.length === 0) return refuse(400, '请选择结算的商品');
        const supplement = atLeastZero(difference);
        const refund = atLeastZero(difference.times(-1));
        if (request.payType === 'balance' && balance.lt(supplement)) return refuse(400, '余额不足');
        const paying = request.payType === 'transfer' && supplement.gt(0);
        const records = [...new Set(picked.map(({ order }) => order))].map((order) =>
          paymentRecordFixture({
            payId: 62500 + nextId++,
            orderId: order.orderId,
            orderNo: order.orderNo,
            kind: refund.gt(0) ? 'refund' : 'final',
            payType: request.payType,
            amount: yuan(refund.gt(0) ? refund : supplement),
            status: paying ? 'pending' : 'paid',
            voucherNo: request.payType === 'transfer' ? request.voucherNo : null,
            paidAt: paying ? null : '2026-03-20 16:00:00',
          }),
        );
        payments.push(...records);
        if (paying) {
          for (const { order } of picked)
            update(order.orderId, (o) => ({ ...o, pendingAmount: yuan(supplement) }));
        } else {
          balance = balance.minus(supplement).plus(refund);
          const settled = new Set(picked.map(({ line }) => line.detailId));
          for (const order of new Set(picked.map((p) => p.order)))
            update(order.orderId, (o) => {
              const lines = o.lines.map((line) =>
                settled.has(line.detailId) ? { ...line, finalPaid: true } : line,
              );
              const done = lines.every((line) => line.finalPaid);
              return {
                ...o,
                lines,
                stage: done ? 'saleDelivery' : o.stage,
                paidAmount: done ? (o.weighedAmount ?? o.paidAmount) : o.paidAmount,
                dueAmount: done ? '0.00' : o.dueAmount,
              };
            });
        }
        return okJson({
          payIds: records.map((r) => r.payId),
          status: paying ? 'pending' : 'paid',
          refund: yuan(refund),
        });
      }),
    ),
    cancelPaymentsHandler(orderPaths.finalCancelPay, payments, server),
    paymentRecordsHandler(() => payments, server),

    // Delivery.
    http.get(
      anyOrigin(orderPaths.deliveryList),
      record(({ url }) =>
        okJson(
          orderListPage(
            orders().filter((o) => o.stage === 'saleDelivery'),
            url,
          ),
        ),
      ),
    ),
    http.get(
      anyOrigin(orderPaths.deliveryInfo),
      record(({ url }) => {
        const order = find(Number(url.searchParams.get('orderId')));
        if (!order) return refuse(404, '订单不存在');
        return okJson({
          order: orderDetailFixture(order),
          deliveries: deliveries.filter((d) => d.orderId === order.orderId),
          remaining: order.lines.map((line) => ({
            detailId: line.detailId,
            weight: tonnes(remainingOf(line)),
          })),
        });
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.deliveryLines}/:orderId/:detailIds`),
      record((_, params) => {
        const order = find(Number(params.orderId));
        const ids = (params.detailIds ?? '').split(',').map(Number);
        if (!order) return refuse(404, '订单不存在');
        const lines: DeliveryLine[] = order.lines
          .filter((line) => ids.includes(line.detailId))
          .map((line) => lineOf(line, tonnes(remainingOf(line))));
        return okJson(lines);
      }),
    ),
    http.post(
      anyOrigin(orderPaths.createDelivery),
      guarded('createDelivery', ({ body }) => {
        const request = body as CreateDeliveryRequest;
        const order = find(request.orderId);
        if (order?.stage !== 'saleDelivery') return refuse(4100, '订单状态已变更，请刷新后重试');
        const over = request.lines.some(({ detailId, weight }) => {
          const line = order.lines.find((l) => l.detailId === detailId);
          return !line || new Big(weight).gt(remainingOf(line));
        });
        if (over) return refuse(400, '发货吨数超过可发货吨数，请刷新后重试');
        const weights = new Map(request.lines.map((l) => [l.detailId, l.weight]));
        const lines = order.lines.map((line) => {
          const weight = weights.get(line.detailId);
          return weight === undefined
            ? line
            : { ...line, deliveredWeight: tonnes(new Big(line.deliveredWeight).plus(weight)) };
        });
        const done = lines.every((line) => remainingOf(line).eq(0));
        update(order.orderId, (o) => ({ ...o, lines, stage: done ? 'toBeReceipt' : o.stage }));
        const deliveryId = 43000 + nextId++;
        const deliveryLines = request.lines.flatMap(({ detailId, weight }) => {
          const line = order.lines.find((l) => l.detailId === detailId);
          return line ? [lineOf(line, weight)] : [];
        });
        const made: Delivery = {
          ...deliveryFixture(),
          ...request,
          deliveryId,
          deliveryNo: `FH20260320${String(deliveryId).padStart(6, '0')}`,
          orderNo: order.orderNo,
          status: 'applied',
          lines: deliveryLines,
          totalWeight: tonnes(sum(deliveryLines.map((l) => l.weight))),
          amount: yuan(sum(deliveryLines.map((l) => l.amount))),
        };
        deliveries = [...deliveries, made];
        return okJson({ deliveryId, deliveryNo: made.deliveryNo });
      }),
    ),

    // Receipt, logistics and evaluation.
    http.get(
      anyOrigin(orderPaths.receiptList),
      record(({ url }) => {
        const status = url.searchParams.get('type') === '2' ? 'received' : 'shipped';
        return okJson(
          listPage(
            deliveries.filter((d) => d.status === status),
            url,
            (delivery) => [delivery.orderNo, delivery.deliveryNo],
            (delivery) => delivery.createdAt.slice(0, 10),
          ),
        );
      }),
    ),
    http.get(
      anyOrigin(orderPaths.receiptDetail),
      record(({ url }) => {
        const delivery = findDelivery(Number(url.searchParams.get('id')));
        return delivery ? okJson(delivery) : refuse(404, '发货单不存在');
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.confirmReceiving}/:id`),
      record((_, { id }) => {
        const delivery = findDelivery(Number(id));
        if (delivery?.status !== 'shipped') return refuse(4100, '发货单状态已变更，请刷新后重试');
        deliveries = deliveries.map((d) =>
          d.deliveryId === delivery.deliveryId
            ? { ...d, status: 'received', receivedAt: '2026-03-23 10:00:00' }
            : d,
        );
        return okJson(null);
      }),
    ),
    http.get(
      anyOrigin(`${orderPaths.logistics}/:no`),
      record((_, { no }) => {
        const delivery = deliveries.find((d) => d.logisticsNo === no);
        if (!delivery) return refuse(404, '暂无物流信息');
        const tracking = trackingOf(delivery);
        const newest = latest.get(delivery.deliveryId);
        return okJson(newest ? { ...tracking, nodes: [newest, ...tracking.nodes] } : tracking);
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.logisticsLatest}/:id`),
      record((_, { id }) => {
        const delivery = findDelivery(Number(id));
        if (!delivery?.logisticsNo) return refuse(404, '暂无物流信息');
        latest.set(delivery.deliveryId, { ...LATEST_LOGISTICS_NODE });
        return okJson(LATEST_LOGISTICS_NODE);
      }),
    ),
    http.get(
      anyOrigin(orderPaths.deliveryComment),
      record(({ url }) => okJson(comments.get(Number(url.searchParams.get('deliveryId'))) ?? null)),
    ),
    http.post(
      anyOrigin(orderPaths.deliveryComment),
      record(({ body }) => {
        const comment = body as DeliveryComment;
        if (findDelivery(comment.deliveryId)?.status !== 'received')
          return refuse(4100, '确认收货后才能评价');
        if (comments.has(comment.deliveryId)) return refuse(4100, '该发货单已评价');
        comments.set(comment.deliveryId, comment);
        deliveries = deliveries.map((d) =>
          d.deliveryId === comment.deliveryId ? { ...d, commented: true } : d,
        );
        return okJson(null);
      }),
    ),
  ];

  return {
    handlers,
    requests,
    /** The orders as they stand now. */
    orders,
    /** The deliveries as they stand now. */
    deliveries: () => deliveries,
  };
}

/** F2's lists in the states a story may need (each a list of handlers). */
export const orderHandlersF2 = {
  /** Nothing to settle, deliver or receive. */
  empty: emptyLists(orderPaths.finalList, orderPaths.deliveryList, orderPaths.receiptList),
};
