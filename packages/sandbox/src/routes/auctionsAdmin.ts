import { and, asc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  auctionAdminPaths,
  auctionAdminRequest,
  auctionBulkRequest,
} from '@mall/domain/contract/auctions';
import type { Deps } from '../context.ts';
import type { SandboxTx } from '../db/client.ts';
import {
  auctionActivities,
  auctionBids,
  auctionDeposits,
  auctionFollows,
  auctionLots,
  auctionProxies,
  auctionWatchers,
  goodsBatches,
} from '../db/schema.ts';
import { ok } from '../envelope.ts';
import { settleDue } from '../auctions/bidding.ts';
import { ACTIVITY_NOT_FOUND } from '../auctions/read.ts';
import { inTransaction, refuse } from '../orders/guards.ts';
import { clearAuctions, lotRow } from '../seed/auctions.ts';
import { createRandom } from '../random.ts';
import { validateJson } from '../validation.ts';

const MINUTE = 60_000;
/** How long a started or reset activity runs without `minutes`. */
const DEFAULT_MINUTES = 60;

const findActivity = async (tx: SandboxTx, activityId: number) => {
  const [activity] = await tx
    .select()
    .from(auctionActivities)
    .where(eq(auctionActivities.id, activityId));
  return activity ?? refuse(404, ACTIVITY_NOT_FOUND);
};

/**
 * Sandbox only, the mall's back office for auctions (no login): start an activity now, end it
 * now (its lots settled at once), or reset it to a fresh start (see `auctionAdminPaths`).
 */
export const auctionAdminRoutes = ({ db, now }: Deps) =>
  new Hono()
    .post(auctionAdminPaths.bulk, async (c) => {
      const body = await validateJson(c, auctionBulkRequest);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const at = now();
        const endAt = new Date(at.getTime() + DEFAULT_MINUTES * MINUTE);
        const batches = await tx
          .select({
            id: goodsBatches.id,
            weight: goodsBatches.weight,
            unitPrice: goodsBatches.unitPrice,
          })
          .from(goodsBatches)
          .where(gte(goodsBatches.weight, '5'))
          .orderBy(asc(goodsBatches.id));
        const [first] = batches;
        if (!first) return refuse(400, '没有可拍的商品');
        const [activity] = await tx
          .insert(auctionActivities)
          .values({ title: `批量专场（${body.data.lots} 件）`, startAt: at, endAt, robots: true })
          .returning({ id: auctionActivities.id });
        if (!activity) return refuse(500, '专场未能创建');
        const random = createRandom(activity.id);
        await tx.insert(auctionLots).values(
          Array.from({ length: body.data.lots }, (_, index) =>
            lotRow(random, batches[index % batches.length] ?? first, {
              activityId: activity.id,
              lotNo: `B${String(index + 1).padStart(4, '0')}`,
              endAt,
            }),
          ),
        );
        return ok({ activityId: activity.id });
      });
    })
    .post(auctionAdminPaths.start, async (c) => {
      const body = await validateJson(c, auctionAdminRequest);
      if (!body.ok) return body.response;
      const { activityId, robots, minutes = DEFAULT_MINUTES } = body.data;
      return inTransaction(db, async (tx) => {
        const activity = await findActivity(tx, activityId);
        const at = now();
        const endAt =
          activity.endAt > at ? activity.endAt : new Date(at.getTime() + minutes * MINUTE);
        await tx
          .update(auctionActivities)
          .set({ startAt: at, endAt, robots: robots ?? activity.robots })
          .where(eq(auctionActivities.id, activityId));
        await tx
          .update(auctionLots)
          .set({ endAt })
          .where(and(eq(auctionLots.activityId, activityId), isNull(auctionLots.settledAt)));
        return ok(null);
      });
    })
    .post(auctionAdminPaths.end, async (c) => {
      const body = await validateJson(c, auctionAdminRequest);
      if (!body.ok) return body.response;
      const { activityId } = body.data;
      const at = now();
      const ended = await inTransaction(db, async (tx) => {
        await findActivity(tx, activityId);
        await tx
          .update(auctionActivities)
          .set({ endAt: at })
          .where(eq(auctionActivities.id, activityId));
        await tx
          .update(auctionLots)
          .set({ endAt: at })
          .where(and(eq(auctionLots.activityId, activityId), gt(auctionLots.endAt, at)));
        return ok(null);
      });
      await settleDue(db, at);
      return ended;
    })
    .post(auctionAdminPaths.reset, async (c) => {
      const body = await validateJson(c, auctionAdminRequest);
      if (!body.ok) return body.response;
      const { activityId, robots, minutes = DEFAULT_MINUTES } = body.data;
      return inTransaction(db, async (tx) => {
        const activity = await findActivity(tx, activityId);
        const at = now();
        const endAt = new Date(at.getTime() + minutes * MINUTE);
        await clearAuctions(tx, at, [activityId]);
        const lots = tx
          .select({ id: auctionLots.id })
          .from(auctionLots)
          .where(eq(auctionLots.activityId, activityId));
        for (const table of [
          auctionBids,
          auctionProxies,
          auctionDeposits,
          auctionWatchers,
          auctionFollows,
        ]) {
          await tx.delete(table).where(inArray(table.lotId, lots));
        }
        await tx
          .update(auctionActivities)
          .set({ startAt: at, endAt, robots: robots ?? activity.robots })
          .where(eq(auctionActivities.id, activityId));
        await tx
          .update(auctionLots)
          .set({
            currentPrice: sql`${auctionLots.startPrice}`,
            bidCount: 0,
            leaderCompanyId: null,
            leaderRobot: null,
            endAt,
            extensions: 0,
            onlookers: 0,
            settledAt: null,
            orderId: null,
          })
          .where(eq(auctionLots.activityId, activityId));
        return ok(null);
      });
    });
