import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { GoodsBatch } from '@mall/domain/contract';
import {
  goodsBatch,
  goodsBatchList,
  goodsDetailExtra,
  goodsDetailPaths,
  goodsPage,
  goodsPropertyList,
  goodsSuggestions,
  infoTypes,
  paths,
} from '@mall/domain/contract';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
});
afterAll(() => sandbox.close());

/** Calls a path (without a login unless given a token) and parses the data with a contract schema. */
const fetchData = <S extends z.ZodMiniType>(
  schema: S,
  path: string,
  init?: { token?: string; body?: unknown },
) => dataOf(sandbox.app, schema, path, init);
const errorOf = (path: string, body?: unknown) => failureOf(sandbox.app, path, { body });

/** A search as the certified administrator, who is sent the prices. */
const search = (params: Record<string, string | number> = {}) =>
  fetchData(goodsPage, withQuery(paths.goods.search, params), { token: admin });
const numbers = (rows: readonly GoodsBatch[], key: 'unitPrice' | 'weight') =>
  rows.map((row) => Number(row[key]));

describe('goods search', () => {
  it('pages the goods on sale, newest first, 10 to a page by default', async () => {
    const first = await search();
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBeGreaterThan(1_900);
    expect(first.total).toBeLessThan(2_000);
    const listed = first.rows.map(({ listedAt }) => listedAt);
    expect(listed).toEqual(listed.toSorted().reverse());
    for (const row of first.rows) expect(Number(row.weight)).toBeGreaterThan(0);
    const second = await search({ pageNum: 2 });
    expect(second.total).toBe(first.total);
    expect(second.rows.map(({ batchId }) => batchId)).not.toContain(first.rows[0]?.batchId);
    const last = await search({ pageNum: Math.ceil(first.total / 50), pageSize: 50 });
    expect(last.rows.length).toBe(first.total % 50 || 50);
    expect((await search({ pageNum: 1000 })).rows).toEqual([]);
  });

  it('names each batch by grade, temper and category', async () => {
    const { rows } = await search({ grade: '6061', temper: 'T6', category: '铝板' });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.productName).toBe('6061-T6 铝板');
    const ingots = await search({ category: '铝锭' });
    expect(ingots.rows[0]).toMatchObject({
      productName: 'A00 铝锭',
      temper: null,
      thickness: null,
    });
  });

  it.each([
    ['grade', '5052'],
    ['temper', 'H32'],
    ['surface', '覆膜'],
    ['tectorial', 'PVDF涂层'],
    ['inventory', '无锡'],
    ['category', '铝卷'],
  ] as const)('filters by %s exactly', async (key, value) => {
    const { rows, total } = await search({ [key]: value, pageSize: 50 });
    expect(total).toBeGreaterThan(0);
    for (const row of rows) expect(row[key]).toBe(value);
  });

  it('filters by sizes as numbers', async () => {
    const { rows, total } = await search({ thickness: '2.0', width: '1250', pageSize: 50 });
    expect(total).toBeGreaterThan(0);
    for (const row of rows) expect([row.thickness, row.width]).toEqual(['2', '1250']);
  });

  it('combines filters, and finds nothing for an unknown value', async () => {
    const all = (await search({ grade: '5052' })).total;
    const inFoshan = (await search({ grade: '5052', inventory: '佛山' })).total;
    expect(inFoshan).toBeGreaterThan(0);
    expect(inFoshan).toBeLessThan(all);
    expect(await search({ grade: '9999' })).toEqual({ rows: [], total: 0 });
  });

  it('reads sizes, signs and words as buyers write them', async () => {
    const ids = async (keyword: string) =>
      (await search({ keyword, pageSize: 50 })).rows.map(({ batchId }) => batchId);
    const spec = await search({ keyword: '6061-T6 2*1220', pageSize: 50 });
    expect(spec.total).toBeGreaterThan(0);
    const found = spec.rows.map(({ batchId }) => batchId);
    for (const keyword of [
      '6061-T6 2×1220',
      '6061-T6 2.0X1220',
      '6061-T6 ２＊１２２０',
      '6061 2mm',
      '6061-T6 厚2',
      '6061-T6 板 2.0mm',
    ])
      expect(await ids(keyword), keyword).toEqual(expect.arrayContaining(found));
    const inFoshan = spec.rows
      .filter(({ inventory }) => inventory === '佛山')
      .map(({ batchId }) => batchId);
    expect(await ids('6061-T6 铝板 2mm 佛山')).toEqual(expect.arrayContaining(inFoshan));
    const sized = await search({ keyword: '6061-T6 2mm', pageSize: 50 });
    for (const row of sized.rows) expect([row.thickness, row.width, row.length]).toContain('2');
  });

  it('matches every word of the keyword, as buyers type it', async () => {
    for (const keyword of ['6061-T6 铝板', '5052铝板', 'PVDF涂层铝板', 'A00 铝锭', '佛山 铝卷']) {
      const { rows, total } = await search({ keyword, pageSize: 50 });
      expect(total, keyword).toBeGreaterThan(0);
      for (const row of rows) {
        const text = `${row.productName} ${row.grade}${row.category} ${row.tectorial}${row.category} ${row.inventory}`;
        for (const word of keyword.split(' ')) expect(text).toContain(word);
      }
    }
    const [newest] = (await search()).rows;
    const byNumber = await search({ keyword: newest?.batchNo ?? '' });
    expect(byNumber.rows.map(({ batchId }) => batchId)).toEqual([newest?.batchId]);
    expect((await search({ keyword: '%' })).total).toBe(0);
  });

  it.each([
    ['unitPrice', 'asc'],
    ['unitPrice', 'desc'],
    ['weight', 'asc'],
    ['weight', 'desc'],
  ] as const)('sorts by %s %s', async (sortField, sortOrder) => {
    const { rows } = await search({ sortField, sortOrder, pageSize: 50 });
    const values = numbers(rows, sortField);
    const sorted = values.toSorted((a, b) => a - b);
    expect(values).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());
  });

  it('sorts by thickness with goods without one last', async () => {
    const { rows, total } = await search({
      sortField: 'thickness',
      sortOrder: 'asc',
      pageSize: 50,
    });
    expect(rows[0]?.thickness).toBe('0.006');
    const lastPage = await search({
      sortField: 'thickness',
      sortOrder: 'asc',
      pageSize: 50,
      pageNum: Math.ceil(total / 50),
    });
    expect(lastPage.rows.at(-1)?.thickness).toBeNull();
  });

  it.each([
    [{ pageNum: 0 }, '页码必须大于 0'],
    [{ pageNum: 'x' }, '页码类型不正确'],
    [{ pageSize: 15 }, '每页条数必须为 10 或 20 或 30 或 50'],
    [{ sortField: 'price' }, '排序字段必须为 listedAt 或 unitPrice 或 weight 或 thickness'],
    [{ sortOrder: 'up' }, '排序方向必须为 asc 或 desc'],
    [{ thickness: 'abc' }, '数值格式不正确'],
    [{ keyword: 'x'.repeat(51) }, '关键词不能大于 50'],
  ])('answers 400 for %j', async (params, msg) => {
    expect(await errorOf(withQuery(paths.goods.search, params))).toEqual([400, msg]);
  });
});

describe('goods detail', () => {
  it('answers one batch, sold out ones too', async () => {
    const [first] = (await search()).rows;
    const detail = await fetchData(goodsBatch, `${paths.goods.detail}/${first?.batchId}`, {
      token: admin,
    });
    expect(detail).toEqual(first);
  });

  it.each(['999999', 'abc', '0'])('answers 404 for the id %s', async (id) => {
    expect(await errorOf(`${paths.goods.detail}/${id}`)).toEqual([404, '商品不存在']);
  });
});

describe('property list', () => {
  it('lists every filter with the values on sale, in order', async () => {
    const properties = await fetchData(goodsPropertyList, paths.goods.propertyList);
    expect(properties.map(({ key, name }) => [key, name])).toEqual([
      ['category', '品类'],
      ['secondGrade', '二级品类'],
      ['grade', '牌号'],
      ['temper', '状态'],
      ['thickness', '厚度(mm)'],
      ['width', '宽度(mm)'],
      ['surface', '表面'],
      ['tectorial', '涂层'],
      ['inventory', '仓库'],
    ]);
    const values = Object.fromEntries(properties.map(({ key, values: v }) => [key, v]));
    expect(values.category).toEqual(['铝锭', '铝板', '铝卷', '型材', '铝箔']);
    expect(values.inventory).toEqual(['佛山', '无锡', '巩义', '上海']);
    expect(values.grade).toContain('6061');
    const thickness = values.thickness ?? [];
    expect(thickness[0]).toBe('0.006');
    expect(thickness.map(Number)).toEqual(thickness.map(Number).toSorted((a, b) => a - b));
    expect(thickness).toContain('2');
  });

  it("tells each value's categories, so that a plate's thicknesses are no foil gauges", async () => {
    const properties = await fetchData(goodsPropertyList, paths.goods.propertyList);
    const thickness = properties.find(({ key }) => key === 'thickness');
    const inPlate = (thickness?.values ?? []).filter((value) =>
      thickness?.categories?.[value]?.includes('铝板'),
    );
    expect(inPlate.length).toBeGreaterThan(0);
    expect(inPlate.every((value) => Number(value) >= 0.2)).toBe(true);
    expect(thickness?.categories?.['0.006']).toEqual(['铝箔']);
    for (const { key, values, categories } of properties.filter(({ key }) => key !== 'category'))
      if (key !== 'secondGrade')
        for (const value of values)
          for (const category of categories?.[value] ?? [])
            expect(
              (await search({ category, [key]: value })).total,
              `${key} ${value}`,
            ).toBeGreaterThan(0);
  });

  it('gives values that each find goods', async () => {
    const properties = await fetchData(goodsPropertyList, paths.goods.propertyList);
    for (const { key, values } of properties) {
      const [value] = values;
      expect((await search({ [key]: value ?? '' })).total, key).toBeGreaterThan(0);
    }
  });
});

describe('second grades', () => {
  it("lists each category's second grades, category by category, each with its category", async () => {
    const properties = await fetchData(goodsPropertyList, paths.goods.propertyList);
    const property = properties.find(({ key }) => key === 'secondGrade');
    const under = (category: string) =>
      (property?.values ?? []).filter((value) => property?.parents?.[value] === category);
    expect(under('铝板').toSorted()).toEqual(
      ['合金铝板', '彩涂铝板', '普通铝板', '花纹铝板'].toSorted(),
    );
    expect(under('铝卷').toSorted()).toEqual(['合金铝卷', '彩涂铝卷', '普通铝卷'].toSorted());
    expect(under('型材').toSorted()).toEqual(['工业型材', '建筑型材']);
    expect(under('铝箔').toSorted()).toEqual(['单零箔', '厚铝箔', '双零箔'].toSorted());
    expect(under('铝锭').toSorted()).toEqual(['T型铝锭', '普通铝锭']);
    const categories = (property?.values ?? []).map((value) => property?.parents?.[value]);
    expect(categories).toEqual(categories.toSorted((a, b) => order(a) - order(b)));
  });

  const order = (category: string | undefined) =>
    ['铝锭', '铝板', '铝卷', '型材', '铝箔'].indexOf(category ?? '');

  it('filters by category and second grade, and finds a second grade by keyword', async () => {
    const patterned = await search({ category: '铝板', secondGrade: '花纹铝板', pageSize: 50 });
    expect(patterned.total).toBeGreaterThan(0);
    for (const row of patterned.rows) {
      expect(row).toMatchObject({ category: '铝板', secondGrade: '花纹铝板' });
      expect(['1060', '1100']).toContain(row.grade);
      expect(Number(row.thickness)).toBeGreaterThanOrEqual(2);
    }
    expect((await search({ category: '铝卷', secondGrade: '花纹铝板' })).total).toBe(0);
    const typed = await search({ keyword: '花纹铝板' });
    expect(typed.total).toBe(patterned.total);
    const foil = await search({ secondGrade: '双零箔', pageSize: 50 });
    for (const row of foil.rows) expect(Number(row.thickness)).toBeLessThan(0.01);
  });
});

describe('detail extra: certificate and similar batches', () => {
  const extraOf = (id: number) => fetchData(goodsDetailExtra, `${goodsDetailPaths.extra}/${id}`);

  it('gives a certified batch its certificate, served as a viewable or downloadable SVG', async () => {
    const [batch] = (await search({ category: '铝板', pageSize: 50 })).rows.filter(
      ({ batchId }) => batchId % 4 !== 0,
    );
    if (!batch) throw new Error('no certified plate');
    const { certificate } = await extraOf(batch.batchId);
    expect(certificate).toEqual({
      certificateNo: `ZB-${batch.batchNo}`,
      mill: expect.any(String),
      issuedOn: batch.listedAt.slice(0, 10),
      fileName: `质保书-${batch.batchNo}.svg`,
    });
    const url = `/api/csr${goodsDetailPaths.certificate}/${batch.batchId}`;
    const view = await sandbox.app.request(url);
    expect(view.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(view.headers.get('Content-Disposition')).toMatch(/^inline/);
    const svg = await view.text();
    expect(svg).toContain('质量证明书');
    expect(svg).toContain(batch.batchNo);
    const saved = await sandbox.app.request(`${url}?download=1`);
    expect(saved.headers.get('Content-Disposition')).toMatch(/^attachment/);
  });

  it('says a batch without papers has no certificate, and its file is not found', async () => {
    const { certificate } = await extraOf(4);
    expect(certificate).toBeNull();
    expect(await errorOf(`${goodsDetailPaths.certificate}/4`)).toEqual([404, '该批次没有质保书']);
    expect(await errorOf(`${goodsDetailPaths.extra}/999999`)).toEqual([404, '商品不存在']);
  });

  it('lists up to 4 similar batches on sale of the same category, the same thickness first', async () => {
    const [batch] = (await search({ category: '铝板', thickness: '2' })).rows;
    if (!batch) throw new Error('no 2 mm plate');
    const { similar } = await extraOf(batch.batchId);
    expect(similar).toHaveLength(4);
    for (const other of similar) {
      expect(other.batchId).not.toBe(batch.batchId);
      expect(other).toMatchObject({ category: '铝板', thickness: '2' });
      expect(Number(other.weight)).toBeGreaterThan(0);
    }
  });

  it('lists similar ingots, which have no thickness, width or temper', async () => {
    const [ingot] = (await search({ category: '铝锭' })).rows;
    if (!ingot) throw new Error('no ingot on sale');
    expect(ingot.thickness).toBeNull();
    const { similar } = await extraOf(ingot.batchId);
    expect(similar.length).toBeGreaterThan(0);
    for (const other of similar) expect(other).toMatchObject({ category: '铝锭', thickness: null });
  });
});

describe('suggestions', () => {
  const suggest = (key: string) =>
    fetchData(goodsSuggestions, withQuery(paths.goods.suggestion, { key }));

  it('completes a key, those starting with it first, at most 10', async () => {
    const words = await suggest('6061');
    expect(words.length).toBeGreaterThan(1);
    expect(words.length).toBeLessThanOrEqual(10);
    for (const word of words) expect(word).toContain('6061');
    expect(words[0]?.startsWith('6061')).toBe(true);
    expect(await suggest('铝')).toHaveLength(10);
  });

  it('finds specs as buyers type them, and writes them as every screen does', async () => {
    const words = await suggest('2*1250');
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(word).toContain('2×1250');
  });

  it('answers nothing for an empty or unknown key', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('钛合金')).toEqual([]);
    expect(await errorOf(withQuery(paths.goods.suggestion, {}))).toEqual([400, '关键词不能为空']);
  });
});

describe('home lists', () => {
  it('pages the spot goods, newest first', async () => {
    const page = await fetchData(
      goodsPage,
      withQuery(paths.goods.spotList, { pageNum: 1, pageSize: 8 }),
    );
    expect(page.rows).toHaveLength(8);
    expect(page.total).toBeGreaterThan(700);
    for (const row of page.rows) expect(row.carType).toBe('spot');
    expect(await errorOf(withQuery(paths.goods.spotList, { pageNum: 1, pageSize: 51 }))).toEqual([
      400,
      '每页条数不能大于 50',
    ]);
  });

  it('lists 8 goods a visitor may like, the most opened first', async () => {
    const liked = await fetchData(goodsBatchList, paths.goods.mayLike);
    expect(liked).toHaveLength(8);
  });

  it("puts the grades and categories a user opened first in the user's list", async () => {
    const { rows } = await search({ grade: '5083', category: '铝板' });
    const opened = rows[0];
    if (!opened) throw new Error('no 5083 plate');
    await fetchData(z.null(), paths.goods.addMayLike, {
      token: admin,
      body: { batchId: opened.batchId },
    });
    const liked = await fetchData(goodsBatchList, paths.goods.mayLike, { token: admin });
    expect(liked[0]).toMatchObject({ grade: '5083', category: '铝板' });
    const forVisitors = await fetchData(goodsBatchList, paths.goods.mayLike);
    expect(forVisitors.map(({ batchId }) => batchId)).not.toEqual(
      liked.map(({ batchId }) => batchId),
    );
  });

  it('records a visitor opening a batch, and refuses an unknown one', async () => {
    await fetchData(z.null(), paths.goods.addMayLike, { body: { batchId: 1 } });
    expect(await errorOf(paths.goods.addMayLike, { batchId: 999_999 })).toEqual([
      404,
      '商品不存在',
    ]);
    expect(await errorOf(paths.goods.addMayLike, {})).toEqual([400, '商品不能为空']);
  });

  it('lists the information types with their newest articles', async () => {
    const types = await fetchData(infoTypes, paths.common.infos);
    expect(types.map(({ typeName }) => typeName)).toEqual([
      '行业资讯',
      '市场行情',
      '平台公告',
      '政策法规',
    ]);
    for (const { infos } of types) {
      expect(infos).toHaveLength(6);
      const times = infos.map(({ publishTime }) => publishTime);
      expect(times).toEqual(times.toSorted().reverse());
      for (const info of infos) expect(info.summary.length).toBeLessThanOrEqual(80);
    }
  });
});
