import * as z from 'zod/mini';
import { decimal, page } from './envelope.ts';
import { isoDate } from './common.ts';
import { dateTime } from './messages.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './paging.ts';

/** A page size the lists offer. */
export const pageSize = z.literal(PAGE_SIZES);

/**
 * The cart a goods batch goes into (addCart's carType), named like the cart counts. Chosen:
 * each batch is sold one way, given by its `carType`; the detail page adds it to that cart.
 */
export const CART_TYPES = ['cash', 'sold', 'spot'] as const;
export const cartType = z.enum(CART_TYPES);
export type CartType = z.infer<typeof cartType>;
/** Chosen tab titles of the cart types. */
export const CART_TYPE_LABELS: Readonly<Record<CartType, string>> = {
  cash: '现款商品',
  sold: '预售商品',
  spot: '现货商品',
};

/** Tonnes with at most 3 decimals (spec section 9's fixed decimals), above 0. */
export const tonnage = z.string().check(
  z.regex(/^\d+(\.\d{1,3})?$/, '吨数应为数字，最多 3 位小数'),
  z.refine((text) => /[1-9]/.test(text), '吨数必须大于 0'),
);

/**
 * A goods batch on sale in one warehouse: search results, the spot list, may-like and the
 * detail. The goods attribute of spec section 3 is `surface`, `tectorial` (the coating) and
 * `inventory` (the warehouse, e.g. '佛山'). Sizes are millimetres, null where the goods have
 * none (ingots; coils and foil have no length).
 *
 * Prices: chosen, `unitPrice` is null for a viewer who may not see prices (a visitor, a user of
 * an uncertified company: `seesPrices` in roles.ts), on every call that carries goods (search,
 * the spot list, may-like, the detail and its similar batches, cart lines); the client shows
 * '-' or 去认证 in its place (`formatCurrency`, `GoodsPrice`), as spec section 5 says.
 */
export const goodsBatch = z.object({
  batchId: z.int(),
  batchNo: z.string(),
  inventoryCode: z.string(),
  /** Grade, temper and category, e.g. '6061-T6 铝板'. */
  productName: z.string(),
  category: z.string(),
  /** The category's second grade (二级品类), e.g. '花纹铝板' under '铝板'. */
  secondGrade: z.string(),
  /** 牌号, e.g. '6061'. */
  grade: z.string(),
  /** 状态, e.g. 'T6'; null for ingots. */
  temper: z.nullable(z.string()),
  thickness: z.nullable(decimal),
  width: z.nullable(decimal),
  length: z.nullable(decimal),
  surface: z.string(),
  tectorial: z.string(),
  inventory: z.string(),
  /** Stock in tonnes; '0.000' once sold out. */
  weight: decimal,
  /** CNY per tonne; null for a viewer who may not see prices (see above). */
  unitPrice: z.nullable(decimal),
  carType: cartType,
  supplierName: z.string(),
  listedAt: dateTime,
});
export type GoodsBatch = z.infer<typeof goodsBatch>;
/** The may-like list. */
export const goodsBatchList = z.array(goodsBatch);
/** A page of the search or of the spot goods. */
export const goodsPage = page(goodsBatch);

/** The search filters, by their query names (the goods batch's field names). */
export const GOODS_FILTER_KEYS = [
  'category',
  'secondGrade',
  'grade',
  'temper',
  'thickness',
  'width',
  'surface',
  'tectorial',
  'inventory',
] as const;
export type GoodsFilterKey = (typeof GOODS_FILTER_KEYS)[number];
const goodsFilterKey = z.enum(GOODS_FILTER_KEYS);
/** The filters' Chinese names. */
export const GOODS_FILTER_LABELS: Readonly<Record<GoodsFilterKey, string>> = {
  category: '品类',
  secondGrade: '二级品类',
  grade: '牌号',
  temper: '状态',
  thickness: '厚度(mm)',
  width: '宽度(mm)',
  surface: '表面',
  tectorial: '涂层',
  inventory: '仓库',
};

/** What the results can be sorted by; the default is the newest listed first. */
const GOODS_SORT_FIELDS = ['listedAt', 'unitPrice', 'weight', 'thickness'] as const;
const goodsSortField = z.enum(GOODS_SORT_FIELDS);
export type GoodsSortField = z.infer<typeof goodsSortField>;
const sortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrder>;

/** A filter's value: a property list value, at most 50 characters. */
const filterValue = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));

/** The longest keyword searched for; a longer one is cut to it (`searchQueryFromParams`). */
export const KEYWORD_MAX_LENGTH = 50;

/**
 * The query of GET /pc/mall/productBatch/list (chosen path): a keyword (each space-separated
 * word must match the product name, the spec, the warehouse, the batch number or the inventory
 * code), one value per filter (exact), a sort and the page. The client keeps it in the URL
 * under the same names (`searchQueryFromParams`).
 */
export const goodsSearchQuery = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(KEYWORD_MAX_LENGTH))),
  category: z.optional(filterValue),
  secondGrade: z.optional(filterValue),
  grade: z.optional(filterValue),
  temper: z.optional(filterValue),
  thickness: z.optional(decimal),
  width: z.optional(decimal),
  surface: z.optional(filterValue),
  tectorial: z.optional(filterValue),
  inventory: z.optional(filterValue),
  sortField: goodsSortField,
  sortOrder,
  pageNum: z.int().check(z.positive()),
  pageSize,
});
export type GoodsSearchQuery = z.infer<typeof goodsSearchQuery>;

/** A search with nothing chosen: newest first, page 1, the default size. */
export const DEFAULT_GOODS_SEARCH: GoodsSearchQuery = {
  sortField: 'listedAt',
  sortOrder: 'desc',
  pageNum: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/**
 * One filter of GET getPropertyList: its key (a query name above), its Chinese name and the
 * values on sale now, in display order (sizes numerically, as plain decimals such as '0.5').
 *
 * Chosen (the spec does not show the category tree): categories have two levels. The
 * `secondGrade` filter's values are every category's second grades, category by category, and
 * its `parents` names each value's category (a second grade belongs to one category), so the
 * client shows the second level under the category chosen (searchSecondGrade, or 品类 on the
 * search) without another call. The other filters have no `parents`; each of them (not 品类)
 * has `categories` instead: the categories each value is on sale in, so that under a chosen
 * category the rows offer its values only (a plate's thicknesses, not foil gauges).
 */
const goodsProperty = z.object({
  key: goodsFilterKey,
  name: z.string(),
  values: z.array(z.string()),
  parents: z.optional(z.record(z.string(), z.string())),
  categories: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type GoodsProperty = z.infer<typeof goodsProperty>;
export const goodsPropertyList = z.array(goodsProperty);

/** At most this many suggestions answer GET suggestion?key= (chosen). */
export const SUGGESTION_LIMIT = 10;
/** Search words completing `key`, those starting with it first. */
export const goodsSuggestions = z.array(z.string());

/** Query of GET /pc/theNow/theNow/selectCommodityList: a page of spot goods, newest first. */
export interface SpotGoodsQuery {
  pageNum: number;
  pageSize: number;
}

/** Chosen: the home page's "may like" list has at most this many goods. */
export const MAY_LIKE_LIMIT = 8;

/** Body of POST addMayLikeProductAtHome (chosen): the batch a user opened from the home page. */
export const mayLikeRecord = z.object({ batchId: z.int().check(z.positive()) });
export type MayLikeRecord = z.infer<typeof mayLikeRecord>;

/** An information article's heading, as the home page lists it. */
export const infoSummary = z.object({
  id: z.int(),
  title: z.string(),
  /** A plain-text lead of at most 80 characters. */
  summary: z.string(),
  publishTime: dateTime,
});
export type InfoSummary = z.infer<typeof infoSummary>;

/**
 * GET /info/type/getInfos (chosen shape): the information types in order, each with its
 * newest articles (at most `INFO_LIMIT`), for the home page's tabbed information panel.
 */
const infoType = z.object({
  typeId: z.int(),
  typeName: z.string(),
  infos: z.array(infoSummary),
});
export type InfoType = z.infer<typeof infoType>;
export const infoTypes = z.array(infoType);
/** Chosen: each information type lists this many articles on the home page. */
export const INFO_LIMIT = 6;

/**
 * Chosen (the spec shows no such calls): what the goods detail shows beside the batch.
 * - GET `extra/{batchId}`: the batch's quality certificate (质保书) when it has one, and its
 *   similar batches: others on sale of the same category, those of the same thickness, then
 *   grade, then width first, the newest first, at most `SIMILAR_LIMIT`. Open to visitors, like
 *   the detail; body 404 for an unknown batch.
 * - GET `certificate/{batchId}`: the certificate itself, an SVG image (viewable in the browser;
 *   `?download=1` sends it as an attachment under its file name); 404 when the batch has none.
 *   In the sandbox, a batch has a certificate unless its id is a multiple of 4 (a batch resold
 *   without its papers).
 */
export const goodsDetailPaths = {
  extra: '/pc/mall/productBatch/extra',
  certificate: '/pc/mall/productBatch/certificate',
} as const;

/** Chosen: the goods detail lists at most this many similar batches. */
export const SIMILAR_LIMIT = 4;

/** A batch's quality certificate (质保书): its number, the mill and the day it was issued. */
export const goodsCertificate = z.object({
  certificateNo: z.string(),
  mill: z.string(),
  issuedOn: isoDate,
  /** The name the file is saved under, e.g. '质保书-LP0000001.svg'. */
  fileName: z.string(),
});
export type GoodsCertificate = z.infer<typeof goodsCertificate>;

export const goodsDetailExtra = z.object({
  certificate: z.nullable(goodsCertificate),
  similar: z.array(goodsBatch),
});
export type GoodsDetailExtra = z.infer<typeof goodsDetailExtra>;

/**
 * The rules every record of the buyers' browsing keeps, each a named check of the sandbox's audit
 * (`sandboxPaths.audit`); the key is the check's name.
 */
export const GOODS_INVARIANTS = {
  openedAfterListing:
    'a batch opened from the home page (the records 猜你喜欢 ranks by) was opened after the batch was listed and, by a user, after the user joined',
  searchedAfterJoining:
    'a search made by a user (the search log 热门搜索 counts) was made after the user joined',
  loggedInTimeOrder:
    'the opening records and the search log are appended as they are made: of two records of one of them, the later made has the later id',
} as const;
export type GoodsInvariant = keyof typeof GOODS_INVARIANTS;
