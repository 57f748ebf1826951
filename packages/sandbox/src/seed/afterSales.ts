/**
 * The after-sales seed: the reasons of each kind (added where missing on every start), and the
 * demo company's applications on its received and completed orders: one of every kind in every
 * status, each driven there through the real moves (so its timeline is whole).
 */
import { deflateSync, crc32 } from 'node:zlib';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type {
  AfterSaleKind,
  AfterSaleRequest,
  AfterSaleStatus,
} from '@mall/domain/contract/afterSales';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_ORDER_STAGES,
  AFTER_SALE_STATUSES,
  MISSING_GOODS,
  needsPhotos,
} from '@mall/domain/contract/afterSales';
import { Big, yuan } from '@mall/domain/money';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  afterSalePics,
  afterSaleReasons,
  afterSales,
  deliveries,
  orders,
  users,
} from '../db/schema.ts';
import { mallMoves } from '../afterSales/mall.ts';
import { claimableLines } from '../afterSales/read.ts';
import { pieceWeightOf } from '../afterSales/weight.ts';
import type { AfterSaleRow } from '../afterSales/write.ts';
import { checkClaim, createApplication, makeMove, statusOf } from '../afterSales/write.ts';
import { repeated } from './scale.ts';
import type { Timeline } from './timeline.ts';
import { createTimeline } from './timeline.ts';
import { stampWatermark, watermarkText } from '../afterSales/watermark.ts';

const REASONS: Readonly<Record<AfterSaleKind, readonly string[]>> = {
  returnsRefunds: ['规格与订单不符', '数量多发', '不再需要', '其他'],
  refundOnly: ['少发漏发', '价格差异', '运输损耗', '其他'],
  exchange: ['规格发错', '牌号状态发错', '表面划伤需更换', '其他'],
  other: ['包装问题', '单据问题', '其他'],
  notProduct: ['物流延误', '送货服务', '开票问题', '其他'],
  product: ['厚度超差', '宽度或长度超差', '状态不符', '表面缺陷', '其他'],
};

const DEMO_ADMIN = '13800000001';
/** The least a claimed line weighs: tonnes are written to 3 decimals. */
const MIN_TONNES = '0.001';

/** The moves that lead an application of a kind to a status, in order. */
type Step =
  | 'approve'
  | 'reject'
  | 'askEdit'
  | 'agreeEdit'
  | 'plan'
  | 'planReturn'
  | 'agreePlan'
  | 'logistics'
  | 'receive'
  | 'refund'
  | 'ship'
  | 'askPayment'
  | 'confirmResult'
  | 'cancel';

/** Kinds whose goods come back once approved (the others only under a plan that asks it). */
const RETURNED: readonly AfterSaleKind[] = ['returnsRefunds', 'exchange'];

/** The moves that lead an application of `kind` to `status`, through the real lifecycle. */
export const stepsTo = (kind: AfterSaleKind, status: AfterSaleStatus): Step[] => {
  const returned = RETURNED.includes(kind);
  const toReturn: Step[] = returned ? ['approve'] : ['planReturn', 'agreePlan'];
  const processing: Step[] = returned ? ['approve', 'logistics', 'receive'] : ['approve'];
  const toConfirm: Step[] = [...processing, kind === 'exchange' ? 'ship' : 'refund'];
  const steps: Record<AfterSaleStatus, Step[]> = {
    pending: [],
    editRequested: ['askEdit'],
    editing: ['askEdit', 'agreeEdit'],
    rejected: ['reject'],
    planProposed: ['plan'],
    toReturn,
    returning: [...toReturn, 'logistics'],
    processing,
    toReplenish: [...processing, 'askPayment'],
    toConfirm,
    completed: [...toConfirm, 'confirmResult'],
    cancelled: ['cancel'],
  };
  return steps[status];
};

/**
 * Every kind in every status, each kind's statuses in the lifecycle's order; a supplementary
 * payment (待补款) only of an exchange, the one kind where the buyer can owe.
 */
const DEMO: readonly [AfterSaleKind, AfterSaleStatus][] = AFTER_SALE_KINDS.flatMap((kind) =>
  AFTER_SALE_STATUSES.flatMap((status): [AfterSaleKind, AfterSaleStatus][] =>
    status === 'toReplenish' && kind !== 'exchange' ? [] : [[kind, status]],
  ),
);

/** A plain 48 × 32 PNG of one aluminium grey: the seed's stand-in for a buyer's photo. */
export const samplePhoto = (): Uint8Array => {
  const chunk = (type: string, data: Uint8Array) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.byteLength, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const [width, height] = [48, 32];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.of(0), Buffer.alloc(width * 3, 0xb4)]);
  return Buffer.concat([
    Buffer.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', new Uint8Array()),
  ]);
};

/** A photo of the buyer's, stamped as an upload is; answers its id. */
const uploadPhoto = async (tx: SandboxTx, userId: number, at: Date): Promise<number> => {
  const watermark = watermarkText(at);
  const [pic] = await tx
    .insert(afterSalePics)
    .values({
      userId,
      fileName: '现场照片.png',
      contentType: 'image/png',
      bytes: stampWatermark(samplePhoto(), 'image/png', watermark),
      watermark,
      createdAt: at,
    })
    .returning({ id: afterSalePics.id });
  if (!pic) throw new Error('seed: no photo');
  return pic.id;
};

/** When each of the orders' goods were last received. */
const receivedAt = async (tx: SandboxTx, orderIds: readonly number[]) => {
  const rows = await tx
    .select({ orderId: deliveries.orderId, at: max(deliveries.receivedAt) })
    .from(deliveries)
    .where(inArray(deliveries.orderId, [...orderIds]))
    .groupBy(deliveries.orderId);
  return new Map(rows.flatMap(({ orderId, at }) => (at ? [[orderId, at] as const] : [])));
};

const HOUR_MS = 3_600_000;

/** One step of the seed's applications, at `at`. */
const take = async (tx: SandboxTx, row: AfterSaleRow, step: Step, at: Date, buyer: string) => {
  const by = (text: string) => ({ at, actor: buyer, text });
  switch (step) {
    case 'approve':
      return mallMoves.approve(tx, row, at);
    case 'reject':
      return mallMoves.reject(tx, row, at, '照片未能反映所述问题');
    case 'askEdit':
      return mallMoves.askEdit(tx, row, at, '请补充问题部位的近照，并核对申请吨数');
    case 'agreeEdit':
      return makeMove(tx, row, 'agreeEdit', by('同意按商城意见修改'));
    case 'plan': {
      const exchange = row.kind === 'exchange';
      return mallMoves.proposePlan(tx, row, at, {
        text: exchange ? '更换同规格合格品，原货无需退回' : '按实测偏差折价退款，原货无需退回',
        refundAmount: exchange ? '0.00' : yuan(new Big(row.amount).div(2)),
        needReturn: false,
        exchange,
      });
    }
    case 'planReturn':
      return mallMoves.proposePlan(tx, row, at, {
        text: '原货寄回检验，确认后退款',
        refundAmount: yuan(row.amount),
        needReturn: true,
        exchange: false,
      });
    case 'agreePlan':
      return makeMove(tx, row, 'agreePlan', by('同意商城处理方案'));
    case 'logistics': {
      // One waybill per shipment: numbered after the application.
      const waybill = `DPK${row.afterSaleNo.slice(2)}`;
      return makeMove(tx, row, 'confirmLogistics', by(`寄回商品：德邦物流 ${waybill}`), {
        returnCompany: '德邦物流',
        returnTrackingNo: waybill,
        returnedAt: at,
      });
    }
    case 'receive':
      return mallMoves.receive(tx, row, at);
    case 'refund':
      return mallMoves.refund(tx, row, at);
    case 'ship':
      return mallMoves.ship(tx, row, at, {
        company: '顺丰速运',
        trackingNo: `SF${row.afterSaleNo.slice(2)}`,
      });
    case 'askPayment':
      return mallMoves.askPayment(
        tx,
        row,
        at,
        '120.00',
        '换发规格单价较原货高 1,200 元/吨，按 0.100 吨补差价',
      );
    case 'confirmResult':
      return makeMove(tx, row, 'confirmResult', by('确认售后结果'));
    case 'cancel':
      return makeMove(tx, row, 'cancel', by('取消售后申请'));
  }
};

/** An order whose goods were received, and when they were last. */
export type ReceivedOrder = { id: number; receivedAt: Date };

/**
 * Schedules on `timeline` the applications of the company administered by `username`, once:
 * `count` of DEMO's kinds in their statuses, taken in turn from its `from`-th (round again after
 * its last), on the `received` orders in turn (by id). Each is made a few hours after its order's
 * goods were received, each of its steps a move a few hours after the one before, all before now.
 */
export const scheduleCompanyAfterSales = async (
  timeline: Timeline,
  tx: SandboxTx,
  now: Date,
  username: string,
  received: readonly ReceivedOrder[],
  { from, count }: { from: number; count: number },
): Promise<void> => {
  const [admin] = await tx.select().from(users).where(eq(users.username, username));
  if (!admin?.companyId || received.length === 0) return;
  const companyId = admin.companyId;
  const [existing] = await tx
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(eq(afterSales.companyId, companyId))
    .limit(1);
  if (existing) return;
  const reasons = await tx.select().from(afterSaleReasons).orderBy(asc(afterSaleReasons.id));
  const buyer = `买家 ${admin.realname}`;
  const demo = repeated(DEMO, Math.ceil((from + count) / DEMO.length)).slice(from, from + count);
  for (const [index, [kind, status]] of demo.entries()) {
    const order = received[index % received.length];
    const steps = stepsTo(kind, status);
    // Missing goods (少发漏发) are never sent back: a return is asked for transport damage.
    const reason = reasons.find(
      (one) =>
        one.kind === kind &&
        (kind !== 'refundOnly' || steps.includes('planReturn') !== (one.reason === MISSING_GOODS)),
    );
    if (!order || !reason) continue;
    const receipt = order.receivedAt;
    // After the goods were received, each step a few hours after the one before, all before now.
    const gap = Math.min(3 * HOUR_MS, (now.getTime() - receipt.getTime()) / (steps.length + 2));
    const start = new Date(receipt.getTime() + gap);
    timeline.at(start, async () => {
      const lines = await claimableLines(tx, order.id);
      const line = lines.find(({ claimableWeight }) => new Big(claimableWeight).gte('0.1'));
      if (!line) return;
      // Sheets: the fewest pieces weighing at least 0.001 t (a thin small sheet weighs less).
      const piece = pieceWeightOf(line.thickness, line.width, line.length);
      const fewest = piece ? new Big(MIN_TONNES).div(piece).round(0, Big.roundUp).toNumber() : 1;
      if (line.claimablePieces !== null && fewest > line.claimablePieces) return;
      const pieces = line.claimablePieces === null ? null : fewest;
      const weight = '0.100';
      // Photos where the reason needs evidence, and where the mall rejects for them.
      const evidence = needsPhotos(kind, reason.reason) || steps.includes('reject');
      const picIds = evidence ? [await uploadPhoto(tx, admin.id, start)] : [];
      const request: AfterSaleRequest = {
        orderId: order.id,
        kind,
        reasonId: reason.id,
        lines: [
          {
            detailId: line.detailId,
            pieces,
            weight,
            measured:
              kind === 'product'
                ? {
                    thickness: line.thickness
                      ? new Big(line.thickness).times('0.9').toString()
                      : '',
                    width: line.width ?? '',
                    length: line.length ?? '',
                    temper: line.temper ?? '',
                    surfaceDefect: '边部有连续划伤',
                  }
                : null,
          },
        ],
        amount: '0.00',
        picIds,
        description: `${reason.reason}，详见描述与照片。`,
        contactName: admin.realname,
        contactPhone: admin.username,
      };
      const checked = await checkClaim(tx, { companyId, orderId: order.id }, request);
      const paid = checked.reduce(
        (total, one) => total.plus(new Big(one.weight).times(line.unitPrice)),
        new Big(0),
      );
      const amount = kind === 'exchange' ? '0.00' : yuan(paid.times('0.8'));
      const id = await createApplication(
        tx,
        { companyId, userId: admin.id, actor: buyer },
        { ...request, amount },
        checked,
        start,
      );
      for (const [n, step] of steps.entries()) {
        const at = new Date(start.getTime() + (n + 1) * gap);
        timeline.at(at, async () => {
          await take(tx, await statusOf(tx, id), step, at, buyer);
        });
      }
    });
  }
};

/**
 * The applications of the company administered by `username` (`scheduleCompanyAfterSales`) on
 * its orders received by now, on a timeline of their own.
 */
export const seedCompanyAfterSales = async (
  tx: SandboxTx,
  now: Date,
  username: string,
  range: { from: number; count: number },
): Promise<void> => {
  const [admin] = await tx.select().from(users).where(eq(users.username, username));
  if (!admin?.companyId) return;
  const orderIds = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, admin.companyId),
        inArray(orders.stage, [...AFTER_SALE_ORDER_STAGES]),
      ),
    )
    .orderBy(asc(orders.id));
  const receipts = await receivedAt(
    tx,
    orderIds.map(({ id }) => id),
  );
  const timeline = createTimeline();
  await scheduleCompanyAfterSales(
    timeline,
    tx,
    now,
    username,
    orderIds.flatMap(({ id }) => {
      const at = receipts.get(id);
      return at ? [{ id, receivedAt: at }] : [];
    }),
    range,
  );
  await timeline.run();
};

/** The reasons of each kind, where missing: at every start. */
export const seedAfterSaleReasons = async (db: SandboxDb): Promise<void> => {
  const [any] = await db.select({ id: afterSaleReasons.id }).from(afterSaleReasons).limit(1);
  if (any) return;
  await db
    .insert(afterSaleReasons)
    .values(
      Object.entries(REASONS).flatMap(([kind, reasons]) =>
        reasons.map((reason) => ({ kind: kind as AfterSaleKind, reason })),
      ),
    );
};

/**
 * The demo company's applications (`scale` times over) on its `received` orders, scheduled on
 * the fresh seed's timeline among its orders' moves.
 */
export const scheduleAfterSales = (
  timeline: Timeline,
  tx: SandboxTx,
  now: Date,
  received: readonly ReceivedOrder[],
  scale: number,
): Promise<void> =>
  scheduleCompanyAfterSales(timeline, tx, now, DEMO_ADMIN, received, {
    from: 0,
    count: DEMO.length * scale,
  });
