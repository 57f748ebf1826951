import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type {
  BankInfo,
  CollectionAccount,
  FeeItem,
  FinalLine,
  FinalPayInfo,
  FinalSelection,
  PaymentRecord,
  PaymentResult,
} from '@mall/domain/contract/orders';
import {
  finalFeeLines,
  ORDER_STATE_CODE,
  cancelPaymentRequest,
  confirmPaymentRequest,
  finalPayRequest,
  finalSelection,
  orderPaths,
  paymentRecordQuery,
} from '@mall/domain/contract/orders';
import { Big, sum, yuan, groupedYuan } from '@mall/domain/money';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { collectionAccounts, companies, orders, payments } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { containing } from '../like.ts';
import {
  ORDER_LABELS,
  ORDER_NOT_FOUND,
  check,
  companyOf,
  idempotent,
  inTransaction,
  refuse,
  requirePermission,
} from '../orders/guards.ts';
import type { Settlement } from '../orders/money.ts';
import type { Db, LoadedOrder } from '../orders/read.ts';
import { loadOrder, loadOrders } from '../orders/read.ts';
import { addEvents } from '../orders/write/events.ts';
import type { Charge } from '../orders/write/payments.ts';
import { accountOf, pay, payFinal, settlementsOf } from '../orders/write/payments.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';

const NO_SUCH_PAYMENT = '付款记录不存在';
const idsQuery = z.object({
  ids: z.string().check(z.regex(/^\d+(,\d+)*$/, '订单编号列表格式不正确')),
});
const orderParam = z.object({ orderId: z.coerce.number().check(z.int(), z.positive()) });

/** A payment record as the contract shows it. */
const toRecord = (row: typeof payments.$inferSelect & { orderNo: string }): PaymentRecord => ({
  payId: row.id,
  orderId: row.orderId,
  orderNo: row.orderNo,
  kind: row.kind,
  payType: row.payType,
  amount: row.amount,
  status: row.status,
  voucherNo: row.voucherNo,
  createdAt: chinaDateTime(row.createdAt),
  paidAt: row.paidAt && chinaDateTime(row.paidAt),
});

const selectRecords = (db: Db, where: SQL | undefined) =>
  db
    .select({ payment: payments, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id));

/** The orders of a final selection, each final and of the company (refused otherwise). */
const finalOrders = async (
  db: Db,
  companyId: number,
  { ids }: FinalSelection,
  action: 'payFinal' | 'cancelFinalPayment' = 'payFinal',
): Promise<LoadedOrder[]> => {
  const unique = [...new Set(ids)];
  const found = await loadOrders(db, unique);
  return unique.map((id) =>
    check(
      found.find((order) => order.summary.orderId === id && order.companyId === companyId),
      action,
    ),
  );
};

/**
 * Deposits, final payments and payment records; the mall's collection accounts and the
 * company's balance. Paying and withdrawing are the administrator's; paying needs an
 * Idempotency-Key.
 */
export const paymentRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);

  /** The settlement of a selection, with the balance (final/pay/info). */
  const payInfo = async (tx: Db, companyId: number, selection: FinalSelection) => {
    const found = await finalOrders(tx, companyId, selection);
    const settled = settlementsOf(found, selection.detailIds);
    const account = await accountOf(tx, companyId);
    const nets = settled.map(({ settlement }) => new Big(settlement.net));
    return {
      settled,
      info: {
        orders: found.map(({ summary }) => summary),
        detailIds: settled.flatMap(({ settlement }) => settlement.detailIds),
        weighedAmount: yuan(sum(settled.map(({ settlement }) => settlement.weighedAmount))),
        paidAmount: yuan(sum(settled.map(({ settlement }) => settlement.paidShare))),
        supplement: yuan(sum(nets.filter((net) => net.gt(0)))),
        refund: yuan(sum(nets.filter((net) => net.lt(0))).abs()),
        balance: account.balance,
      } satisfies FinalPayInfo,
    };
  };

  /** Withdraws pending transfers of a kind (the order must still be in the stage). */
  const withdraw =
    (kind: 'first' | 'final', action: 'cancelDepositPayment' | 'cancelFinalPayment') =>
    async (c: Context<AppEnv>) => {
      const body = await validateJson(c, cancelPaymentRequest, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      const companyId = companyOf(c);
      const payIds = [...new Set(body.data.payIds)];
      return inTransaction(db, async (tx) => {
        const rows = await tx
          .select()
          .from(payments)
          .where(and(inArray(payments.id, payIds), eq(payments.kind, kind)));
        const at = now();
        for (const id of payIds) {
          const row = rows.find((payment) => payment.id === id);
          const order = row && (await loadOrder(tx, row.orderId, companyId));
          if (!row || !order) return refuse(404, NO_SUCH_PAYMENT);
          check(order, action);
          if (row.status !== 'pending') refuse(ORDER_STATE_CODE, '只能撤回待确认的付款');
          await tx.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, id));
          await addEvents(tx, at, [
            { orderId: row.orderId, text: `已撤回线下转账 ¥${groupedYuan(row.amount)}` },
          ]);
        }
        return ok(null);
      });
    };

  return new Hono<AppEnv>()
    .get(`${orderPaths.firstPayRecords}/:orderId`, auth, requireCertified, async (c) => {
      const param = orderParam.safeParse(c.req.param());
      const order = param.success && (await loadOrder(db, param.data.orderId, companyOf(c)));
      if (!order) return fail(404, ORDER_NOT_FOUND);
      const rows = await selectRecords(
        db,
        and(eq(payments.orderId, order.summary.orderId), eq(payments.kind, 'first')),
      );
      return ok(rows.map(({ payment, orderNo }) => toRecord({ ...payment, orderNo })));
    })
    .post(
      orderPaths.confirmPayment,
      auth,
      requireCertified,
      requirePermission('payDeposit'),
      keyed,
      async (c) => {
        const body = await validateJson(c, confirmPaymentRequest, { labels: ORDER_LABELS });
        if (!body.ok) return body.response;
        const { orderIds, ...payment } = body.data;
        const companyId = companyOf(c);
        return inTransaction(db, async (tx) => {
          const unique = [...new Set(orderIds)];
          const found = await loadOrders(tx, unique);
          const at = now();
          const charges: Charge[] = unique.map((id) => {
            const order = check(
              found.find((one) => one.summary.orderId === id && one.companyId === companyId),
              'payDeposit',
            );
            if (order.pendingKinds.includes('first')) {
              refuse(ORDER_STATE_CODE, `订单 ${order.summary.orderNo} 的定金付款正在确认中`);
            }
            return { orderId: id, kind: 'first', amount: order.summary.dueAmount, at };
          });
          const result = await pay(tx, { userId: c.get('user').id, companyId }, payment, charges);
          return ok<PaymentResult>({ ...result, refund: '0.00' });
        });
      },
    )
    .post(
      orderPaths.cancelPayment,
      auth,
      requireCertified,
      requirePermission('payDeposit'),
      withdraw('first', 'cancelDepositPayment'),
    )
    .get(orderPaths.bankInfo, auth, requireCertified, async (c) => {
      const companyId = companyOf(c);
      const account = await accountOf(db, companyId);
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      return ok<BankInfo>({
        balance: account.balance,
        bankName: account.bankName,
        accountName: company?.name ?? '',
        accountNo: account.accountNo,
      });
    })
    .get(orderPaths.collectionAccounts, auth, requireCertified, async () =>
      ok<CollectionAccount[]>(
        await db.select().from(collectionAccounts).orderBy(asc(collectionAccounts.id)),
      ),
    )
    .post(orderPaths.payRecords, auth, requireCertified, async (c) => {
      const body = await validateJson(c, paymentRecordQuery, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      const { pageNum, pageSize, orderNo, kind } = body.data;
      const where = and(
        eq(orders.companyId, companyOf(c)),
        orderNo ? ilike(orders.orderNo, containing(orderNo.trim())) : undefined,
        kind ? eq(payments.kind, kind) : undefined,
      );
      const [rows, total] = await Promise.all([
        selectRecords(db, where)
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db
          .select({ id: payments.id })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(where)
          .then((all) => all.length),
      ]);
      return ok({
        rows: rows.map(({ payment, orderNo: no }) => toRecord({ ...payment, orderNo: no })),
        total,
      });
    })
    .get(orderPaths.finalLines, auth, requireCertified, async (c) => {
      const query = validateQuery(c, idsQuery, { labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const ids = [...new Set(query.data.ids.split(',').map(Number))];
      const found = (await loadOrders(db, ids)).filter(
        ({ companyId }) => companyId === companyOf(c),
      );
      // An unknown order or another company's is refused, not left out in silence.
      if (found.length !== ids.length) return fail(404, ORDER_NOT_FOUND);
      return ok<FinalLine[]>(
        found.flatMap(({ summary }) =>
          summary.lines.map((line) => ({
            ...line,
            orderId: summary.orderId,
            orderNo: summary.orderNo,
          })),
        ),
      );
    })
    .post(orderPaths.finalPayInfo, auth, requireCertified, async (c) => {
      const body = await validateJson(c, finalSelection, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => ok((await payInfo(tx, companyOf(c), body.data)).info));
    })
    .post(orderPaths.feeDetail, auth, requireCertified, async (c) => {
      const body = await validateJson(c, finalSelection, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const { settled, info } = await payInfo(tx, companyOf(c), body.data);
        const total = (pick: (settlement: Settlement) => string) =>
          yuan(sum(settled.map(({ settlement }) => pick(settlement))));
        return ok<FeeItem[]>(
          finalFeeLines({
            weighedAmount: info.weighedAmount,
            transferFee: total(({ feeShare }) => feeShare),
            depositPaid: total(({ depositShare }) => depositShare),
            diffPaid: total(({ diffShare }) => diffShare),
          }),
        );
      });
    })
    .post(
      orderPaths.finalPay,
      auth,
      requireCertified,
      requirePermission('payFinal'),
      keyed,
      async (c) => {
        const body = await validateJson(c, finalPayRequest, { labels: ORDER_LABELS });
        if (!body.ok) return body.response;
        const { ids, detailIds, ...payment } = body.data;
        const companyId = companyOf(c);
        const userId = c.get('user').id;
        return inTransaction(db, async (tx) => {
          const { settled } = await payInfo(tx, companyId, { ids, detailIds });
          const at = now();
          return ok<PaymentResult>(
            await payFinal(
              tx,
              { userId, companyId },
              payment,
              settled.map((item) => ({ ...item, at })),
            ),
          );
        });
      },
    )
    .post(
      orderPaths.finalCancelPay,
      auth,
      requireCertified,
      requirePermission('payFinal'),
      withdraw('final', 'cancelFinalPayment'),
    );
};
