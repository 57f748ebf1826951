/**
 * The auction's pure rules: a lot's state on the clock, the end-time extension and the proxy
 * bids. The database work around them is in `bidding.ts`.
 */
import type { AuctionStatus } from '@mall/domain/contract/auctions';
import { AUCTION_STATUS, EXTENSION_WINDOW_S, MAX_EXTENSIONS } from '@mall/domain/contract/auctions';
import { Big, yuan } from '@mall/domain/money';

/** A lot's state: upcoming before its activity starts, live until its own end, then ended. */
export const lotStatus = (now: Date, startAt: Date, endAt: Date): AuctionStatus => {
  if (now < startAt) return AUCTION_STATUS.upcoming;
  return now < endAt ? AUCTION_STATUS.live : AUCTION_STATUS.ended;
};

/** An activity's state from its start and its lots' ends. */
export const activityStatus = (now: Date, startAt: Date, lotEnds: readonly Date[]): AuctionStatus =>
  lotStatus(now, startAt, new Date(Math.max(startAt.getTime(), ...lotEnds.map(Number))));

/** The lowest valid next bid: the start price before any bid, then one step above the current. */
export const nextPrice = (lot: { bidCount: number; currentPrice: string; step: string }): string =>
  lot.bidCount === 0 ? yuan(lot.currentPrice) : yuan(new Big(lot.currentPrice).plus(lot.step));

/**
 * The lot's end after an accepted higher bid at `now`: inside the last EXTENSION_WINDOW_S
 * seconds it moves to that long after the bid, while fewer than MAX_EXTENSIONS were made.
 */
export const extendedEnd = (
  endAt: Date,
  extensions: number,
  now: Date,
): { endAt: Date; extensions: number } => {
  const window = EXTENSION_WINDOW_S * 1000;
  const late = endAt.getTime() - now.getTime() <= window;
  if (!late || extensions >= MAX_EXTENSIONS) return { endAt, extensions };
  return { endAt: new Date(now.getTime() + window), extensions: extensions + 1 };
};

/** A company's proxy maximum on a lot. */
export type Proxy = { companyId: number; maxPrice: string; setAt: Date };
/** A bid the proxies place on their companies' behalf. */
export type AutoBid = { companyId: number; price: string };

/**
 * The bids the proxies place after the price reached `price` with `leader` (a company's id,
 * or null for a robot or nobody) leading: the highest other maximum that can beat the price
 * takes the lead one step above the leader's maximum (or at its own maximum); a leader whose
 * maximum is higher, or equal and set earlier, answers one step above the challenger's
 * maximum (or at its own). Never above a maximum; the last bid's company leads.
 */
export const proxyBids = (
  start: { price: string; leader: number | null },
  step: string,
  proxies: readonly Proxy[],
): AutoBid[] => {
  const bids: AutoBid[] = [];
  let { price, leader } = start;
  for (let round = 0; round <= proxies.length; round += 1) {
    const own = proxies.find(({ companyId }) => companyId === leader);
    const leaderMax = new Big(own?.maxPrice ?? price);
    const floor = new Big(price).plus(step);
    const [top] = proxies
      .filter(({ companyId, maxPrice }) => companyId !== leader && floor.lte(maxPrice))
      .sort((a, b) => new Big(b.maxPrice).cmp(a.maxPrice) || a.setAt.getTime() - b.setAt.getTime());
    if (!top) break;
    const topMax = new Big(top.maxPrice);
    const leaderHolds =
      own !== undefined &&
      (leaderMax.gt(topMax) || (leaderMax.eq(topMax) && own.setAt <= top.setAt));
    if (leaderHolds && leader !== null) {
      const answer = leaderMax.gt(topMax.plus(step)) ? topMax.plus(step) : leaderMax;
      if (topMax.lt(answer)) bids.push({ companyId: top.companyId, price: yuan(topMax) });
      bids.push({ companyId: leader, price: yuan(answer) });
      break;
    }
    const reach = leaderMax.plus(step);
    const taken = topMax.gt(reach) ? reach : topMax;
    if (own && leader !== null && leaderMax.gt(price) && leaderMax.lt(taken)) {
      bids.push({ companyId: leader, price: yuan(leaderMax) });
    }
    bids.push({ companyId: top.companyId, price: yuan(taken) });
    price = yuan(taken);
    leader = top.companyId;
  }
  return bids;
};
