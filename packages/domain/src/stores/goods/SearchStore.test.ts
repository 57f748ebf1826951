import { autorun } from 'mobx';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GOODS_SEARCH } from '../../contract/index.ts';
import type { GoodsSearchQuery } from '../../contract/index.ts';
import {
  defaultHandlers,
  fail,
  goodsBatches,
  goodsHandlers,
  goodsPage,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordUrls, setupTestServer } from '../../test-support/server.ts';
import { createSearchStore } from './SearchStore.ts';

const server = setupTestServer(...defaultHandlers);
const SEARCH = '*/api/csr/pc/mall/productBatch/list';

const visitor = () => createTestRoot().root;
const certified = () => createTestRoot({ token: 'tok', user: users.certifiedStaff }).root;

describe('SearchStore', () => {
  it('searches for visitors, sending the whole query, and masks the prices', async () => {
    const root = visitor();
    const search = root.feature(createSearchStore);
    expect([search.rows, search.total, search.status]).toEqual([[], 0, 'idle']);
    const urls = recordUrls(server);
    const query: GoodsSearchQuery = {
      ...DEFAULT_GOODS_SEARCH,
      keyword: '6061 铝板',
      grade: '6061',
    };
    await search.search(query);
    expect(urls).toEqual([
      'GET /api/csr/pc/mall/productBatch/list?sortField=listedAt&sortOrder=desc&pageNum=1&pageSize=10&keyword=6061+%E9%93%9D%E6%9D%BF&grade=6061',
    ]);
    expect([search.query, search.total, search.status]).toEqual([query, 1968, 'ready']);
    expect(search.rows).toHaveLength(goodsPage.rows.length);
    expect(search.rows[0]).toMatchObject({
      batchId: 1207,
      spec: '2×1250×2500',
      attribute: '佛山/拉丝/单面覆膜',
      priceText: '-',
      stockText: '8.526',
      soldOut: false,
    });
  });

  it('shows prices to a certified user', async () => {
    const search = certified().feature(createSearchStore);
    await search.search(DEFAULT_GOODS_SEARCH);
    expect(search.rows[0]?.priceText).toBe('¥24,960.00');
  });

  it('drops a late answer to an older query', async () => {
    let answerSlow: () => void = () => undefined;
    const slowAnswered = new Promise<void>((resolve) => {
      answerSlow = resolve;
    });
    server.use(
      http.get(SEARCH, async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        if (keyword === '5052') await slowAnswered;
        const rows = goodsBatches.filter((batch) => batch.grade === keyword);
        return HttpResponse.json({ code: 200, msg: 'success', data: { rows, total: rows.length } });
      }),
    );
    const search = visitor().feature(createSearchStore);
    const older = search.search({ ...DEFAULT_GOODS_SEARCH, keyword: '5052' });
    const newer = search.search({ ...DEFAULT_GOODS_SEARCH, keyword: '6061' });
    await newer;
    answerSlow();
    await older;
    expect(search.query.keyword).toBe('6061');
    expect(search.rows.map(({ grade }) => grade)).toEqual(['6061', '6061']);
    expect(search.status).toBe('ready');
  });

  it('makes the rows once per answer while they are shown', async () => {
    const search = visitor().feature(createSearchStore);
    await search.search(DEFAULT_GOODS_SEARCH);
    const seen: unknown[] = [];
    const stop = autorun(() => {
      seen.push(search.rows);
    });
    expect(search.rows).toBe(seen[0]);
    expect(search.rows).toBe(search.rows);
    await search.search({ ...DEFAULT_GOODS_SEARCH, pageNum: 2 });
    stop();
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('shows an empty result', async () => {
    server.use(goodsHandlers.searchEmpty);
    const search = visitor().feature(createSearchStore);
    await search.search({ ...DEFAULT_GOODS_SEARCH, keyword: '钛合金' });
    expect([search.rows, search.total, search.status]).toEqual([[], 0, 'ready']);
  });

  it('keeps the error message of a failed search', async () => {
    server.use(fail('/pc/mall/productBatch/list', 500, '服务器繁忙'));
    const { env, root } = createTestRoot();
    const search = root.feature(createSearchStore);
    await search.search(DEFAULT_GOODS_SEARCH);
    expect([search.status, search.error]).toEqual(['error', '服务器繁忙']);
    expect(env.notifications).toEqual([{ type: 'error', message: '服务器繁忙' }]);
  });

  it('loads the filters once, and again after a failure', async () => {
    server.use(fail('/pc/mall/product/getPropertyList', 500));
    const search = visitor().feature(createSearchStore);
    await search.loadProperties();
    expect([search.properties, search.propertiesStatus]).toEqual([[], 'error']);
    server.resetHandlers();
    await search.loadProperties();
    expect(search.properties.map(({ name }) => name)).toEqual([
      '品类',
      '二级品类',
      '牌号',
      '状态',
      '厚度(mm)',
      '宽度(mm)',
      '表面',
      '涂层',
      '仓库',
    ]);
    const urls = recordUrls(server);
    await search.loadProperties();
    expect(urls).toEqual([]);
  });

  it('is one store per root, cleared on logout', async () => {
    const root = certified();
    const search = root.feature(createSearchStore);
    expect(root.feature(createSearchStore)).toBe(search);
    await search.search({ ...DEFAULT_GOODS_SEARCH, grade: '6061' });
    await search.loadProperties();
    root.session.logout();
    expect([search.query, search.rows, search.properties, search.status]).toEqual([
      DEFAULT_GOODS_SEARCH,
      [],
      [],
      'idle',
    ]);
  });
});
