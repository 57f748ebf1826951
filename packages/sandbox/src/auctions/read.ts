/** Reading auctions as the contract shows them to a viewer (a company's user, or a visitor). */
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type {
  AuctionActivity,
  AuctionLot,
  LotDetail,
  LotPrice,
  MyLotState,
} from '@mall/domain/contract/auctions';
import { formatSpecification } from '@mall/domain/contract/specification';
import { AUCTION_STATUS } from '@mall/domain/contract/auctions';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  auctionActivities,
  auctionBids,
  auctionFollows,
  auctionLots,
  auctionProxies,
  auctionReservations,
  auctionWatchers,
  companies,
  goodsBatches,
} from '../db/schema.ts';
import { shownPrice } from '../goods/viewer.ts';
import { chinaDateTime } from '../time.ts';
import { activityStatus, lotStatus, nextPrice } from './rules.ts';

export type Db = SandboxDb | SandboxTx;

/**
 * Who is looking: a logged-in user of a company, or a visitor (zeros: nobody's id), and
 * whether they may see prices (`seesPrices`: a certified user).
 */
export type Viewer = { userId: number; companyId: number; seesPrices: boolean };
export const VISITOR: Viewer = { userId: 0, companyId: 0, seesPrices: false };

/** A price as `viewer` is sent it: null when they may not see prices. */
export const priceFor = (viewer: Viewer, price: string): string | null =>
  shownPrice(viewer.seesPrices, price);

export const LOT_NOT_FOUND = '拍品不存在';
export const ACTIVITY_NOT_FOUND = '竞拍专场不存在';

const lotColumns = (viewer: Viewer) => ({
  lot: auctionLots,
  startAt: auctionActivities.startAt,
  activityTitle: auctionActivities.title,
  batch: {
    category: goodsBatches.category,
    grade: goodsBatches.grade,
    temper: goodsBatches.temper,
    thickness: goodsBatches.thickness,
    width: goodsBatches.width,
    length: goodsBatches.length,
    surface: goodsBatches.surface,
    tectorial: goodsBatches.tectorial,
    warehouse: goodsBatches.warehouse,
  },
  supplierName: companies.name,
  hasBid: sql<boolean>`exists (select 1 from ${auctionBids} where ${auctionBids.lotId} = ${auctionLots.id} and ${auctionBids.companyId} = ${viewer.companyId})`,
  watching: sql<boolean>`exists (select 1 from ${auctionWatchers} where ${auctionWatchers.lotId} = ${auctionLots.id} and ${auctionWatchers.userId} = ${viewer.userId})`,
  following: sql<boolean>`exists (select 1 from ${auctionFollows} where ${auctionFollows.lotId} = ${auctionLots.id} and ${auctionFollows.userId} = ${viewer.userId})`,
  myPrice: sql<
    string | null
  >`(select max(${auctionBids.price}) from ${auctionBids} where ${auctionBids.lotId} = ${auctionLots.id} and ${auctionBids.companyId} = ${viewer.companyId})`,
  myMax: sql<
    string | null
  >`(select ${auctionProxies.maxPrice} from ${auctionProxies} where ${auctionProxies.lotId} = ${auctionLots.id} and ${auctionProxies.companyId} = ${viewer.companyId})`,
});

type LotRow = {
  lot: typeof auctionLots.$inferSelect;
  startAt: Date;
  activityTitle: string;
  batch: {
    category: string;
    grade: string;
    temper: string | null;
    thickness: string | null;
    width: string | null;
    length: string | null;
    surface: string;
    tectorial: string;
    warehouse: string;
  };
  supplierName: string;
  hasBid: boolean;
  watching: boolean;
  following: boolean;
  myPrice: string | null;
  myMax: string | null;
};

/** The lots matching `where`, with what `viewer` sees of them, in lot order. */
export const selectLots = (db: Db, viewer: Viewer, where: SQL | undefined) =>
  db
    .select(lotColumns(viewer))
    .from(auctionLots)
    .innerJoin(auctionActivities, eq(auctionActivities.id, auctionLots.activityId))
    .innerJoin(goodsBatches, eq(goodsBatches.id, auctionLots.batchId))
    .innerJoin(companies, eq(companies.id, goodsBatches.supplierId))
    .where(where)
    .orderBy(asc(auctionLots.id));

const myStateOf = (row: LotRow, status: number, viewer: Viewer): MyLotState => {
  const leading = viewer.companyId !== 0 && row.lot.leaderCompanyId === viewer.companyId;
  if (status === AUCTION_STATUS.ended) {
    if (leading) return 'won';
    return row.hasBid ? 'lost' : 'none';
  }
  if (leading) return 'leading';
  return row.hasBid ? 'outbid' : 'none';
};

/** The moving part of a lot at `now`. */
export const toLotPrice = (row: LotRow, viewer: Viewer, now: Date): LotPrice => {
  const { lot } = row;
  const auctionStatus = lotStatus(now, row.startAt, lot.endAt);
  return {
    lotId: lot.id,
    auctionStatus,
    currentPrice: priceFor(viewer, lot.currentPrice),
    nextPrice: priceFor(viewer, nextPrice(lot)),
    bidCount: lot.bidCount,
    endTime: chinaDateTime(lot.endAt),
    myState: myStateOf(row, auctionStatus, viewer),
    myMax: row.myMax,
    serverTime: chinaDateTime(now),
  };
};

export const toLot = (row: LotRow, viewer: Viewer, now: Date): AuctionLot => {
  const { lot, batch } = row;
  return {
    ...toLotPrice(row, viewer, now),
    activityId: lot.activityId,
    lotNo: lot.lotNo,
    productName: `${batch.grade}${batch.temper ? `-${batch.temper}` : ''} ${batch.category}`,
    category: batch.category,
    grade: batch.grade,
    spec: formatSpecification(batch),
    weight: lot.weight,
    warehouse: batch.warehouse,
    startPrice: priceFor(viewer, lot.startPrice),
    step: priceFor(viewer, lot.step),
    deposit: priceFor(viewer, lot.deposit),
    startTime: chinaDateTime(row.startAt),
    onlookers: lot.onlookers,
    watching: row.watching,
    following: row.following,
  };
};

export const toLotDetail = (row: LotRow, viewer: Viewer, now: Date): LotDetail => ({
  ...toLot(row, viewer, now),
  activityTitle: row.activityTitle,
  surface: row.batch.surface,
  tectorial: row.batch.tectorial,
  supplierName: row.supplierName,
  extensions: row.lot.extensions,
});

/** One lot as `viewer` sees it, or undefined. */
export const loadLot = async (db: Db, viewer: Viewer, lotId: number) => {
  const [row] = await selectLots(db, viewer, eq(auctionLots.id, lotId));
  return row;
};

/** Activities (all, or those named), nearest start first, with their state at `now`. */
export const loadActivities = async (
  db: Db,
  viewer: Viewer,
  now: Date,
  ids?: readonly number[],
): Promise<AuctionActivity[]> => {
  const rows = await db
    .select({
      activity: auctionActivities,
      lastEnd: max(auctionLots.endAt),
      lotCount: sql<number>`count(${auctionLots.id})::int`,
      subscribed: sql<boolean>`exists (select 1 from ${auctionReservations} where ${auctionReservations.activityId} = ${auctionActivities.id} and ${auctionReservations.userId} = ${viewer.userId})`,
    })
    .from(auctionActivities)
    .leftJoin(auctionLots, eq(auctionLots.activityId, auctionActivities.id))
    .where(ids ? inArray(auctionActivities.id, [...ids]) : undefined)
    .groupBy(auctionActivities.id)
    .orderBy(asc(auctionActivities.startAt), asc(auctionActivities.id));
  return rows.map(({ activity, lastEnd, lotCount, subscribed }) => {
    const end = lastEnd ?? activity.endAt;
    return {
      id: activity.id,
      title: activity.title,
      auctionStatus: activityStatus(now, activity.startAt, [end]),
      startTime: chinaDateTime(activity.startAt),
      endTime: chinaDateTime(end),
      lotCount,
      subscribed,
    };
  });
};

/** The lots of an activity, optionally filtered. */
export const lotFilter = (
  activityId: number,
  filter: { category?: string; grade?: string; warehouse?: string },
): SQL | undefined =>
  and(
    eq(auctionLots.activityId, activityId),
    filter.category ? sql`${goodsBatches.category}::text = ${filter.category}` : undefined,
    filter.grade ? sql`${goodsBatches.grade}::text = ${filter.grade}` : undefined,
    filter.warehouse ? sql`${goodsBatches.warehouse}::text = ${filter.warehouse}` : undefined,
  );
