import { asc, eq, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AfterSaleReason, BuyerMove } from '@mall/domain/contract/afterSales';
import {
  PHOTO_MAX_BYTES,
  afterSaleListQuery,
  afterSalePaths,
  afterSaleRequest,
  applyInfoQuery,
  calculateWeightRequest,
  confirmLogisticsRequest,
  imageTypeOf,
  reasonQuery,
  uploadPicRequest,
} from '@mall/domain/contract/afterSales';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { SandboxTx } from '../db/client.ts';
import {
  afterSalePics,
  afterSaleReasons,
  afterSales,
  deliveries,
  goodsBatches,
  orders,
} from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import {
  PAGING,
  companyOf,
  idempotent,
  inTransaction,
  refuse,
  requirePermission,
} from '../orders/guards.ts';
import { deliveryContactOf } from '../orders/read.ts';
import { validateJson, validateQuery } from '../validation.ts';
import {
  afterSalePageOf,
  claimableLines,
  loadAfterSale,
  loadAfterSales,
  marksOf,
  picUrl,
} from '../afterSales/read.ts';
import { payFromBalance } from '../afterSales/refund.ts';
import { stampWatermark, watermarkText } from '../afterSales/watermark.ts';
import { pieceWeightOf, weightOfPieces } from '../afterSales/weight.ts';
import type { AfterSaleRow } from '../afterSales/write.ts';
import {
  AFTER_SALE_NOT_FOUND,
  checkClaim,
  createApplication,
  makeMove,
  statusOf,
  updateApplication,
} from '../afterSales/write.ts';

/** Field names of the after-sales calls, for the validation messages. */
export const AFTER_SALE_LABELS = {
  orderId: '订单',
  afterSaleId: '售后申请',
  kind: '售后类型',
  reasonId: '售后原因',
  lines: '售后商品',
  pieces: '件数',
  weight: '吨数',
  amount: '申请金额',
  picIds: '照片',
  description: '问题描述',
  contactName: '联系人',
  contactPhone: '联系电话',
  company: '物流公司',
  trackingNo: '物流单号',
  fileName: '文件名',
  content: '文件',
  tab: '状态',
  keyword: '订单号或售后单号',
  batchId: '商品',
} as const;

const idParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/**
 * The buyer's after-sales calls (spec section 7, under /pc/after/sale/apply, the reasons,
 * calculateWeight and the watermark upload). Every call needs a login and a certified company;
 * another company's application or order is answered as not found.
 */
export const afterSaleRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);
  const p = afterSalePaths;

  /** The buyer's name as the timeline shows it. */
  const actorOf = (c: Context<AppEnv>) => `买家 ${c.get('user').realname}`;

  /** The id of the path, or a 400 answer. */
  const idOf = (c: Context<AppEnv>) => idParam.safeParse({ id: c.req.param('id') });

  /** A buyer's move with no body: on the company's application, answered with it afterwards. */
  const move =
    (
      name: BuyerMove,
      text: string,
      extra?: (tx: SandboxTx, row: AfterSaleRow, at: Date) => Promise<void>,
    ) =>
    async (c: Context<AppEnv>) => {
      const id = idOf(c);
      if (!id.success) return fail(400, AFTER_SALE_NOT_FOUND);
      const companyId = companyOf(c);
      return inTransaction(db, async (tx) => {
        const row = await statusOf(tx, id.data.id, companyId);
        const at = now();
        await makeMove(tx, row, name, { at, actor: actorOf(c), text });
        if (extra) await extra(tx, row, at);
        return ok((await loadAfterSales(tx, [row.id], now()))[0]);
      });
    };

  return new Hono<AppEnv>()
    .get(p.reasons, auth, requireCertified, async (c) => {
      const query = validateQuery(c, reasonQuery, { labels: AFTER_SALE_LABELS });
      if (!query.ok) return query.response;
      const rows = await db
        .select()
        .from(afterSaleReasons)
        .where(eq(afterSaleReasons.kind, query.data.kind))
        .orderBy(asc(afterSaleReasons.id));
      return ok<AfterSaleReason[]>(
        rows.map(({ id, kind, reason }) => ({ reasonId: id, kind, reason })),
      );
    })
    .get(p.applyInfo, auth, requireCertified, async (c) => {
      const query = validateQuery(c, applyInfoQuery, { labels: AFTER_SALE_LABELS });
      if (!query.ok) return query.response;
      const companyId = companyOf(c);
      const { afterSaleId } = query.data;
      const editing = afterSaleId
        ? await loadAfterSale(db, afterSaleId, companyId, now())
        : undefined;
      if (afterSaleId && !editing) return fail(404, AFTER_SALE_NOT_FOUND);
      const orderId = editing?.sale.orderId ?? query.data.orderId;
      if (!orderId) return fail(400, '请选择订单');
      return inTransaction(db, async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
        if (!order || order.companyId !== companyId) return refuse(404, '订单不存在');
        const contact = await deliveryContactOf(tx, companyId);
        return ok({
          orderId,
          orderNo: order.orderNo,
          lines: await claimableLines(tx, orderId, afterSaleId),
          contactName: contact?.contactName ?? '',
          contactPhone: contact?.contactPhone ?? '',
        });
      });
    })
    .post(p.calculateWeight, auth, requireCertified, async (c) => {
      const body = await validateJson(c, calculateWeightRequest, { labels: AFTER_SALE_LABELS });
      if (!body.ok) return body.response;
      const [batch] = await db
        .select()
        .from(goodsBatches)
        .where(eq(goodsBatches.id, body.data.batchId));
      if (!batch) return fail(404, '商品不存在');
      const piece = pieceWeightOf(batch.thickness, batch.width, batch.length);
      if (!piece) return fail(400, '该商品按重量计，无需计算');
      return ok({ pieceWeight: piece.toFixed(6), weight: weightOfPieces(piece, body.data.pieces) });
    })
    .post(p.uploadPic, auth, requireCertified, async (c) => {
      const body = await validateJson(c, uploadPicRequest, { labels: AFTER_SALE_LABELS });
      if (!body.ok) return body.response;
      const bytes = new Uint8Array(Buffer.from(body.data.content, 'base64'));
      if (bytes.byteLength > PHOTO_MAX_BYTES) return fail(400, '每张照片不能超过 5 MB');
      const contentType = imageTypeOf(bytes);
      if (!contentType) return fail(400, '仅支持 JPG、PNG 格式的照片');
      const at = now();
      const watermark = watermarkText(at);
      const [row] = await db
        .insert(afterSalePics)
        .values({
          userId: c.get('user').id,
          fileName: body.data.fileName,
          contentType,
          bytes: stampWatermark(bytes, contentType, watermark),
          watermark,
          createdAt: at,
        })
        .returning({ id: afterSalePics.id });
      if (!row) return fail(500);
      return ok({ picId: row.id, fileName: body.data.fileName, url: picUrl(row.id), watermark });
    })
    .get(`${p.pic}/:id`, async (c) => {
      const id = idParam.safeParse({ id: c.req.param('id') });
      const [pic] = id.success
        ? await db.select().from(afterSalePics).where(eq(afterSalePics.id, id.data.id))
        : [];
      if (!pic) return fail(404);
      return new Response(new Uint8Array(pic.bytes), {
        headers: { 'Content-Type': pic.contentType },
      });
    })
    .get(p.list, auth, requireCertified, async (c) => {
      const query = validateQuery(c, afterSaleListQuery, {
        numbers: PAGING,
        labels: AFTER_SALE_LABELS,
      });
      if (!query.ok) return query.response;
      return ok(await afterSalePageOf(db, companyOf(c), query.data, now()));
    })
    .get(p.marks, auth, requireCertified, async (c) => ok(await marksOf(db, companyOf(c))))
    .get(`${p.apply}/:id`, auth, requireCertified, async (c) => {
      const id = idOf(c);
      const found = id.success
        ? await loadAfterSale(db, id.data.id, companyOf(c), now())
        : undefined;
      return found ? ok(found.sale) : fail(404, AFTER_SALE_NOT_FOUND);
    })
    .post(
      p.apply,
      auth,
      requireCertified,
      requirePermission('afterSalesApply'),
      keyed,
      async (c) => {
        const body = await validateJson(c, afterSaleRequest, { labels: AFTER_SALE_LABELS });
        if (!body.ok) return body.response;
        const request = body.data;
        const who = { companyId: companyOf(c), userId: c.get('user').id, actor: actorOf(c) };
        return inTransaction(db, async (tx) => {
          const lines = await checkClaim(tx, { ...who, orderId: request.orderId }, request);
          const id = await createApplication(tx, who, request, lines, now());
          return ok((await loadAfterSales(tx, [id], now()))[0]);
        });
      },
    )
    .put(`${p.apply}/:id`, auth, requireCertified, keyed, async (c) => {
      const id = idOf(c);
      if (!id.success) return fail(400, AFTER_SALE_NOT_FOUND);
      const body = await validateJson(c, afterSaleRequest, { labels: AFTER_SALE_LABELS });
      if (!body.ok) return body.response;
      const request = body.data;
      const companyId = companyOf(c);
      return inTransaction(db, async (tx) => {
        const row = await statusOf(tx, id.data.id, companyId);
        if (row.orderId !== request.orderId) return refuse(400, '不能更换售后订单');
        const lines = await checkClaim(tx, { companyId, orderId: row.orderId }, request, row.id);
        await updateApplication(tx, row, request, lines, { at: now(), actor: actorOf(c) });
        return ok((await loadAfterSales(tx, [row.id], now()))[0]);
      });
    })
    .put(
      `${p.cancel}/:id`,
      auth,
      requireCertified,
      requirePermission('afterSalesCancel'),
      move('cancel', '取消售后申请'),
    )
    .put(`${p.agreeEdit}/:id`, auth, requireCertified, move('agreeEdit', '同意按商城意见修改'))
    .put(
      `${p.agreePlan}/:id`,
      auth,
      requireCertified,
      requirePermission('afterSalesConfirm'),
      move('agreePlan', '同意商城处理方案'),
    )
    .put(
      `${p.confirmResult}/:id`,
      auth,
      requireCertified,
      requirePermission('afterSalesConfirm'),
      move('confirmResult', '确认售后结果'),
    )
    .put(
      `${p.replenish}/:id`,
      auth,
      requireCertified,
      requirePermission('payDifference'),
      keyed,
      move('replenish', '已支付补款', async (tx, row, at) => {
        await payFromBalance(tx, row.companyId, row.replenishAmount ?? '0', row.afterSaleNo, at);
        await tx.update(afterSales).set({ replenishPaidAt: at }).where(eq(afterSales.id, row.id));
      }),
    )
    .put(p.confirmLogistics, auth, requireCertified, keyed, async (c) => {
      const body = await validateJson(c, confirmLogisticsRequest, { labels: AFTER_SALE_LABELS });
      if (!body.ok) return body.response;
      const { afterSaleId, company, trackingNo } = body.data;
      return inTransaction(db, async (tx) => {
        const row = await statusOf(tx, afterSaleId, companyOf(c));
        // One waybill per shipment: a number another shipment carries is refused.
        const [used] = await tx
          .select({ id: afterSales.id })
          .from(afterSales)
          .where(
            or(
              eq(afterSales.returnTrackingNo, trackingNo),
              eq(afterSales.exchangeTrackingNo, trackingNo),
            ),
          )
          .limit(1);
        const [shipped] = await tx
          .select({ id: deliveries.id })
          .from(deliveries)
          .where(eq(deliveries.logisticsNo, trackingNo))
          .limit(1);
        if ((used && used.id !== row.id) || shipped) {
          return fail(400, '该物流单号已用于其他货物，请核对后重新填写');
        }
        const at = now();
        await makeMove(
          tx,
          row,
          'confirmLogistics',
          { at, actor: actorOf(c), text: `寄回商品：${company} ${trackingNo}` },
          { returnCompany: company, returnTrackingNo: trackingNo, returnedAt: at },
        );
        return ok((await loadAfterSales(tx, [row.id], now()))[0]);
      });
    });
};
