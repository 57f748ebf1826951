/**
 * Stocking orders: production and weighing, and the buyer's reminders (催货) with the mall's
 * replies.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NO_WEIGHING_DIFF,
  ORDER_STATE_CODE,
  WEIGHING_TOLERANCE,
} from '@mall/domain/contract/orders';
import { Big, groupedYuan, lineAmount, sum, tonnes } from '@mall/domain/money';
import type { SandboxTx } from '../../db/client.ts';
import {
  contractReminders,
  contractReplies,
  modifications,
  orderItems,
  orders,
} from '../../db/schema.ts';
import { chinaDate } from '../../prices.ts';
import { check, refuse } from '../guards.ts';
import { weighedTonnes } from '../money.ts';
import { loadOrders, placerOf } from '../read.ts';
import { refundOverpaid, settlementsOf } from './payments.ts';
import { insertEvents, addEvents } from './events.ts';
import type { OrderAt } from './shared.ts';
import { byId, iso } from './shared.ts';

const DAY_MS = 86_400_000;

/** Whether weighed tonnes are within WEIGHING_TOLERANCE of the ordered tonnes. */
const withinTolerance = (ordered: string, weighed: string): boolean =>
  new Big(weighed).minus(ordered).abs().lte(new Big(ordered).times(WEIGHING_TOLERANCE));
/** Days from the start of production to the planned delivery. */
const PRODUCTION_DAYS = 7;

/** The mill schedules and starts producing stocking orders (refused for one already producing). */
export const startProduction = async (tx: SandboxTx, items: readonly OrderAt[]): Promise<void> => {
  if (items.length === 0) return;
  const planned = items.map(({ order, at }) => {
    check(order, 'startProduction');
    if (order.producing) refuse(ORDER_STATE_CODE, '订单已在生产中');
    return {
      id: order.summary.orderId,
      scheduledAt: order.scheduledAt ?? at,
      at,
      plannedDate: chinaDate(new Date(at.getTime() + PRODUCTION_DAYS * DAY_MS)),
    };
  });
  await tx
    .update(orders)
    .set({
      scheduledAt: byId(
        orders.id,
        planned.map(({ id, scheduledAt }) => [id, iso(scheduledAt)]),
        'timestamptz',
      ),
      producingAt: byId(
        orders.id,
        planned.map(({ id, at }) => [id, iso(at)]),
        'timestamptz',
      ),
      plannedDate: byId(
        orders.id,
        planned.map(({ id, plannedDate }) => [id, plannedDate]),
        'date',
      ),
    })
    .where(
      inArray(
        orders.id,
        planned.map(({ id }) => id),
      ),
    );
  await insertEvents(
    tx,
    planned.map(({ id, at, plannedDate }) => ({
      orderId: id,
      at,
      text: `已排产，开始生产，预计 ${plannedDate} 入库`,
    })),
  );
};

/**
 * The goods of stocking orders weighed: each line's tonnes as given, or drawn from its order
 * number and line (`weighedTonnes`). An order whose lines are all within WEIGHING_TOLERANCE waits
 * for its final payment (or is refunded what it paid over); one with a line beyond it is held
 * in stocking with a 磅差 awaiting its buyer (the contract's WEIGHING_DIFF_STATUSES).
 */
export const weighOrders = async (
  tx: SandboxTx,
  items: readonly (OrderAt & { lines?: readonly { detailId: number; weighedWeight: string }[] })[],
): Promise<void> => {
  if (items.length === 0) return;
  const weighed = items.map(({ order, at, lines = [] }) => {
    check(order, 'weigh');
    const { orderNo } = order.summary;
    for (const { detailId } of lines) {
      if (!order.summary.lines.some((line) => line.detailId === detailId)) {
        refuse(400, '订单明细不存在');
      }
    }
    const weights = order.summary.lines.map((line) => {
      const given = lines.find(({ detailId }) => detailId === line.detailId)?.weighedWeight;
      const weight = given ?? weighedTonnes(line.weight, `${orderNo}:${line.detailId}`);
      return {
        detailId: line.detailId,
        weight,
        amount: lineAmount(weight, line.unitPrice),
        beyond: !withinTolerance(line.weight, weight),
      };
    });
    return { order, at, weights, held: weights.some(({ beyond }) => beyond) };
  });
  const lines = weighed.flatMap(({ weights }) => weights);
  await tx
    .update(orderItems)
    .set({
      weighedWeight: byId(
        orderItems.id,
        lines.map(({ detailId, weight }) => [detailId, weight]),
        'numeric',
      ),
      weighedAmount: byId(
        orderItems.id,
        lines.map(({ detailId, amount }) => [detailId, amount]),
        'numeric',
      ),
    })
    .where(
      inArray(
        orderItems.id,
        lines.map(({ detailId }) => detailId),
      ),
    );
  const ids = weighed.map(({ order }) => order.summary.orderId);
  await tx
    .update(modifications)
    .set({ status: 'cancelled' })
    .where(and(inArray(modifications.orderId, ids), eq(modifications.status, 'pending')));
  const moments = weighed.map(({ order, at }): [number, string] => [
    order.summary.orderId,
    iso(at),
  ]);
  await tx
    .update(orders)
    .set({
      scheduledAt: sql`coalesce(${orders.scheduledAt}, ${byId(orders.id, moments, 'timestamptz')})`,
      producingAt: sql`coalesce(${orders.producingAt}, ${byId(orders.id, moments, 'timestamptz')})`,
      inspectedAt: byId(orders.id, moments, 'timestamptz'),
      weighedAt: byId(orders.id, moments, 'timestamptz'),
      weighingDiff: null,
      weighingDisputeReason: null,
    })
    .where(inArray(orders.id, ids));
  const held = weighed.filter((item) => item.held);
  if (held.length > 0) {
    await tx
      .update(orders)
      .set({ weighingDiff: 'awaiting' })
      .where(
        inArray(
          orders.id,
          held.map(({ order }) => order.summary.orderId),
        ),
      );
    await insertEvents(
      tx,
      held.map(({ order, at, weights }) => ({
        orderId: order.summary.orderId,
        at,
        text: `货物已质检过磅，过磅 ${tonnes(sum(weights.map(({ weight }) => weight)))} 吨超出订货 ${order.summary.totalWeight} 吨的 ±5% 磅差范围，待买家确认磅差`,
      })),
    );
  }
  await settleWeighed(
    tx,
    weighed.filter((item) => !item.held),
  );
};

/**
 * Weighed orders go on to their final payment: one sum per order, weighed amount − deposit −
 * differences paid; an order paid over it is refunded at once and never waits in 待补款.
 */
export const settleWeighed = async (tx: SandboxTx, items: readonly OrderAt[]): Promise<void> => {
  if (items.length === 0) return;
  const ids = items.map(({ order }) => order.summary.orderId);
  await tx.update(orders).set({ stage: 'final' }).where(inArray(orders.id, ids));
  const settled = settlementsOf(await loadOrders(tx, ids), []).map((item) => ({
    ...item,
    at:
      items.find(({ order }) => order.summary.orderId === item.order.summary.orderId)?.at ??
      new Date(),
  }));
  const overpaid = settled.filter(({ settlement }) => new Big(settlement.net).lte(0));
  await insertEvents(
    tx,
    settled.map(({ order, at, settlement }) => ({
      orderId: order.summary.orderId,
      at,
      text: `货物已质检过磅，过磅金额 ¥${groupedYuan(settlement.weighedAmount)}，${
        overpaid.some((one) => one.order === order)
          ? `已付 ¥${groupedYuan(settlement.paidShare)}，多付 ¥${groupedYuan(new Big(settlement.net).abs())} 退回账户余额`
          : `待支付尾款 ¥${groupedYuan(settlement.net)}`
      }`,
    })),
  );
  for (const item of overpaid) {
    await refundOverpaid(tx, (await placerOf(tx, item.order.summary.orderId)) ?? 0, [item]);
  }
};

/** The buyer's answer to a 磅差 awaiting it: confirmed, the order settles; disputed, it is held. */
export const answerWeighing = async (
  tx: SandboxTx,
  { order, at }: OrderAt,
  answer: { confirm: true } | { confirm: false; reason: string },
): Promise<void> => {
  check(order, 'weigh');
  if (order.summary.weighingDiff?.status !== 'awaiting') refuse(ORDER_STATE_CODE, NO_WEIGHING_DIFF);
  const { orderId } = order.summary;
  if (answer.confirm) {
    await tx.update(orders).set({ weighingDiff: 'confirmed' }).where(eq(orders.id, orderId));
    await addEvents(tx, at, [{ orderId, text: '买家已确认磅差' }]);
    await settleWeighed(tx, [{ order, at }]);
    return;
  }
  const reason = answer.reason.trim();
  await tx
    .update(orders)
    .set({ weighingDiff: 'disputed', weighingDisputeReason: reason })
    .where(eq(orders.id, orderId));
  await addEvents(tx, at, [{ orderId, text: `买家对磅差提出异议：${reason}` }]);
};

/** A dispute settled by the mall: none disputed is refused with ORDER_STATE_CODE. */
export const NO_WEIGHING_DISPUTE = '该订单没有待处理的磅差异议';

/**
 * The mall settles a disputed 磅差: `accept` weighs the goods again at their ordered tonnes (no
 * 磅差 left: the order settles on them), `uphold` keeps the weighing (upheld) and settles on it;
 * the timeline says which, before the settlement's own line.
 */
export const settleWeighingDispute = async (
  tx: SandboxTx,
  { order, at }: OrderAt,
  outcome: 'accept' | 'uphold',
): Promise<void> => {
  check(order, 'weigh');
  const { orderId, weighingDiff, totalWeight, lines } = order.summary;
  if (weighingDiff?.status !== 'disputed') refuse(ORDER_STATE_CODE, NO_WEIGHING_DISPUTE);
  if (outcome === 'accept') {
    await addEvents(tx, at, [
      { orderId, text: `平台复磅：采纳买家异议，按订货 ${totalWeight} 吨结算` },
    ]);
    await weighOrders(tx, [
      {
        order,
        at,
        lines: lines.map(({ detailId, weight }) => ({ detailId, weighedWeight: weight })),
      },
    ]);
    return;
  }
  const weighed = tonnes(sum(lines.map(({ weighedWeight }) => weighedWeight ?? 0)));
  await tx.update(orders).set({ weighingDiff: 'upheld' }).where(eq(orders.id, orderId));
  await addEvents(tx, at, [{ orderId, text: `平台复磅：维持原过磅 ${weighed} 吨，按过磅结算` }]);
  await settleWeighed(tx, [{ order, at }]);
};

/** The buyer reminds the mall of a stocking order (催货); answers the thread. */
export const remindOrder = async (tx: SandboxTx, { order, at }: OrderAt, content: string) => {
  check(order, 'remind');
  const { orderId } = order.summary;
  const [thread] = await tx
    .insert(contractReminders)
    .values({ orderId, content: content.trim(), at })
    .returning();
  if (!thread) throw new Error('reminder: nothing inserted');
  await addEvents(tx, at, [{ orderId, text: `买家催货：${thread.content}` }]);
  return thread;
};

/** The mall's reply to a reminder thread, unread until the buyer opens it. */
export const replyToReminder = async (
  tx: SandboxTx,
  reminderId: number,
  content: string,
  at: Date,
): Promise<void> => {
  await tx.insert(contractReplies).values({ reminderId, content, at });
};
