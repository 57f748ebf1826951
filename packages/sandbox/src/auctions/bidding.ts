/**
 * Bids, atomically: each bid runs in one transaction that reads the lot, refuses a price that
 * is no longer above it ('tooLow': someone was faster), freezes the company's deposit on its
 * first bid, stores the bid (one per price and lot, by a unique index), lets the proxies answer
 * and extends the lot's end; a company user's bid follows the lot, and the company it took the
 * lead from hears of it (reminder 022). Then the settlement of ended lots.
 */
import { and, eq, isNull, lte, ne } from 'drizzle-orm';
import type { BidOutcome } from '@mall/domain/contract/auctions';
import { AUCTION_STATUS, bidPriceProblem } from '@mall/domain/contract/auctions';
import { Big } from '@mall/domain/money';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  auctionActivities,
  auctionBids,
  auctionDeposits,
  auctionLots,
  auctionProxies,
} from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { freezeDeposit, releaseDeposit } from './funds.ts';
import { extendedEnd, lotStatus, nextPrice, proxyBids } from './rules.ts';
import { LOT_NOT_FOUND } from './read.ts';
import {
  followOnBid,
  remindEndingSoon,
  remindOutbid,
  remindReservedStarting,
  remindSettled,
  remindStartingSoon,
} from './reminders.ts';

export const NOT_STARTED = '竞拍尚未开始';
export const ALREADY_LEADING = '您已是当前最高出价，可设置更高的代理价';

/** Who bids: a company's user, or one of the sandbox's robots. */
export type Bidder = { companyId: number; userId: number } | { robot: string };

export type Bid = { lotId: number; price: string; maxPrice?: string | undefined };

const companyOf = (bidder: Bidder): number | null => ('robot' in bidder ? null : bidder.companyId);

/** Answers what the bid came to; refuses (rolling back) a malformed one or a short balance. */
export const placeBid = async (
  tx: SandboxTx,
  bidder: Bidder,
  bid: Bid,
  now: Date,
): Promise<BidOutcome> => {
  const [found] = await tx
    .select({ lot: auctionLots, startAt: auctionActivities.startAt })
    .from(auctionLots)
    .innerJoin(auctionActivities, eq(auctionActivities.id, auctionLots.activityId))
    .where(eq(auctionLots.id, bid.lotId))
    .for('update');
  if (!found) return refuse(404, LOT_NOT_FOUND);
  const { lot, startAt } = found;
  const status = lotStatus(now, startAt, lot.endAt);
  if (status === AUCTION_STATUS.ended || lot.settledAt) return 'ended';
  if (status === AUCTION_STATUS.upcoming) return refuse(400, NOT_STARTED);
  const companyId = companyOf(bidder);
  const terms = { startPrice: lot.startPrice, step: lot.step, nextPrice: nextPrice(lot) };
  // Checked against the start price: a valid price that is merely below the next one was
  // overtaken since the buyer saw it.
  const problem = bidPriceProblem(bid.price, { ...terms, nextPrice: terms.startPrice });
  if (problem) return refuse(400, problem);
  if (bid.maxPrice !== undefined) {
    const maxProblem = bidPriceProblem(bid.maxPrice, { ...terms, nextPrice: bid.price });
    if (maxProblem) return refuse(400, `最高代理价：${maxProblem}`);
  }
  if ('companyId' in bidder && lot.leaderCompanyId === bidder.companyId) {
    if (bid.maxPrice === undefined) return refuse(400, ALREADY_LEADING);
    await setProxy(tx, lot.id, bidder, bid.maxPrice, now);
    return 'leading';
  }
  if (new Big(bid.price).lt(terms.nextPrice)) return 'tooLow';
  if ('companyId' in bidder) {
    await freezeDeposit(tx, { lotId: lot.id, companyId: bidder.companyId }, lot.deposit, now);
    if (bid.maxPrice !== undefined) await setProxy(tx, lot.id, bidder, bid.maxPrice, now);
    await followOnBid(tx, lot.id, bidder.userId, now);
  }
  const stored = await tx
    .insert(auctionBids)
    .values({
      lotId: lot.id,
      price: bid.price,
      createdAt: now,
      ...('robot' in bidder ? { robot: bidder.robot } : bidder),
    })
    .onConflictDoNothing()
    .returning({ id: auctionBids.id });
  if (stored.length === 0) return 'tooLow';
  const proxies = await tx.select().from(auctionProxies).where(eq(auctionProxies.lotId, lot.id));
  const autos = proxyBids({ price: bid.price, leader: companyId }, lot.step, proxies);
  if (autos.length > 0) {
    await tx.insert(auctionBids).values(
      autos.map((auto) => ({
        lotId: lot.id,
        companyId: auto.companyId,
        userId: proxies.find((one) => one.companyId === auto.companyId)?.userId ?? null,
        price: auto.price,
        auto: true,
        createdAt: now,
      })),
    );
  }
  const last = autos.at(-1);
  const end = extendedEnd(lot.endAt, lot.extensions, now);
  await tx
    .update(auctionLots)
    .set({
      currentPrice: last?.price ?? bid.price,
      leaderCompanyId: last ? last.companyId : companyId,
      leaderRobot: last || !('robot' in bidder) ? null : bidder.robot,
      bidCount: lot.bidCount + 1 + autos.length,
      endAt: end.endAt,
      extensions: end.extensions,
    })
    .where(eq(auctionLots.id, lot.id));
  const leader = last ? last.companyId : companyId;
  if (lot.leaderCompanyId !== null && lot.leaderCompanyId !== leader) {
    await remindOutbid(tx, lot, lot.leaderCompanyId, now);
  }
  return leader === companyId ? 'leading' : 'outbid';
};

const setProxy = async (
  tx: SandboxTx,
  lotId: number,
  bidder: { companyId: number; userId: number },
  maxPrice: string,
  at: Date,
) => {
  await tx
    .insert(auctionProxies)
    .values({ lotId, ...bidder, maxPrice, setAt: at })
    .onConflictDoUpdate({
      target: [auctionProxies.lotId, auctionProxies.companyId],
      set: { maxPrice, userId: bidder.userId, setAt: at },
    });
};

/**
 * Settles the lots whose end has passed: the leader (a company) won and keeps its deposit
 * frozen until the order; every other company's deposit on the lot is released; the users who
 * follow or bid on it hear of it (025 won, 024 ended). Followed lots about to start (023) or
 * end (027) and reserved activities about to start (026) are reminded of, once each. Answers
 * the settled lots.
 */
export const settleDue = async (db: SandboxDb, now: Date) =>
  db.transaction(async (tx) => {
    await remindStartingSoon(tx, now);
    await remindReservedStarting(tx, now);
    await remindEndingSoon(tx, now);
    const due = await tx
      .update(auctionLots)
      .set({ settledAt: now })
      .where(and(isNull(auctionLots.settledAt), lte(auctionLots.endAt, now)))
      .returning({
        id: auctionLots.id,
        lotNo: auctionLots.lotNo,
        winner: auctionLots.leaderCompanyId,
      });
    for (const lot of due) {
      const losers = await tx
        .select({ companyId: auctionDeposits.companyId })
        .from(auctionDeposits)
        .where(
          and(
            eq(auctionDeposits.lotId, lot.id),
            lot.winner === null ? undefined : ne(auctionDeposits.companyId, lot.winner),
          ),
        );
      for (const { companyId } of losers) {
        await releaseDeposit(tx, { lotId: lot.id, companyId }, now);
      }
      await remindSettled(tx, lot, lot.winner, now);
    }
    return due;
  });
