import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type {
  ActivityList,
  BidResult,
  FollowedLotPage,
  FollowResult,
  LotBid,
  LotConditions,
  LotPage,
  MyBid,
  RollText,
  WonLot,
} from '@mall/domain/contract/auctions';
import {
  AUCTION_CONTROL_CODE,
  AUCTION_FLAG_ON,
  auctionPaths,
  bidRequest,
  followsQuery,
  lotListQuery,
  myBidsQuery,
  wonOrderRequest,
} from '@mall/domain/contract/auctions';
import { groupedYuan, lineAmount } from '@mall/domain/money';
import { seesPrices } from '@mall/domain/contract/roles';
import type { Page } from '@mall/domain/contract';
import { requireCertified, requireUser, sessionUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import {
  auctionActivities,
  auctionBids,
  auctionFollows,
  auctionLots,
  auctionReservations,
  auctionWatchers,
  companies,
  goodsBatches,
  orders,
} from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { placeBid, settleDue } from '../auctions/bidding.ts';
import { orderWonLots } from '../auctions/orders.ts';
import type { Viewer } from '../auctions/read.ts';
import {
  ACTIVITY_NOT_FOUND,
  LOT_NOT_FOUND,
  VISITOR,
  loadActivities,
  loadLot,
  lotFilter,
  priceFor,
  selectLots,
  toLot,
  toLotDetail,
  toLotPrice,
} from '../auctions/read.ts';
import { companyOf, idempotent, inTransaction, requirePermission } from '../orders/guards.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';

const AUCTION_LABELS = {
  lotId: '拍品',
  lotIds: '拍品',
  price: '出价',
  maxPrice: '最高代理价',
  category: '品类',
  grade: '牌号',
  warehouse: '仓库',
} as const;
const PAGING = ['pageNum', 'pageSize'] as const;
const idParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** How other bidders are named: a robot by its name, a company by its first characters. */
const maskedName = (name: string | null, robot: string | null): string =>
  robot ?? `${(name ?? '').slice(0, 2)}***`;

/** The route's `:id`, or a 404 answer. */
const idOf = (c: Context): number | null => {
  const parsed = idParam.safeParse({ id: c.req.param('id') });
  return parsed.success ? parsed.data.id : null;
};

/**
 * The buyer's auction calls (spec section 7, Auction). Lists, prices, details and the roll text
 * are open to visitors (without the viewer's own state); bidding needs a certified company and
 * an Idempotency-Key (it may freeze the deposit); the buyer's own lists need a login. Lots whose
 * end passed are settled before any answer, so that every answer is at the sandbox's `now`.
 */
export const auctionRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);

  /** The viewer of an open call, after settling what is due. */
  const viewerOf = async (c: Context): Promise<Viewer> => {
    await settleDue(db, now());
    const user = await sessionUser(deps, c);
    return user
      ? {
          userId: user.id,
          companyId: user.companyId ?? 0,
          seesPrices: seesPrices(user.userExamineState),
        }
      : VISITOR;
  };
  const own = (c: Context<AppEnv>): Viewer => ({
    userId: c.get('user').id,
    companyId: companyOf(c),
    seesPrices: seesPrices(c.get('user').userExamineState),
  });

  const activityExists = async (id: number) =>
    (await db.$count(auctionActivities, eq(auctionActivities.id, id))) > 0;

  return new Hono<AppEnv>()
    .get(auctionPaths.controlInfo, (c) =>
      ok({ auctionFlag: c.req.query('code') === AUCTION_CONTROL_CODE ? AUCTION_FLAG_ON : 0 }),
    )
    .get(auctionPaths.timeList, async (c) => {
      const viewer = await viewerOf(c);
      const at = now();
      return ok<ActivityList>({
        serverTime: chinaDateTime(at),
        rows: await loadActivities(db, viewer, at),
      });
    })
    .post(auctionPaths.listCondition, async (c) => {
      const id = idOf(c);
      if (id === null || !(await activityExists(id))) return fail(404, ACTIVITY_NOT_FOUND);
      const rows = await db
        .selectDistinct({
          category: goodsBatches.category,
          grade: goodsBatches.grade,
          warehouse: goodsBatches.warehouse,
        })
        .from(auctionLots)
        .innerJoin(goodsBatches, eq(goodsBatches.id, auctionLots.batchId))
        .where(eq(auctionLots.activityId, id));
      const distinct = (values: string[]) => [...new Set(values)].sort();
      return ok<LotConditions>({
        categories: distinct(rows.map(({ category }) => category)),
        grades: distinct(rows.map(({ grade }) => grade)),
        warehouses: distinct(rows.map(({ warehouse }) => warehouse)),
      });
    })
    .post(auctionPaths.list, async (c) => {
      const id = idOf(c);
      if (id === null || !(await activityExists(id))) return fail(404, ACTIVITY_NOT_FOUND);
      const body = await validateJson(c, lotListQuery, { labels: AUCTION_LABELS });
      if (!body.ok) return body.response;
      const viewer = await viewerOf(c);
      const { pageNum, pageSize, ...filter } = body.data;
      const where = lotFilter(id, filter);
      const [total] = await db
        .select({ total: count() })
        .from(auctionLots)
        .innerJoin(goodsBatches, eq(goodsBatches.id, auctionLots.batchId))
        .where(where);
      const rows = await selectLots(db, viewer, where)
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const at = now();
      return ok<LotPage>({
        rows: rows.map((row) => toLot(row, viewer, at)),
        total: total?.total ?? 0,
        serverTime: chinaDateTime(at),
      });
    })
    .get(auctionPaths.productDetail, async (c) => {
      const id = idOf(c);
      const viewer = await viewerOf(c);
      const row = id === null ? undefined : await loadLot(db, viewer, id);
      return row ? ok(toLotDetail(row, viewer, now())) : fail(404, LOT_NOT_FOUND);
    })
    .get(auctionPaths.nowPrice, async (c) => {
      const id = idOf(c);
      const viewer = await viewerOf(c);
      const row = id === null ? undefined : await loadLot(db, viewer, id);
      return row ? ok(toLotPrice(row, viewer, now())) : fail(404, LOT_NOT_FOUND);
    })
    .post(auctionPaths.onlookers, auth, async (c) => {
      const id = idOf(c);
      if (id === null) return fail(404, LOT_NOT_FOUND);
      return inTransaction(db, async (tx) => {
        const [lot] = await tx.select().from(auctionLots).where(eq(auctionLots.id, id));
        if (!lot) return fail(404, LOT_NOT_FOUND);
        const added = await tx
          .insert(auctionWatchers)
          .values({ lotId: id, userId: c.get('user').id, createdAt: now() })
          .onConflictDoNothing()
          .returning({ lotId: auctionWatchers.lotId });
        const onlookers = lot.onlookers + added.length;
        await tx.update(auctionLots).set({ onlookers }).where(eq(auctionLots.id, id));
        return ok({ onlookers, watching: true });
      });
    })
    .put(auctionPaths.follow, auth, async (c) => {
      const id = idOf(c);
      if (id === null || (await db.$count(auctionLots, eq(auctionLots.id, id))) === 0) {
        return fail(404, LOT_NOT_FOUND);
      }
      await db
        .insert(auctionFollows)
        .values({ lotId: id, userId: c.get('user').id, createdAt: now() })
        .onConflictDoNothing();
      return ok<FollowResult>({ lotId: id, following: true });
    })
    .put(auctionPaths.unfollow, auth, async (c) => {
      const id = idOf(c);
      if (id === null) return fail(404, LOT_NOT_FOUND);
      await db
        .delete(auctionFollows)
        .where(and(eq(auctionFollows.lotId, id), eq(auctionFollows.userId, c.get('user').id)));
      return ok<FollowResult>({ lotId: id, following: false });
    })
    .get(auctionPaths.follows, auth, async (c) => {
      const query = validateQuery(c, followsQuery, { numbers: PAGING });
      if (!query.ok) return query.response;
      await settleDue(db, now());
      const viewer = own(c);
      const { pageNum, pageSize } = query.data;
      const mine = eq(auctionFollows.userId, viewer.userId);
      const follows = await db
        .select({ lotId: auctionFollows.lotId })
        .from(auctionFollows)
        .where(mine)
        .orderBy(desc(auctionFollows.createdAt), desc(auctionFollows.lotId))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const lotIds = follows.map(({ lotId }) => lotId);
      const rows = lotIds.length
        ? await selectLots(db, viewer, inArray(auctionLots.id, lotIds))
        : [];
      const at = now();
      const byId = new Map(rows.map((row) => [row.lot.id, row]));
      return ok<FollowedLotPage>({
        rows: lotIds.flatMap((lotId) => {
          const row = byId.get(lotId);
          return row ? [{ ...toLot(row, viewer, at), myPrice: row.myPrice }] : [];
        }),
        total: await db.$count(auctionFollows, mine),
        serverTime: chinaDateTime(at),
      });
    })
    .post(
      auctionPaths.bidding,
      auth,
      requireCertified,
      requirePermission('auctionBid'),
      keyed,
      async (c) => {
        const body = await validateJson(c, bidRequest, { labels: AUCTION_LABELS });
        if (!body.ok) return body.response;
        const user = c.get('user');
        const viewer = own(c);
        if (user.companyId === null) return fail(403, '请先完成企业认证');
        const bidder = { companyId: user.companyId, userId: user.id };
        return inTransaction(db, async (tx) => {
          const at = now();
          const outcome = await placeBid(tx, bidder, body.data, at);
          const row = await loadLot(tx, viewer, body.data.lotId);
          if (!row) return fail(404, LOT_NOT_FOUND);
          return ok<BidResult>({ outcome, price: toLotPrice(row, viewer, at) });
        });
      },
    )
    .get(auctionPaths.rollText, async (c) => {
      const query = validateQuery(c, myBidsQuery, { numbers: PAGING });
      if (!query.ok) return query.response;
      const viewer = await viewerOf(c);
      const { pageNum, pageSize } = query.data;
      const rows = await db
        .select({
          robot: auctionBids.robot,
          company: companies.name,
          lotNo: auctionLots.lotNo,
          price: auctionBids.price,
          at: auctionBids.createdAt,
        })
        .from(auctionBids)
        .innerJoin(auctionLots, eq(auctionLots.id, auctionBids.lotId))
        .leftJoin(companies, eq(companies.id, auctionBids.companyId))
        .orderBy(desc(auctionBids.createdAt), desc(auctionBids.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const total = await db.$count(auctionBids);
      return ok<Page<RollText>>({
        rows: rows.map((row) => ({
          text: `${maskedName(row.company, row.robot)} 对拍品 ${row.lotNo} ${
            viewer.seesPrices ? `出价 ${groupedYuan(row.price)} 元/吨` : '已出价'
          }`,
          time: chinaDateTime(row.at),
        })),
        total,
      });
    })
    .get(auctionPaths.lotBids, async (c) => {
      const id = idOf(c);
      const viewer = await viewerOf(c);
      if (id === null || !(await loadLot(db, viewer, id))) return fail(404, LOT_NOT_FOUND);
      const rows = await db
        .select({ bid: auctionBids, company: companies.name })
        .from(auctionBids)
        .leftJoin(companies, eq(companies.id, auctionBids.companyId))
        .where(eq(auctionBids.lotId, id))
        .orderBy(desc(auctionBids.price));
      return ok<LotBid[]>(
        rows.map(({ bid, company }) => {
          const mine = viewer.companyId !== 0 && bid.companyId === viewer.companyId;
          return {
            bidder: mine ? '我的出价' : maskedName(company, bid.robot),
            price: priceFor(viewer, bid.price),
            bidTime: chinaDateTime(bid.createdAt),
            auto: bid.auto,
            mine,
          };
        }),
      );
    })
    .get(auctionPaths.myBids, auth, async (c) => {
      const query = validateQuery(c, myBidsQuery, { numbers: PAGING });
      if (!query.ok) return query.response;
      await settleDue(db, now());
      const viewer = own(c);
      const { pageNum, pageSize } = query.data;
      const mine = eq(auctionBids.companyId, viewer.companyId);
      const bids = await db
        .select()
        .from(auctionBids)
        .where(mine)
        .orderBy(desc(auctionBids.createdAt), desc(auctionBids.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const lotIds = [...new Set(bids.map(({ lotId }) => lotId))];
      const lots = lotIds.length
        ? await selectLots(db, viewer, inArray(auctionLots.id, lotIds))
        : [];
      const at = now();
      const byId = new Map(lots.map((row) => [row.lot.id, toLot(row, viewer, at)]));
      return ok<Page<MyBid>>({
        rows: bids.flatMap((bid) => {
          const lot = byId.get(bid.lotId);
          return lot
            ? [
                {
                  lotId: lot.lotId,
                  activityId: lot.activityId,
                  lotNo: lot.lotNo,
                  productName: lot.productName,
                  price: bid.price,
                  bidTime: chinaDateTime(bid.createdAt),
                  auto: bid.auto,
                  myState: lot.myState,
                },
              ]
            : [];
        }),
        total: await db.$count(auctionBids, mine),
      });
    })
    .put(auctionPaths.subscribe, auth, async (c) => {
      const id = idOf(c);
      if (id === null || !(await activityExists(id))) return fail(404, ACTIVITY_NOT_FOUND);
      await db
        .insert(auctionReservations)
        .values({ activityId: id, userId: c.get('user').id, createdAt: now() })
        .onConflictDoNothing();
      return ok(null);
    })
    .put(auctionPaths.unsubscribe, auth, async (c) => {
      const id = idOf(c);
      if (id === null) return fail(404, ACTIVITY_NOT_FOUND);
      await db
        .delete(auctionReservations)
        .where(
          and(
            eq(auctionReservations.activityId, id),
            eq(auctionReservations.userId, c.get('user').id),
          ),
        );
      return ok(null);
    })
    .get(auctionPaths.subscriptions, auth, async (c) => {
      await settleDue(db, now());
      const viewer = own(c);
      const reserved = await db
        .select({ id: auctionReservations.activityId })
        .from(auctionReservations)
        .where(eq(auctionReservations.userId, viewer.userId));
      if (reserved.length === 0) return ok([]);
      return ok(
        await loadActivities(
          db,
          viewer,
          now(),
          reserved.map(({ id }) => id),
        ),
      );
    })
    .post(auctionPaths.makeOrder, auth, requireCertified, keyed, async (c) => {
      const body = await validateJson(c, wonOrderRequest, { labels: AUCTION_LABELS });
      if (!body.ok) return body.response;
      await settleDue(db, now());
      const buyer = own(c);
      const lotIds = [...new Set(body.data.lotIds)];
      return inTransaction(db, async (tx) =>
        ok(await orderWonLots(tx, buyer, lotIds, body.data.terms, now())),
      );
    })
    .get(auctionPaths.won, auth, requireCertified, async (c) => {
      await settleDue(db, now());
      const viewer = own(c);
      const rows = await selectLots(
        db,
        viewer,
        and(isNotNull(auctionLots.settledAt), eq(auctionLots.leaderCompanyId, viewer.companyId)),
      );
      const orderNos = await db
        .select({ lotId: auctionLots.id, orderNo: orders.orderNo })
        .from(auctionLots)
        .innerJoin(orders, eq(orders.id, auctionLots.orderId))
        .where(eq(auctionLots.leaderCompanyId, viewer.companyId));
      const orderNoOf = new Map(orderNos.map(({ lotId, orderNo }) => [lotId, orderNo]));
      const at = now();
      return ok<WonLot[]>(
        rows.map((row) => {
          const lot = toLot(row, viewer, at);
          return {
            lotId: lot.lotId,
            activityId: lot.activityId,
            lotNo: lot.lotNo,
            productName: lot.productName,
            weight: lot.weight,
            price: row.lot.currentPrice,
            amount: lineAmount(lot.weight, row.lot.currentPrice),
            deposit: row.lot.deposit,
            wonTime: chinaDateTime(row.lot.settledAt ?? row.lot.endAt),
            orderNo: orderNoOf.get(lot.lotId) ?? null,
          };
        }),
      );
    });
};
