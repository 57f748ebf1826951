import { http } from 'msw';
import { DEPOSIT_RATE, orderPaths } from '../../contract/orders.ts';
import type {
  ContractReminder,
  DiffAmount,
  Modification,
  OrderLine,
  OrderStage,
  OrderSummary,
  PaymentRecord,
  PayType,
} from '../../contract/orders.ts';
import { Big, lineAmount, sum, tonnes, yuan } from '../../money.ts';
import { anyOrigin, ok } from '../handlers.ts';
import { orderCounts } from '../fixtures.ts';
import {
  bankInfoFixture,
  contractRemindersFixture,
  diffAmountFixture,
  orderDetailFixture,
  ordersFixture,
  paymentRecordFixture,
  plannedDeliveryFixture,
  stockingStepsFixture,
} from './fixtures.ts';
import {
  bankInfoHandler,
  cancelPaymentsHandler,
  countsHandler,
  countsOf,
  detailHandler,
  emptyLists,
  okJson,
  orderListPage,
  orderServerState,
  refuse,
} from './handlers.ts';

/**
 * The order calls of F1's pages (to be submitted, deposit, stocking, modification) over a
 * changing set of orders, so that a story sees the list and the counts change after an action,
 * and can assert each call (its body and Idempotency-Key) from `requests`.
 */

const deposit = (total: string) => yuan(new Big(total).times(DEPOSIT_RATE));

/** The order with new line tonnages: amounts, totals and deposit priced again. */
function reprice(order: OrderSummary, weights: ReadonlyMap<number, string>): OrderSummary {
  const lines: OrderLine[] = order.lines.map((line) => {
    const weight = weights.get(line.detailId);
    return weight === undefined
      ? line
      : { ...line, weight, amount: lineAmount(weight, line.unitPrice) };
  });
  const totalAmount = yuan(sum(lines.map((line) => line.amount)));
  return {
    ...order,
    lines,
    totalWeight: tonnes(sum(lines.map((line) => line.weight))),
    totalAmount,
    depositAmount: deposit(totalAmount),
  };
}

export interface OrderServerF1Options {
  /** The orders of each stage; three of each by default (see `initialOrdersF1`). */
  orders?: OrderSummary[];
  /** The company's balance; ¥50,000.00 by default. */
  balance?: string;
  /** Orders (by id) whose production started: cancelOrderStocking is refused for them. */
  producing?: readonly number[];
}

/**
 * Three orders of each F1 stage: the second deposit order has a transfer awaiting confirmation
 * (and its pending record), the second stocking order an unpaid difference amount.
 */
export function initialOrdersF1(): OrderSummary[] {
  const first = ordersFixture('firstPayment', 3).map((order, i) =>
    i === 1 ? { ...order, pendingAmount: order.depositAmount } : order,
  );
  const stocking = ordersFixture('stocking', 3).map((order, i) =>
    i === 1
      ? { ...order, diff: diffAmountFixture({ orderId: order.orderId, amount: '4690.00' }) }
      : order,
  );
  return [...ordersFixture('toBeSubmitted', 3), ...first, ...stocking];
}

/** A stateful server of F1's order calls; `requests` records every call it answers. */
export function createOrderServerF1({
  orders: initial = initialOrdersF1(),
  balance: initialBalance = bankInfoFixture.balance,
  producing = [],
}: OrderServerF1Options = {}) {
  const server = orderServerState(initial);
  const { requests, orders, find, update, record } = server;
  let balance = new Big(initialBalance);
  let nextId = 1;
  const payments: PaymentRecord[] = orders()
    .filter((order) => order.stage === 'firstPayment' && new Big(order.pendingAmount).gt(0))
    .map((order) =>
      paymentRecordFixture({
        payId: 60000 + order.orderId,
        orderId: order.orderId,
        orderNo: order.orderNo,
        amount: order.pendingAmount,
      }),
    );
  const reminders = new Map<number, ContractReminder[]>();
  const modifications = new Map<number, { modification: Modification; before: OrderSummary }>();

  const ofStage = (stage: OrderStage) => orders().filter((order) => order.stage === stage);
  const threadsOf = (id: number) =>
    reminders.get(id) ?? reminders.set(id, structuredClone(contractRemindersFixture)).get(id) ?? [];
  const list = (path: string, stage: OrderStage) =>
    http.get(
      anyOrigin(path),
      record(({ url }) => okJson(orderListPage(ofStage(stage), url))),
    );
  const cancel = (path: string, stage: OrderStage) =>
    http.post(
      anyOrigin(path),
      record(({ body }) => {
        const { orderId } = body as { orderId: number };
        const order = find(orderId);
        if (order?.stage !== stage) return refuse(4100, '订单状态已变更，请刷新后重试');
        if (producing.includes(orderId)) return refuse(4100, '订单已开始生产，无法取消');
        update(orderId, (o) => ({ ...o, stage: 'cancelled', cancelReason: '计划有变，暂不采购' }));
        return okJson(null);
      }),
    );

  /** Pays `amount` for `orderIds` by `payType`: records, and the balance when from it. */
  const pay = (
    orderIds: number[],
    amountOf: (order: OrderSummary) => string,
    payType: PayType,
    kind: PaymentRecord['kind'],
    voucherNo: string | null,
  ) => {
    const paying = orderIds.map(find).filter((order) => order !== undefined);
    const total = sum(paying.map(amountOf));
    if (payType === 'balance' && balance.lt(total)) return null;
    if (payType === 'balance') balance = balance.minus(total);
    const records = paying.map((order) =>
      paymentRecordFixture({
        payId: 61000 + nextId++,
        orderId: order.orderId,
        orderNo: order.orderNo,
        kind,
        payType,
        amount: amountOf(order),
        status: payType === 'balance' ? 'paid' : 'pending',
        voucherNo,
        paidAt: payType === 'balance' ? '2026-03-18 15:00:00' : null,
      }),
    );
    payments.push(...records);
    return {
      payIds: records.map((r) => r.payId),
      status: payType === 'balance' ? ('paid' as const) : ('pending' as const),
      refund: '0.00',
    };
  };

  const handlers = [
    countsHandler(() => countsOf(orders(), orderCounts), requests),
    bankInfoHandler(server, () => balance),

    // To be submitted.
    list(orderPaths.waitSubmit, 'toBeSubmitted'),
    detailHandler(orderPaths.waitSubmitDetail, orders, requests),
    detailHandler(orderPaths.allDetail, orders, requests),
    http.post(
      anyOrigin(orderPaths.submit),
      record(({ body }) => {
        const { orderIds } = body as { orderIds: number[] };
        if (orderIds.some((id) => find(id)?.stage !== 'toBeSubmitted'))
          return refuse(4100, '订单状态已变更，请刷新后重试');
        for (const id of orderIds)
          update(id, (o) => ({
            ...o,
            stage: 'firstPayment',
            dueAmount: o.depositAmount,
            contractNo: `HT${String(o.orderId).padStart(12, '0')}`,
          }));
        return okJson(
          orderIds.map((id) => ({
            orderId: id,
            orderNo: find(id)?.orderNo ?? '',
            stage: 'firstPayment',
          })),
        );
      }),
    ),
    cancel(orderPaths.cancelUnsubmitted, 'toBeSubmitted'),

    // Deposit.
    list(orderPaths.firstList, 'firstPayment'),
    cancel(orderPaths.cancelFirst, 'firstPayment'),
    http.get(
      anyOrigin(`${orderPaths.firstPayRecords}/:orderId`),
      record((_, { orderId }) =>
        okJson(payments.filter((p) => p.orderId === Number(orderId) && p.kind === 'first')),
      ),
    ),
    http.post(
      anyOrigin(orderPaths.confirmPayment),
      record(({ body }) => {
        const request = body as { orderIds: number[]; payType: PayType; voucherNo?: string };
        if (request.orderIds.some((id) => find(id)?.stage !== 'firstPayment'))
          return refuse(4100, '订单状态已变更，请刷新后重试');
        const result = pay(
          request.orderIds,
          (order) => order.dueAmount,
          request.payType,
          'first',
          request.voucherNo ?? null,
        );
        if (!result) return refuse(400, '余额不足');
        for (const id of request.orderIds)
          update(id, (o) =>
            request.payType === 'balance'
              ? { ...o, stage: 'stocking', paidAmount: o.dueAmount, dueAmount: '0.00' }
              : { ...o, pendingAmount: o.dueAmount },
          );
        return okJson(result);
      }),
    ),
    cancelPaymentsHandler(orderPaths.cancelPayment, payments, server),

    // Stocking.
    list(orderPaths.stockingList, 'stocking'),
    cancel(orderPaths.cancelStocking, 'stocking'),
    http.get(
      anyOrigin(orderPaths.stockingDetail),
      record(({ url }) => {
        const id = Number(url.searchParams.get('orderId'));
        const order = find(id);
        if (!order) return refuse(404, '订单不存在');
        const unread = threadsOf(id)
          .flatMap((t) => t.replies)
          .filter((r) => !r.read).length;
        const made = producing.includes(id);
        return okJson({
          order: orderDetailFixture(order),
          steps: stockingStepsFixture(made ? 3 : 2),
          producing: made,
          unreadReplies: unread,
        });
      }),
    ),
    http.get(
      anyOrigin(orderPaths.contractReminder),
      record(({ url }) => {
        const id = Number(url.searchParams.get('parentid'));
        const content = url.searchParams.get('content') ?? '';
        if (content.trim() === '') return refuse(400, '请输入催货内容');
        const thread = { id: 7100 + nextId++, content, at: '2026-03-20 09:00:00', replies: [] };
        reminders.set(id, [thread, ...threadsOf(id)]);
        return okJson(thread);
      }),
    ),
    http.get(
      anyOrigin(orderPaths.contractFollowUp),
      record(({ url }) => okJson(threadsOf(Number(url.searchParams.get('parentid'))))),
    ),
    ok(orderPaths.contractDelivery, plannedDeliveryFixture),
    http.get(
      anyOrigin(orderPaths.contractReplyCheck),
      record(({ url }) => {
        const threads = threadsOf(Number(url.searchParams.get('parentid')));
        const replies = threads.flatMap((t) => t.replies);
        const unread = replies.filter((r) => !r.read).length;
        for (const reply of replies) reply.read = true;
        return okJson({ unread });
      }),
    ),

    // Modification and difference amount.
    http.post(
      anyOrigin(orderPaths.modify),
      record(({ body }) => {
        const request = body as { orderId: number; lines: { detailId: number; weight: string }[] };
        const order = find(request.orderId);
        if (order?.stage !== 'stocking') return refuse(4100, '订单状态已变更，请刷新后重试');
        const after = reprice(order, new Map(request.lines.map((l) => [l.detailId, l.weight])));
        const modification: Modification = {
          modifiedId: 80000 + nextId++,
          orderId: order.orderId,
          status: 'pending',
          lines: request.lines.flatMap(({ detailId }) => {
            const old = order.lines.find((l) => l.detailId === detailId);
            const now = after.lines.find((l) => l.detailId === detailId);
            return old && now
              ? [
                  {
                    detailId,
                    productName: old.productName,
                    oldWeight: old.weight,
                    newWeight: now.weight,
                    unitPrice: old.unitPrice,
                    oldAmount: old.amount,
                    newAmount: now.amount,
                  },
                ]
              : [];
          }),
          oldAmount: order.totalAmount,
          newAmount: after.totalAmount,
          depositDiff: yuan(new Big(after.depositAmount).minus(order.depositAmount)),
          remark: '',
          createdAt: '2026-03-20 15:00:00',
        };
        modifications.set(modification.modifiedId, { modification, before: order });
        update(order.orderId, (o) => ({ ...o, pendingModifiedId: modification.modifiedId }));
        return okJson(modification);
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.submitModified}/:orderId/:modifiedId`),
      record((_, params) => {
        const entry = modifications.get(Number(params.modifiedId));
        if (!entry || entry.modification.status !== 'pending')
          return refuse(4100, '修改已处理，请刷新后重试');
        const { modification, before } = entry;
        const confirmed = { ...modification, status: 'confirmed' as const };
        entry.modification = confirmed;
        const weights = new Map(modification.lines.map((l) => [l.detailId, l.newWeight]));
        const diff: DiffAmount | null = new Big(modification.depositDiff).gt(0)
          ? diffAmountFixture({
              diffId: 90000 + nextId++,
              orderId: before.orderId,
              modifiedId: modification.modifiedId,
              amount: modification.depositDiff,
            })
          : null;
        update(before.orderId, (o) => ({
          ...reprice(o, weights),
          pendingModifiedId: null,
          diff,
        }));
        return okJson(confirmed);
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.cancelModified}/:orderId/:modifiedId`),
      record((_, params) => {
        update(Number(params.orderId), (o) => ({ ...o, pendingModifiedId: null }));
        return okJson(null);
      }),
    ),
    http.get(
      anyOrigin(orderPaths.diffAmount),
      record(({ url }) => okJson(find(Number(url.searchParams.get('orderId')))?.diff ?? null)),
    ),
    http.put(
      anyOrigin(orderPaths.submitDiff),
      record(({ body }) => {
        const request = body as { diffId: number; payType: PayType; voucherNo?: string };
        const order = orders().find((o) => o.diff?.diffId === request.diffId);
        const diff = order?.diff;
        if (!order || diff?.status !== 'unpaid') return refuse(4100, '差价已处理，请刷新后重试');
        const result = pay(
          [order.orderId],
          () => diff.amount,
          request.payType,
          'diff',
          request.voucherNo ?? null,
        );
        if (!result) return refuse(400, '余额不足');
        update(order.orderId, (o) =>
          request.payType === 'balance'
            ? { ...o, diff: null, paidAmount: yuan(new Big(o.paidAmount).plus(diff.amount)) }
            : { ...o, diff: { ...diff, status: 'paying' }, pendingAmount: diff.amount },
        );
        return okJson(result);
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.cancelDiff}/:diffId`),
      record((_, params) => {
        const order = orders().find((o) => o.diff?.diffId === Number(params.diffId));
        if (!order) return refuse(4100, '差价已处理，请刷新后重试');
        const entry = order.diff && modifications.get(order.diff.modifiedId);
        update(order.orderId, (o) => ({
          ...(entry ? { ...o, ...entry.before } : o),
          diff: null,
          pendingModifiedId: null,
        }));
        return okJson(null);
      }),
    ),
  ];

  return {
    handlers,
    requests,
    /** The orders as they stand now. */
    orders,
  };
}

/** F1's lists in the states a story may need (each a list of handlers). */
export const orderHandlersF1 = {
  /** No order in any of F1's stages. */
  empty: emptyLists(orderPaths.waitSubmit, orderPaths.firstList, orderPaths.stockingList),
};
