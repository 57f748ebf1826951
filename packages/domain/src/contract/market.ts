import * as z from 'zod/mini';
import { isoDate } from './common.ts';
import { decimal } from './envelope.ts';
import { TRANSFER_FEE_PER_TONNE } from './orders.ts';

/**
 * Market data (issue 18): the reference price series the data centre charts and the goods are
 * priced from. The spec names only getTodayLvPrice; what follows is chosen once here, for the
 * client, the story fixtures and the sandbox alike.
 *
 * - The series: A00 aluminium ingot at two spot markets and one alloy premium, in CNY per tonne,
 *   one price per trading day (Monday to Friday, less the Chinese exchange holidays).
 * - GET referencePrices returns every series over the three years up to the sandbox's today,
 *   oldest first. The client picks the range (近一月 … a custom one) and works out each day's
 *   change, the high, low and average itself (`rules/market.ts`): a range change costs no call.
 * - getTodayLvPrice is the A00 长江现货 series' latest point.
 */
export const marketPaths = {
  /** Chosen: GET, no query: every reference series, three years of trading days. */
  referencePrices: '/mall/orderNew/getReferencePrices',
  /** Chosen: GET ?batchId=: a spot batch's 基准价 + 升贴水 (see `goodsPricing`). */
  goodsPricing: '/mall/orderNew/getGoodsPricing',
} as const;

/** The reference series, in the legend's order. */
export const REFERENCE_SERIES = [
  { code: 'A00-CJ', name: '长江现货 A00 铝', kind: 'price' },
  { code: 'A00-NH', name: '南海灵通 A00 铝', kind: 'price' },
  { code: '6063-FS', name: '佛山 6063 铝棒加工费', kind: 'premium' },
] as const;
export type ReferenceSeriesCode = (typeof REFERENCE_SERIES)[number]['code'];
export const referenceSeriesCode = z.enum(REFERENCE_SERIES.map(({ code }) => code));

/** The series getTodayLvPrice, the home card and the goods' 基准价 follow. */
export const BASE_SERIES: ReferenceSeriesCode = 'A00-CJ';

/** How many years of days the sandbox keeps and returns. */
export const REFERENCE_YEARS = 3;

export const referencePoint = z.object({ date: isoDate, price: decimal });
export type ReferencePoint = z.infer<typeof referencePoint>;

export const referenceSeries = z.object({
  code: referenceSeriesCode,
  name: z.string(),
  /** 'price' is a quoted price; 'premium' a fee or premium over a price. */
  kind: z.enum(['price', 'premium']),
  /** Oldest first. */
  points: z.array(referencePoint),
});
export type ReferenceSeries = z.infer<typeof referenceSeries>;

export const referencePrices = z.object({
  /** The latest trading day of the data (the chart's right end). */
  latestDate: isoDate,
  series: z.array(referenceSeries),
});
export type ReferencePrices = z.infer<typeof referencePrices>;

/**
 * Chosen: GET goodsPricing?batchId=: how a spot batch's price is made, the reference's latest
 * price (基准价, of BASE_SERIES on baseDate) plus the batch's premium (升贴水, negative for a
 * discount); unitPrice is their sum, the price search, detail, cart and make-order show. Data
 * null for goods not priced from a reference (pre-sale and cash goods) and for a viewer who may
 * not see prices (`seesPrices` in roles.ts).
 */
export const goodsPricing = z.nullable(
  z.object({
    batchId: z.int(),
    seriesName: z.string(),
    baseDate: isoDate,
    basePrice: decimal,
    premium: decimal,
    unitPrice: decimal,
  }),
);
export type GoodsPricing = z.infer<typeof goodsPricing>;

/**
 * Chosen (the spec shows no warehouse data): where each warehouse of the goods is and on what
 * terms it delivers, shown on the goods detail; the 过户费 is the one every order is charged
 * (TRANSFER_FEE_PER_TONNE).
 */
export const WAREHOUSE_INFO: Readonly<Record<string, { address: string; terms: string }>> = {
  佛山: {
    address: '广东省佛山市南海区里水镇和顺大道 88 号 东盛仓储 3 号库',
    terms: `仓库自提或代办物流；过户费 ${TRANSFER_FEE_PER_TONNE} 元/吨，入库后免费存储 7 天`,
  },
  无锡: {
    address: '江苏省无锡市锡山区东港镇港下工业园 锡钢物流园 B 区',
    terms: `仓库自提或代办物流；过户费 ${TRANSFER_FEE_PER_TONNE} 元/吨，入库后免费存储 5 天`,
  },
  巩义: {
    address: '河南省巩义市回郭镇铝加工产业园 中储巩义库',
    terms: `仓库自提或铁路/汽运代发；过户费 ${TRANSFER_FEE_PER_TONNE} 元/吨，入库后免费存储 10 天`,
  },
  上海: {
    address: '上海市宝山区宝杨路 1800 号 宝山钢材物流园 5 号库',
    terms: `仓库自提或代办物流；过户费 ${TRANSFER_FEE_PER_TONNE} 元/吨，入库后免费存储 5 天`,
  },
};
