import type {
  AuctionActivity,
  AuctionLot,
  FollowedLot,
  LotBid,
  LotConditions,
  LotDetail,
  MyBid,
  RollText,
  WonLot,
} from '../../contract/auctions.ts';
import { AUCTION_STATUS } from '../../contract/auctions.ts';

/** The auction fixtures' clock: the server's time in every answer. */
export const AUCTION_SERVER_TIME = '2026-03-18 10:00:00';

export const auctionActivities: readonly AuctionActivity[] = [
  {
    id: 101,
    title: '铝板带库存清仓专场',
    auctionStatus: AUCTION_STATUS.live,
    startTime: '2026-03-18 09:40:00',
    endTime: '2026-03-18 11:40:00',
    lotCount: 3,
    subscribed: false,
  },
  {
    id: 102,
    title: '6061/6063 型材竞拍专场',
    auctionStatus: AUCTION_STATUS.upcoming,
    startTime: '2026-03-18 10:05:00',
    endTime: '2026-03-18 12:05:00',
    lotCount: 1,
    subscribed: true,
  },
  {
    id: 103,
    title: '上周铝板专场（已结束）',
    auctionStatus: AUCTION_STATUS.ended,
    startTime: '2026-03-17 08:00:00',
    endTime: '2026-03-17 10:00:00',
    lotCount: 1,
    subscribed: false,
  },
];

const laterActivity = (id: number, title: string, day: number): AuctionActivity => ({
  id,
  title,
  auctionStatus: AUCTION_STATUS.upcoming,
  startTime: `2026-03-${day} 09:00:00`,
  endTime: `2026-03-${day} 11:00:00`,
  lotCount: 6,
  subscribed: false,
});

/**
 * Seven activities in the sandbox's order (by start): the ended one, the live one, the one
 * starting in 5 minutes and four later ones, so that the home window of 5 can move.
 */
export const homeActivities: readonly AuctionActivity[] = [
  ...auctionActivities.slice(2),
  ...auctionActivities.slice(0, 2),
  laterActivity(104, '铝卷尾货周末专场', 19),
  laterActivity(105, '铝锭现货竞拍专场', 20),
  laterActivity(106, '铝箔积压库存专场', 21),
  laterActivity(107, '花纹铝板特价专场', 22),
];

const baseLot: AuctionLot = {
  lotId: 5001,
  activityId: 101,
  lotNo: 'P1001',
  productName: '5052-H32 铝板',
  category: '铝板',
  grade: '5052',
  spec: '2×1250×2500',
  weight: '12.000',
  warehouse: '佛山南海仓',
  startPrice: '18000.00',
  step: '50.00',
  deposit: '10800.00',
  currentPrice: '18200.00',
  nextPrice: '18250.00',
  bidCount: 4,
  auctionStatus: AUCTION_STATUS.live,
  startTime: '2026-03-18 09:40:00',
  endTime: '2026-03-18 11:40:00',
  myState: 'none',
  myMax: null,
  serverTime: AUCTION_SERVER_TIME,
  onlookers: 36,
  watching: false,
  following: false,
};

/** A lot, over the live one. */
export const auctionLot = (overrides: Partial<AuctionLot> = {}): AuctionLot => ({
  ...baseLot,
  ...overrides,
});

/** The live activity's lots: one without bids, one bid on, one the buyer leads. */
export const liveLots: readonly AuctionLot[] = [
  auctionLot(),
  auctionLot({
    lotId: 5002,
    lotNo: 'P1002',
    productName: '1060-O 铝卷',
    category: '铝卷',
    grade: '1060',
    spec: '0.5×1220(卷)',
    weight: '20.000',
    warehouse: '无锡仓',
    startPrice: '16500.00',
    currentPrice: '16500.00',
    nextPrice: '16500.00',
    bidCount: 0,
    deposit: '16500.00',
    onlookers: 8,
  }),
  auctionLot({
    lotId: 5003,
    lotNo: 'P1003',
    productName: '6061-T6 铝板',
    grade: '6061',
    spec: '10×1500×3000',
    weight: '8.500',
    startPrice: '21000.00',
    currentPrice: '21300.00',
    nextPrice: '21350.00',
    bidCount: 6,
    deposit: '9000.00',
    myState: 'leading',
    onlookers: 51,
  }),
];

export const upcomingLots: readonly AuctionLot[] = [
  auctionLot({
    lotId: 5101,
    activityId: 102,
    lotNo: 'P2001',
    productName: '6063-T5 型材',
    category: '型材',
    grade: '6063',
    currentPrice: '19000.00',
    startPrice: '19000.00',
    nextPrice: '19000.00',
    bidCount: 0,
    auctionStatus: AUCTION_STATUS.upcoming,
    startTime: '2026-03-18 10:05:00',
    endTime: '2026-03-18 12:05:00',
  }),
];

export const endedLots: readonly AuctionLot[] = [
  auctionLot({
    lotId: 5201,
    activityId: 103,
    lotNo: 'P7001',
    auctionStatus: AUCTION_STATUS.ended,
    startTime: '2026-03-17 08:00:00',
    endTime: '2026-03-17 10:00:00',
    myState: 'won',
    currentPrice: '18150.00',
    nextPrice: '18200.00',
  }),
];

export const lotConditionsFixture: LotConditions = {
  categories: ['铝卷', '铝板'],
  grades: ['1060', '5052', '6061'],
  warehouses: ['佛山南海仓', '无锡仓'],
};

export const lotDetailOf = (lot: AuctionLot): LotDetail => ({
  ...lot,
  activityTitle: auctionActivities.find(({ id }) => id === lot.activityId)?.title ?? '',
  surface: '普通',
  tectorial: '无膜',
  supplierName: '河南中孚铝业有限公司',
  extensions: 0,
});

/**
 * The lots the user follows, latest first: one it leads, one it was outbid on, one about to
 * start and one it won.
 */
export const followedLotsFixture: readonly FollowedLot[] = [
  ...liveLots
    .filter(({ myState }) => myState === 'leading')
    .map((lot) => ({ ...lot, myPrice: lot.currentPrice })),
  { ...baseLot, myState: 'outbid', myPrice: '18150.00' },
  ...upcomingLots.map((lot) => ({ ...lot, myPrice: null })),
  ...endedLots.map((lot) => ({ ...lot, myPrice: lot.currentPrice })),
];

export const lotBidsFixture: readonly LotBid[] = [
  {
    bidder: '竞拍者K2',
    price: '18200.00',
    bidTime: '2026-03-18 09:58:12',
    auto: false,
    mine: false,
  },
  { bidder: '我的出价', price: '18150.00', bidTime: '2026-03-18 09:55:40', auto: true, mine: true },
  {
    bidder: '竞拍者A7',
    price: '18100.00',
    bidTime: '2026-03-18 09:51:03',
    auto: false,
    mine: false,
  },
];

export const myBidsFixture: readonly MyBid[] = [
  {
    lotId: 5003,
    activityId: 101,
    lotNo: 'P1003',
    productName: '6061-T6 铝板',
    price: '21300.00',
    bidTime: '2026-03-18 09:57:21',
    auto: false,
    myState: 'leading',
  },
];

/** The latest bids as a visitor or an uncertified user is sent them: without the price. */
export const rollTextFixture: readonly RollText[] = [
  { text: '竞拍者K2 对拍品 P1001 已出价', time: '2026-03-18 09:58:12' },
  { text: '佛山*** 对拍品 P1003 已出价', time: '2026-03-18 09:57:21' },
];

export const wonLotsFixture: readonly WonLot[] = [
  {
    lotId: 5201,
    activityId: 103,
    lotNo: 'P7001',
    productName: '5052-H32 铝板',
    weight: '12.000',
    price: '18150.00',
    amount: '217800.00',
    deposit: '10800.00',
    wonTime: '2026-03-17 10:00:00',
    orderNo: null,
  },
];

/** Two won lots to order, beside one already ordered. */
export const wonLotsToOrder: readonly WonLot[] = [
  ...wonLotsFixture,
  {
    lotId: 5202,
    activityId: 103,
    lotNo: 'P7002',
    productName: '1060-O 铝卷',
    weight: '20.000',
    price: '16600.00',
    amount: '332000.00',
    deposit: '16600.00',
    wonTime: '2026-03-17 10:00:00',
    orderNo: null,
  },
  {
    lotId: 5203,
    activityId: 103,
    lotNo: 'P7003',
    productName: '6061-T6 铝板',
    weight: '8.500',
    price: '21450.00',
    amount: '182325.00',
    deposit: '9000.00',
    wonTime: '2026-03-17 10:00:00',
    orderNo: 'XS202603170012',
  },
];
