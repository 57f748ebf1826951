import { describe, expect, it } from 'vitest';
import {
  contentFixtures,
  contentHandlers,
  createTestEnvironment,
  defaultHandlers,
  fail,
  goodsHandlers,
  infoTypeList,
  mayLikeGoods,
  spotGoodsPage,
  todayLvPrice,
  users,
} from '../../mocks/index.ts';
import { memoryStorage } from '../../storage/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, TEST_BASE_URL, setupTestServer } from '../../test-support/server.ts';
import type { HomeStore } from './HomeStore.ts';
import { RootStore } from '../RootStore.ts';

const server = setupTestServer(...defaultHandlers);

function homeWithHistory(stored: string) {
  const env = createTestEnvironment({
    storage: memoryStorage({ 'mall.searchHistory@visitor': stored }),
  });
  return { env, home: new RootStore(env, { baseURL: TEST_BASE_URL }).home };
}

describe('HomeStore', () => {
  it('reads the search history of the user who signs in, not the last user’s', async () => {
    const env = createTestEnvironment({
      storage: memoryStorage({
        'mall.searchHistory@visitor': '["1060 铝板"]',
        'mall.searchHistory@10001': '["6061-T6 铝板"]',
      }),
    });
    const root = new RootStore(env, { baseURL: TEST_BASE_URL });
    expect(root.home.searchHistory).toEqual(['1060 铝板']);
    await root.session.login({ username: '13826081234', password: 'secret-1' });
    expect(root.home.searchHistory).toEqual(['6061-T6 铝板']);
  });

  it('loads the price and the hot keys for visitors too', async () => {
    const requests = recordRequests(server);
    const { home } = createTestRoot().root;
    expect([home.todayPrice, home.hotKeys, home.todayPriceStatus, home.hotKeysStatus]).toEqual([
      null,
      [],
      'idle',
      'idle',
    ]);
    await Promise.all([home.loadTodayPrice(), home.loadHotKeys()]);
    expect(home.todayPrice).toEqual(todayLvPrice);
    expect(home.hotKeys.slice(0, 3)).toEqual(['6061-T6 铝板', '5052 铝卷', '1060 铝板']);
    expect([home.todayPriceStatus, home.hotKeysStatus]).toEqual(['ready', 'ready']);
    expect(requests.sort()).toEqual([
      'GET /api/csr/mall/orderNew/getTodayLvPrice',
      'GET /api/csr/userDemand/user/demand/products/hotSearchKey',
    ]);
  });

  it('keeps one part when the other fails', async () => {
    server.use(fail('/mall/orderNew/getTodayLvPrice', 500));
    const { home } = createTestRoot().root;
    await Promise.all([home.loadTodayPrice(), home.loadHotKeys()]);
    expect([home.todayPriceStatus, home.hotKeysStatus]).toEqual(['error', 'ready']);
  });

  it('records searches newest first and keeps them in storage', () => {
    const { env, root } = createTestRoot();
    root.home.addSearch('5052 铝卷');
    root.home.addSearch(' 6061-T6 铝板 ');
    root.home.addSearch('');
    root.home.addSearch('5052 铝卷');
    expect(root.home.searchHistory).toEqual(['5052 铝卷', '6061-T6 铝板']);
    expect(env.storage.getItem('mall.searchHistory@visitor')).toBe('["5052 铝卷","6061-T6 铝板"]');
  });

  it('restores the history from storage', () => {
    expect(homeWithHistory('["A00 铝锭","1060 铝板"]').home.searchHistory).toEqual([
      'A00 铝锭',
      '1060 铝板',
    ]);
  });

  it('cleans a tampered history: unique, trimmed, non-empty, at most 10', () => {
    const stored = JSON.stringify([
      'a',
      ' b ',
      '',
      'a',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
    ]);
    expect(homeWithHistory(stored).home.searchHistory).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
    ]);
  });

  it.each(['not json', '{"a":1}', '[1,2]'])(
    'starts empty from the corrupt history %j',
    (stored) => {
      expect(homeWithHistory(stored).home.searchHistory).toEqual([]);
    },
  );

  it('reset forgets the loaded data but keeps the search history', async () => {
    const { env, root } = createTestRoot();
    await Promise.all([root.home.loadTodayPrice(), root.home.loadHotKeys()]);
    root.home.addSearch('3003 铝卷');
    root.home.reset();
    expect([root.home.todayPrice, root.home.hotKeys, root.home.todayPriceStatus]).toEqual([
      null,
      [],
      'idle',
    ]);
    expect(root.home.searchHistory).toEqual(['3003 铝卷']);
    expect(env.storage.getItem('mall.searchHistory@visitor')).toBe('["3003 铝卷"]');
  });
});

/** Every list of the home page. */
const loadLists = (home: HomeStore) =>
  Promise.all([
    home.loadCategories(),
    home.loadPromotions(),
    home.loadSpotGoods(),
    home.loadMayLike(),
    home.loadInfos(),
  ]);

describe('HomeStore lists', () => {
  const certified = () => createTestRoot({ token: 'tok', user: users.certifiedStaff });

  it('loads the categories, promotions, spot goods, may-like goods and articles for visitors', async () => {
    server.use(contentHandlers.promotions);
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      urls.push(`${pathname}${search}`);
    });
    const { home } = createTestRoot().root;
    expect([home.categories, home.promotions, home.spotGoods, home.mayLike, home.infos]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    await loadLists(home);
    expect(urls.sort()).toEqual([
      '/api/csr/bi/userActionRecord/getMayLikeProductAtHome',
      '/api/csr/info/type/getInfos',
      '/api/csr/pc/mall/product/getPropertyList',
      '/api/csr/pc/mall/promotion/list?pageNum=1&pageSize=10',
      '/api/csr/pc/theNow/theNow/selectCommodityList?pageNum=1&pageSize=10',
    ]);
    expect(home.categories).toEqual(['铝锭', '铝板', '铝卷', '型材', '铝箔']);
    expect(home.promotions).toEqual(contentFixtures.promotionPage.rows);
    expect(home.spotGoods.map(({ batchId }) => batchId)).toEqual(
      spotGoodsPage.rows.map(({ batchId }) => batchId),
    );
    expect(home.spotGoods.every(({ carType }) => carType === 'spot')).toBe(true);
    expect(home.mayLike).toHaveLength(mayLikeGoods.length);
    expect(home.infos).toEqual(infoTypeList);
    expect([
      home.categoriesStatus,
      home.promotionsStatus,
      home.spotGoodsStatus,
      home.mayLikeStatus,
      home.infosStatus,
    ]).toEqual(['ready', 'ready', 'ready', 'ready', 'ready']);
  });

  it('keeps each list apart when one fails', async () => {
    server.use(
      fail('/pc/theNow/theNow/selectCommodityList', 500, '服务器繁忙'),
      goodsHandlers.infosEmpty,
    );
    const { home } = createTestRoot().root;
    await Promise.all([home.loadSpotGoods(), home.loadMayLike(), home.loadInfos()]);
    expect([home.spotGoodsStatus, home.spotGoodsError, home.spotGoods]).toEqual([
      'error',
      '服务器繁忙',
      [],
    ]);
    expect([home.mayLikeStatus, home.infosStatus, home.infos]).toEqual(['ready', 'ready', []]);
  });

  it('records a batch opened from the home page, quietly when it fails', async () => {
    const bodies: Promise<unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
      bodies.push(request.clone().json());
    });
    const { home } = createTestRoot().root;
    await home.recordMayLike(1207);
    expect(await Promise.all(bodies)).toEqual([{ batchId: 1207 }]);
    server.use(fail('/bi/userActionRecord/addMayLikeProductAtHome', 404, '商品不存在'));
    await expect(home.recordMayLike(999)).resolves.toBeUndefined();
  });

  it('forgets the lists on logout', async () => {
    server.use(contentHandlers.promotions);
    const { root } = certified();
    const { home } = root;
    await loadLists(home);
    root.session.logout();
    expect([home.categories, home.promotions, home.spotGoods, home.mayLike, home.infos]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});
