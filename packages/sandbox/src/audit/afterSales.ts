/** The after-sales contract's rules (AFTER_SALE_INVARIANTS) as checks over every application. */
import { asc, eq, notInArray } from 'drizzle-orm';
import type { AfterSaleInvariant } from '@mall/domain/contract/afterSales';
import { MISSING_GOODS, needsPhotos } from '@mall/domain/contract/afterSales';
import { Big, sum, tonnes, yuan } from '@mall/domain/money';
import type { SandboxDb } from '../db/client.ts';
import {
  afterSaleEvents,
  afterSaleLines,
  afterSaleReasons,
  afterSales,
  deliveries,
  deliveryLines,
  orderItems,
  orders,
} from '../db/schema.ts';
import { chinaDateTime } from '../time.ts';
import type { Check } from './violation.ts';
import { groupBy } from '../group.ts';
import { ruleOf } from './violation.ts';

const rule = (invariant: AfterSaleInvariant) => ruleOf(invariant);

/** Statuses whose claim no longer counts. */
const CLOSED = ['cancelled', 'rejected'] as const;

/** Received tonnes of every order line, and when each line was first received. */
const receivedLines = async (db: SandboxDb) => {
  const rows = await db
    .select({
      itemId: deliveryLines.itemId,
      weight: deliveryLines.weight,
      at: deliveries.receivedAt,
    })
    .from(deliveryLines)
    .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
    .where(eq(deliveries.status, 'received'));
  return groupBy(rows, ({ itemId }) => itemId);
};

const datedAfterReceipt: Check = async (db) => {
  const [applications, lines, events, received] = await Promise.all([
    db.select().from(afterSales),
    db.select().from(afterSaleLines),
    db.select().from(afterSaleEvents).orderBy(asc(afterSaleEvents.id)),
    receivedLines(db),
  ]);
  const linesOf = groupBy(lines, ({ afterSaleId }) => afterSaleId);
  const eventsOf = groupBy(events, ({ afterSaleId }) => afterSaleId);
  return applications.flatMap((application) => {
    const applied = application.createdAt.getTime();
    const claimed = (linesOf.get(application.id) ?? []).flatMap(({ itemId }) => {
      const firstReceipt = Math.min(
        ...(received.get(itemId) ?? []).map(({ at }) => at?.getTime() ?? Infinity),
      );
      return rule('datedAfterReceipt')(
        firstReceipt <= applied,
        application.afterSaleNo,
        `申请于 ${chinaDateTime(application.createdAt)}，明细 ${itemId} ${Number.isFinite(firstReceipt) ? `签收于 ${chinaDateTime(new Date(firstReceipt))}` : '未签收'}`,
      );
    });
    let previous = applied;
    const steps = (eventsOf.get(application.id) ?? []).flatMap(({ at, text }) => {
      const inOrder = at.getTime() >= previous;
      previous = Math.max(previous, at.getTime());
      return rule('datedAfterReceipt')(
        inOrder,
        application.afterSaleNo,
        `「${text}」（${chinaDateTime(at)}）早于前一步`,
      );
    });
    return [...claimed, ...steps];
  });
};

const claimsWithinDelivered: Check = async (db) => {
  const [open, received] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        application: afterSales,
        itemId: afterSaleLines.itemId,
        weight: afterSaleLines.weight,
        unitPrice: orderItems.unitPrice,
      })
      .from(afterSaleLines)
      .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(orderItems, eq(orderItems.id, afterSaleLines.itemId))
      .where(notInArray(afterSales.status, [...CLOSED])),
    receivedLines(db),
  ]);
  const byLine = [...groupBy(open, ({ itemId }) => itemId)].flatMap(([itemId, claims]) => {
    const claimed = sum(claims.map(({ weight }) => weight));
    const got = sum((received.get(itemId) ?? []).map(({ weight }) => weight));
    return rule('claimsWithinDelivered')(
      claimed.lte(got),
      claims[0]?.orderNo ?? '',
      `明细 ${itemId}：${claims.length} 个未结申请共 ${tonnes(claimed)} 吨，签收 ${tonnes(got)} 吨`,
    );
  });
  const byApplication = [...groupBy(open, ({ application }) => application.id)].flatMap(
    ([, claims]) => {
      const application = claims[0]?.application;
      if (!application) return [];
      const paid = sum(claims.map(({ weight, unitPrice }) => new Big(weight).times(unitPrice)));
      return rule('claimsWithinDelivered')(
        new Big(application.amount).lte(yuan(paid)),
        application.afterSaleNo,
        `申请金额 ¥${application.amount}，所申请吨数货款 ¥${yuan(paid)}`,
      );
    },
  );
  return [...byLine, ...byApplication];
};

const replenishOnlyWhereOwed: Check = async (db) => {
  const [asked, events] = await Promise.all([
    db.select().from(afterSales),
    db.select().from(afterSaleEvents).orderBy(asc(afterSaleEvents.id)),
  ]);
  const eventsOf = groupBy(events, ({ afterSaleId }) => afterSaleId);
  return asked.flatMap((application) => {
    if (application.replenishAmount === null) return [];
    const ask = (eventsOf.get(application.id) ?? []).findLast(({ text }) =>
      text.startsWith('要求补款'),
    );
    return [
      ...rule('replenishOnlyWhereOwed')(
        application.kind === 'exchange',
        application.afterSaleNo,
        `${application.kind} 申请要求补款 ¥${application.replenishAmount}`,
      ),
      ...rule('replenishOnlyWhereOwed')(
        /：\S/.test(ask?.text ?? ''),
        application.afterSaleNo,
        `补款 ¥${application.replenishAmount} 没有原因`,
      ),
    ];
  });
};

const refundOnlyNoReturn: Check = async (db) => {
  const rows = await db
    .select({ application: afterSales, reason: afterSaleReasons.reason })
    .from(afterSales)
    .innerJoin(afterSaleReasons, eq(afterSaleReasons.id, afterSales.reasonId))
    .where(eq(afterSales.kind, 'refundOnly'));
  return rows.flatMap(({ application, reason }) =>
    rule('refundOnlyNoReturn')(
      reason !== MISSING_GOODS ||
        (!application.plan?.needReturn && application.returnTrackingNo === null),
      application.afterSaleNo,
      `仅退款（${MISSING_GOODS}）要求寄回商品`,
    ),
  );
};

const photosWhereEvidenceNeeded: Check = async (db) =>
  (
    await db
      .select({ application: afterSales, reason: afterSaleReasons.reason })
      .from(afterSales)
      .innerJoin(afterSaleReasons, eq(afterSaleReasons.id, afterSales.reasonId))
  ).flatMap(({ application, reason }) => [
    ...rule('photosWhereEvidenceNeeded')(
      !needsPhotos(application.kind, reason) || application.picIds.length > 0,
      application.afterSaleNo,
      `「${reason}」需照片凭证，申请没有照片`,
    ),
    ...rule('photosWhereEvidenceNeeded')(
      !application.rejectReason?.includes('照片') || application.picIds.length > 0,
      application.afterSaleNo,
      `没有照片，却以「${application.rejectReason ?? ''}」驳回`,
    ),
  ]);

/** Statuses the goods are (or were) on their way back in, once the mall agreed. */
const GOING_BACK = ['toReturn', 'returning'] as const;

const returnAddressWhereGoodsGoBack: Check = async (db) =>
  (await db.select().from(afterSales)).flatMap((application) => {
    const goesBack =
      (GOING_BACK as readonly string[]).includes(application.status) ||
      application.returnTrackingNo !== null;
    return rule('returnAddressWhereGoodsGoBack')(
      !goesBack || application.returnBy !== null,
      application.afterSaleNo,
      '商品需寄回，却没有寄回期限',
    );
  });

/** The checks of AFTER_SALE_INVARIANTS, by name. */
export const afterSaleChecks: Readonly<Record<AfterSaleInvariant, Check>> = {
  datedAfterReceipt,
  claimsWithinDelivered,
  replenishOnlyWhereOwed,
  refundOnlyNoReturn,
  photosWhereEvidenceNeeded,
  returnAddressWhereGoodsGoBack,
};
