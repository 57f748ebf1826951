import { DEFAULT_GOODS_SEARCH, goodsSearchQuery, KEYWORD_MAX_LENGTH } from '../contract/index.ts';
import type {
  GoodsFilterKey,
  GoodsSearchQuery,
  GoodsSortField,
  SortOrder,
} from '../contract/index.ts';

/** The query's names, in the order the URL lists them. */
const QUERY_KEYS = Object.keys(goodsSearchQuery.shape) as (keyof GoodsSearchQuery)[];
const NUMBER_KEYS: ReadonlySet<keyof GoodsSearchQuery> = new Set(['pageNum', 'pageSize']);

/**
 * A URL value as the query's schema reads it: whole numbers for the page, text otherwise, and
 * the keyword cut to its longest, so that a long search keeps its first words instead of none.
 */
const readValue = (key: keyof GoodsSearchQuery, raw: string): unknown => {
  if (NUMBER_KEYS.has(key)) return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return key === 'keyword' ? raw.trim().slice(0, KEYWORD_MAX_LENGTH) : raw;
};

/**
 * The goods search in the URL (modelStore/search?keyword=…&grade=…): each part read on its
 * own, so that one invalid part is dropped (a filter) or takes its default (sort, page)
 * without losing the rest. Keywords and filter values are trimmed; empty ones are dropped, and
 * a keyword longer than the sandbox takes is cut to its first 50 characters.
 */
export function searchQueryFromParams(params: URLSearchParams): GoodsSearchQuery {
  const valid: Partial<Record<keyof GoodsSearchQuery, unknown>> = {};
  for (const key of QUERY_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const result = goodsSearchQuery.shape[key].safeParse(readValue(key, raw));
    if (result.success && result.data !== '') valid[key] = result.data;
  }
  return goodsSearchQuery.parse({ ...DEFAULT_GOODS_SEARCH, ...valid });
}

/**
 * The URL parameters of a search, the inverse of `searchQueryFromParams`: the parts in a fixed
 * order, leaving out empty parts and those at their default, so that a shared link is short.
 */
export function searchQueryToParams(query: GoodsSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || value === DEFAULT_GOODS_SEARCH[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * One filter set to `value`, or cleared with undefined, from the first page. A new category
 * clears the second grade, which belongs to one category.
 */
export function withFilter(
  query: GoodsSearchQuery,
  key: GoodsFilterKey,
  value: string | undefined,
): GoodsSearchQuery {
  const next = { ...query, [key]: value, pageNum: 1 };
  return key === 'category' && value !== query.category
    ? { ...next, secondGrade: undefined }
    : next;
}

/**
 * The second grades to offer under `category`, in the property list's order: none without a
 * category (the second level shows under the first).
 */
export function secondGradesOf(
  property: { values: readonly string[]; parents?: Readonly<Record<string, string>> } | undefined,
  category: string | undefined,
): string[] {
  if (!property || category === undefined) return [];
  return property.values.filter((value) => property.parents?.[value] === category);
}

/**
 * A filter's values to offer under `category`: those on sale in it (the property's
 * `categories`), every value without a category or where the property does not say.
 */
export function valuesIn(
  property: { values: readonly string[]; categories?: Readonly<Record<string, readonly string[]>> },
  category: string | undefined,
): string[] {
  const { values, categories } = property;
  if (category === undefined || !categories) return [...values];
  return values.filter((value) => categories[value]?.includes(category));
}

/** Every filter and the keyword cleared; the sort and page size stay. */
export function withoutFilters({
  sortField,
  sortOrder,
  pageSize,
}: GoodsSearchQuery): GoodsSearchQuery {
  return { sortField, sortOrder, pageSize, pageNum: 1 };
}

/**
 * Sorting by `sortField`: a second click on the current field turns its order round; a new
 * field starts with the newest, the largest stock, or the lowest price and thickness first.
 */
export function withSort(query: GoodsSearchQuery, sortField: GoodsSortField): GoodsSearchQuery {
  const sortOrder: SortOrder =
    query.sortField === sortField
      ? query.sortOrder === 'asc'
        ? 'desc'
        : 'asc'
      : sortField === 'listedAt' || sortField === 'weight'
        ? 'desc'
        : 'asc';
  return { ...query, sortField, sortOrder, pageNum: 1 };
}

/** Another page; a new page size starts again from the first page. */
export function withPage(
  query: GoodsSearchQuery,
  pageNum: number,
  pageSize: GoodsSearchQuery['pageSize'] = query.pageSize,
): GoodsSearchQuery {
  return { ...query, pageSize, pageNum: pageSize === query.pageSize ? pageNum : 1 };
}
