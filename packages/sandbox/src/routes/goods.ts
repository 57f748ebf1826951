import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, or, sql } from 'drizzle-orm';
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
  goodsDetailPaths,
  goodsSearchQuery,
  mayLikeRecord,
  paths,
} from '@mall/domain/contract';
import type { SearchTerm } from '@mall/domain/contract/notation';
import { searchTerms } from '@mall/domain/contract/notation';
import { sessionUser } from '../auth.ts';
import type { Deps } from '../context.ts';
import type { SandboxDb } from '../db/client.ts';
import { companies, goodsBatches, infoTypes, infos, mayLikeRecords } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { certificateOf, certificateSvg } from '../goods/certificate.ts';
import { containing, literal } from '../like.ts';
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
 * alone the size named, or any of them; a word of text the search text.
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
  return ilike(searchText, containing(term.text));
};

const searchWhere = (query: GoodsSearchQuery): SQL | undefined => {
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
      // the shorter, then those with more batches on sale.
      const { rows } = await db.execute<{ text: string }>(sql`
        select text from (
          select ${productName} as text from ${goodsBatches} where ${onSale}
          union all
          select ${productName} || ' ' || ${spec} from ${goodsBatches}
            where ${onSale} and ${goodsBatches.thickness} is not null
        ) candidates
        where text ilike ${containing(key)}
        group by text
        order by (text ilike ${`${literal(key)}%`}) desc, length(text), count(*) desc, text
        limit ${SUGGESTION_LIMIT}`);
      return ok<string[]>(rows.map(({ text }) => text));
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
