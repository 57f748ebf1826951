import type { SQL } from 'drizzle-orm';
import { and, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type {
  DeliveryComment,
  DeliveryInfo,
  DeliveryLine,
  Logistics,
} from '@mall/domain/contract/orders';
import {
  RECEIPT_LIST_TYPES,
  createDeliveryRequest,
  deliveryComment,
  deliveryCommentQuery,
  orderComment,
  orderIdQuery,
  orderPaths,
  plateNo,
  receiptListQuery,
} from '@mall/domain/contract/orders';
import { lineAmount } from '@mall/domain/money';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { deliveries, deliveryComments, logisticsNodes, orders } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { containing } from '../like.ts';
import {
  ORDER_LABELS,
  ORDER_NOT_FOUND,
  PAGING,
  check,
  companyOf,
  idempotent,
  inTransaction,
  refuse,
} from '../orders/guards.ts';
import {
  deliveryPageOf,
  loadOrder,
  ownDelivery,
  remainingOf,
  selectDeliveries,
  toDetail,
} from '../orders/read.ts';
import {
  addLogisticsNodes,
  applyDeliveries,
  newestNode,
  receiveDeliveries,
} from '../orders/write/deliveries.ts';
import { commentDeliveries, commentOrders } from '../orders/write/evaluations.ts';
import { chinaDate } from '../prices.ts';
import { chinaDateTime, fromChinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';

export const NO_SUCH_DELIVERY = '发货单不存在';
const NO_LOGISTICS = '物流信息不存在';
const DAY_MS = 86_400_000;

const idQuery = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
const deliveryParam = z.object({ deliveryId: z.coerce.number().check(z.int(), z.positive()) });
const linesParams = z.object({
  orderId: z.coerce.number().check(z.int(), z.positive()),
  detailIds: z.string().check(z.regex(/^\d+(,\d+)*$/)),
});

/** The list filters over deliveries: the company, an order number, creation dates. */
export const deliveryFilter = (
  companyId: number,
  { orderNo, dateFrom, dateTo }: { orderNo?: string; dateFrom?: string; dateTo?: string },
): SQL | undefined =>
  and(
    eq(orders.companyId, companyId),
    orderNo ? ilike(orders.orderNo, containing(orderNo.trim())) : undefined,
    dateFrom ? gte(deliveries.createdAt, fromChinaDateTime(`${dateFrom} 00:00:00`)) : undefined,
    dateTo
      ? lt(
          deliveries.createdAt,
          new Date(fromChinaDateTime(`${dateTo} 00:00:00`).getTime() + DAY_MS),
        )
      : undefined,
  );

/**
 * Deliveries: applying for them from the paid lines, receipt, tracking, and the evaluations
 * of deliveries and orders.
 */
export const deliveryRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);

  return new Hono<AppEnv>()
    .get(orderPaths.deliveryInfo, auth, requireCertified, async (c) => {
      const query = validateQuery(c, z.object({ orderId: orderIdQuery.shape.id }), {
        labels: ORDER_LABELS,
      });
      if (!query.ok) return query.response;
      const order = await loadOrder(db, query.data.orderId, companyOf(c));
      if (!order) return fail(404, ORDER_NOT_FOUND);
      return ok<DeliveryInfo>({
        order: await toDetail(db, order),
        deliveries: await selectDeliveries(db, eq(deliveries.orderId, order.summary.orderId)),
        remaining: remainingOf(order).map(({ line, weight }) => ({
          detailId: line.detailId,
          weight,
        })),
      });
    })
    .put(`${orderPaths.deliveryLines}/:orderId/:detailIds`, auth, requireCertified, async (c) => {
      const params = linesParams.safeParse(c.req.param());
      if (!params.success) return fail(404, ORDER_NOT_FOUND);
      const order = await loadOrder(db, params.data.orderId, companyOf(c));
      if (!order) return fail(404, ORDER_NOT_FOUND);
      const wanted = params.data.detailIds.split(',').map(Number);
      return ok<DeliveryLine[]>(
        remainingOf(order)
          .filter(({ line }) => wanted.includes(line.detailId))
          .map(({ line, weight }) => ({
            detailId: line.detailId,
            productName: line.productName,
            spec: line.spec,
            weight,
            unitPrice: line.unitPrice,
            amount: lineAmount(weight, line.unitPrice),
          })),
      );
    })
    .post(orderPaths.createDelivery, auth, requireCertified, keyed, async (c) => {
      const body = await validateJson(c, createDeliveryRequest, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      const request = body.data;
      if (request.deliveryType === 'self' && !plateNo.safeParse(request.plateNo).success) {
        return fail(400, '请输入正确的车牌号，如 粤A12345');
      }
      if (request.deliveryType === 'logistics' && request.address.trim() === '') {
        return fail(400, '请输入收货地址');
      }
      const at = now();
      if (request.plannedDate < chinaDate(at)) return fail(400, '提货日期不能早于今天');
      return inTransaction(db, async (tx) => {
        const order = check(await loadOrder(tx, request.orderId, companyOf(c)), 'applyDelivery');
        const [created] = await applyDeliveries(tx, [{ order, request, at }]);
        if (!created) throw new Error('createDelivery: nothing inserted');
        return ok(created);
      });
    })
    .get(orderPaths.receiptList, auth, requireCertified, async (c) => {
      const query = validateQuery(c, receiptListQuery, {
        numbers: [...PAGING, 'type'],
        labels: ORDER_LABELS,
      });
      if (!query.ok) return query.response;
      const status = query.data.type === RECEIPT_LIST_TYPES.toReceive ? 'shipped' : 'received';
      const where = and(deliveryFilter(companyOf(c), query.data), eq(deliveries.status, status));
      return ok(await deliveryPageOf(db, where, query.data));
    })
    .get(orderPaths.receiptDetail, auth, requireCertified, async (c) => {
      const query = validateQuery(c, idQuery, { labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const found = await ownDelivery(db, query.data.id, companyOf(c));
      return found ? ok(found) : fail(404, NO_SUCH_DELIVERY);
    })
    .put(`${orderPaths.confirmReceiving}/:deliveryId`, auth, requireCertified, async (c) => {
      const param = deliveryParam.safeParse(c.req.param());
      if (!param.success) return fail(404, NO_SUCH_DELIVERY);
      const companyId = companyOf(c);
      return inTransaction(db, async (tx) => {
        const found = await ownDelivery(tx, param.data.deliveryId, companyId);
        if (!found) return refuse(404, NO_SUCH_DELIVERY);
        await receiveDeliveries(tx, [{ delivery: found, at: now() }]);
        return ok(null);
      });
    })
    .get(`${orderPaths.logistics}/:logisticsNo`, auth, requireCertified, async (c) => {
      const [found] = await db
        .select({
          id: deliveries.id,
          company: deliveries.logisticsCompany,
          no: deliveries.logisticsNo,
        })
        .from(deliveries)
        .innerJoin(orders, eq(orders.id, deliveries.orderId))
        .where(
          and(
            eq(deliveries.logisticsNo, c.req.param('logisticsNo')),
            eq(orders.companyId, companyOf(c)),
          ),
        );
      if (!found?.no) return fail(404, NO_LOGISTICS);
      const nodes = await db
        .select({ at: logisticsNodes.at, text: logisticsNodes.text })
        .from(logisticsNodes)
        .where(eq(logisticsNodes.deliveryId, found.id))
        .orderBy(desc(logisticsNodes.at), desc(logisticsNodes.id));
      return ok<Logistics>({
        logisticsNo: found.no,
        company: found.company ?? '',
        nodes: nodes.map(({ at, text }) => ({ at: chinaDateTime(at), text })),
      });
    })
    .put(`${orderPaths.logisticsLatest}/:deliveryId`, auth, requireCertified, async (c) => {
      const param = deliveryParam.safeParse(c.req.param());
      if (!param.success) return fail(404, NO_SUCH_DELIVERY);
      return inTransaction(db, async (tx) => {
        const found = await ownDelivery(tx, param.data.deliveryId, companyOf(c));
        if (!found) return refuse(404, NO_SUCH_DELIVERY);
        if (found.status === 'applied' || !found.logisticsNo) return refuse(404, NO_LOGISTICS);
        // A received delivery's tracking is over: its newest node is answered as it is.
        if (found.status === 'shipped') {
          await addLogisticsNodes(tx, [{ deliveryId: found.deliveryId, at: now() }]);
        }
        const newest = await newestNode(tx, found.deliveryId);
        return newest ? ok(newest) : refuse(404, NO_LOGISTICS);
      });
    })
    .get(orderPaths.deliveryComment, auth, requireCertified, async (c) => {
      const query = validateQuery(c, deliveryCommentQuery, { labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const found = await ownDelivery(db, query.data.deliveryId, companyOf(c));
      if (!found) return fail(404, NO_SUCH_DELIVERY);
      const [row] = await db
        .select()
        .from(deliveryComments)
        .where(eq(deliveryComments.deliveryId, found.deliveryId));
      return ok<DeliveryComment | null>(
        row ? { deliveryId: row.deliveryId, score: row.score, content: row.content } : null,
      );
    })
    .post(orderPaths.deliveryComment, auth, requireCertified, async (c) => {
      const body = await validateJson(c, deliveryComment, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      const { deliveryId, score, content } = body.data;
      const companyId = companyOf(c);
      return inTransaction(db, async (tx) => {
        const found = await ownDelivery(tx, deliveryId, companyId);
        if (!found) return refuse(404, NO_SUCH_DELIVERY);
        await commentDeliveries(tx, [{ delivery: found, score, content, at: now() }]);
        return ok(null);
      });
    })
    .post(orderPaths.orderComment, auth, requireCertified, async (c) => {
      const body = await validateJson(c, orderComment, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      const { orderId, score, content } = body.data;
      return inTransaction(db, async (tx) => {
        const order = check(await loadOrder(tx, orderId, companyOf(c)), 'commentOrder');
        await commentOrders(tx, [{ order, score, content, at: now() }]);
        return ok(null);
      });
    });
};
