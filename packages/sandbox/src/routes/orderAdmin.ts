import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SandboxOrderRef, SandboxOrderRows } from '@mall/domain/contract';
import {
  sandboxBulkOrders,
  sandboxConfirmPayment,
  sandboxInvoiceRef,
  sandboxOrderRef,
  sandboxOrderReply,
  sandboxOrderRowsQuery,
  sandboxPaths,
  sandboxShipDelivery,
  sandboxSettleWeighing,
  sandboxWeighOrder,
} from '@mall/domain/contract';
import type { OrderStage, OrderTerms } from '@mall/domain/contract/orders';
import { ORDER_STAGES } from '@mall/domain/contract/orders';
import { NOT_REGISTERED, findUser } from '../auth.ts';
import type { Deps } from '../context.ts';
import type { SandboxTx } from '../db/client.ts';
import {
  contractReminders,
  deliveries,
  deliveryComments,
  goodsBatches,
  invoices,
  orderComments,
  orderItems,
  orders,
  payments,
  reminders,
  users,
} from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { ORDER_NOT_FOUND, check, inTransaction, refuse } from '../orders/guards.ts';
import type { LoadedOrder } from '../orders/read.ts';
import { loadOrders } from '../orders/read.ts';
import type { OrderAction } from '../orders/stateMachine.ts';
import { ORDER_NO_PREFIX, placedTerms } from '../orders/write/creation.ts';
import { shipDeliveries } from '../orders/write/deliveries.ts';
import { advanceInvoices } from '../orders/write/invoices.ts';
import { nextNumbers } from '../orders/write/numbering.ts';
import { confirmPaid } from '../orders/write/payments.ts';
import {
  replyToReminder,
  settleWeighingDispute,
  startProduction,
  weighOrders,
} from '../orders/write/production.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { NO_SUCH_DELIVERY } from './deliveries.ts';

/** The bulk orders' confirmation: picked up, nothing else asked. */
const BULK_TERMS: OrderTerms = { deliveryWay: 'pickup', addressId: null, remark: '', poNo: '' };

const DEFAULT_REPLY = '您好，您的订单已加急安排生产，预计按计划交期入库，请耐心等待。';

/** The order with this number, for the back office (any company's), checked for `action`. */
const orderByNo = async (
  tx: SandboxTx,
  orderNo: string,
  action: OrderAction,
): Promise<LoadedOrder> => {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  const [order] = row ? await loadOrders(tx, [row.id]) : [];
  return check(order, action);
};

/** The invoices named: one by id, or the live ones of an order. */
const invoicesOf = async (tx: SandboxTx, ref: { invoiceId: number } | SandboxOrderRef) => {
  if ('invoiceId' in ref) return tx.select().from(invoices).where(eq(invoices.id, ref.invoiceId));
  const order = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNo, ref.orderNo));
  if (order.length === 0) return refuse(404, ORDER_NOT_FOUND);
  return tx
    .select()
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        tx
          .select({ id: deliveries.invoiceId })
          .from(deliveries)
          .innerJoin(orders, eq(orders.id, deliveries.orderId))
          .where(eq(orders.orderNo, ref.orderNo)),
      ),
    );
};

/**
 * Sandbox only: the mall's side of an order (finance, the mill, the warehouse), so that tests
 * and journeys can drive an order through its stages by its number. No login.
 */
export const orderAdminRoutes = ({ db, now }: Deps) => {
  /** Moves the invoices named from one status to the next. */
  const moveInvoices =
    (from: readonly ('applied' | 'invoicing')[], to: 'invoicing' | 'issued') =>
    async (c: Context) => {
      const body = await validateJson(c, sandboxInvoiceRef);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const rows = (await invoicesOf(tx, body.data)).filter(({ status }) =>
          (from as readonly string[]).includes(status),
        );
        if (rows.length === 0) return refuse(404, '没有可处理的发票');
        const at = now();
        await advanceInvoices(
          tx,
          to,
          rows.map((invoice) => ({ invoice, at })),
        );
        return ok(null);
      });
    };

  return new Hono()
    .post(sandboxPaths.orderConfirmPayment, async (c) => {
      const body = await validateJson(c, sandboxConfirmPayment);
      if (!body.ok) return body.response;
      const ref = body.data;
      return inTransaction(db, async (tx) => {
        const pending = await tx
          .select({ payment: payments })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(
            and(
              'payId' in ref ? eq(payments.id, ref.payId) : eq(orders.orderNo, ref.orderNo),
              eq(payments.status, 'pending'),
            ),
          )
          .orderBy(asc(payments.id));
        if (pending.length === 0) return refuse(404, '没有待确认的付款');
        const at = now();
        await confirmPaid(
          tx,
          pending.map(({ payment }) => ({ paymentId: payment.id, at })),
        );
        return ok({ payIds: pending.map(({ payment }) => payment.id) });
      });
    })
    .post(sandboxPaths.orderStartProduction, async (c) => {
      const body = await validateJson(c, sandboxOrderRef);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const order = await orderByNo(tx, body.data.orderNo, 'startProduction');
        await startProduction(tx, [{ order, at: now() }]);
        return ok(null);
      });
    })
    .post(sandboxPaths.orderWeigh, async (c) => {
      const body = await validateJson(c, sandboxWeighOrder);
      if (!body.ok) return body.response;
      const { orderNo, lines = [] } = body.data;
      return inTransaction(db, async (tx) => {
        const order = await orderByNo(tx, orderNo, 'weigh');
        await weighOrders(tx, [{ order, at: now(), lines }]);
        return ok(null);
      });
    })
    .post(sandboxPaths.orderWeighingSettle, async (c) => {
      const body = await validateJson(c, sandboxSettleWeighing);
      if (!body.ok) return body.response;
      const { orderNo, outcome } = body.data;
      return inTransaction(db, async (tx) => {
        const order = await orderByNo(tx, orderNo, 'weigh');
        await settleWeighingDispute(tx, { order, at: now() }, outcome);
        return ok(null);
      });
    })
    .post(sandboxPaths.orderReply, async (c) => {
      const body = await validateJson(c, sandboxOrderReply);
      if (!body.ok) return body.response;
      const { orderNo, content = DEFAULT_REPLY } = body.data;
      return inTransaction(db, async (tx) => {
        const [thread] = await tx
          .select({ id: contractReminders.id, userId: orders.userId })
          .from(contractReminders)
          .innerJoin(orders, eq(orders.id, contractReminders.orderId))
          .where(eq(orders.orderNo, orderNo))
          .orderBy(desc(contractReminders.at), desc(contractReminders.id))
          .limit(1);
        if (!thread) return refuse(404, '该订单没有催货记录');
        const at = now();
        await replyToReminder(tx, thread.id, content, at);
        await tx.insert(reminders).values({
          userId: thread.userId,
          actionCode: '016',
          businessMsg: orderNo,
          happenTime: new Date(Math.floor(at.getTime() / 1000) * 1000),
        });
        return ok(null);
      });
    })
    .post(sandboxPaths.orderShip, async (c) => {
      const body = await validateJson(c, sandboxShipDelivery);
      if (!body.ok) return body.response;
      const ref = body.data;
      return inTransaction(db, async (tx) => {
        const applied = await tx
          .select({ delivery: deliveries })
          .from(deliveries)
          .innerJoin(orders, eq(orders.id, deliveries.orderId))
          .where(
            and(
              'deliveryNo' in ref
                ? eq(deliveries.deliveryNo, ref.deliveryNo)
                : eq(orders.orderNo, ref.orderNo),
              eq(deliveries.status, 'applied'),
            ),
          )
          .orderBy(asc(deliveries.id));
        if (applied.length === 0) return refuse(404, NO_SUCH_DELIVERY);
        const at = now();
        await shipDeliveries(
          tx,
          applied.map(({ delivery }) => ({ delivery, at, logisticsCompany: ref.logisticsCompany })),
        );
        return ok(null);
      });
    })
    .post(sandboxPaths.orderStartInvoicing, moveInvoices(['applied'], 'invoicing'))
    .post(sandboxPaths.orderIssueInvoice, moveInvoices(['applied', 'invoicing'], 'issued'))
    .get(sandboxPaths.orderRows, async (c) => {
      const query = validateQuery(c, sandboxOrderRowsQuery);
      if (!query.ok) return query.response;
      const user = await findUser(db, eq(users.username, query.data.username));
      if (!user) return fail(404, NOT_REGISTERED);
      const made = await db
        .select({ id: orders.id, orderNo: orders.orderNo, stage: orders.stage })
        .from(orders)
        .where(and(eq(orders.userId, user.id), gte(orders.createdAt, new Date(query.data.since))))
        .orderBy(asc(orders.id));
      // Each count grouped by order in one query, not six queries per order.
      const ids = made.map(({ id }) => id);
      const counted = sql<number>`count(*)::int`;
      const [kinds, shipments, invoiced, orderCommented, deliveryCommented] = await Promise.all([
        db
          .select({ orderId: payments.orderId, kind: payments.kind, count: counted })
          .from(payments)
          .where(inArray(payments.orderId, ids))
          .groupBy(payments.orderId, payments.kind),
        db
          .select({ orderId: deliveries.orderId, count: counted })
          .from(deliveries)
          .where(inArray(deliveries.orderId, ids))
          .groupBy(deliveries.orderId),
        db
          .select({
            orderId: deliveries.orderId,
            count: sql<number>`count(distinct ${deliveries.invoiceId})::int`,
          })
          .from(deliveries)
          .where(inArray(deliveries.orderId, ids))
          .groupBy(deliveries.orderId),
        db
          .select({ orderId: orderComments.orderId, count: counted })
          .from(orderComments)
          .where(inArray(orderComments.orderId, ids))
          .groupBy(orderComments.orderId),
        db
          .select({ orderId: deliveries.orderId, count: counted })
          .from(deliveryComments)
          .innerJoin(deliveries, eq(deliveries.id, deliveryComments.deliveryId))
          .where(inArray(deliveries.orderId, ids))
          .groupBy(deliveries.orderId),
      ]);
      const byOrder = (counts: readonly { orderId: number; count: number }[]) => {
        const map = new Map(counts.map(({ orderId, count }) => [orderId, count]));
        return (id: number) => map.get(id) ?? 0;
      };
      const deliveriesOf = byOrder(shipments);
      const invoicesOf = byOrder(invoiced);
      const orderCommentsOf = byOrder(orderCommented);
      const deliveryCommentsOf = byOrder(deliveryCommented);
      const rows: SandboxOrderRows = made.map(({ id, orderNo, stage }) => ({
        orderNo,
        stage,
        payments: Object.fromEntries(
          kinds.filter(({ orderId }) => orderId === id).map(({ kind, count }) => [kind, count]),
        ),
        deliveries: deliveriesOf(id),
        invoices: invoicesOf(id),
        comments: orderCommentsOf(id) + deliveryCommentsOf(id),
      }));
      return ok(rows);
    })
    .post(sandboxPaths.orderBulk, async (c) => {
      const body = await validateJson(c, sandboxBulkOrders);
      if (!body.ok) return body.response;
      const { username, count } = body.data;
      const stage = ORDER_STAGES.find((name) => name === body.data.stage);
      if (!stage) return fail(400, `订单状态必须为 ${ORDER_STAGES.join(' 或 ')}`);
      const user = await findUser(db, eq(users.username, username));
      if (!user) return fail(404, NOT_REGISTERED);
      if (user.companyId === null) return fail(403, '请先完成企业认证');
      const companyId = user.companyId;
      return inTransaction(db, async (tx) => {
        // Placed at once, now, and numbered as every order is (the day's next serials, in the
        // order written), each of a batch listed before.
        const at = now();
        const batches = await tx
          .select({ id: goodsBatches.id, unitPrice: goodsBatches.unitPrice })
          .from(goodsBatches)
          .where(and(gt(goodsBatches.weight, '0'), lte(goodsBatches.listedAt, at)))
          .orderBy(asc(goodsBatches.id))
          .limit(50);
        if (batches.length === 0) return refuse(400, '没有在售商品');
        const numbers = await nextNumbers(
          tx,
          orders,
          orders.orderNo,
          ORDER_NO_PREFIX,
          Array.from({ length: count }, () => at),
        );
        // Each of one tonne, picked up: placed as the confirmation places an order.
        const placed = placedTerms(BULK_TERMS, null, [{ weight: '1.000' }]);
        const inserted = await tx
          .insert(orders)
          .values(
            numbers.map((orderNo) => ({
              orderNo,
              companyId,
              userId: user.id,
              stage: stage satisfies OrderStage,
              createdAt: at,
              ...placed,
            })),
          )
          .returning({ id: orders.id });
        await tx.insert(orderItems).values(
          inserted.map(({ id }, index) => {
            const batch = batches[index % batches.length] ?? batches[0];
            const unitPrice = batch?.unitPrice ?? '0';
            return {
              orderId: id,
              batchId: batch?.id ?? 0,
              weight: '1.000',
              unitPrice,
              amount: sql`${unitPrice}::numeric`,
            };
          }),
        );
        return ok({ count, firstOrderNo: numbers[0] ?? '', lastOrderNo: numbers.at(-1) ?? '' });
      });
    });
};
