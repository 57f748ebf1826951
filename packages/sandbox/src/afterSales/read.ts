/**
 * After-sale applications as the contract shows them, and what an order's lines may still
 * claim: received tonnes less what earlier applications (not cancelled nor rejected) claim.
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Page } from '@mall/domain/contract';
import type {
  AfterSale,
  AfterSaleListQuery,
  AfterSaleStatus,
  ClaimableLine,
} from '@mall/domain/contract/afterSales';
import { formatSpecification } from '@mall/domain/contract/specification';
import { AFTER_SALE_TABS, afterSalePaths } from '@mall/domain/contract/afterSales';
import { API_BASE } from '@mall/domain/contract';
import { Big, sum, tonnes, yuan } from '@mall/domain/money';
import {
  afterSaleEvents,
  afterSaleLines,
  afterSalePics,
  afterSaleReasons,
  afterSales,
  deliveries,
  deliveryLines,
  goodsBatches,
  orderItems,
  orders,
  users,
} from '../db/schema.ts';
import type { Db } from '../orders/read.ts';
import { containing } from '../like.ts';
import { MALL_RETURN_ADDRESS } from '../mall.ts';
import { chinaDateTime } from '../time.ts';
import { pieceWeightOf } from './weight.ts';

/** Applications that no longer hold their claim. */
const RELEASED: AfterSaleStatus[] = ['cancelled', 'rejected'];

/** Where a photo is served. */
export const picUrl = (picId: number): string => `${API_BASE}${afterSalePaths.pic}/${picId}`;

const plain = (value: string | null): string | null =>
  value === null ? null : new Big(value).toString();

/**
 * The order's lines with what each may still claim; `except` is an application being edited,
 * whose own claim counts as claimable again.
 */
export const claimableLines = async (
  db: Db,
  orderId: number,
  except?: number,
): Promise<ClaimableLine[]> => {
  const items = await db
    .select({
      detailId: orderItems.id,
      batchId: orderItems.batchId,
      grade: goodsBatches.grade,
      category: goodsBatches.category,
      temper: goodsBatches.temper,
      thickness: goodsBatches.thickness,
      width: goodsBatches.width,
      length: goodsBatches.length,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const ids = items.map(({ detailId }) => detailId);
  if (ids.length === 0) return [];
  const received = await db
    .select({ itemId: deliveryLines.itemId, weight: sql<string>`sum(${deliveryLines.weight})` })
    .from(deliveryLines)
    .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
    .where(and(inArray(deliveryLines.itemId, ids), eq(deliveries.status, 'received')))
    .groupBy(deliveryLines.itemId);
  const claimed = await db
    .select({ itemId: afterSaleLines.itemId, weight: sql<string>`sum(${afterSaleLines.weight})` })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(
      and(
        inArray(afterSaleLines.itemId, ids),
        notInArray(afterSales.status, RELEASED),
        except === undefined ? undefined : ne(afterSales.id, except),
      ),
    )
    .groupBy(afterSaleLines.itemId);
  const of = (rows: { itemId: number; weight: string }[], id: number) =>
    new Big(rows.find(({ itemId }) => itemId === id)?.weight ?? 0);
  return items.map(({ grade, category, temper, thickness, width, length, ...item }) => {
    const receivedWeight = of(received, item.detailId);
    const left = receivedWeight.minus(of(claimed, item.detailId));
    const claimable = left.gt(0) ? left : new Big(0);
    const pieceWeight = pieceWeightOf(thickness, width, length);
    return {
      ...item,
      productName: `${grade}${temper ? `-${temper}` : ''} ${category}`,
      spec: formatSpecification({ category, thickness, width, length }),
      thickness: plain(thickness),
      width: plain(width),
      length: plain(length),
      temper,
      receivedWeight: tonnes(receivedWeight),
      claimableWeight: tonnes(claimable),
      pieceWeight: pieceWeight && pieceWeight.toFixed(6),
      claimablePieces: pieceWeight && Number(claimable.div(pieceWeight).round(0, Big.roundDown)),
    };
  });
};

/** The applications with these ids, in that order, as the contract shows them at `now`. */
export const loadAfterSales = async (
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<AfterSale[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      sale: afterSales,
      orderNo: orders.orderNo,
      reason: afterSaleReasons.reason,
      applicantName: users.realname,
    })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(afterSaleReasons, eq(afterSaleReasons.id, afterSales.reasonId))
    .innerJoin(users, eq(users.id, afterSales.userId))
    .where(inArray(afterSales.id, [...ids]));
  const lines = await db
    .select({ line: afterSaleLines, item: orderItems, batch: goodsBatches })
    .from(afterSaleLines)
    .innerJoin(orderItems, eq(orderItems.id, afterSaleLines.itemId))
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
    .where(inArray(afterSaleLines.afterSaleId, [...ids]))
    .orderBy(asc(afterSaleLines.id));
  const events = await db
    .select()
    .from(afterSaleEvents)
    .where(inArray(afterSaleEvents.afterSaleId, [...ids]))
    .orderBy(asc(afterSaleEvents.at), asc(afterSaleEvents.id));
  const picIds = rows.flatMap(({ sale }) => sale.picIds);
  const pics =
    picIds.length === 0
      ? []
      : await db
          .select({
            picId: afterSalePics.id,
            fileName: afterSalePics.fileName,
            watermark: afterSalePics.watermark,
          })
          .from(afterSalePics)
          .where(inArray(afterSalePics.id, picIds));
  const shipment = (company: string | null, trackingNo: string | null, at: Date | null) =>
    company && trackingNo && at ? { company, trackingNo, at: chinaDateTime(at) } : null;
  const byId = new Map(
    rows.map(({ sale, orderNo, reason, applicantName }): [number, AfterSale] => {
      const own = lines.filter(({ line }) => line.afterSaleId === sale.id);
      return [
        sale.id,
        {
          afterSaleId: sale.id,
          afterSaleNo: sale.afterSaleNo,
          orderId: sale.orderId,
          orderNo,
          kind: sale.kind,
          status: sale.status,
          reasonId: sale.reasonId,
          reason,
          lines: own.map(({ line, item, batch }) => ({
            detailId: item.id,
            productName: `${batch.grade}${batch.temper ? `-${batch.temper}` : ''} ${batch.category}`,
            spec: formatSpecification(batch),
            ordered: {
              thickness: plain(batch.thickness),
              width: plain(batch.width),
              length: plain(batch.length),
              temper: batch.temper,
            },
            pieces: line.pieces,
            weight: tonnes(line.weight),
            unitPrice: yuan(item.unitPrice),
            measured: line.measured,
          })),
          totalWeight: tonnes(sum(own.map(({ line }) => line.weight))),
          amount: yuan(sale.amount),
          refundedAmount: yuan(sale.refundedAmount),
          pics: sale.picIds.flatMap((picId) => {
            const pic = pics.find((one) => one.picId === picId);
            return pic ? [{ ...pic, url: picUrl(picId) }] : [];
          }),
          description: sale.description,
          contactName: sale.contactName,
          contactPhone: sale.contactPhone,
          applicantName,
          createdAt: chinaDateTime(sale.createdAt),
          plan: sale.plan,
          rejectReason: sale.rejectReason,
          editNote: sale.editNote,
          replenish: sale.replenishAmount
            ? {
                amount: yuan(sale.replenishAmount),
                paidAt: sale.replenishPaidAt && chinaDateTime(sale.replenishPaidAt),
              }
            : null,
          returnTo: sale.returnBy && {
            ...MALL_RETURN_ADDRESS,
            deadline: chinaDateTime(sale.returnBy),
            overdue: sale.status === 'toReturn' && sale.returnBy < now,
          },
          returnShipment: shipment(sale.returnCompany, sale.returnTrackingNo, sale.returnedAt),
          exchangeShipment: shipment(
            sale.exchangeCompany,
            sale.exchangeTrackingNo,
            sale.exchangedAt,
          ),
          events: events
            .filter((event) => event.afterSaleId === sale.id)
            .map(({ at, actor, text }) => ({ at: chinaDateTime(at), actor, text })),
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** The company's application with this id; undefined for another company's or none. */
export const loadAfterSale = async (
  db: Db,
  id: number,
  companyId: number,
  now: Date,
): Promise<{ sale: AfterSale; companyId: number } | undefined> => {
  const [row] = await db
    .select({ companyId: afterSales.companyId })
    .from(afterSales)
    .where(eq(afterSales.id, id));
  if (!row || row.companyId !== companyId) return undefined;
  const [sale] = await loadAfterSales(db, [id], now);
  return sale && { sale, companyId };
};

/** The list's condition: the company, a tab's statuses, a keyword in either number. */
const filterOf = (
  companyId: number,
  { tab, keyword }: Pick<AfterSaleListQuery, 'tab' | 'keyword'>,
): SQL | undefined =>
  and(
    eq(afterSales.companyId, companyId),
    tab && tab !== 'all' ? inArray(afterSales.status, [...AFTER_SALE_TABS[tab]]) : undefined,
    keyword?.trim()
      ? or(
          ilike(afterSales.afterSaleNo, containing(keyword.trim())),
          ilike(orders.orderNo, containing(keyword.trim())),
        )
      : undefined,
  );

/** A page of the company's applications, newest first. */
export const afterSalePageOf = async (
  db: Db,
  companyId: number,
  query: AfterSaleListQuery,
  now: Date,
): Promise<Page<AfterSale>> => {
  const where = filterOf(companyId, query);
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(where);
  const ids = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(where)
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return {
    rows: await loadAfterSales(
      db,
      ids.map(({ id }) => id),
      now,
    ),
    total: count?.total ?? 0,
  };
};

/** getMark: how many applications each tab holds. */
export const marksOf = async (db: Db, companyId: number) => {
  const rows = await db
    .select({ status: afterSales.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(afterSales)
    .where(eq(afterSales.companyId, companyId))
    .groupBy(afterSales.status);
  const count = (statuses: readonly AfterSaleStatus[]) =>
    rows.filter(({ status }) => statuses.includes(status)).reduce((n, row) => n + row.count, 0);
  return {
    all: count(AFTER_SALE_TABS.all),
    pending: count(AFTER_SALE_TABS.pending),
    returning: count(AFTER_SALE_TABS.returning),
    processing: count(AFTER_SALE_TABS.processing),
    finished: count(AFTER_SALE_TABS.finished),
  };
};
