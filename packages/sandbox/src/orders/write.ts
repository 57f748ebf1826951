/**
 * The writes the order calls, the back office and the seed share: stages, payments and their
 * effects, deliveries, invoices. Most take a set of items, each with the moment it happens, and
 * do the same few queries however many there are, so that the seed drives dozens of orders as
 * cheaply as a call drives one.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type {
  CreateDeliveryRequest,
  Delivery,
  InvoiceKind,
  LogisticsNode,
  ModifyOrderRequest,
  OrderStage,
  Payment,
  PaymentKind,
  PaymentResult,
  PaymentStatus,
} from '@mall/domain/contract/orders';
import {
  DELIVERY_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  ORDER_STATE_CODE,
} from '@mall/domain/contract/orders';
import { Big, lineAmount, sum, tonnes, yuan } from '@mall/domain/money';
import type { SandboxTx } from '../db/client.ts';
import { onlyRow } from '../db/client.ts';
import {
  collectionAccounts,
  companies,
  companyAccounts,
  contractReminders,
  contractReplies,
  contracts,
  deliveries,
  deliveryComments,
  deliveryLines,
  diffAmounts,
  goodsBatches,
  invoices,
  logisticsNodes,
  modificationLines,
  modifications,
  orderComments,
  orderEvents,
  orderItems,
  orders,
  payments,
} from '../db/schema.ts';
import { chinaDate } from '../prices.ts';
import { chinaDateTime } from '../time.ts';
import { check, refuse } from './guards.ts';
import type { Settlement } from './money.ts';
import { depositOf, settle, weighedTonnes } from './money.ts';
import type { Db, InvoiceBuyer, LoadedOrder } from './read.ts';
import { invoiceOf, loadOrders, remainingOf } from './read.ts';
import type { OrderAction } from './stateMachine.ts';
import { stageAfterPayment } from './stateMachine.ts';

export const INSUFFICIENT_BALANCE = '账户余额不足';
export const NO_SUCH_ACCOUNT = '收款账户不存在';
/** Final payment and modifications wait for an open difference amount. */
export const DIFF_FIRST = '请先支付或取消差价款';

const DAY_MS = 86_400_000;
/** Days from the start of production to the planned delivery. */
const PRODUCTION_DAYS = 7;
const DEFAULT_CARRIER = '顺丰快运';

type PaymentRow = typeof payments.$inferSelect;
type DeliveryRow = typeof deliveries.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type ModificationRow = typeof modifications.$inferSelect;

/** An order and the moment something happens to it. */
export type OrderAt = { order: LoadedOrder; at: Date };

/** A line of an order's history. */
export type OrderEvent = { orderId: number; text: string; at: Date };

/**
 * Each row's own value of a column, as one SQL CASE over the rows' ids (`type` is the value's
 * SQL type): a set-based update of rows that differ.
 */
const byId = (
  id: AnyColumn,
  values: readonly (readonly [number, string | null])[],
  type: 'timestamptz' | 'numeric' | 'date' | 'text' | 'integer' | 'order_stage',
): SQL =>
  sql`(case ${id} ${sql.join(
    values.map(([key, value]) => sql`when ${key} then ${value}::${sql.raw(type)}`),
    sql` `,
  )} end)`;

/** A moment as the CASE values take it. */
const iso = (moment: Date): string => moment.toISOString();

/** Adds lines to orders' histories, each at its own moment. */
export const insertEvents = async (tx: SandboxTx, events: readonly OrderEvent[]): Promise<void> => {
  if (events.length > 0) await tx.insert(orderEvents).values([...events]);
};

/** Adds lines to orders' histories, all at `at`. */
export const addEvents = (
  tx: SandboxTx,
  at: Date,
  events: readonly { orderId: number; text: string }[],
): Promise<void> =>
  insertEvents(
    tx,
    events.map((event) => ({ ...event, at })),
  );

/**
 * The next numbers of the day for numbered records made at `moments`, in that order: `prefix`,
 * the China date and 4 digits, e.g. HT202611210001.
 */
export const nextNumbers = async (
  tx: SandboxTx,
  table: PgTable,
  column: AnyColumn,
  prefix: string,
  moments: readonly Date[],
): Promise<string[]> => {
  const days = moments.map((moment) => `${prefix}${chinaDate(moment).replaceAll('-', '')}`);
  const dayOf = sql`left(${column}, ${sql.raw(String(prefix.length + 8))})`;
  const rows = await tx
    .select({
      day: sql<string>`${dayOf}`,
      last: sql<number>`max(right(${column}, 4)::int)`.mapWith(Number),
    })
    .from(table)
    .where(inArray(dayOf, [...new Set(days)]))
    .groupBy(dayOf);
  const last = new Map(rows.map(({ day, last: number }) => [day, number]));
  return days.map((day) => {
    const next = (last.get(day) ?? 0) + 1;
    last.set(day, next);
    return `${day}${String(next).padStart(4, '0')}`;
  });
};

/** The next number of the day for a numbered record made at `now` (see `nextNumbers`). */
export const nextNumber = async (
  tx: SandboxTx,
  table: PgTable,
  column: AnyColumn,
  prefix: string,
  now: Date,
): Promise<string> => onlyRow(await nextNumbers(tx, table, column, prefix, [now]));

/** The company's balance row, made (empty) on first use. */
export const accountOf = async (tx: Db, companyId: number) => {
  await tx
    .insert(companyAccounts)
    .values({ companyId, balance: '0.00', bankName: '未登记', accountNo: '' })
    .onConflictDoNothing();
  return tx
    .select()
    .from(companyAccounts)
    .where(eq(companyAccounts.companyId, companyId))
    .then(onlyRow);
};

/** Takes money from the balance, or refuses (400 账户余额不足). */
const debit = async (tx: SandboxTx, companyId: number, amount: string): Promise<void> => {
  await accountOf(tx, companyId);
  const taken = await tx
    .update(companyAccounts)
    .set({ balance: sql`${companyAccounts.balance} - ${amount}::numeric` })
    .where(and(eq(companyAccounts.companyId, companyId), gte(companyAccounts.balance, amount)))
    .returning({ companyId: companyAccounts.companyId });
  if (taken.length === 0) refuse(400, INSUFFICIENT_BALANCE);
};

/** Gives money back to the balance. */
export const credit = async (tx: SandboxTx, companyId: number, amount: string): Promise<void> => {
  await accountOf(tx, companyId);
  await tx
    .update(companyAccounts)
    .set({ balance: sql`${companyAccounts.balance} + ${amount}::numeric` })
    .where(eq(companyAccounts.companyId, companyId));
};

/** Puts fully paid orders in the stage their deliveries and invoices make them. */
export const syncDeliveryStages = async (
  tx: SandboxTx,
  orderIds: readonly number[],
): Promise<void> => {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const [lines, rows] = await Promise.all([
    tx
      .select({
        orderId: orderItems.orderId,
        weight: orderItems.weighedWeight,
        delivered: orderItems.deliveredWeight,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids)),
    tx
      .select({
        orderId: deliveries.orderId,
        status: deliveries.status,
        invoiceStatus: invoices.status,
      })
      .from(deliveries)
      .leftJoin(invoices, eq(invoices.id, deliveries.invoiceId))
      .where(inArray(deliveries.orderId, ids)),
  ]);
  const stages = ids.map((id): [number, OrderStage] => [
    id,
    stageAfterPayment({
      remainingTonnes: tonnes(
        sum(
          lines
            .filter(({ orderId }) => orderId === id)
            .map(({ weight, delivered }) => new Big(weight ?? 0).minus(delivered)),
        ),
      ),
      deliveries: rows
        .filter(({ orderId }) => orderId === id)
        .map(({ status, invoiceStatus }) => ({
          received: status === 'received',
          invoice:
            invoiceStatus === 'applied' ||
            invoiceStatus === 'invoicing' ||
            invoiceStatus === 'issued'
              ? invoiceStatus
              : 'none',
        })),
    }),
  ]);
  await tx
    .update(orders)
    .set({ stage: byId(orders.id, stages, 'order_stage') })
    .where(inArray(orders.id, ids));
};

/** When a payment took effect. */
const paidAtOf = (payment: PaymentRow): Date => payment.paidAt ?? payment.createdAt;

/** What payments becoming paid do to their orders (deposits, differences, final payments). */
export const applyPaid = async (tx: SandboxTx, paid: readonly PaymentRow[]): Promise<void> => {
  const events: OrderEvent[] = [];
  const firsts = paid.filter(({ kind }) => kind === 'first');
  const ready = (await loadOrders(tx, [...new Set(firsts.map(({ orderId }) => orderId))])).filter(
    ({ summary, pendingKinds }) =>
      summary.stage === 'firstPayment' &&
      summary.dueAmount === '0.00' &&
      !pendingKinds.includes('first'),
  );
  const readyPayments = ready.flatMap(({ summary }) =>
    firsts.filter(({ orderId }) => orderId === summary.orderId).slice(-1),
  );
  if (readyPayments.length > 0) {
    await tx
      .update(orders)
      .set({
        stage: 'stocking',
        stockingAt: byId(
          orders.id,
          readyPayments.map((payment) => [payment.orderId, iso(paidAtOf(payment))]),
          'timestamptz',
        ),
      })
      .where(
        inArray(
          orders.id,
          readyPayments.map(({ orderId }) => orderId),
        ),
      );
    events.push(
      ...readyPayments.map((payment) => ({
        orderId: payment.orderId,
        at: paidAtOf(payment),
        text: `定金 ¥${payment.amount} 已支付，合同确认，订单进入备货`,
      })),
    );
  }
  const diffs = paid.flatMap((payment) =>
    payment.kind === 'diff' && payment.diffId !== null
      ? [{ ...payment, diffId: payment.diffId }]
      : [],
  );
  if (diffs.length > 0) {
    await tx
      .update(diffAmounts)
      .set({ status: 'paid' })
      .where(
        inArray(
          diffAmounts.id,
          diffs.map(({ diffId }) => diffId),
        ),
      );
    events.push(
      ...diffs.map((payment) => ({
        orderId: payment.orderId,
        at: paidAtOf(payment),
        text: `差价款 ¥${payment.amount} 已支付`,
      })),
    );
  }
  const settled = paid.filter(({ kind }) => kind === 'final' || kind === 'refund');
  const detailIds = settled.flatMap((payment) => payment.detailIds);
  if (detailIds.length > 0) {
    await tx.update(orderItems).set({ finalPaid: true }).where(inArray(orderItems.id, detailIds));
  }
  events.push(
    ...settled.map((payment) => ({
      orderId: payment.orderId,
      at: paidAtOf(payment),
      text:
        payment.kind === 'final'
          ? `尾款 ¥${payment.amount} 已支付`
          : `结算退款 ¥${payment.amount} 已退回账户余额`,
    })),
  );
  await insertEvents(tx, events);
  const settledIds = [...new Set(settled.map(({ orderId }) => orderId))];
  if (settledIds.length === 0) return;
  const unpaid = await tx
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, settledIds), eq(orderItems.finalPaid, false)));
  await syncDeliveryStages(
    tx,
    settledIds.filter((id) => !unpaid.some(({ orderId }) => orderId === id)),
  );
};

/** One record of a payment: what it pays for, and when. */
export type Charge = {
  orderId: number;
  kind: Exclude<PaymentKind, 'refund'>;
  amount: string;
  at: Date;
  diffId?: number;
  detailIds?: number[];
};

/**
 * Pays charges: from the balance at once (400 账户余额不足 when it is short), or by one
 * transfer, pending until the back office confirms it. Answers the records made.
 */
export const pay = async (
  tx: SandboxTx,
  { userId, companyId }: { userId: number; companyId: number },
  payment: Payment,
  charges: readonly Charge[],
): Promise<Omit<PaymentResult, 'refund'>> => {
  if (payment.payType === 'balance') {
    await debit(tx, companyId, yuan(sum(charges.map(({ amount }) => amount))));
  } else {
    const accounts = await tx.$count(
      collectionAccounts,
      eq(collectionAccounts.id, payment.collectionAccountId),
    );
    if (accounts === 0) refuse(400, NO_SUCH_ACCOUNT);
  }
  const status: PaymentStatus = payment.payType === 'balance' ? 'paid' : 'pending';
  if (charges.length === 0) return { payIds: [], status };
  const inserted = await tx
    .insert(payments)
    .values(
      charges.map((charge) => ({
        orderId: charge.orderId,
        userId,
        kind: charge.kind,
        payType: payment.payType,
        amount: charge.amount,
        status,
        voucherNo: payment.payType === 'transfer' ? payment.voucherNo : null,
        collectionAccountId: payment.payType === 'transfer' ? payment.collectionAccountId : null,
        diffId: charge.diffId ?? null,
        detailIds: charge.detailIds ?? [],
        createdAt: charge.at,
        paidAt: status === 'paid' ? charge.at : null,
      })),
    )
    .returning();
  if (status === 'paid') {
    await applyPaid(tx, inserted);
  } else {
    const diffIds = inserted.flatMap(({ diffId }) => (diffId === null ? [] : [diffId]));
    if (diffIds.length > 0) {
      await tx
        .update(diffAmounts)
        .set({ status: 'paying' })
        .where(inArray(diffAmounts.id, diffIds));
    }
    await insertEvents(
      tx,
      inserted.map(({ orderId, amount, createdAt }) => ({
        orderId,
        at: createdAt,
        text: `已提交线下转账 ¥${amount}，等待财务确认`,
      })),
    );
  }
  return { payIds: inserted.map(({ id }) => id), status };
};

/** Pending transfers confirmed by the mall's finance, each at its moment. */
export const confirmPaid = async (
  tx: SandboxTx,
  items: readonly { paymentId: number; at: Date }[],
): Promise<void> => {
  if (items.length === 0) return;
  const paid = await tx
    .update(payments)
    .set({
      status: 'paid',
      paidAt: byId(
        payments.id,
        items.map(({ paymentId, at }) => [paymentId, iso(at)]),
        'timestamptz',
      ),
    })
    .where(
      and(
        inArray(
          payments.id,
          items.map(({ paymentId }) => paymentId),
        ),
        eq(payments.status, 'pending'),
      ),
    )
    .returning();
  await applyPaid(
    tx,
    paid.sort((a, b) => a.id - b.id),
  );
};

/** Puts the orders' tonnes back in stock (cancellations). */
const restoreStock = async (tx: SandboxTx, orderIds: readonly number[]): Promise<void> => {
  const ofOrders = inArray(orderItems.orderId, [...orderIds]);
  await tx
    .update(goodsBatches)
    .set({
      weight: sql`${goodsBatches.weight} + (select coalesce(sum(${orderItems.weight}), 0) from ${orderItems} where ${ofOrders} and ${orderItems.batchId} = ${goodsBatches.id})`,
    })
    .where(
      inArray(
        goodsBatches.id,
        tx.select({ id: orderItems.batchId }).from(orderItems).where(ofOrders),
      ),
    );
};

/** Submits orders: each gets its sale contract and waits for its deposit. */
export const submitOrders = async (tx: SandboxTx, items: readonly OrderAt[]): Promise<void> => {
  if (items.length === 0) return;
  const numbers = await nextNumbers(
    tx,
    contracts,
    contracts.contractNo,
    'HT',
    items.map(({ at }) => at),
  );
  const made = items.map(({ order, at }, index) => ({
    contractNo: numbers[index] ?? '',
    orderId: order.summary.orderId,
    amount: order.summary.totalAmount,
    createdAt: at,
  }));
  await tx.insert(contracts).values(made);
  await tx
    .update(orders)
    .set({ stage: 'firstPayment' })
    .where(
      inArray(
        orders.id,
        made.map(({ orderId }) => orderId),
      ),
    );
  await insertEvents(
    tx,
    items.map(({ order, at }, index) => ({
      orderId: order.summary.orderId,
      at,
      text: `订单已提交，生成销售合同 ${made[index]?.contractNo ?? ''}，待支付定金 ¥${order.summary.depositAmount}`,
    })),
  );
};

/**
 * Cancels orders, each with its reason (refused once production started): pending transfers
 * are withdrawn, paid deposits and differences go back to the balance (`userId` records the
 * refund), and the goods back to stock.
 */
export const cancelOrders = async (
  tx: SandboxTx,
  userId: number,
  items: readonly (OrderAt & { reason: string })[],
): Promise<void> => {
  if (items.length === 0) return;
  for (const { order } of items) {
    if (order.producing) refuse(ORDER_STATE_CODE, '订单已开始生产，不能取消');
  }
  const ids = items.map(({ order }) => order.summary.orderId);
  await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(payments.orderId, ids), eq(payments.status, 'pending')));
  await tx
    .update(diffAmounts)
    .set({ status: 'cancelled' })
    .where(
      and(inArray(diffAmounts.orderId, ids), inArray(diffAmounts.status, ['unpaid', 'paying'])),
    );
  const refunds = items.map((item) => ({
    ...item,
    refund: yuan(sum([item.order.depositPaid, item.order.diffPaid])),
  }));
  const refunded = refunds.filter(({ refund }) => refund !== '0.00');
  for (const companyId of new Set(refunded.map(({ order }) => order.companyId))) {
    const owed = refunded.filter(({ order }) => order.companyId === companyId);
    await credit(tx, companyId, yuan(sum(owed.map(({ refund }) => refund))));
  }
  if (refunded.length > 0) {
    await tx.insert(payments).values(
      refunded.map(({ order, refund, at }) => ({
        orderId: order.summary.orderId,
        userId,
        kind: 'refund' as const,
        payType: 'balance' as const,
        amount: refund,
        status: 'paid' as const,
        createdAt: at,
        paidAt: at,
      })),
    );
  }
  await restoreStock(tx, ids);
  await tx
    .update(orders)
    .set({
      stage: 'cancelled',
      cancelReason: byId(
        orders.id,
        items.map(({ order, reason }) => [order.summary.orderId, reason]),
        'text',
      ),
    })
    .where(inArray(orders.id, ids));
  await insertEvents(
    tx,
    refunds.map(({ order, reason, refund, at }) => ({
      orderId: order.summary.orderId,
      at,
      text: `订单已取消（${reason}）${refund === '0.00' ? '' : `，已付 ¥${refund} 退回账户余额`}`,
    })),
  );
};

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
 * number and line (`weighedTonnes`); the order waits for its final payment.
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
      return { detailId: line.detailId, weight, amount: lineAmount(weight, line.unitPrice) };
    });
    return { order, at, weights };
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
      stage: 'final',
      scheduledAt: sql`coalesce(${orders.scheduledAt}, ${byId(orders.id, moments, 'timestamptz')})`,
      producingAt: sql`coalesce(${orders.producingAt}, ${byId(orders.id, moments, 'timestamptz')})`,
      inspectedAt: byId(orders.id, moments, 'timestamptz'),
      weighedAt: byId(orders.id, moments, 'timestamptz'),
    })
    .where(inArray(orders.id, ids));
  await insertEvents(
    tx,
    weighed.map(({ order, at, weights }) => ({
      orderId: order.summary.orderId,
      at,
      text: `货物已质检过磅，过磅金额 ¥${yuan(sum(weights.map(({ amount }) => amount)))}，待支付尾款`,
    })),
  );
};

/** An order and the settlement of its selected lines. */
export type SettledOrder = { order: LoadedOrder; settlement: Settlement };

/** The settlement of the selected lines of each order (all weighed, unpaid ones when none). */
export const settlementsOf = (
  found: readonly LoadedOrder[],
  detailIds: readonly number[],
): SettledOrder[] =>
  found.map((order) => {
    const own = order.summary.lines.map(({ detailId }) => detailId);
    const chosen = detailIds.filter((id) => own.includes(id));
    const lines = order.summary.lines.map((line) => ({
      ...line,
      finalPaid: line.finalPaid || order.pendingFinalIds.includes(line.detailId),
    }));
    // An order none of whose lines is named settles nothing when lines are named.
    const settlement = settle(
      lines,
      order.depositPaid,
      order.diffPaid,
      detailIds.length > 0 && chosen.length === 0 ? [-1] : chosen,
    );
    return { order, settlement };
  });

/**
 * The final payment of settled orders of one company: what was overpaid goes back to the
 * balance first, then the supplements are paid (from the balance or by one transfer).
 */
export const payFinal = async (
  tx: SandboxTx,
  payer: { userId: number; companyId: number },
  payment: Payment,
  settled: readonly (SettledOrder & { at: Date })[],
): Promise<PaymentResult> => {
  if (settled.every(({ settlement }) => settlement.detailIds.length === 0)) {
    refuse(400, '没有待结算的订单明细');
  }
  for (const { order } of settled) {
    if (order.summary.diff)
      refuse(ORDER_STATE_CODE, `订单 ${order.summary.orderNo}：${DIFF_FIRST}`);
  }
  const owing = settled.filter(
    ({ settlement }) => new Big(settlement.net).gte(0) && settlement.detailIds.length > 0,
  );
  const owed = settled
    .filter(({ settlement }) => new Big(settlement.net).lt(0))
    .map((item) => ({ ...item, amount: yuan(new Big(item.settlement.net).abs()) }));
  const refunded = yuan(sum(owed.map(({ amount }) => amount)));
  // Refunds first: the balance they free pays the supplements.
  if (owed.length > 0) {
    await credit(tx, payer.companyId, refunded);
    const records = await tx
      .insert(payments)
      .values(
        owed.map(({ order, settlement, amount, at }) => ({
          orderId: order.summary.orderId,
          userId: payer.userId,
          kind: 'refund' as const,
          payType: 'balance' as const,
          amount,
          status: 'paid' as const,
          detailIds: settlement.detailIds,
          createdAt: at,
          paidAt: at,
        })),
      )
      .returning();
    await applyPaid(tx, records);
  }
  const result = await pay(
    tx,
    payer,
    payment,
    owing.map(({ order, settlement, at }) => ({
      orderId: order.summary.orderId,
      kind: 'final',
      amount: settlement.net,
      detailIds: settlement.detailIds,
      at,
    })),
  );
  return {
    payIds: result.payIds,
    status: owing.length === 0 ? 'paid' : result.status,
    refund: refunded,
  };
};

/**
 * Moves a modification's lines from one tonnage to the other (`forward`: old → new, else back),
 * taking or giving the difference from or to the batches' stock.
 */
export const moveTonnes = async (
  tx: SandboxTx,
  modificationId: number,
  forward: boolean,
): Promise<void> => {
  const lines = await tx
    .select({ line: modificationLines, batchId: orderItems.batchId, stock: goodsBatches.weight })
    .from(modificationLines)
    .innerJoin(orderItems, eq(orderItems.id, modificationLines.itemId))
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
    .where(eq(modificationLines.modificationId, modificationId));
  for (const { line, batchId, stock } of lines) {
    const [from, to] = forward
      ? [line.oldWeight, line.newWeight]
      : [line.newWeight, line.oldWeight];
    const taken = new Big(to).minus(from);
    if (taken.gt(stock)) refuse(400, `库存不足，最多可增加 ${stock} 吨`);
    await tx
      .update(goodsBatches)
      .set({ weight: sql`${goodsBatches.weight} - ${tonnes(taken)}::numeric` })
      .where(eq(goodsBatches.id, batchId));
    await tx
      .update(orderItems)
      .set({ weight: to, amount: forward ? line.newAmount : line.oldAmount })
      .where(eq(orderItems.id, line.itemId));
  }
};

/** Asks to change an order's tonnages (pending until confirmed); answers the modification's id. */
export const modifyOrder = async (
  tx: SandboxTx,
  { order, at }: OrderAt,
  { lines, remark }: Omit<ModifyOrderRequest, 'orderId'>,
): Promise<number> => {
  check(order, 'modify');
  const { orderId } = order.summary;
  if (order.summary.pendingModifiedId !== null) refuse(ORDER_STATE_CODE, '该订单已有待确认的修改');
  if (order.summary.diff) refuse(ORDER_STATE_CODE, DIFF_FIRST);
  if (order.pendingKinds.length > 0) refuse(ORDER_STATE_CODE, '订单有待确认的付款，不能修改');
  const stock = await tx
    .select({ id: goodsBatches.id, weight: goodsBatches.weight })
    .from(goodsBatches)
    .where(
      inArray(
        goodsBatches.id,
        order.summary.lines.map(({ batchId }) => batchId),
      ),
    );
  const changed = lines
    .map(({ detailId, weight }) => {
      const line = order.summary.lines.find((one) => one.detailId === detailId);
      if (!line) return refuse(400, '订单明细不存在');
      const available = stock.find(({ id }) => id === line.batchId)?.weight ?? '0';
      if (new Big(weight).minus(line.weight).gt(available)) {
        refuse(400, `「${line.productName}」库存不足，最多可增加 ${available} 吨`);
      }
      return { line, newWeight: tonnes(weight), newAmount: lineAmount(weight, line.unitPrice) };
    })
    .filter(({ line, newWeight }) => newWeight !== line.weight);
  if (changed.length === 0) refuse(400, '吨数未修改');
  const newTotal = sum(
    order.summary.lines.map(
      (line) =>
        changed.find((one) => one.line.detailId === line.detailId)?.newAmount ?? line.amount,
    ),
  );
  const [row] = await tx
    .insert(modifications)
    .values({
      orderId,
      status: 'pending',
      oldAmount: order.summary.totalAmount,
      newAmount: yuan(newTotal),
      depositDiff: yuan(new Big(depositOf(newTotal)).minus(order.summary.depositAmount)),
      remark: remark?.trim() ?? '',
      createdAt: at,
    })
    .returning({ id: modifications.id });
  if (!row) throw new Error('modify: nothing inserted');
  await tx.insert(modificationLines).values(
    changed.map(({ line, newWeight, newAmount }) => ({
      modificationId: row.id,
      itemId: line.detailId,
      oldWeight: line.weight,
      newWeight,
      unitPrice: line.unitPrice,
      oldAmount: line.amount,
      newAmount,
    })),
  );
  await addEvents(tx, at, [
    { orderId, text: `申请修改订单，修改后金额 ¥${yuan(newTotal)}，待确认` },
  ]);
  return row.id;
};

/**
 * Confirms a pending modification: the tonnages change, and a stocking order whose deposit
 * no longer covers its new amount owes the difference.
 */
export const confirmModification = async (
  tx: SandboxTx,
  { order, at }: OrderAt,
  row: ModificationRow,
): Promise<void> => {
  check(order, 'modify');
  const { orderId } = order.summary;
  if (row.status !== 'pending') refuse(ORDER_STATE_CODE, '该修改已处理，不能确认');
  await moveTonnes(tx, row.id, true);
  await tx.update(modifications).set({ status: 'confirmed' }).where(eq(modifications.id, row.id));
  const owed = new Big(depositOf(row.newAmount)).minus(order.depositPaid).minus(order.diffPaid);
  const owes = order.summary.stage === 'stocking' && owed.gt(0);
  if (owes) {
    await tx.insert(diffAmounts).values({
      orderId,
      modificationId: row.id,
      amount: yuan(owed),
      status: 'unpaid',
      createdAt: at,
    });
  }
  await addEvents(tx, at, [
    {
      orderId,
      text: `订单修改已确认，订单金额 ¥${row.oldAmount} → ¥${row.newAmount}${owes ? `，待支付差价款 ¥${yuan(owed)}` : ''}`,
    },
  ]);
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

/** A delivery applied for: the order, what and how, when. */
export type DeliveryApplication = OrderAt & { request: Omit<CreateDeliveryRequest, 'orderId'> };

/**
 * Applies for deliveries of paid tonnes (each order at most once per call), refused beyond
 * what is left to deliver; answers the deliveries made, in order.
 */
export const applyDeliveries = async (
  tx: SandboxTx,
  items: readonly DeliveryApplication[],
): Promise<{ deliveryId: number; deliveryNo: string }[]> => {
  if (items.length === 0) return [];
  const planned = items.map(({ order, request, at }) => {
    check(order, 'applyDelivery');
    const remaining = remainingOf(order);
    const lines = request.lines.map(({ detailId, weight }) => {
      const left = remaining.find(({ line }) => line.detailId === detailId);
      if (!left) return refuse(400, '该商品尚未结清尾款或不属于该订单');
      if (new Big(weight).gt(left.weight)) {
        refuse(400, `「${left.line.productName}」发货吨数不能超过剩余可发 ${left.weight} 吨`);
      }
      return {
        itemId: detailId,
        weight: tonnes(weight),
        amount: lineAmount(weight, left.line.unitPrice),
      };
    });
    return { orderId: order.summary.orderId, request, at, lines };
  });
  const numbers = await nextNumbers(
    tx,
    deliveries,
    deliveries.deliveryNo,
    'FH',
    planned.map(({ at }) => at),
  );
  const created = await tx
    .insert(deliveries)
    .values(
      planned.map(({ orderId, request, at }, index) => ({
        deliveryNo: numbers[index] ?? '',
        orderId,
        status: 'applied' as const,
        deliveryType: request.deliveryType,
        contactName: request.contactName,
        contactPhone: request.contactPhone,
        address: request.deliveryType === 'logistics' ? request.address.trim() : '',
        plateNo: request.deliveryType === 'self' ? request.plateNo : '',
        plannedDate: request.plannedDate,
        createdAt: at,
      })),
    )
    .returning({ deliveryId: deliveries.id, deliveryNo: deliveries.deliveryNo });
  const lines = planned.flatMap(({ lines: own }, index) =>
    own.map((line) => ({ ...line, deliveryId: created[index]?.deliveryId ?? 0 })),
  );
  await tx.insert(deliveryLines).values(lines);
  await tx
    .update(orderItems)
    .set({
      deliveredWeight: sql`${orderItems.deliveredWeight} + ${byId(
        orderItems.id,
        lines.map(({ itemId, weight }) => [itemId, weight]),
        'numeric',
      )}`,
    })
    .where(
      inArray(
        orderItems.id,
        lines.map(({ itemId }) => itemId),
      ),
    );
  await insertEvents(
    tx,
    planned.map(({ orderId, at, lines: own }, index) => ({
      orderId,
      at,
      text: `申请发货 ${numbers[index] ?? ''}，共 ${tonnes(sum(own.map(({ weight }) => weight)))} 吨`,
    })),
  );
  await syncDeliveryStages(
    tx,
    planned.map(({ orderId }) => orderId),
  );
  return created;
};

/** The tracking nodes of a logistics delivery, from the warehouse to the buyer's city. */
const LOGISTICS_STEPS = [
  (from: string) => `【${from}仓】货物已出库，承运商已揽收`,
  (from: string, to: string) => `【${from}转运中心】运输中，发往${to}`,
  (_: string, to: string) => `【${to}】派送中，司机将于今日送达，请保持电话畅通`,
  (_: string, to: string) => `【${to}】已签收，感谢使用铝材现货商城物流服务`,
];

/** Adds the next tracking node of shipped deliveries (none after 已签收). */
export const addLogisticsNodes = async (
  tx: SandboxTx,
  items: readonly { deliveryId: number; at: Date }[],
): Promise<void> => {
  const ids = items.map(({ deliveryId }) => deliveryId);
  if (ids.length === 0) return;
  const [places, counts] = await Promise.all([
    tx
      .select({
        deliveryId: deliveryLines.deliveryId,
        from: goodsBatches.warehouse,
        to: companies.city,
      })
      .from(deliveryLines)
      .innerJoin(orderItems, eq(orderItems.id, deliveryLines.itemId))
      .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(inArray(deliveryLines.deliveryId, ids))
      .orderBy(asc(deliveryLines.id)),
    tx
      .select({
        deliveryId: logisticsNodes.deliveryId,
        nodes: sql<number>`count(*)`.mapWith(Number),
      })
      .from(logisticsNodes)
      .where(inArray(logisticsNodes.deliveryId, ids))
      .groupBy(logisticsNodes.deliveryId),
  ]);
  const nodes = items.flatMap(({ deliveryId, at }) => {
    const place = places.find((one) => one.deliveryId === deliveryId);
    const step = LOGISTICS_STEPS[counts.find((one) => one.deliveryId === deliveryId)?.nodes ?? 0];
    return step && place ? [{ deliveryId, at, text: step(place.from, place.to) }] : [];
  });
  if (nodes.length > 0) await tx.insert(logisticsNodes).values(nodes);
};

/** The newest tracking node of a delivery. */
export const newestNode = async (
  tx: Db,
  deliveryId: number,
): Promise<LogisticsNode | undefined> => {
  const [newest] = await tx
    .select({ at: logisticsNodes.at, text: logisticsNodes.text })
    .from(logisticsNodes)
    .where(eq(logisticsNodes.deliveryId, deliveryId))
    .orderBy(desc(logisticsNodes.at), desc(logisticsNodes.id))
    .limit(1);
  return newest && { at: chinaDateTime(newest.at), text: newest.text };
};

/** Checks every order of some order ids for an action (refused otherwise). */
const checkOrders = async (tx: SandboxTx, orderIds: readonly number[], action: OrderAction) => {
  const ids = [...new Set(orderIds)];
  const found = await loadOrders(tx, ids);
  return ids.map((id) =>
    check(
      found.find(({ summary }) => summary.orderId === id),
      action,
    ),
  );
};

/**
 * The warehouse ships applied deliveries: a logistics one gets its carrier, tracking number and
 * first node; a self pickup leaves with the buyer's truck.
 */
export const shipDeliveries = async (
  tx: SandboxTx,
  items: readonly { delivery: DeliveryRow; at: Date; logisticsCompany?: string }[],
): Promise<void> => {
  if (items.length === 0) return;
  await checkOrders(
    tx,
    items.map(({ delivery }) => delivery.orderId),
    'ship',
  );
  const ids = items.map(({ delivery }) => delivery.id);
  const logistics = items.filter(({ delivery }) => delivery.deliveryType === 'logistics');
  await tx
    .update(deliveries)
    .set({
      status: 'shipped',
      shippedAt: byId(
        deliveries.id,
        items.map(({ delivery, at }) => [delivery.id, iso(at)]),
        'timestamptz',
      ),
      logisticsCompany: byId(
        deliveries.id,
        items.map(({ delivery, logisticsCompany }) => [
          delivery.id,
          delivery.deliveryType === 'logistics' ? (logisticsCompany ?? DEFAULT_CARRIER) : null,
        ]),
        'text',
      ),
      logisticsNo: byId(
        deliveries.id,
        items.map(({ delivery }) => [
          delivery.id,
          delivery.deliveryType === 'logistics'
            ? `SF1${String(delivery.id).padStart(11, '0')}`
            : null,
        ]),
        'text',
      ),
    })
    .where(inArray(deliveries.id, ids));
  await addLogisticsNodes(
    tx,
    logistics.map(({ delivery, at }) => ({ deliveryId: delivery.id, at })),
  );
  await insertEvents(
    tx,
    items.map(({ delivery, at }) => ({
      orderId: delivery.orderId,
      at,
      text: `发货单 ${delivery.deliveryNo} 已发货`,
    })),
  );
  await syncDeliveryStages(
    tx,
    items.map(({ delivery }) => delivery.orderId),
  );
};

/** The buyer confirms shipped deliveries received. */
export const receiveDeliveries = async (
  tx: SandboxTx,
  items: readonly { delivery: Delivery; at: Date }[],
): Promise<void> => {
  if (items.length === 0) return;
  await checkOrders(
    tx,
    items.map(({ delivery }) => delivery.orderId),
    'confirmReceipt',
  );
  for (const { delivery } of items) {
    if (delivery.status !== 'shipped') {
      refuse(
        ORDER_STATE_CODE,
        `发货单当前状态为「${DELIVERY_STATUS_LABELS[delivery.status]}」，不能确认收货`,
      );
    }
  }
  await tx
    .update(deliveries)
    .set({
      status: 'received',
      receivedAt: byId(
        deliveries.id,
        items.map(({ delivery, at }) => [delivery.deliveryId, iso(at)]),
        'timestamptz',
      ),
    })
    .where(
      inArray(
        deliveries.id,
        items.map(({ delivery }) => delivery.deliveryId),
      ),
    );
  await insertEvents(
    tx,
    items.map(({ delivery, at }) => ({
      orderId: delivery.orderId,
      at,
      text: `发货单 ${delivery.deliveryNo} 已确认收货`,
    })),
  );
  await syncDeliveryStages(
    tx,
    items.map(({ delivery }) => delivery.orderId),
  );
};

/** An evaluation: 1–5 stars and a text. */
type Evaluation = { score: number; content: string; at: Date };

/** The buyer evaluates orders (once each). */
export const commentOrders = async (
  tx: SandboxTx,
  items: readonly (Evaluation & { order: LoadedOrder })[],
): Promise<void> => {
  if (items.length === 0) return;
  for (const { order } of items) {
    check(order, 'commentOrder');
    if (order.summary.commented) refuse(ORDER_STATE_CODE, '该订单已评价');
  }
  const ids = items.map(({ order }) => order.summary.orderId);
  await tx.insert(orderComments).values(
    items.map(({ order, score, content, at }) => ({
      orderId: order.summary.orderId,
      score,
      content,
      createdAt: at,
    })),
  );
  await tx.update(orders).set({ commented: true }).where(inArray(orders.id, ids));
  await insertEvents(
    tx,
    items.map(({ order, score, at }) => ({
      orderId: order.summary.orderId,
      at,
      text: `买家已评价（${score} 星）`,
    })),
  );
};

/** The buyer evaluates received deliveries (once each). */
export const commentDeliveries = async (
  tx: SandboxTx,
  items: readonly (Evaluation & { delivery: Delivery })[],
): Promise<void> => {
  if (items.length === 0) return;
  await checkOrders(
    tx,
    items.map(({ delivery }) => delivery.orderId),
    'commentDelivery',
  );
  for (const { delivery } of items) {
    if (delivery.status !== 'received') refuse(ORDER_STATE_CODE, '确认收货后才能评价');
    if (delivery.commented) refuse(ORDER_STATE_CODE, '该发货单已评价');
  }
  const ids = items.map(({ delivery }) => delivery.deliveryId);
  await tx.insert(deliveryComments).values(
    items.map(({ delivery, score, content, at }) => ({
      deliveryId: delivery.deliveryId,
      score,
      content,
      createdAt: at,
    })),
  );
  await tx.update(deliveries).set({ commented: true }).where(inArray(deliveries.id, ids));
};

/** The company's invoicing details: its name and credit code, its account and address. */
export const buyerOf = async (db: Db, companyId: number): Promise<InvoiceBuyer> => {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const account = await accountOf(db, companyId);
  return {
    title: company?.name ?? '',
    taxNo: company?.creditCode ?? '',
    bankName: account.bankName,
    bankAccount: account.accountNo,
    address: company ? `${company.address} ${company.contactPhone}` : '',
  };
};

/** An invoice applied for: the received deliveries it covers, its kind and remark, when. */
export type InvoiceApplication = {
  deliveries: readonly Delivery[];
  kind: InvoiceKind;
  remark?: string;
  at: Date;
};

/**
 * A company applies for invoices of received deliveries not yet invoiced; answers the
 * invoices' ids, in order.
 */
export const applyInvoices = async (
  tx: SandboxTx,
  companyId: number,
  items: readonly InvoiceApplication[],
): Promise<number[]> => {
  if (items.length === 0) return [];
  const all = items.flatMap((item) => item.deliveries);
  const found = await checkOrders(
    tx,
    all.map(({ orderId }) => orderId),
    'applyInvoice',
  );
  for (const item of all) {
    if (item.status !== 'received') refuse(ORDER_STATE_CODE, `发货单 ${item.deliveryNo} 尚未收货`);
    if (item.invoiceStatus !== 'none') {
      refuse(
        ORDER_STATE_CODE,
        `发货单 ${item.deliveryNo} ${INVOICE_STATUS_LABELS[item.invoiceStatus]}`,
      );
    }
  }
  const buyer = await buyerOf(tx, companyId);
  const drafts = items.map((item) => ({
    item,
    draft: invoiceOf(item.deliveries, buyer, {
      invoiceId: null,
      invoiceNo: null,
      status: 'applied',
      kind: item.kind,
      appliedAt: null,
    }),
  }));
  const rows = await tx
    .insert(invoices)
    .values(
      drafts.map(({ item, draft }) => ({
        ...draft,
        companyId,
        status: 'applied' as const,
        deliveryIds: item.deliveries.map(({ deliveryId }) => deliveryId),
        remark: item.remark?.trim() ?? '',
        appliedAt: item.at,
      })),
    )
    .returning({ id: invoices.id });
  const invoiceIds = rows.map(({ id }) => id);
  await tx
    .update(deliveries)
    .set({
      invoiceId: byId(
        deliveries.id,
        drafts.flatMap(({ item }, index) =>
          item.deliveries.map(({ deliveryId }): [number, string] => [
            deliveryId,
            String(invoiceIds[index]),
          ]),
        ),
        'integer',
      ),
    })
    .where(
      and(
        inArray(
          deliveries.id,
          all.map(({ deliveryId }) => deliveryId),
        ),
        isNull(deliveries.invoiceId),
      ),
    );
  await insertEvents(
    tx,
    drafts.flatMap(({ item, draft }) =>
      found
        .filter(({ summary }) => item.deliveries.some(({ orderId }) => orderId === summary.orderId))
        .map(({ summary }) => ({
          orderId: summary.orderId,
          at: item.at,
          text: `已申请开票，金额 ¥${draft.amount}`,
        })),
    ),
  );
  await syncDeliveryStages(
    tx,
    all.map(({ orderId }) => orderId),
  );
  return invoiceIds;
};

/** The mall's finance moves invoices on: starts issuing them, or issues them. */
export const advanceInvoices = async (
  tx: SandboxTx,
  to: 'invoicing' | 'issued',
  items: readonly { invoice: InvoiceRow; at: Date }[],
): Promise<void> => {
  if (items.length === 0) return;
  const ids = items.map(({ invoice }) => invoice.id);
  const covered = await tx
    .select({ orderId: deliveries.orderId, invoiceId: deliveries.invoiceId })
    .from(deliveries)
    .where(inArray(deliveries.invoiceId, ids));
  await checkOrders(
    tx,
    covered.map(({ orderId }) => orderId),
    to === 'issued' ? 'issueInvoice' : 'startInvoicing',
  );
  const moments = items.map(({ invoice, at }): [number, string] => [invoice.id, iso(at)]);
  await tx
    .update(invoices)
    .set(
      to === 'issued'
        ? {
            status: to,
            invoiceNo: sql`(26000000 + ${invoices.id})::text`,
            issuedAt: byId(invoices.id, moments, 'timestamptz'),
          }
        : { status: to },
    )
    .where(inArray(invoices.id, ids));
  await insertEvents(
    tx,
    items.flatMap(({ invoice, at }) =>
      [
        ...new Set(
          covered.filter(({ invoiceId }) => invoiceId === invoice.id).map(({ orderId }) => orderId),
        ),
      ].map((orderId) => ({
        orderId,
        at,
        text:
          to === 'issued'
            ? `发票已开具（${invoice.kind === 'special' ? '专票' : '普票'}），金额 ¥${invoice.amount}`
            : '财务已开始开票',
      })),
    ),
  );
  await syncDeliveryStages(
    tx,
    covered.map(({ orderId }) => orderId),
  );
};
