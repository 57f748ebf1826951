import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type {
  GoodsBatch,
  GoodsDetailExtra,
  GoodsFilterKey,
  GoodsProperty,
  GoodsSearchQuery,
  InfoType,
  Page,
} from '@mall/domain/contract';
import {
  DEFAULT_GOODS_SEARCH,
  GOODS_FILTER_KEYS,
  GOODS_FILTER_LABELS,
  INFO_LIMIT,
  MAY_LIKE_LIMIT,
  SIMILAR_LIMIT,
  SUGGESTION_LIMIT,
  formatSpecification,
  goodsDetailPaths,
  goodsSearchQuery,
  mayLikeRecord,
  paths,
} from '@mall/domain/contract';
import type { SearchTerm } from '@mall/domain/contract/notation';
import { seesPrices } from '@mall/domain/contract/roles';
import { searchTerms } from '@mall/domain/contract/notation';
import { sessionUser } from '../auth.ts';
import type { Deps } from '../context.ts';
import type { SandboxDb } from '../db/client.ts';
import { companies, goodsBatches, infoTypes, infos, mayLikeRecords } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { certificateOf, certificateSvg } from '../goods/certificate.ts';
import { callerSeesPrices, shownPrice } from '../goods/viewer.ts';
import { containing, holds } from '../like.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { fileResponse } from './orders.ts';

const MAX_PAGE_SIZE = 50;
export const NO_SUCH_GOODS = '商品不存在';

/** Field names of the goods calls, for the validation messages. */
export const GOODS_LABELS = {
  ...GOODS_FILTER_LABELS,
  keyword: '关键词',
  key: '关键词',
  sortField: '排序字段',
  sortOrder: '排序方向',
  batchId: '商品',
};

/** A size as a plain decimal: 2.000 → '2', 0.006 → '0.006'. */
const plain = (column: AnyColumn) => sql<string | null>`trim_scale(${column})::text`;

/** Goods still in stock; a sold-out batch (stock 0) is shown only by its detail and in carts. */
export const onSale = gt(goodsBatches.weight, '0');

/** The columns of a goods batch, with its supplier's name (join `companies` on the supplier). */
export const goodsColumns = {
  batchId: goodsBatches.id,
  batchNo: goodsBatches.batchNo,
  inventoryCode: goodsBatches.inventoryCode,
  category: goodsBatches.category,
  secondGrade: goodsBatches.secondGrade,
  grade: goodsBatches.grade,
  temper: goodsBatches.temper,
  thickness: plain(goodsBatches.thickness),
  width: plain(goodsBatches.width),
  length: plain(goodsBatches.length),
  surface: goodsBatches.surface,
  tectorial: goodsBatches.tectorial,
  inventory: goodsBatches.warehouse,
  weight: goodsBatches.weight,
  unitPrice: goodsBatches.unitPrice,
  carType: goodsBatches.carType,
  supplierName: companies.name,
  listedAt: goodsBatches.listedAt,
};

type GoodsRow = Omit<GoodsBatch, 'productName' | 'listedAt'> & { listedAt: Date };

/** A selected row as the contract's goods batch, its price null unless the viewer `sees` prices. */
export const toGoodsBatch =
  (sees: boolean) =>
  ({ listedAt, unitPrice, ...row }: GoodsRow): GoodsBatch => ({
    ...row,
    unitPrice: unitPrice === null ? null : shownPrice(sees, unitPrice),
    productName: `${row.grade}${row.temper ? `-${row.temper}` : ''} ${row.category}`,
    listedAt: chinaDateTime(listedAt),
  });

/** Goods batches with their supplier, for a `where` and an order. */
export const selectGoods = (db: SandboxDb) =>
  db
    .select(goodsColumns)
    .from(goodsBatches)
    .innerJoin(companies, eq(companies.id, goodsBatches.supplierId));

const productName = sql<string>`${goodsBatches.grade}::text || coalesce('-' || ${goodsBatches.temper}::text, '') || ' ' || ${goodsBatches.category}::text`;

/**
 * The batches on sale holding a suggestion's key, grouped by product name and spec: whether the
 * name holds the key, and whether the name with the spec does. The key is looked for in the spec
 * as buyers type it ('2*1250', the batch's suggest text, served by its trigram index); the
 * suggestion writes it as every screen does (2×1250×2500).
 */
export const suggestionRowsQuery = (key: string): SQL => sql`
  select ${productName} as name, ${goodsBatches.category} as category,
    ${plain(goodsBatches.thickness)} as thickness, ${plain(goodsBatches.width)} as width,
    ${plain(goodsBatches.length)} as length, count(*)::int as batches,
    bool_or(${productName} ilike ${containing(key)}) as "nameMatches",
    bool_or(${goodsBatches.thickness} is not null
      and ${holds(goodsBatches.suggestText, key)}) as "specMatches"
  from ${goodsBatches}
  where ${onSale} and ${holds(goodsBatches.suggestText, key)}
  group by 1, 2, 3, 4, 5`;

/** A group of batches on sale whose name, or name and spec, holds a suggestion's key. */
type SuggestionRow = {
  name: string;
  category: string;
  thickness: string | null;
  width: string | null;
  length: string | null;
  batches: number;
  nameMatches: boolean;
  specMatches: boolean;
};

/**
 * The suggestions of a key from the batches holding it: each product name and each name with a
 * spec, with the batches on sale of each; those starting with the key first, then the shorter,
 * then those with more batches, then by text.
 */
const suggestions = (rows: readonly SuggestionRow[], key: string): string[] => {
  const batches = new Map<string, number>();
  const add = (text: string, count: number) => batches.set(text, (batches.get(text) ?? 0) + count);
  for (const row of rows) {
    if (row.nameMatches) add(row.name, row.batches);
    if (row.specMatches) add(`${row.name} ${formatSpecification(row)}`.trim(), row.batches);
  }
  const starts = (text: string) => text.toLowerCase().startsWith(key.toLowerCase());
  return [...batches]
    .sort(
      ([a, countA], [b, countB]) =>
        Number(starts(b)) - Number(starts(a)) ||
        a.length - b.length ||
        countB - countA ||
        (a < b ? -1 : a > b ? 1 : 0),
    )
    .slice(0, SUGGESTION_LIMIT)
    .map(([text]) => text);
};

const FILTER_COLUMNS: Readonly<Record<GoodsFilterKey, PgColumn>> = {
  category: goodsBatches.category,
  secondGrade: goodsBatches.secondGrade,
  grade: goodsBatches.grade,
  temper: goodsBatches.temper,
  thickness: goodsBatches.thickness,
  width: goodsBatches.width,
  surface: goodsBatches.surface,
  tectorial: goodsBatches.tectorial,
  inventory: goodsBatches.warehouse,
};
const SIZE_FILTERS: ReadonlySet<GoodsFilterKey> = new Set(['thickness', 'width']);

/** Sizes compare as numbers ('2' finds 2.000); the rest compare as text (an unknown value finds nothing). */
const filterCondition = (key: GoodsFilterKey, value: string): SQL =>
  SIZE_FILTERS.has(key)
    ? sql`${FILTER_COLUMNS[key]} = ${value}::numeric`
    : sql`${FILTER_COLUMNS[key]}::text = ${value}`;

const SORT_COLUMNS = {
  listedAt: goodsBatches.listedAt,
  unitPrice: goodsBatches.unitPrice,
  weight: goodsBatches.weight,
  thickness: goodsBatches.thickness,
} satisfies Record<GoodsSearchQuery['sortField'], AnyColumn>;

/**
 * The search's order: batches without the sort's value (a thickness) last. Only the nullable
 * column says so, so that the others' order is their index's (`goods_listed_idx`…), read either
 * way.
 */
const sortOrder = ({ sortField, sortOrder: way }: GoodsSearchQuery): SQL => {
  const column = SORT_COLUMNS[sortField];
  const ordered = way === 'asc' ? asc(column) : desc(column);
  return column.notNull ? ordered : sql`${ordered} nulls last`;
};

const SIZE_COLUMNS = {
  thickness: goodsBatches.thickness,
  width: goodsBatches.width,
  length: goodsBatches.length,
} as const;
/** A spec's sizes in the order they are written. */
const SPEC_COLUMNS = Object.values(SIZE_COLUMNS);
const sizeIs = (column: PgColumn, value: string): SQL => sql`${column} = ${value}::numeric`;

/**
 * What a search word finds (contract/notation.ts reads the words as buyers write them): a
 * spec its sizes in order, compared as numbers (2×1220, 2.0*1220 and 2*1220 alike); a size
 * alone the size named, or any of them; a word of text the batch's search text (its column,
 * kept by a trigger and served by a trigram index).
 */
const termCondition = (term: SearchTerm): SQL | undefined => {
  if (term.kind === 'spec')
    return and(
      ...term.sizes.flatMap((value, index) => {
        const column = SPEC_COLUMNS[index];
        return column ? [sizeIs(column, value)] : [];
      }),
    );
  if (term.kind === 'size')
    return term.field
      ? sizeIs(SIZE_COLUMNS[term.field], term.value)
      : or(...SPEC_COLUMNS.map((column) => sizeIs(column, term.value)));
  return holds(goodsBatches.searchText, term.text);
};

/** The goods search's condition: on sale, every word of the keyword, every filter. */
export const searchWhere = (query: GoodsSearchQuery): SQL | undefined => {
  const filters = GOODS_FILTER_KEYS.flatMap((key) => {
    const value = query[key];
    return value === undefined ? [] : [filterCondition(key, value)];
  });
  return and(onSale, ...searchTerms(query.keyword ?? '').map(termCondition), ...filters);
};

/** Every part optional: what the client leaves out takes the default. */
const searchQuery = z.partial(goodsSearchQuery);
const suggestionQuery = z.object({ key: z.string().check(z.trim(), z.maxLength(50)) });
const spotQuery = z.object({
  pageNum: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive(), z.lte(MAX_PAGE_SIZE)),
});
const idParam = z.object({ id: z.int().check(z.positive()) });

/** The filters other than the category: each is looked up with the category. */
const PAIRED_KEYS = GOODS_FILTER_KEYS.filter((key) => key !== 'category');

/**
 * The pairs (category, value) of a filter on sale now, in the order of its index on (category,
 * column): a loose index scan, one index probe per pair (each the first pair above the one
 * before), not a scan of every batch on sale: a term of a recursive query, named `pairs`.
 */
const pairsOf = (key: GoodsFilterKey, pairs: SQL): SQL => {
  const g = goodsBatches;
  const column = FILTER_COLUMNS[key];
  const first = (above?: SQL) => sql`select ${g.category} as category, ${column} as value
    from ${g} where ${onSale} and ${column} is not null${
      above ? sql` and (${g.category}, ${column}) > ${above}` : sql``
    }
    order by ${g.category}, ${column} limit 1`;
  return sql`${pairs} as ((${first()}) union all select next.category, next.value
    from ${pairs} as pair cross join lateral (${first(sql`(pair.category, pair.value)`)}) as next)`;
};

/**
 * Every filter's values on sale now, in the column's order (enums as declared, sizes by number),
 * and each second grade's category: each filter's pairs with the category by a loose scan of its
 * index on (category, column), the categories those of the grades (every batch has one).
 */
export const propertyValuesQuery = (): SQL => {
  const pairs = (key: GoodsFilterKey) => sql`${sql.identifier(`${key}_pairs`)}`;
  const value = (key: GoodsFilterKey) =>
    SIZE_FILTERS.has(key) ? sql`trim_scale(value)::text` : sql`value::text`;
  // Values in the filter's order (sizes as numbers), second grades category by category.
  const told = (key: GoodsFilterKey) => sql`select ${key}::text as key, ${value(key)} as value,
    category::text as category, row_number() over (order by ${
      key === 'secondGrade' ? sql`category, value` : sql`value, category`
    }) as position from ${pairs(key)}`;
  return sql`with recursive ${sql.join(
    PAIRED_KEYS.map((key) => pairsOf(key, pairs(key))),
    sql`, `,
  )}
    ${sql.join(PAIRED_KEYS.map(told), sql` union all `)}
    union all select 'category', category::text, category::text,
      row_number() over (order by category) from ${pairs('grade')} group by category
    order by key, position`;
};

/** Every filter's values on sale now (`propertyValuesQuery`), as getPropertyList answers them. */
const propertyValues = async (db: SandboxDb): Promise<GoodsProperty[]> => {
  const { rows } = await db.execute<{
    key: GoodsFilterKey;
    value: string | null;
    category: string;
  }>(propertyValuesQuery());
  return GOODS_FILTER_KEYS.map((key): GoodsProperty => {
    const found = rows.filter((row) => row.key === key && row.value !== null);
    const values = [...new Set(found.map(({ value }) => value ?? ''))];
    const name = GOODS_FILTER_LABELS[key];
    if (key === 'category') return { key, name, values };
    if (key === 'secondGrade')
      return {
        key,
        name,
        values,
        parents: Object.fromEntries(found.map(({ value, category }) => [value, category])),
      };
    const categories: Record<string, string[]> = {};
    for (const { value: one, category } of found) (categories[one ?? ''] ??= []).push(category);
    return { key, name, values, categories };
  });
};

/**
 * A batch by the id in the path, sold out ones too, its price as a viewer who `sees` prices or
 * not is sent it; null for an unknown or malformed id.
 */
const batchOf = async (db: SandboxDb, id: string, sees: boolean): Promise<GoodsBatch | null> => {
  const parsed = idParam.safeParse({ id: Number(id) });
  if (!parsed.success) return null;
  const [row] = await selectGoods(db).where(eq(goodsBatches.id, parsed.data.id));
  return row ? toGoodsBatch(sees)(row) : null;
};

/**
 * Other batches on sale of the batch's category: those of the same thickness, then grade, then
 * width first (a batch without one, an ingot's thickness say, matches those without it), the
 * newest first.
 */
const similarTo = async (
  db: SandboxDb,
  batch: GoodsBatch,
  sees: boolean,
): Promise<GoodsBatch[]> => {
  const same = (column: AnyColumn, value: string | null) =>
    value === null ? sql`${column} is null` : sql`${column} = ${value}`;
  const rows = await selectGoods(db)
    .where(
      and(
        onSale,
        sql`${goodsBatches.category}::text = ${batch.category}`,
        sql`${goodsBatches.id} <> ${batch.batchId}`,
      ),
    )
    .orderBy(
      sql`${same(goodsBatches.thickness, batch.thickness)} desc`,
      sql`${same(goodsBatches.grade, batch.grade)} desc`,
      sql`${same(goodsBatches.width, batch.width)} desc`,
      desc(goodsBatches.listedAt),
      desc(goodsBatches.id),
    )
    .limit(SIMILAR_LIMIT);
  return rows.map(toGoodsBatch(sees));
};

/**
 * The query of the ids of the goods a user (or a visitor, `userId` undefined) may like, in
 * order: first those
 * of the grade and category the user opened last, then of those opened before; then the goods
 * most opened, the newest first. Each grade and category's last opening and each batch's
 * openings are grouped once, and each of the three tiers gives at most its first few candidates
 * (the last one by the listing index), so that the query does not sort every batch on sale.
 */
export const mayLikeQuery = (userId: number | undefined): SQL => {
  const g = goodsBatches;
  const r = mayLikeRecords;
  const ofUser = userId === undefined ? sql`false` : sql`${r.userId} = ${userId}`;
  const notOpened = sql`not exists (select 1 from opened o
    where o.grade = ${g.grade} and o.category = ${g.category})`;
  return sql`
    with opened as (
      select ${g.grade} as grade, ${g.category} as category, max(${r.createdAt}) as last_at
      from ${r} join ${g} on ${g.id} = ${r.batchId}
      where ${ofUser}
      group by ${g.grade}, ${g.category}
    ),
    popularity as (
      select ${r.batchId} as batch_id, count(*) as hits from ${r} group by ${r.batchId}
    ),
    candidates as (
      (select ${g.id} as id from ${g}
        join opened o on o.grade = ${g.grade} and o.category = ${g.category}
        left join popularity p on p.batch_id = ${g.id}
        where ${onSale}
        order by o.last_at desc, coalesce(p.hits, 0) desc, ${g.listedAt} desc, ${g.id} desc
        limit ${MAY_LIKE_LIMIT})
      union
      (select ${g.id} from popularity p join ${g} on ${g.id} = p.batch_id
        where ${onSale} and ${notOpened}
        order by p.hits desc, ${g.listedAt} desc, ${g.id} desc
        limit ${MAY_LIKE_LIMIT})
      union
      (select ${g.id} from ${g}
        where ${onSale} and ${notOpened}
          and not exists (select 1 from popularity p where p.batch_id = ${g.id})
        order by ${g.listedAt} desc, ${g.id} desc
        limit ${MAY_LIKE_LIMIT})
    )
    select ${g.id} as id from candidates c join ${g} on ${g.id} = c.id
      left join opened o on o.grade = ${g.grade} and o.category = ${g.category}
      left join popularity p on p.batch_id = ${g.id}
    order by o.last_at desc nulls last, coalesce(p.hits, 0) desc, ${g.listedAt} desc, ${g.id} desc
    limit ${MAY_LIKE_LIMIT}`;
};

/** The ids of `mayLikeQuery`, in order. */
const mayLikeIds = async (db: SandboxDb, userId: number | undefined): Promise<number[]> => {
  const { rows } = await db.execute<{ id: number }>(mayLikeQuery(userId));
  return rows.map(({ id }) => Number(id));
};

/**
 * The goods a user (or a visitor) may like, in the order of `mayLikeIds`, with prices if the
 * viewer `sees` them.
 */
export const mayLikeGoods = async (
  db: SandboxDb,
  userId: number | undefined,
  sees: boolean,
): Promise<GoodsBatch[]> => {
  const ids = await mayLikeIds(db, userId);
  if (ids.length === 0) return [];
  const rows = await selectGoods(db).where(inArray(goodsBatches.id, ids));
  const byId = new Map(rows.map((row) => [row.batchId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGoodsBatch(sees)(row)] : [];
  });
};

/**
 * Goods search, detail and the home page's lists: all open to visitors, their prices null for
 * a viewer who may not see them (`callerSeesPrices`).
 */
export const goodsRoutes = (deps: Deps) => {
  const { db, now } = deps;

  return new Hono()
    .get(paths.goods.search, async (c) => {
      const parsed = validateQuery(c, searchQuery, {
        numbers: ['pageNum', 'pageSize'],
        labels: GOODS_LABELS,
      });
      if (!parsed.ok) return parsed.response;
      const sees = await callerSeesPrices(deps, c);
      const asked: GoodsSearchQuery = { ...DEFAULT_GOODS_SEARCH, ...parsed.data };
      // An order by price would tell a viewer without prices how they compare: theirs is by
      // listing time, as 综合 (chosen).
      const query: GoodsSearchQuery =
        sees || asked.sortField !== 'unitPrice'
          ? asked
          : { ...asked, sortField: DEFAULT_GOODS_SEARCH.sortField };
      const where = searchWhere(query);
      const direction = query.sortOrder === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        selectGoods(db)
          .where(where)
          .orderBy(sortOrder(query), direction(goodsBatches.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.$count(goodsBatches, where),
      ]);
      return ok<Page<GoodsBatch>>({ rows: rows.map(toGoodsBatch(sees)), total });
    })
    .get(`${paths.goods.detail}/:id`, async (c) => {
      const batch = await batchOf(db, c.req.param('id'), await callerSeesPrices(deps, c));
      return batch ? ok<GoodsBatch>(batch) : fail(404, NO_SUCH_GOODS);
    })
    .get(`${goodsDetailPaths.extra}/:id`, async (c) => {
      const sees = await callerSeesPrices(deps, c);
      const batch = await batchOf(db, c.req.param('id'), sees);
      if (!batch) return fail(404, NO_SUCH_GOODS);
      return ok<GoodsDetailExtra>({
        certificate: certificateOf(batch),
        similar: await similarTo(db, batch, sees),
      });
    })
    .get(`${goodsDetailPaths.certificate}/:id`, async (c) => {
      const batch = await batchOf(db, c.req.param('id'), false);
      const certificate = batch && certificateOf(batch);
      if (!batch || !certificate) return fail(404, '该批次没有质保书');
      return fileResponse(
        certificateSvg(batch, certificate),
        'image/svg+xml; charset=utf-8',
        certificate.fileName,
        c.req.query('download') === '1' ? 'attachment' : 'inline',
      );
    })
    .get(paths.goods.propertyList, async () => ok<GoodsProperty[]>(await propertyValues(db)))
    .get(paths.goods.suggestion, async (c) => {
      const parsed = validateQuery(c, suggestionQuery, { labels: GOODS_LABELS });
      if (!parsed.ok) return parsed.response;
      const { key } = parsed.data;
      if (key === '') return ok<string[]>([]);
      const { rows } = await db.execute<SuggestionRow>(suggestionRowsQuery(key));
      return ok<string[]>(suggestions(rows, key));
    })
    .get(paths.goods.spotList, async (c) => {
      const parsed = validateQuery(c, spotQuery, { numbers: ['pageNum', 'pageSize'] });
      if (!parsed.ok) return parsed.response;
      const { pageNum, pageSize } = parsed.data;
      const sees = await callerSeesPrices(deps, c);
      const where = and(onSale, eq(goodsBatches.carType, 'spot'));
      const [rows, total] = await Promise.all([
        selectGoods(db)
          .where(where)
          .orderBy(desc(goodsBatches.listedAt), desc(goodsBatches.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.$count(goodsBatches, where),
      ]);
      return ok<Page<GoodsBatch>>({ rows: rows.map(toGoodsBatch(sees)), total });
    })
    .get(paths.goods.mayLike, async (c) => {
      const user = await sessionUser(deps, c);
      return ok<GoodsBatch[]>(await mayLikeGoods(db, user?.id, seesPrices(user?.userExamineState)));
    })
    .post(paths.goods.addMayLike, async (c) => {
      const body = await validateJson(c, mayLikeRecord, { labels: GOODS_LABELS });
      if (!body.ok) return body.response;
      const { batchId } = body.data;
      if ((await db.$count(goodsBatches, eq(goodsBatches.id, batchId))) === 0) {
        return fail(404, NO_SUCH_GOODS);
      }
      const user = await sessionUser(deps, c);
      await db
        .insert(mayLikeRecords)
        .values({ userId: user?.id ?? null, batchId, createdAt: now() });
      return ok(null);
    })
    .get(paths.common.infos, async () => {
      const types = await db.select().from(infoTypes).orderBy(asc(infoTypes.id));
      const result = await Promise.all(
        types.map(async ({ id, name }): Promise<InfoType> => {
          const rows = await db
            .select({
              id: infos.id,
              title: infos.title,
              summary: infos.summary,
              publishTime: infos.publishTime,
            })
            .from(infos)
            .where(eq(infos.typeId, id))
            .orderBy(desc(infos.publishTime), desc(infos.id))
            .limit(INFO_LIMIT);
          return {
            typeId: id,
            typeName: name,
            infos: rows.map((row) => ({ ...row, publishTime: chinaDateTime(row.publishTime) })),
          };
        }),
      );
      return ok<InfoType[]>(result);
    });
};
