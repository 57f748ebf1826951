/**
 * Payments and their effects: the company's balance, deposits, differences and final payments,
 * pending transfers confirmed, and the settlement of a final payment.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type {
  Payment,
  PaymentKind,
  PaymentResult,
  PaymentStatus,
} from '@mall/domain/contract/orders';
import { ORDER_STATE_CODE, PAYMENT_KIND_LABELS } from '@mall/domain/contract/orders';
import { Big, sum, yuan, groupedYuan } from '@mall/domain/money';
import type { SandboxTx } from '../../db/client.ts';
import { collectionAccounts, diffAmounts, orderItems, orders, payments } from '../../db/schema.ts';
import type { LedgerEntry } from '../../funds/ledger.ts';
import { credit, debit } from '../../funds/ledger.ts';
import { refuse } from '../guards.ts';
import type { Settlement } from '../money.ts';
import { settle } from '../money.ts';
import type { LoadedOrder } from '../read.ts';
import { loadOrders } from '../read.ts';
import type { OrderEvent } from './events.ts';
import { insertEvents } from './events.ts';
import { byId, iso, syncDeliveryStages } from './shared.ts';

export { accountOf, credit, INSUFFICIENT_BALANCE } from '../../funds/ledger.ts';
export const NO_SUCH_ACCOUNT = '收款账户不存在';
/** Final payment and modifications wait for an open difference amount. */
export const DIFF_FIRST = '请先支付或取消差价款';

type PaymentRow = typeof payments.$inferSelect;

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
        text: `定金 ¥${groupedYuan(payment.amount)} 已支付，合同确认，订单进入备货`,
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
        text: `差价款 ¥${groupedYuan(payment.amount)} 已支付`,
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
          ? `尾款 ¥${groupedYuan(payment.amount)} 已支付`
          : `结算退款 ¥${groupedYuan(payment.amount)} 已退回账户余额`,
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

/** The ledger's kind of each payment's movement. */
const CAPITAL_KIND_OF = {
  first: 'deposit',
  diff: 'diff',
  final: 'final',
  refund: 'refund',
} as const satisfies Record<PaymentKind, LedgerEntry['kind']>;

/** The order numbers of the orders named, by id (for the capital records). */
const orderNumbers = async (
  tx: SandboxTx,
  items: readonly { orderId: number }[],
): Promise<Map<number, string>> => {
  const ids = [...new Set(items.map(({ orderId }) => orderId))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map(({ id, orderNo }) => [id, orderNo]));
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
    const numbers = await orderNumbers(tx, charges);
    for (const charge of charges) {
      await debit(tx, companyId, charge.amount, {
        kind: CAPITAL_KIND_OF[charge.kind],
        reason: `订单${PAYMENT_KIND_LABELS[charge.kind]}`,
        refNo: numbers.get(charge.orderId),
        at: charge.at,
      });
    }
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
        text: `已提交线下转账 ¥${groupedYuan(amount)}，等待财务确认`,
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
      {
        depositPaid: order.depositPaid,
        diffPaid: order.diffPaid,
        transferFee: order.summary.transferFee,
      },
      detailIds.length > 0 && chosen.length === 0 ? [-1] : chosen,
    );
    return { order, settlement };
  });

/**
 * Settles orders whose payments cover their weighed amount (a net of 0 or below): what was paid
 * over goes back to the company balance at once, dated as the step that settles it, and the
 * lines are paid (the order moves on to delivery). Answers the amount refunded.
 */
export const refundOverpaid = async (
  tx: SandboxTx,
  userId: number,
  settled: readonly (SettledOrder & { at: Date })[],
): Promise<string> => {
  const owed = settled.map((item) => ({
    ...item,
    amount: yuan(new Big(item.settlement.net).abs()),
  }));
  if (owed.length === 0) return '0.00';
  for (const { order, amount, at } of owed) {
    await credit(tx, order.companyId, amount, {
      kind: 'refund',
      reason: '结算退款',
      refNo: order.summary.orderNo,
      at,
    });
  }
  const records = await tx
    .insert(payments)
    .values(
      owed.map(({ order, settlement, amount, at }) => ({
        orderId: order.summary.orderId,
        userId,
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
  return yuan(sum(owed.map(({ amount }) => amount)));
};

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
  // Refunds first: the balance they free pays the supplements.
  const refunded = await refundOverpaid(
    tx,
    payer.userId,
    settled.filter(({ settlement }) => new Big(settlement.net).lt(0)),
  );
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
