import type {
  ActivityList,
  AuctionActivity,
  BidRequest,
  BidResult,
  ControlInfo,
  FollowedLotPage,
  FollowResult,
  LotBid,
  LotConditions,
  LotDetail,
  LotListQuery,
  LotPage,
  LotPrice,
  MyBid,
  RollText,
  WonLot,
} from '../contract/auctions.ts';
import {
  AUCTION_CONTROL_CODE,
  ROLL_TEXT_QUERY,
  activityList,
  auctionPath,
  auctionPaths,
  bidResult,
  controlInfo,
  followResult,
  followedLotPage,
  lotBids,
  lotConditions,
  lotDetail,
  lotPage,
  lotPrice,
  myBidPage,
  onlookersResult,
  rollTextPage,
  subscriptionList,
  wonLots,
} from '../contract/auctions.ts';
import type { MakeOrderResult, Page, PageQuery } from '../contract/index.ts';
import { makeOrderResult } from '../contract/index.ts';
import type { OrderTerms } from '../contract/orders.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

const a = auctionPaths;

/**
 * Every call of the auction area (spec section 7, Auction; shapes and choices in
 * contract/auctions.ts). Only the lazily loaded auction screens and the lazy home auction area
 * use it, so it is not part of `createServices`.
 */
export const createAuctionService = (http: HttpClient) => ({
  /** The auction switch; quiet: a failure hides the home auction area and shows nothing. */
  controlInfo: (): Promise<ControlInfo> =>
    http.get(a.controlInfo, controlInfo, { params: { code: AUCTION_CONTROL_CODE }, quiet: true }),
  /** The activities; `quiet` for the home auction area, which hides what it cannot load. */
  activities: (quiet = false): Promise<ActivityList> =>
    http.get(a.timeList, activityList, { quiet }),
  conditions: (activityId: number): Promise<LotConditions> =>
    http.post(auctionPath(a.listCondition, activityId), lotConditions, {}),
  lots: (activityId: number, query: LotListQuery): Promise<LotPage> =>
    http.post(auctionPath(a.list, activityId), lotPage, query),
  detail: (lotId: number): Promise<LotDetail> =>
    http.get(auctionPath(a.productDetail, lotId), lotDetail),
  lotBids: (lotId: number): Promise<LotBid[]> => http.get(auctionPath(a.lotBids, lotId), lotBids),
  watch: (lotId: number) => http.post(auctionPath(a.onlookers, lotId), onlookersResult, {}),
  nowPrice: (lotId: number): Promise<LotPrice> =>
    http.get(auctionPath(a.nowPrice, lotId), lotPrice),
  /** The bid, sent as the buyer gave it, with the attempt's Idempotency-Key. */
  bid: (request: BidRequest, idempotencyKey: string): Promise<BidResult> =>
    http.post(a.bidding, bidResult, request, { idempotencyKey }),
  /** The latest bids of the home auction area; quiet, as the area's other calls. */
  rollText: (): Promise<Page<RollText>> =>
    http.get(a.rollText, rollTextPage, { params: { ...ROLL_TEXT_QUERY }, quiet: true }),
  myBids: (query: PageQuery): Promise<Page<MyBid>> =>
    http.get(a.myBids, myBidPage, { params: { ...query } }),
  subscribe: async (activityId: number): Promise<void> => {
    await http.put(auctionPath(a.subscribe, activityId), anyData);
  },
  unsubscribe: async (activityId: number): Promise<void> => {
    await http.put(auctionPath(a.unsubscribe, activityId), anyData);
  },
  subscriptions: (): Promise<AuctionActivity[]> => http.get(a.subscriptions, subscriptionList),
  won: (): Promise<WonLot[]> => http.get(a.won, wonLots),
  /** Won lots to one order to be submitted, with the attempt's Idempotency-Key. */
  /** 关注 (true) or 取消关注 (false) of a lot. */
  follow: (lotId: number, on: boolean): Promise<FollowResult> =>
    http.put(auctionPath(on ? a.follow : a.unfollow, lotId), followResult),
  follows: (query: PageQuery): Promise<FollowedLotPage> =>
    http.get(a.follows, followedLotPage, { params: { ...query } }),
  makeOrder: (
    lotIds: number[],
    terms: OrderTerms,
    idempotencyKey: string,
  ): Promise<MakeOrderResult> =>
    http.post(a.makeOrder, makeOrderResult, { lotIds, terms }, { idempotencyKey }),
});
export type AuctionService = ReturnType<typeof createAuctionService>;
