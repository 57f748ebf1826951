import { http } from 'msw';
import { NO_WEIGHING_DIFF, orderPaths } from '../../../contract/orders.ts';
import type {
  ContractReminder,
  DiffAmount,
  Modification,
  OrderLine,
  OrderSummary,
  PayType,
} from '../../../contract/orders.ts';
import { Big, lineAmount, sum, tonnes, yuan } from '../../../money.ts';
import { anyOrigin, ok, okJson, refuse } from '../../http.ts';
import { depositOf, orderDetailFixture } from '../lists/fixtures.ts';
import { cancelHandler, stageListHandler } from '../lists/handlers.ts';
import { payOrders } from '../payments/handlers.ts';
import type { OrderServer } from '../state.ts';
import {
  contractRemindersFixture,
  diffAmountFixture,
  modificationFixture,
  plannedDeliveryFixture,
  stockingStepsFixture,
} from './fixtures.ts';

/**
 * The stocking calls (备货中): the list, cancelling, the production steps, the reminder threads
 * (催货) and the planned delivery; then modifying an order's tonnages and the difference amount
 * a confirmed modification leaves.
 */

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
    depositAmount: depositOf(totalAmount),
  };
}

/** 备货中: the list, cancelling (refused for `producing` orders), the detail and 催货. */
export const stockingHandlers = (server: OrderServer, producing: readonly number[]) => {
  const { find, update, nextId, record } = server;
  const reminders = new Map<number, ContractReminder[]>();
  const threadsOf = (id: number) =>
    reminders.get(id) ?? reminders.set(id, structuredClone(contractRemindersFixture)).get(id) ?? [];
  /** The order's pending modification: the one priced here, or else a fixture of that id, kept. */
  const pendingModification = (order: OrderSummary): Modification | null => {
    const id = order.pendingModifiedId;
    if (id === null) return null;
    const known = server.modifications.get(id);
    if (known) return known.modification;
    const modification = modificationFixture(order, '8.000', { modifiedId: id });
    server.modifications.set(id, { modification, before: order });
    return modification;
  };
  return [
    stageListHandler(server, orderPaths.stockingList, 'stocking'),
    cancelHandler(server, orderPaths.cancelStocking, 'stocking', producing),
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
          modification: pendingModification(order),
          unreadReplies: unread,
        });
      }),
    ),
    http.post(
      anyOrigin(orderPaths.weighingConfirm),
      record(({ body }) => {
        const { orderId } = body as { orderId: number };
        if (find(orderId)?.weighingDiff?.status !== 'awaiting')
          return refuse(4100, NO_WEIGHING_DIFF);
        update(orderId, (o) => ({
          ...o,
          stage: 'final',
          weighingDiff: o.weighingDiff && { ...o.weighingDiff, status: 'confirmed' },
        }));
        return okJson(null);
      }),
    ),
    http.post(
      anyOrigin(orderPaths.weighingDispute),
      record(({ body }) => {
        const { orderId, reason } = body as { orderId: number; reason: string };
        if (find(orderId)?.weighingDiff?.status !== 'awaiting')
          return refuse(4100, NO_WEIGHING_DIFF);
        if (reason.trim() === '') return refuse(400, '请填写异议原因');
        update(orderId, (o) => ({
          ...o,
          weighingDiff: o.weighingDiff && { ...o.weighingDiff, status: 'disputed', reason },
        }));
        return okJson(null);
      }),
    ),
    http.get(
      anyOrigin(orderPaths.contractReminder),
      record(({ url }) => {
        const id = Number(url.searchParams.get('parentid'));
        const content = url.searchParams.get('content') ?? '';
        if (content.trim() === '') return refuse(400, '请输入催货内容');
        const thread = { id: 7100 + nextId(), content, at: '2026-03-20 09:00:00', replies: [] };
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
  ];
};

/** 修改订单: the modification priced, confirmed or withdrawn, and its difference paid or cancelled. */
export const modificationHandlers = (server: OrderServer) => {
  const { orders, find, update, nextId, record, modifications } = server;
  return [
    http.post(
      anyOrigin(orderPaths.modify),
      record(({ body }) => {
        const request = body as { orderId: number; lines: { detailId: number; weight: string }[] };
        const order = find(request.orderId);
        if (order?.stage !== 'stocking') return refuse(4100, '订单状态已变更，请刷新后重试');
        const after = reprice(order, new Map(request.lines.map((l) => [l.detailId, l.weight])));
        const modification: Modification = {
          modifiedId: 80000 + nextId(),
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
                    spec: old.spec,
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
              diffId: 90000 + nextId(),
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
        const result = payOrders(
          server,
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
};
