import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { CancelReason, OrderStage } from '@mall/domain/contract/orders';
import {
  allOrderQuery,
  cancelOrderRequest,
  orderIdQuery,
  orderListQuery,
  orderPaths,
  submitOrderRequest,
} from '@mall/domain/contract/orders';
import * as z from 'zod/mini';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { cancelReasons } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { ordersCsv } from '../orders/csv.ts';
import type { OrderAction } from '../orders/stateMachine.ts';
import {
  ORDER_LABELS,
  ORDER_NOT_FOUND,
  PAGING,
  check,
  companyOf,
  idempotent,
  inTransaction,
  requirePermission,
} from '../orders/guards.ts';
import { detailPdf } from '../orders/pdf.ts';
import {
  exportedOrders,
  loadOrder,
  loadOrders,
  orderFilter,
  orderPageOf,
  toDetail,
} from '../orders/read.ts';
import { cancelOrders } from '../orders/write/cancellation.ts';
import { buyerOf } from '../orders/write/invoices.ts';
import { submitOrders } from '../orders/write/submission.ts';
import { chinaDate } from '../prices.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { contentDisposition } from './content.ts';

/** A file answer: bytes, their type and the name to save them as. */
export const fileResponse = (
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): Response =>
  new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition(fileName).replace(/^attachment/, disposition),
    },
  });

const orderIdParam = z.object({ orderId: z.coerce.number().check(z.int(), z.positive()) });

/**
 * The orders' lists, details and their first moves: submit and the three cancellations, the
 * CSV export and the detail PDF. Every call needs a login and a certified company.
 */
export const orderRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);

  /** A stage list: the company's orders in `stages`, filtered and paged. */
  const stageList = (stages: readonly OrderStage[]) => async (c: Context<AppEnv>) => {
    const query = validateQuery(c, orderListQuery, { numbers: PAGING, labels: ORDER_LABELS });
    if (!query.ok) return query.response;
    return ok(await orderPageOf(db, orderFilter(companyOf(c), query.data, stages), query.data));
  };

  /** An order's detail (`?id=`), in `stages` (any without). */
  const detail = (stages?: readonly OrderStage[]) => async (c: Context<AppEnv>) => {
    const query = validateQuery(c, orderIdQuery, { labels: ORDER_LABELS });
    if (!query.ok) return query.response;
    const order = await loadOrder(db, query.data.id, companyOf(c));
    if (!order || (stages && !stages.includes(order.summary.stage))) {
      return fail(404, ORDER_NOT_FOUND);
    }
    return ok(await toDetail(db, order));
  };

  /**
   * A cancellation: with a reason; pending transfers are withdrawn, paid deposits and
   * differences go back to the balance, and the goods back to stock.
   */
  const cancel = (action: OrderAction) => async (c: Context<AppEnv>) => {
    const body = await validateJson(c, cancelOrderRequest, { labels: ORDER_LABELS });
    if (!body.ok) return body.response;
    const { orderId, reasonId, remark } = body.data;
    const companyId = companyOf(c);
    return inTransaction(db, async (tx) => {
      const order = check(await loadOrder(tx, orderId, companyId), action);
      const [reason] = await tx.select().from(cancelReasons).where(eq(cancelReasons.id, reasonId));
      if (!reason) return fail(400, '取消原因不存在');
      const text = remark?.trim() ? `${reason.reason}：${remark.trim()}` : reason.reason;
      await cancelOrders(tx, c.get('user').id, [{ order, at: now(), reason: text }]);
      return ok(null);
    });
  };

  return new Hono<AppEnv>()
    .get(orderPaths.cancelReasons, auth, requireCertified, async () => {
      const rows = await db.select().from(cancelReasons).orderBy(asc(cancelReasons.id));
      return ok<CancelReason[]>(rows);
    })
    .get(orderPaths.waitSubmit, auth, requireCertified, stageList(['toBeSubmitted']))
    .get(orderPaths.firstList, auth, requireCertified, stageList(['firstPayment']))
    .get(orderPaths.stockingList, auth, requireCertified, stageList(['stocking']))
    .get(orderPaths.finalList, auth, requireCertified, stageList(['final']))
    .get(orderPaths.deliveryList, auth, requireCertified, stageList(['saleDelivery']))
    .get(orderPaths.allList, auth, requireCertified, async (c) => {
      const query = validateQuery(c, allOrderQuery, { numbers: PAGING, labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const { stage } = query.data;
      const where = orderFilter(companyOf(c), query.data, stage ? [stage] : undefined);
      return ok(await orderPageOf(db, where, query.data));
    })
    .get(orderPaths.waitSubmitDetail, auth, requireCertified, detail(['toBeSubmitted']))
    .get(orderPaths.allDetail, auth, requireCertified, detail())
    .post(
      orderPaths.submit,
      auth,
      requireCertified,
      requirePermission('orderSubmit'),
      keyed,
      async (c) => {
        const body = await validateJson(c, submitOrderRequest, { labels: ORDER_LABELS });
        if (!body.ok) return body.response;
        const companyId = companyOf(c);
        const ids = [...new Set(body.data.orderIds)];
        return inTransaction(db, async (tx) => {
          const found = await loadOrders(tx, ids);
          const submitting = ids.map((id) =>
            check(
              found.find((one) => one.summary.orderId === id && one.companyId === companyId),
              'submit',
            ),
          );
          const at = now();
          await submitOrders(
            tx,
            submitting.map((order) => ({ order, at })),
          );
          const submitted = submitting.map(({ summary }) => ({
            orderId: summary.orderId,
            orderNo: summary.orderNo,
            stage: 'firstPayment' as const,
          }));
          return ok(submitted);
        });
      },
    )
    .post(
      orderPaths.cancelUnsubmitted,
      auth,
      requireCertified,
      requirePermission('orderCancel'),
      keyed,
      cancel('cancelUnsubmitted'),
    )
    .post(
      orderPaths.cancelFirst,
      auth,
      requireCertified,
      requirePermission('orderCancel'),
      keyed,
      cancel('cancelFirst'),
    )
    .post(
      orderPaths.cancelStocking,
      auth,
      requireCertified,
      requirePermission('orderCancel'),
      keyed,
      cancel('cancelStocking'),
    )
    .get(orderPaths.allExport, auth, requireCertified, async (c) => {
      const query = validateQuery(c, z.omit(allOrderQuery, { pageNum: true, pageSize: true }), {
        labels: ORDER_LABELS,
      });
      if (!query.ok) return query.response;
      const { stage } = query.data;
      const rows = await exportedOrders(
        db,
        orderFilter(companyOf(c), query.data, stage ? [stage] : undefined),
      );
      const day = chinaDate(now()).replaceAll('-', '');
      return fileResponse(ordersCsv(rows), 'text/csv; charset=utf-8', `全部订单-${day}.csv`);
    })
    .post(orderPaths.detailPdf, auth, requireCertified, async (c) => {
      const body = await validateJson(c, orderIdParam, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      const order = await loadOrder(db, body.data.orderId, companyOf(c));
      if (!order) return fail(404, ORDER_NOT_FOUND);
      const pdf = await detailPdf(await toDetail(db, order), await buyerOf(db, companyOf(c)));
      return fileResponse(pdf, 'application/pdf', `订单明细-${order.summary.orderNo}.pdf`);
    });
};
