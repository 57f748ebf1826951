import * as z from 'zod/mini';
import { decimal, page } from './envelope.ts';
import { pageQuery } from './content.ts';
import { tonnage } from './goods.ts';
import { Big } from '../money.ts';
import { dateTime } from './messages.ts';
import { orderTerms } from './orders.ts';

/**
 * The auction area (spec sections 2, 3, 7 and 9). The spec gives the fifteen calls, the flag
 * (auctionFlag 1), the active status (3), the window of 5 and the roll text of 10, but neither
 * the other status values, the lot's fields nor the bid payload; what follows is chosen once
 * here, for the client, the story fixtures and the sandbox alike.
 *
 * - An activity (专场) holds lots (拍品). It is upcoming (2) until its start, live (3, the
 *   spec's active status) until its last lot ends, then ended (4). Status 1 (a draft) exists
 *   only in the mall's back office and is never served to buyers.
 * - Each lot ends on its own: a lot's end moves when an accepted higher bid lands in its last
 *   EXTENSION_WINDOW_S seconds (to EXTENSION_WINDOW_S seconds after that bid), at most
 *   MAX_EXTENSIONS times; a refused bid extends nothing.
 * - Prices are CNY per tonne, decimal strings with at most 2 decimals. The first bid may be the
 *   start price; every later one is at least the current price plus the step, and every bid
 *   is the start price plus a whole number of steps.
 * - Proxy bidding: a bid may carry maxPrice (≥ price, on the same steps). When another bidder
 *   goes higher, the mall raises the buyer's price by the step on their behalf, up to maxPrice
 *   and never above it; between two proxies the higher maximum leads, at one step above the
 *   other's maximum (or at its own maximum); at equal maxima the earlier one leads.
 * - Deposit (保证金): a lot's deposit is frozen in the company's funds on its first bid on the
 *   lot (refused when the balance is short), released when the lot is lost, and spent (applied
 *   to the order) when the won lot becomes an order.
 * - Two bids at the same price: the first to reach the mall is accepted; the other answers the
 *   outcome 'tooLow' (someone was faster). A bid on an ended lot answers 'ended'. Outcomes are
 *   answers (body code 200), not errors: a malformed bid is body code 400 naming the field.
 * - Times are the mall's 'YYYY-MM-DD HH:mm:ss' China time; every list and price answer carries
 *   serverTime, so that countdowns run on the server's clock, not the browser's.
 * - The bidding call: the spec lists it as POST /api/auction/activityDetail/bidding, outside
 *   the base /api/csr. Chosen: it goes through the one client like every other call (its
 *   headers, time-out and section 8 handling), and axios joins it to the base, so it is sent to
 *   /api/csr/api/auction/activityDetail/bidding; the sandbox serves it there and the dev proxy
 *   needs no second rule.
 * - Prices a viewer may not see (a visitor, a user of an uncertified company: `seesPrices` in
 *   roles.ts) are not sent: a lot's currentPrice, nextPrice, startPrice, step and deposit are
 *   null for them, in every list, detail and price answer; a bid record's prices are null;
 *   the roll text names the bidder and the lot without the price. The client shows '-' (or
 *   去认证) in their place, as it would anyway.
 */

/** The code sent to /activity/control/info for the auction switch. */
export const AUCTION_CONTROL_CODE = 'auction';
/** auctionFlag 1: the auction area is on (spec section 9). */
export const AUCTION_FLAG_ON = 1;
/** The home auction area shows at most this many activities (spec section 9). */
export const AUCTION_WINDOW = 5;
/** The roll text of the latest bids asks for this page (spec section 9). */
export const ROLL_TEXT_QUERY = { pageNum: 1, pageSize: 10 } as const;
/** Seconds before a lot's end in which an accepted higher bid extends it. */
export const EXTENSION_WINDOW_S = 60;
/** How many times one lot's end may be extended. */
export const MAX_EXTENSIONS = 10;

export const AUCTION_STATUS = { upcoming: 2, live: 3, ended: 4 } as const;
const auctionStatus = z.union([
  z.literal(AUCTION_STATUS.upcoming),
  z.literal(AUCTION_STATUS.live),
  z.literal(AUCTION_STATUS.ended),
]);
export type AuctionStatus = z.infer<typeof auctionStatus>;

export const AUCTION_STATUS_LABELS: Readonly<Record<AuctionStatus, string>> = {
  2: '即将开始',
  3: '竞拍中',
  4: '已结束',
};

/**
 * The buyer's company against a lot: no bid, leading, outbid (another bid is higher), and
 * once the lot has ended, won or lost.
 */
export const MY_LOT_STATES = ['none', 'leading', 'outbid', 'won', 'lost'] as const;
const myLotState = z.enum(MY_LOT_STATES);
export type MyLotState = z.infer<typeof myLotState>;

/** A price: CNY per tonne, at most 2 decimals, above 0. */
export const auctionPrice = z.string().check(
  z.regex(/^\d+(\.\d{1,2})?$/, '出价应为数字，最多 2 位小数'),
  z.refine((text) => /[1-9]/.test(text), '出价必须大于 0'),
);

/**
 * Every auction call, relative to the base /api/csr. `:id` is replaced by `auctionPath`
 * (the activity's id in list/condition, list, sub and unsub; the lot's id elsewhere).
 */
export const auctionPaths = {
  /** GET ?code=auction: { auctionFlag }. */
  controlInfo: '/activity/control/info',
  /** GET: the activities, nearest first. */
  timeList: '/pc/auction/activity/time/list',
  /** POST {}: the filter choices of an activity's lots. */
  listCondition: '/pc/auction/activity/:id/list/condition',
  /** POST lotListQuery: a page of an activity's lots. */
  list: '/pc/auction/activity/:id/list',
  /** GET: a lot with its goods. */
  productDetail: '/pc/auction/activity/product/detail/:id',
  /** POST: the buyer watches a lot (围观); answers the lot's onlookers. */
  onlookers: '/pc/auction/activity/add/onlookers/:id',
  /** GET: a lot's price now (the poll). */
  nowPrice: '/pc/auction/activityDetail/nowPrice/:id',
  /** POST bidRequest: a bid (see the module comment for how it is addressed). */
  bidding: '/api/auction/activityDetail/bidding',
  /** GET ?pageNum=1&pageSize=10: the latest bids as roll text. */
  rollText: '/pc/auction/callPrice/rollTextList',
  /** GET myBidsQuery: the buyer's company's bids, newest first. */
  myBids: '/pc/auction/callPrice/select/call/price/By/Customer/id',
  /** PUT: reserves an activity (预约: reminded before it starts). */
  subscribe: '/pc/auction/subInfo/sub/:id',
  /** PUT: cancels the reservation. */
  unsubscribe: '/pc/auction/subInfo/unsub/:id',
  /** GET: the buyer's reserved activities. */
  subscriptions: '/pc/auction/subInfo/sublist',
  /** GET: the lots the buyer's company won. */
  won: '/pc/auction/activityDetail/select/byCustomer/finish/auction',
  /** GET: a lot's bid record, newest first. */
  lotBids: '/pc/auction/activityDetail/select/ById/:id',
  /**
   * Chosen (the spec lists no call for activityMakeOrder): POST wonOrderRequest with an
   * Idempotency-Key makes one order to be submitted of won lots at their winning prices (each
   * lot once; its deposit is spent on it and counted toward the order's deposit, as a paid
   * deposit payment from the balance); answers { orderId, orderNo }.
   */
  makeOrder: '/pc/auction/activityDetail/makeOrder',
  /**
   * Chosen (the spec lists no call for activityFollow, 我的关注): PUT follows a lot for the
   * user (关注, unlike 围观 it can be undone and feeds the follows list and the auction
   * reminders); answers followResult. A user's bid on a lot also follows it.
   */
  follow: '/pc/auction/follow/add/:id',
  /** Chosen: PUT stops following a lot; answers followResult. */
  unfollow: '/pc/auction/follow/remove/:id',
  /** Chosen: GET followsQuery: a page of the user's followed lots, latest followed first. */
  follows: '/pc/auction/follow/list',
} as const;

/** A path of `auctionPaths` with its `:id`. */
export const auctionPath = (path: string, id: number): string => path.replace(':id', String(id));

/** GET controlInfo answers. */
export const controlInfo = z.object({ auctionFlag: z.int() });
export type ControlInfo = z.infer<typeof controlInfo>;

export const auctionActivity = z.object({
  id: z.int(),
  title: z.string(),
  auctionStatus,
  startTime: dateTime,
  endTime: dateTime,
  lotCount: z.int(),
  /** Whether the buyer reserved it (false for visitors). */
  subscribed: z.boolean(),
});
export type AuctionActivity = z.infer<typeof auctionActivity>;

/**
 * What the home auction area keeps in browser storage under STORAGE_KEYS.auction, across
 * reloads (spec sections 3 and 9: the flag, the activities by id and status, the active and
 * the move index). Chosen: the window's position (moveIndex, where the buyer paged to) is
 * restored after a reload while the list and its live activity are the same as stored;
 * otherwise the window starts at the live activity (activeIndex, -1 when none is live).
 */
export const auctionWindowState = z.object({
  auctionFlag: z.int(),
  activities: z.array(z.object({ id: z.int(), auctionStatus: z.int() })),
  activeIndex: z.int(),
  moveIndex: z.int(),
});
export type AuctionWindowState = z.infer<typeof auctionWindowState>;

/** GET timeList answers. */
export const activityList = z.object({ serverTime: dateTime, rows: z.array(auctionActivity) });
export type ActivityList = z.infer<typeof activityList>;

/** POST listCondition answers the choices of each filter. */
export const lotConditions = z.object({
  categories: z.array(z.string()),
  grades: z.array(z.string()),
  warehouses: z.array(z.string()),
});
export type LotConditions = z.infer<typeof lotConditions>;

/** POST list: a page, filtered by any of the conditions. */
export const lotListQuery = z.extend(pageQuery, {
  category: z.optional(z.string()),
  grade: z.optional(z.string()),
  warehouse: z.optional(z.string()),
});
export type LotListQuery = z.infer<typeof lotListQuery>;

/** The moving part of a lot: what the poll refreshes. */
export const lotPrice = z.object({
  lotId: z.int(),
  auctionStatus,
  /** Null for a viewer who may not see prices (see above), as every price of a lot. */
  currentPrice: z.nullable(decimal),
  /** The lowest next valid bid: the start price before any bid, then current + step. */
  nextPrice: z.nullable(decimal),
  bidCount: z.int(),
  endTime: dateTime,
  myState: myLotState,
  /** The buyer's proxy maximum on the lot, if any. */
  myMax: z.nullable(decimal),
  serverTime: dateTime,
});
export type LotPrice = z.infer<typeof lotPrice>;

export const auctionLot = z.extend(lotPrice, {
  activityId: z.int(),
  lotNo: z.string(),
  productName: z.string(),
  category: z.string(),
  grade: z.string(),
  spec: z.string(),
  weight: tonnage,
  warehouse: z.string(),
  startPrice: z.nullable(decimal),
  step: z.nullable(decimal),
  /** CNY frozen on the company's first bid on the lot. */
  deposit: z.nullable(decimal),
  startTime: dateTime,
  onlookers: z.int(),
  /** Whether the buyer watches it. */
  watching: z.boolean(),
  /** Whether the user follows it (关注; false for visitors). */
  following: z.boolean(),
});
export type AuctionLot = z.infer<typeof auctionLot>;

/** POST list answers. */
export const lotPage = z.extend(page(auctionLot), { serverTime: dateTime });
export type LotPage = z.infer<typeof lotPage>;

/** GET productDetail answers. */
export const lotDetail = z.extend(auctionLot, {
  activityTitle: z.string(),
  surface: z.string(),
  tectorial: z.string(),
  supplierName: z.string(),
  extensions: z.int(),
});
export type LotDetail = z.infer<typeof lotDetail>;

/** PUT follow and unfollow answer whether the user now follows the lot. */
export const followResult = z.object({ lotId: z.int(), following: z.boolean() });
export type FollowResult = z.infer<typeof followResult>;

/**
 * Minutes before a followed lot's start at which reminder 023 is raised, and before a reserved
 * activity's start at which 026 is (chosen).
 */
export const AUCTION_STARTING_SOON_MIN = 5;
/** Minutes before a followed or bid-on lot's end at which reminder 027 is raised (chosen). */
export const AUCTION_ENDING_SOON_MIN = 5;

/** GET follows: the page asked for (pageQuery). */
export const followsQuery = pageQuery;

/**
 * A followed lot with the company's standing: `myPrice` is the company's highest bid on it
 * (null before any), `myState` leading, outbid, won or lost.
 */
export const followedLot = z.extend(auctionLot, { myPrice: z.nullable(decimal) });
export type FollowedLot = z.infer<typeof followedLot>;
export const followedLotPage = z.extend(page(followedLot), { serverTime: dateTime });
export type FollowedLotPage = z.infer<typeof followedLotPage>;

/** POST onlookers answers. */
export const onlookersResult = z.object({ onlookers: z.int(), watching: z.boolean() });

/** POST bidding: the payload, sent as the buyer gave it. */
export const bidRequest = z
  .object({
    lotId: z.int().check(z.positive()),
    price: auctionPrice,
    maxPrice: z.optional(auctionPrice),
  })
  .check(
    z.refine(({ price, maxPrice }) => maxPrice === undefined || Number(maxPrice) >= Number(price), {
      message: '最高代理价不能低于出价',
      path: ['maxPrice'],
    }),
  );
export type BidRequest = z.infer<typeof bidRequest>;

export const BID_OUTCOMES = ['leading', 'outbid', 'tooLow', 'ended'] as const;
export type BidOutcome = (typeof BID_OUTCOMES)[number];

/** POST bidding answers the outcome and the lot's price after it. */
export const bidResult = z.object({ outcome: z.enum(BID_OUTCOMES), price: lotPrice });
export type BidResult = z.infer<typeof bidResult>;

/** A bid as a lot's record shows it: other bidders' names are masked. */
export const lotBid = z.object({
  bidder: z.string(),
  /** Null for a viewer who may not see prices. */
  price: z.nullable(decimal),
  bidTime: dateTime,
  /** Placed by the proxy. */
  auto: z.boolean(),
  mine: z.boolean(),
});
export type LotBid = z.infer<typeof lotBid>;
export const lotBids = z.array(lotBid);

/**
 * GET rollText answers the latest bids as lines: '华南*** 对拍品 P001 出价 24,030.00 元/吨', the
 * price with thousands separators; a viewer who may not see prices reads '… 对拍品 P001 已出价'.
 */
export const rollText = z.object({ text: z.string(), time: dateTime });
export const rollTextPage = page(rollText);
export type RollText = z.infer<typeof rollText>;

/** GET myBids: a page of the company's bids. */
export const myBidsQuery = pageQuery;
export const myBid = z.object({
  lotId: z.int(),
  activityId: z.int(),
  lotNo: z.string(),
  productName: z.string(),
  price: decimal,
  bidTime: dateTime,
  auto: z.boolean(),
  myState: myLotState,
});
export type MyBid = z.infer<typeof myBid>;
export const myBidPage = page(myBid);

/** GET won: a lot the company won. orderNo once it became an order. */
export const wonLot = z.object({
  lotId: z.int(),
  activityId: z.int(),
  lotNo: z.string(),
  productName: z.string(),
  weight: tonnage,
  price: decimal,
  /** weight × price, to the fen. */
  amount: decimal,
  deposit: decimal,
  wonTime: dateTime,
  orderNo: z.nullable(z.string()),
});
export type WonLot = z.infer<typeof wonLot>;
export const wonLots = z.array(wonLot);

/** POST makeOrder: the won lots to order. */
export const wonOrderRequest = z.object({
  lotIds: z
    .array(z.int().check(z.positive()))
    .check(z.minLength(1, '请选择要下单的拍品'), z.maxLength(50, '一次最多下单 50 件拍品')),
  /** 交货方式, address, 备注 and 采购单号 (orders' orderTerms). */
  terms: orderTerms,
});
export type WonOrderRequest = z.infer<typeof wonOrderRequest>;

/** GET subscriptions answers the reserved activities. */
export const subscriptionList = z.array(auctionActivity);

/**
 * Sandbox only, the mall's back office for auctions (no login): start an activity now, end it
 * now (its lots are settled), or reset it (bids, proxies, deposits, watchers and follows
 * cleared, deposits released; it starts now and runs `minutes`). `robots` switches the robot bidders of that
 * activity on or off (they stay as they were without it).
 */
export const auctionAdminPaths = {
  start: '/__admin/auctions/start',
  end: '/__admin/auctions/end',
  reset: '/__admin/auctions/reset',
  /** For `pnpm bench`: a live activity of `lots` lots (POST auctionBulkRequest; answers { activityId }). */
  bulk: '/__admin/auctions/bulk',
} as const;
export const auctionBulkRequest = z.object({ lots: z.int().check(z.gte(1), z.lte(500)) });
export const auctionAdminRequest = z.object({
  activityId: z.int().check(z.positive()),
  robots: z.optional(z.boolean()),
  minutes: z.optional(z.int().check(z.positive(), z.lte(24 * 60))),
});
export type AuctionAdminRequest = z.infer<typeof auctionAdminRequest>;

/** The lot's terms a bid price is checked against. */
export type BidTerms = { startPrice: string; step: string; nextPrice: string };

/**
 * Why a bid price is not valid for the lot, or null: below the next valid price, or not the
 * start price plus a whole number of steps. The form and the sandbox both ask this.
 */
export const bidPriceProblem = (price: string, terms: BidTerms): string | null => {
  const parsed = auctionPrice.safeParse(price);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? '出价格式不正确';
  const value = new Big(price);
  if (value.lt(terms.nextPrice)) return `出价不能低于 ${terms.nextPrice} 元/吨`;
  const steps = value.minus(terms.startPrice).div(terms.step);
  if (!steps.eq(steps.round(0, Big.roundDown))) return `出价须按加价幅度 ${terms.step} 元/吨递增`;
  return null;
};
