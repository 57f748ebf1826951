import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, sql } from 'drizzle-orm';
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
import { sessionUser } from '../auth.ts';
import type { Deps } from '../context.ts';
import type { SandboxDb } from '../db/client.ts';
import { companies, goodsBatches, infoTypes, infos, mayLikeRecords } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { certificateOf, certificateSvg } from '../goods/certificate.ts';
import { containing } from '../like.ts';
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

/** A selected row as the contract's goods batch. */
export const toGoodsBatch = ({ listedAt, ...row }: GoodsRow): GoodsBatch => ({
  ...row,
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
const spec = sql<string>`concat_ws('*', ${plain(goodsBatches.thickness)}, ${plain(goodsBatches.width)}, ${plain(goodsBatches.length)})`;

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

/**
 * What a keyword word is looked for in: the grade with its temper ('6061-T6'), the grade,
 * coating or surface run into the category ('5052铝板', 'PVDF涂层铝板', '覆膜铝卷' — as buyers
 * type them), the second grade ('花纹铝板'), the warehouse, the batch number, the inventory code and the spec ('2*1250*2500').
 */
const searchText = sql<string>`concat_ws(' ',
  ${goodsBatches.grade}::text || coalesce('-' || ${goodsBatches.temper}::text, ''),
  ${goodsBatches.grade}::text || ${goodsBatches.category}::text,
  ${goodsBatches.tectorial}::text || ${goodsBatches.category}::text,
  ${goodsBatches.surface}::text || ${goodsBatches.category}::text,
  ${goodsBatches.secondGrade}, ${goodsBatches.warehouse}::text, ${goodsBatches.batchNo}, ${goodsBatches.inventoryCode}, ${spec})`;

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

const searchWhere = (query: GoodsSearchQuery): SQL | undefined => {
  const words = (query.keyword ?? '').split(/\s+/).filter(Boolean);
  const filters = GOODS_FILTER_KEYS.flatMap((key) => {
    const value = query[key];
    return value === undefined ? [] : [filterCondition(key, value)];
  });
  return and(onSale, ...words.map((word) => ilike(searchText, containing(word))), ...filters);
};

/** Every part optional: what the client leaves out takes the default. */
const searchQuery = z.partial(goodsSearchQuery);
const suggestionQuery = z.object({ key: z.string().check(z.trim(), z.maxLength(50)) });
const spotQuery = z.object({
  pageNum: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive(), z.lte(MAX_PAGE_SIZE)),
});
const idParam = z.object({ id: z.int().check(z.positive()) });

/** The values of one filter on sale now, in the column's order (enums as declared, sizes by number). */
const propertyValues = async (db: SandboxDb, key: GoodsFilterKey): Promise<string[]> => {
  const column = FILTER_COLUMNS[key];
  const value: SQL<string | null> = SIZE_FILTERS.has(key)
    ? plain(column)
    : sql<string>`${column}::text`;
  const rows = await db
    .selectDistinct({ value, order: column })
    .from(goodsBatches)
    .where(and(onSale, isNotNull(column)))
    .orderBy(asc(column));
  return rows.flatMap(({ value: text }) => (text === null ? [] : [text]));
};

/** A batch by the id in the path, sold out ones too; null for an unknown or malformed id. */
const batchOf = async (db: SandboxDb, id: string): Promise<GoodsBatch | null> => {
  const parsed = idParam.safeParse({ id: Number(id) });
  if (!parsed.success) return null;
  const [row] = await selectGoods(db).where(eq(goodsBatches.id, parsed.data.id));
  return row ? toGoodsBatch(row) : null;
};

/**
 * Other batches on sale of the batch's category: those of the same thickness, then grade, then
 * width first (a batch without one, an ingot's thickness say, matches those without it), the
 * newest first.
 */
const similarTo = async (db: SandboxDb, batch: GoodsBatch): Promise<GoodsBatch[]> => {
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
  return rows.map(toGoodsBatch);
};

/** The second grades on sale, category by category, each with its category. */
const secondGradeProperty = async (db: SandboxDb): Promise<GoodsProperty> => {
  const rows = await db
    .selectDistinct({ category: goodsBatches.category, value: goodsBatches.secondGrade })
    .from(goodsBatches)
    .where(onSale)
    .orderBy(asc(goodsBatches.category), asc(goodsBatches.secondGrade));
  return {
    key: 'secondGrade',
    name: GOODS_FILTER_LABELS.secondGrade,
    values: rows.map(({ value }) => value),
    parents: Object.fromEntries(rows.map(({ category, value }) => [value, category])),
  };
};

/** Goods search, detail and the home page's lists: all open to visitors. */
export const goodsRoutes = (deps: Deps) => {
  const { db, now } = deps;

  return new Hono()
    .get(paths.goods.search, async (c) => {
      const parsed = validateQuery(c, searchQuery, {
        numbers: ['pageNum', 'pageSize'],
        labels: GOODS_LABELS,
      });
      if (!parsed.ok) return parsed.response;
      const query: GoodsSearchQuery = { ...DEFAULT_GOODS_SEARCH, ...parsed.data };
      const where = searchWhere(query);
      const direction = query.sortOrder === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        selectGoods(db)
          .where(where)
          .orderBy(
            sql`${direction(SORT_COLUMNS[query.sortField])} nulls last`,
            direction(goodsBatches.id),
          )
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.$count(goodsBatches, where),
      ]);
      return ok<Page<GoodsBatch>>({ rows: rows.map(toGoodsBatch), total });
    })
    .get(`${paths.goods.detail}/:id`, async (c) => {
      const batch = await batchOf(db, c.req.param('id'));
      return batch ? ok<GoodsBatch>(batch) : fail(404, NO_SUCH_GOODS);
    })
    .get(`${goodsDetailPaths.extra}/:id`, async (c) => {
      const batch = await batchOf(db, c.req.param('id'));
      if (!batch) return fail(404, NO_SUCH_GOODS);
      return ok<GoodsDetailExtra>({
        certificate: certificateOf(batch),
        similar: await similarTo(db, batch),
      });
    })
    .get(`${goodsDetailPaths.certificate}/:id`, async (c) => {
      const batch = await batchOf(db, c.req.param('id'));
      const certificate = batch && certificateOf(batch);
      if (!batch || !certificate) return fail(404, '该批次没有质保书');
      return fileResponse(
        certificateSvg(batch, certificate),
        'image/svg+xml; charset=utf-8',
        certificate.fileName,
        c.req.query('download') === '1' ? 'attachment' : 'inline',
      );
    })
    .get(paths.goods.propertyList, async () => {
      const properties = await Promise.all(
        GOODS_FILTER_KEYS.map(async (key): Promise<GoodsProperty> =>
          key === 'secondGrade'
            ? secondGradeProperty(db)
            : { key, name: GOODS_FILTER_LABELS[key], values: await propertyValues(db, key) },
        ),
      );
      return ok<GoodsProperty[]>(properties);
    })
    .get(paths.goods.suggestion, async (c) => {
      const parsed = validateQuery(c, suggestionQuery, { labels: GOODS_LABELS });
      if (!parsed.ok) return parsed.response;
      const { key } = parsed.data;
      if (key === '') return ok<string[]>([]);
      // Product names, and product names with a spec; those starting with the key first, then
      // the shorter, then those with more batches on sale. The key is looked for in the spec as
      // buyers type it ('2*1250'); the suggestion writes it as every screen does (2×1250×2500).
      const { rows } = await db.execute<SuggestionRow>(sql`
        select ${productName} as name, ${goodsBatches.category} as category,
          ${plain(goodsBatches.thickness)} as thickness, ${plain(goodsBatches.width)} as width,
          ${plain(goodsBatches.length)} as length, count(*)::int as batches,
          bool_or(${productName} ilike ${containing(key)}) as "nameMatches",
          bool_or(${goodsBatches.thickness} is not null
            and ${productName} || ' ' || ${spec} ilike ${containing(key)}) as "specMatches"
        from ${goodsBatches}
        where ${onSale} and ${productName} || ' ' || ${spec} ilike ${containing(key)}
        group by 1, 2, 3, 4, 5`);
      return ok<string[]>(suggestions(rows, key));
    })
    .get(paths.goods.spotList, async (c) => {
      const parsed = validateQuery(c, spotQuery, { numbers: ['pageNum', 'pageSize'] });
      if (!parsed.ok) return parsed.response;
      const { pageNum, pageSize } = parsed.data;
      const where = and(onSale, eq(goodsBatches.carType, 'spot'));
      const [rows, total] = await Promise.all([
        selectGoods(db)
          .where(where)
          .orderBy(desc(goodsBatches.listedAt), desc(goodsBatches.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.$count(goodsBatches, where),
      ]);
      return ok<Page<GoodsBatch>>({ rows: rows.map(toGoodsBatch), total });
    })
    .get(paths.goods.mayLike, async (c) => {
      const user = await sessionUser(deps, c);
      const hits = db
        .select({ batchId: mayLikeRecords.batchId, hits: count().as('hits') })
        .from(mayLikeRecords)
        .groupBy(mayLikeRecords.batchId)
        .as('popularity');
      // A user's may-like goods are first those of the grade and category they opened last,
      // then of those opened before; then (for everyone) the goods most opened, the newest first.
      const lastOpened = user
        ? [
            sql`(select max(r.created_at) from ${mayLikeRecords} r
              join ${goodsBatches} g on g.id = r.batch_id
              where r.user_id = ${user.id} and g.grade = ${goodsBatches.grade}
                and g.category = ${goodsBatches.category}) desc nulls last`,
          ]
        : [];
      const rows = await selectGoods(db)
        .leftJoin(hits, eq(hits.batchId, goodsBatches.id))
        .where(onSale)
        .orderBy(
          ...lastOpened,
          sql`coalesce(${hits.hits}, 0) desc`,
          desc(goodsBatches.listedAt),
          desc(goodsBatches.id),
        )
        .limit(MAY_LIKE_LIMIT);
      return ok<GoodsBatch[]>(rows.map(toGoodsBatch));
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
