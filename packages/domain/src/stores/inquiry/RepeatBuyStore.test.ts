import { describe, expect, it } from 'vitest';
import {
  defaultHandlers,
  inquiryExtraHandlers,
  repeatBuyFixture,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordUrls, setupTestServer } from '../../test-support/server.ts';
import { createRepeatBuyStore } from './RepeatBuyStore.ts';

const server = setupTestServer(...defaultHandlers, inquiryExtraHandlers.repeatBuy);
const [often, soldOut] = repeatBuyFixture;
if (!often || !soldOut) throw new Error('fixture changed');

const open = async (user = users.certifiedAdmin) => {
  const created = createTestRoot({ token: 'tok', user });
  const store = created.root.feature(createRepeatBuyStore);
  await store.load();
  return { ...created, store };
};

describe('RepeatBuyStore', () => {
  it('lists the products the company buys often', async () => {
    const { store } = await open();
    expect(store.products.status).toBe('ready');
    expect(store.products.data?.map(({ name }) => name)).toEqual(['6063-T5 铝板', '5052-H32 铝板']);
  });

  it('opens the inquiry form with the batch of the product', async () => {
    const { env, store } = await open();
    store.inquire(often);
    expect(env.opened).toEqual([{ route: 'query', batchIds: [1207] }]);
  });

  it("adds the last order's tonnes once and refreshes the header count", async () => {
    const { env, root, store } = await open();
    const urls = recordUrls(server);
    await Promise.all([store.addToCart(often), store.addToCart(often)]);
    expect(urls).toEqual([
      'GET /api/csr/pc/new/mall/cart/addCart?batchId=1207&carType=cash&weight=10.000',
      'GET /api/csr/pc/new/mall/cart/getPCMyCartNewCount',
    ]);
    expect(env.notifications).toEqual([{ type: 'success', message: '已加入购物车 10.000 吨' }]);
    expect([root.cart.total, store.adding]).toEqual([9, null]);
  });

  it('adds nothing of a sold-out batch', async () => {
    const { store } = await open();
    const urls = recordUrls(server);
    await store.addToCart(soldOut);
    expect(urls).toEqual([]);
  });

  it('asks an uncertified buyer to certify instead of acting', async () => {
    const { env, root, store } = await open(users.uncertified);
    store.inquire(often);
    await store.addToCart(often);
    expect(env.opened).toEqual([]);
    expect(root.guard.prompt).not.toBeNull();
  });

  it('shows the error state when the list fails', async () => {
    server.use(inquiryExtraHandlers.repeatBuyError);
    const { store } = await open();
    expect(store.products.status).toBe('error');
  });
});
