import { describe, expect, it } from 'vitest';
import type { GoodsSearchQuery } from '../contract/index.ts';
import {
  searchQueryFromParams,
  searchQueryToParams,
  secondGradesOf,
  valuesIn,
  withFilter,
  withoutFilters,
  withPage,
  withSort,
} from './goodsSearch.ts';

const DEFAULTS: GoodsSearchQuery = {
  sortField: 'listedAt',
  sortOrder: 'desc',
  pageNum: 1,
  pageSize: 10,
};

const fromText = (text: string) => searchQueryFromParams(new URLSearchParams(text));

describe('searchQueryFromParams', () => {
  it.each<[string, GoodsSearchQuery]>([
    ['', DEFAULTS],
    ['keyword=6061-T6+铝板', { ...DEFAULTS, keyword: '6061-T6 铝板' }],
    ['keyword=%20%205052%20', { ...DEFAULTS, keyword: '5052' }],
    ['keyword=%20%20', DEFAULTS],
    ['grade=5052&temper=H32', { ...DEFAULTS, grade: '5052', temper: 'H32' }],
    ['thickness=2.0&width=1250', { ...DEFAULTS, thickness: '2.0', width: '1250' }],
    [
      'category=铝板&surface=覆膜&tectorial=PE涂层&inventory=佛山',
      { ...DEFAULTS, category: '铝板', surface: '覆膜', tectorial: 'PE涂层', inventory: '佛山' },
    ],
    [
      'sortField=unitPrice&sortOrder=asc&pageNum=3&pageSize=50',
      { ...DEFAULTS, sortField: 'unitPrice', sortOrder: 'asc', pageNum: 3, pageSize: 50 },
    ],
    // Invalid parts are dropped or take their default; the rest stays.
    ['grade=5052&thickness=abc', { ...DEFAULTS, grade: '5052' }],
    ['grade=%20', DEFAULTS],
    [`grade=${'x'.repeat(51)}`, DEFAULTS],
    ['sortField=price&sortOrder=up', DEFAULTS],
    ['pageNum=0', DEFAULTS],
    ['pageNum=-2', DEFAULTS],
    ['pageNum=1.5', DEFAULTS],
    ['pageNum=abc', DEFAULTS],
    ['pageNum=', DEFAULTS],
    ['pageSize=15&pageNum=2', { ...DEFAULTS, pageNum: 2 }],
    ['pageSize=1e1', DEFAULTS],
    // A keyword past its longest keeps its first 50 characters.
    [`keyword=${'铝'.repeat(51)}`, { ...DEFAULTS, keyword: '铝'.repeat(50) }],
    [`keyword=%20${'x'.repeat(50)}%20y`, { ...DEFAULTS, keyword: 'x'.repeat(50) }],
    ['unknown=1&keyword=铝', { ...DEFAULTS, keyword: '铝' }],
    ['grade=5052&grade=6061', { ...DEFAULTS, grade: '5052' }],
  ])('reads %j', (text, expected) => {
    expect(fromText(text)).toEqual(expected);
  });
});

describe('searchQueryToParams', () => {
  it.each<[GoodsSearchQuery, string]>([
    [DEFAULTS, ''],
    [{ ...DEFAULTS, keyword: '6061-T6 铝板' }, 'keyword=6061-T6+%E9%93%9D%E6%9D%BF'],
    [{ ...DEFAULTS, keyword: '' }, ''],
    [
      { ...DEFAULTS, pageSize: 20, pageNum: 2, inventory: '无锡', grade: '5052' },
      'grade=5052&inventory=%E6%97%A0%E9%94%A1&pageNum=2&pageSize=20',
    ],
    [
      { ...DEFAULTS, sortField: 'unitPrice', sortOrder: 'asc' },
      'sortField=unitPrice&sortOrder=asc',
    ],
    [{ ...DEFAULTS, sortOrder: 'asc' }, 'sortOrder=asc'],
  ])('writes %j as %j', (query, expected) => {
    expect(searchQueryToParams(query).toString()).toBe(expected);
  });

  it.each<GoodsSearchQuery>([
    DEFAULTS,
    { ...DEFAULTS, keyword: '5052铝板', grade: '5052', thickness: '0.006', pageNum: 7 },
    {
      keyword: 'A00 铝锭',
      category: '铝锭',
      grade: 'A00',
      temper: 'O',
      thickness: '1.5',
      width: '1220',
      surface: '拉丝',
      tectorial: '单面覆膜',
      inventory: '巩义',
      sortField: 'thickness',
      sortOrder: 'asc',
      pageNum: 12,
      pageSize: 30,
    },
  ])('round-trips %j through the URL', (query) => {
    const url = `#/home/modelStore/search?${searchQueryToParams(query)}`;
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(searchQueryFromParams(params)).toEqual(query);
  });
});

describe('query changes', () => {
  const query: GoodsSearchQuery = { ...DEFAULTS, keyword: '铝板', grade: '5052', pageNum: 4 };

  it('starts a new filter or sort from the first page', () => {
    expect(withFilter(query, 'inventory', '佛山')).toEqual({
      ...query,
      inventory: '佛山',
      pageNum: 1,
    });
    expect(searchQueryToParams(withFilter(query, 'grade', undefined)).toString()).toBe(
      'keyword=%E9%93%9D%E6%9D%BF',
    );
    expect(withoutFilters({ ...query, pageSize: 30, sortOrder: 'asc' })).toEqual({
      ...DEFAULTS,
      pageSize: 30,
      sortOrder: 'asc',
    });
  });

  it('clears the second grade with a new category, and keeps it otherwise', () => {
    const query = { ...DEFAULTS, category: '铝板', secondGrade: '花纹铝板', pageNum: 3 };
    expect(withFilter(query, 'category', '铝卷')).toEqual({ ...DEFAULTS, category: '铝卷' });
    expect(withFilter(query, 'category', undefined)).toEqual(DEFAULTS);
    expect(withFilter(query, 'category', '铝板')).toEqual({ ...query, pageNum: 1 });
    expect(withFilter(query, 'grade', '1060')).toEqual({ ...query, grade: '1060', pageNum: 1 });
  });

  it.each<[string | undefined, string[]]>([
    ['铝板', ['普通铝板', '花纹铝板']],
    ['铝卷', ['普通铝卷']],
    ['型材', []],
    [undefined, []],
  ])('offers under %s the second grades %j', (category, expected) => {
    const property = {
      values: ['普通铝板', '花纹铝板', '普通铝卷'],
      parents: { 普通铝板: '铝板', 花纹铝板: '铝板', 普通铝卷: '铝卷' },
    };
    expect(secondGradesOf(property, category)).toEqual(expected);
    expect(secondGradesOf(undefined, category)).toEqual([]);
  });

  it.each([
    [undefined, ['0.006', '2', '3']],
    ['铝板', ['2', '3']],
    ['铝箔', ['0.006']],
    ['型材', []],
  ])('valuesIn %s offers %j', (category, expected) => {
    const property = {
      values: ['0.006', '2', '3'],
      categories: { '0.006': ['铝箔'], '2': ['铝板', '铝卷'], '3': ['铝板'] },
    };
    expect(valuesIn(property, category)).toEqual(expected);
    expect(valuesIn({ values: ['2'] }, category)).toEqual(['2']);
  });

  it.each<[GoodsSearchQuery['sortField'], GoodsSearchQuery['sortField'], string, string]>([
    ['listedAt', 'listedAt', 'desc', 'asc'],
    ['listedAt', 'unitPrice', 'desc', 'asc'],
    ['unitPrice', 'unitPrice', 'asc', 'desc'],
    ['unitPrice', 'unitPrice', 'desc', 'asc'],
    ['unitPrice', 'weight', 'asc', 'desc'],
    ['weight', 'thickness', 'desc', 'asc'],
    ['thickness', 'listedAt', 'asc', 'desc'],
  ])('sorting by %s then clicking %s (%s) gives %s', (from, field, order, expected) => {
    const sorted = withSort(
      { ...query, sortField: from, sortOrder: order === 'asc' ? 'asc' : 'desc' },
      field,
    );
    expect([sorted.sortField, sorted.sortOrder, sorted.pageNum]).toEqual([field, expected, 1]);
  });

  it('changes the page, and the page size from the first page', () => {
    expect(withPage(query, 5)).toEqual({ ...query, pageNum: 5 });
    expect(withPage(query, 5, 10)).toEqual({ ...query, pageNum: 5 });
    expect(withPage(query, 5, 50)).toEqual({ ...query, pageNum: 1, pageSize: 50 });
  });
});
