import { delay, http } from 'msw';
import type {
  AuctionActivity,
  AuctionLot,
  BidOutcome,
  BidRequest,
  FollowedLot,
  LotPrice,
  WonLot,
} from '../../contract/auctions.ts';
import { auctionPaths } from '../../contract/auctions.ts';
import { Big, yuan } from '../../money.ts';
import type { RecordedRequest, RecordedResolver } from '../http.ts';
import { anyOrigin, okJson, recording, refuse } from '../http.ts';
import {
  AUCTION_SERVER_TIME,
  auctionActivities,
  endedLots,
  followedLotsFixture,
  liveLots,
  lotBidsFixture,
  lotConditionsFixture,
  lotDetailOf,
  myBidsFixture,
  rollTextFixture,
  upcomingLots,
  wonLotsFixture,
} from './fixtures.ts';

/** What a story's auction server starts with, and how it answers bids. */
export interface AuctionServerOptions {
  /** The activities of activity/time/list. */
  activities?: readonly AuctionActivity[];
  /** Every lot, of any activity. */
  lots?: readonly AuctionLot[];
  /** Chosen outcome of every bid (else: tooLow below the next price, leading otherwise). */
  outcome?: BidOutcome;
  /** Bids never answer (the bid in flight). */
  bidPending?: boolean;
  /** auctionFlag of control/info. */
  auctionFlag?: number;
  /** control/info fails with this body code (its message 系统繁忙) instead. */
  controlFails?: number;
  /** The lots the company won. */
  won?: readonly WonLot[];
  /** The lots the user follows, latest first. */
  follows?: readonly FollowedLot[];
}

const priceOf = (lot: AuctionLot): LotPrice => ({
  lotId: lot.lotId,
  auctionStatus: lot.auctionStatus,
  currentPrice: lot.currentPrice,
  nextPrice: lot.nextPrice,
  bidCount: lot.bidCount,
  endTime: lot.endTime,
  myState: lot.myState,
  myMax: lot.myMax,
  serverTime: AUCTION_SERVER_TIME,
});

/**
 * A stateful auction server for stories and tests: the activities and lots given (the
 * fixtures by default), bids that move the lot's price (or a chosen outcome), and every call
 * recorded in `requests`.
 */
export const createAuctionServer = ({
  activities = auctionActivities,
  lots: initial = [...liveLots, ...upcomingLots, ...endedLots],
  outcome,
  bidPending = false,
  auctionFlag = 1,
  controlFails,
  won: initialWon = wonLotsFixture,
  follows: initialFollows = followedLotsFixture,
}: AuctionServerOptions = {}) => {
  const requests: RecordedRequest[] = [];
  const won = initialWon.map((lot) => ({ ...lot }));
  const reserved = new Set(activities.filter(({ subscribed }) => subscribed).map(({ id }) => id));
  const withReservations = () =>
    activities.map((activity) => ({ ...activity, subscribed: reserved.has(activity.id) }));
  const lots = new Map(initial.map((lot) => [lot.lotId, { ...lot }]));
  let follows = [...initialFollows];
  const following = (lotId: number) => follows.some((lot) => lot.lotId === lotId);
  const lotOf = (id: string | undefined) => lots.get(Number(id));
  const record = (respond: RecordedResolver) => recording(requests, respond);
  const at = anyOrigin;
  const lotAnswer = (id: string | undefined, answer: (lot: AuctionLot) => unknown) => {
    const lot = lotOf(id);
    return lot ? okJson(answer(lot)) : refuse(404, '拍品不存在');
  };

  const bid = (request: BidRequest): { outcome: BidOutcome; price: LotPrice } | null => {
    const lot = lots.get(request.lotId);
    // A lot whose prices the fixture does not show cannot be bid on (the guard stops earlier).
    if (!lot || lot.step === null || lot.nextPrice === null) return null;
    const { step, nextPrice } = lot;
    if (outcome && outcome !== 'leading') {
      if (outcome === 'tooLow' || outcome === 'outbid') {
        lot.currentPrice = yuan(new Big(request.price).plus(outcome === 'outbid' ? step : 0));
        lot.nextPrice = yuan(new Big(lot.currentPrice).plus(step));
        lot.myState = outcome === 'outbid' ? 'outbid' : lot.myState;
        lot.bidCount += outcome === 'outbid' ? 2 : 1;
      }
      if (outcome === 'ended') lot.auctionStatus = 4;
      return { outcome, price: priceOf(lot) };
    }
    if (new Big(request.price).lt(nextPrice)) return { outcome: 'tooLow', price: priceOf(lot) };
    lot.currentPrice = yuan(request.price);
    lot.nextPrice = yuan(new Big(request.price).plus(step));
    lot.bidCount += 1;
    lot.myState = 'leading';
    return { outcome: 'leading', price: priceOf(lot) };
  };

  const handlers = [
    http.get(
      at(auctionPaths.controlInfo),
      record(() =>
        controlFails === undefined ? okJson({ auctionFlag }) : refuse(controlFails, '系统繁忙'),
      ),
    ),
    http.get(
      at(auctionPaths.timeList),
      record(() => okJson({ serverTime: AUCTION_SERVER_TIME, rows: withReservations() })),
    ),
    http.post(
      at(auctionPaths.listCondition),
      record(() => okJson(lotConditionsFixture)),
    ),
    http.post(
      at(auctionPaths.list),
      record((call, { id }) => {
        const query = call.body as { pageNum: number; pageSize: number; category?: string };
        const rows = [...lots.values()].filter(
          (lot) =>
            lot.activityId === Number(id) &&
            (query.category === undefined || lot.category === query.category),
        );
        const start = (query.pageNum - 1) * query.pageSize;
        return okJson({
          rows: rows
            .slice(start, start + query.pageSize)
            .map((lot) => ({ ...lot, following: following(lot.lotId) })),
          total: rows.length,
          serverTime: AUCTION_SERVER_TIME,
        });
      }),
    ),
    http.get(
      at(auctionPaths.productDetail),
      record((_, { id }) =>
        lotAnswer(id, (lot) => ({ ...lotDetailOf(lot), following: following(lot.lotId) })),
      ),
    ),
    http.get(
      at(auctionPaths.lotBids),
      record(() => okJson(lotBidsFixture)),
    ),
    http.get(
      at(auctionPaths.nowPrice),
      record((_, { id }) => lotAnswer(id, priceOf)),
    ),
    http.post(
      at(auctionPaths.onlookers),
      record((_, { id }) => {
        const lot = lotOf(id);
        if (lot) lot.onlookers += lot.watching ? 0 : 1;
        if (lot) lot.watching = true;
        return okJson({ onlookers: lot?.onlookers ?? 0, watching: true });
      }),
    ),
    http.put(
      at(auctionPaths.follow),
      record((_, { id }) =>
        lotAnswer(id, (lot) => {
          if (!following(lot.lotId)) follows = [{ ...lot, myPrice: null }, ...follows];
          return { lotId: lot.lotId, following: true };
        }),
      ),
    ),
    http.put(
      at(auctionPaths.unfollow),
      record((_, { id }) => {
        follows = follows.filter((lot) => lot.lotId !== Number(id));
        return okJson({ lotId: Number(id), following: false });
      }),
    ),
    http.get(
      at(auctionPaths.follows),
      record((call) => {
        const pageNum = Number(call.url.searchParams.get('pageNum') ?? 1);
        const pageSize = Number(call.url.searchParams.get('pageSize') ?? 10);
        const start = (pageNum - 1) * pageSize;
        return okJson({
          rows: follows.slice(start, start + pageSize),
          total: follows.length,
          serverTime: AUCTION_SERVER_TIME,
        });
      }),
    ),
    http.post(
      at(auctionPaths.bidding),
      record(async (call) => {
        if (bidPending) await delay('infinite');
        return okJson(bid(call.body as BidRequest));
      }),
    ),
    http.get(
      at(auctionPaths.rollText),
      record(() => okJson({ rows: rollTextFixture, total: rollTextFixture.length })),
    ),
    http.get(
      at(auctionPaths.myBids),
      record(() => okJson({ rows: myBidsFixture, total: myBidsFixture.length })),
    ),
    http.put(
      at(auctionPaths.subscribe),
      record((_, { id }) => {
        reserved.add(Number(id));
        return okJson(null);
      }),
    ),
    http.put(
      at(auctionPaths.unsubscribe),
      record((_, { id }) => {
        reserved.delete(Number(id));
        return okJson(null);
      }),
    ),
    http.get(
      at(auctionPaths.subscriptions),
      record(() => okJson(withReservations().filter(({ subscribed }) => subscribed))),
    ),
    http.get(
      at(auctionPaths.won),
      record(() => okJson(won)),
    ),
    http.post(
      at(auctionPaths.makeOrder),
      record((call) => {
        const { lotIds } = call.body as { lotIds: number[] };
        const orderNo = 'XS202603180101';
        for (const lot of won) if (lotIds.includes(lot.lotId)) lot.orderNo = orderNo;
        return okJson({ orderId: 31001, orderNo });
      }),
    ),
  ];
  return { handlers, requests, lots };
};

/**
 * control/info saying auctions are off: in the defaults, so that pages showing the home page
 * (and its shell) ask nothing more of the auction area unless a story switches it on.
 */
export const auctionsOffHandler = http.get(anyOrigin(auctionPaths.controlInfo), () =>
  okJson({ auctionFlag: 0 }),
);
