import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract/index.ts';
import {
  cartHandlers,
  defaultHandlers,
  fail,
  httpStatus,
  ok,
  pickupTerms,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { createCartPageStore, type CartPageStore } from './CartPageStore.ts';
import { recordRequests, recordUrls, setupTestServer } from '../../test-support/server.ts';

const server = setupTestServer(...defaultHandlers);
const COUNT = '/pc/new/mall/cart/getPCMyCartNewCount';

describe('CartStore', () => {
  it('loads the counts and totals them', async () => {
    const { cart } = createTestRoot({ token: 'tok', user: users.certifiedStaff }).root;
    expect([cart.counts, cart.total, cart.status]).toEqual([null, 0, 'idle']);
    await cart.load();
    expect(cart.counts).toEqual({ cash: 3, sold: 1, spot: 5 });
    expect([cart.total, cart.status]).toEqual([9, 'ready']);
  });

  it('shows counts below 0 as 0', async () => {
    server.use(ok(COUNT, { cash: -2, sold: 4, spot: -1 }));
    const { cart } = createTestRoot({ token: 'tok', user: users.certifiedStaff }).root;
    await cart.load();
    expect(cart.counts).toEqual({ cash: 0, sold: 4, spot: 0 });
    expect(cart.total).toBe(4);
  });

  it('makes no request when logged out', async () => {
    const requests = recordRequests(server);
    const { cart } = createTestRoot().root;
    await cart.load();
    expect(requests).toEqual([]);
  });

  it('resets', async () => {
    const { cart } = createTestRoot({ token: 'tok', user: users.certifiedStaff }).root;
    await cart.load();
    cart.reset();
    expect([cart.counts, cart.total, cart.status]).toEqual([null, 0, 'idle']);
  });
});

const loggedIn = () => createTestRoot({ token: 'tok', user: users.certifiedStaff });
const CART = '/api/csr/pc/new/mall/cart';

describe('CartPageStore', () => {
  it('shows the tabs with their counts, below 0 as 0', async () => {
    server.use(ok(COUNT, { cash: 3, sold: -1, spot: 5 }));
    const { root } = loggedIn();
    const cart = root.feature(createCartPageStore);
    expect(cart.tabs.map(({ count }) => count)).toEqual([0, 0, 0]);
    await root.cart.load();
    expect(cart.tabs).toEqual([
      { carType: 'cash', label: '现款商品', count: 3 },
      { carType: 'sold', label: '预售商品', count: 0 },
      { carType: 'spot', label: '现货商品', count: 5 },
    ]);
  });

  it("loads the open tab's three lists and the counts", async () => {
    const { root } = loggedIn();
    const cart = root.feature(createCartPageStore);
    const urls = recordUrls(server);
    await cart.loadLists();
    expect(urls.sort()).toEqual([
      `GET ${CART}/getPCMyCartListShadowNew?carType=cash`,
      `GET ${CART}/getPCMyCartNewCount`,
      `GET ${CART}/getPCMyCartNewList?carType=cash`,
      `GET ${CART}/getPCMyCartSellOutList?carType=cash`,
    ]);
    expect(cart.items.map(({ cartId }) => cartId)).toEqual([5108, 5104]);
    expect([cart.shadowItems, cart.soldOutItems.map(({ cartId }) => cartId)]).toEqual([[], [5100]]);
    expect(cart.listStatus).toBe('ready');
    urls.length = 0;
    await cart.selectType('spot');
    expect(urls).toContain(`GET ${CART}/getPCMyCartNewList?carType=spot`);
    expect(cart.items.map(({ cartId }) => cartId)).toEqual([5106, 5103, 5101]);
    expect(cart.shadowItems.map(({ cartId }) => cartId)).toEqual([5102]);
  });

  it('totals the chosen lines exactly', async () => {
    const { root } = loggedIn();
    const cart = root.feature(createCartPageStore);
    await cart.loadLists();
    expect([cart.selectedTotal, cart.allSelected]).toEqual([
      { count: 0, tonnage: '0.000', amount: '0.00' },
      false,
    ]);
    cart.toggle(5104);
    expect(cart.selectedTotal).toEqual({ count: 1, tonnage: '1.275', amount: '33379.50' });
    cart.setAllSelected(true);
    expect([cart.selectedTotal, cart.allSelected]).toEqual([
      { count: 2, tonnage: '3.275', amount: '83299.50' },
      true,
    ]);
    cart.toggle(5108);
    expect(cart.selectedItems.map(({ cartId }) => cartId)).toEqual([5104]);
    cart.setAllSelected(false);
    expect(cart.selected.size).toBe(0);
    // Ids not in the open tab's ordinary list are not counted.
    cart.setSelection([5108, 5100, 42]);
    expect(cart.selectedTotal.count).toBe(1);
  });

  it("发起询价 opens the inquiry form with the chosen lines' batches", async () => {
    const { env, root } = loggedIn();
    const cart = root.feature(createCartPageStore);
    await cart.loadLists();
    cart.inquire();
    expect(env.opened).toEqual([]);
    cart.setAllSelected(true);
    cart.inquire();
    expect(env.opened).toEqual([
      { route: 'query', batchIds: cart.selectedItems.map(({ batchId }) => batchId) },
    ]);
    expect(env.opened[0]).toMatchObject({ batchIds: [expect.any(Number), expect.any(Number)] });
  });

  it('starts a tab with nothing chosen, and drops chosen lines that left the list', async () => {
    const { root } = loggedIn();
    const cart = root.feature(createCartPageStore);
    await cart.loadLists();
    cart.setAllSelected(true);
    server.use(ok('/pc/new/mall/cart/getPCMyCartNewList', []));
    await cart.loadLists();
    expect(cart.selected.size).toBe(0);
    server.resetHandlers();
    await cart.loadLists();
    cart.setAllSelected(true);
    await cart.selectType('sold');
    expect(cart.selected.size).toBe(0);
  });

  it.each([
    ['deleteByCart', (c: CartPageStore) => c.deleteByCart(5104), `GET ${CART}/delCartByCid/5104`],
    ['deleteByBatch', (c: CartPageStore) => c.deleteByBatch(955), `GET ${CART}/delCartByBid/955`],
    [
      'deleteSoldOut',
      (c: CartPageStore) => c.deleteSoldOut(),
      `GET ${CART}/delSaleOut?carType=cash`,
    ],
  ])('%s deletes, then reloads the lists and the header count', async (_, run, call) => {
    const { env, root } = loggedIn();
    const urls = recordUrls(server);
    await expect(run(root.feature(createCartPageStore))).resolves.toBe(true);
    expect(urls[0]).toBe(call);
    expect(urls.slice(1).sort()).toEqual([
      `GET ${CART}/getPCMyCartListShadowNew?carType=cash`,
      `GET ${CART}/getPCMyCartNewCount`,
      `GET ${CART}/getPCMyCartNewList?carType=cash`,
      `GET ${CART}/getPCMyCartSellOutList?carType=cash`,
    ]);
    expect(env.notifications).toEqual([{ type: 'success', message: '删除成功' }]);
  });

  it('reloads nothing when a deletion fails', async () => {
    server.use(fail('/pc/new/mall/cart/delCartByCid/:id', 404, '购物车中没有该商品'));
    const { root } = loggedIn();
    const urls = recordUrls(server);
    await expect(root.feature(createCartPageStore).deleteByCart(1)).resolves.toBe(false);
    expect(urls).toEqual([`GET ${CART}/delCartByCid/1`]);
  });

  it('makes one order of the chosen lines, then reloads the cart and the order counts', async () => {
    const { env, root } = loggedIn();
    const cart = root.feature(createCartPageStore);
    await cart.loadLists();
    cart.setAllSelected(true);
    const bodies: Promise<unknown>[] = [];
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/makeOrder')) return;
      bodies.push(request.clone().json());
      keys.push(request.headers.get('Idempotency-Key'));
    });
    const urls = recordUrls(server);
    const first = cart.makeOrder(pickupTerms);
    const second = cart.makeOrder(pickupTerms);
    expect(cart.ordering.pending).toBe(true);
    expect(await Promise.all([first, second])).toEqual([
      { orderId: 9021, orderNo: 'XS202603130021' },
      null,
    ]);
    expect(urls.filter((url) => url.endsWith('/makeOrder'))).toHaveLength(1);
    expect(await Promise.all(bodies)).toEqual([{ cartIds: [5108, 5104], terms: pickupTerms }]);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(urls).toContain('GET /api/csr/pc/new/mall/order/getAppMallOrderCount');
    expect(urls).toContain(`GET ${CART}/getPCMyCartNewCount`);
    expect([cart.ordering.pending, cart.selected.size]).toEqual([false, 0]);
    expect(env.notifications).toEqual([
      { type: 'success', message: '下单成功，请在待提交订单中确认提交' },
    ]);
    expect(root.orderCounts.counts?.toBeSubmitted).toBe(2);
  });

  it('makes no order of nothing, and reloads the cart when the server refuses', async () => {
    const { env, root } = loggedIn();
    const cart = root.feature(createCartPageStore);
    const urls = recordUrls(server);
    await expect(cart.makeOrder(pickupTerms)).resolves.toBeNull();
    expect(urls).toEqual([]);
    await cart.loadLists();
    cart.toggle(5108);
    server.use(cartHandlers.makeOrderChanged);
    urls.length = 0;
    await expect(cart.makeOrder(pickupTerms)).resolves.toBeNull();
    await vi.waitFor(() => expect(urls).toContain(`GET ${CART}/getPCMyCartNewList?carType=cash`));
    expect(env.notifications).toEqual([
      { type: 'error', message: '部分商品已售罄或信息已变更，请刷新购物车后重试' },
    ]);
    expect(cart.ordering.pending).toBe(false);
    expect(cart.ordering.error).toBe('部分商品已售罄或信息已变更，请刷新购物车后重试');
  });

  it('after a lost answer keeps the choice, reloads the cart and the counts, and retries with the same key', async () => {
    const { root } = loggedIn();
    const cart = root.feature(createCartPageStore);
    await cart.loadLists();
    cart.toggle(5108);
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/makeOrder')) keys.push(request.headers.get('Idempotency-Key'));
    });
    server.use(httpStatus(paths.cart.makeOrder, 504));
    const urls = recordUrls(server);
    await expect(cart.makeOrder(pickupTerms)).resolves.toBeNull();
    expect(cart.ordering.outcomeUnknown).toBe(true);
    await vi.waitFor(() => {
      expect(urls).toContain(`GET ${CART}/getPCMyCartNewList?carType=cash`);
      expect(urls).toContain('GET /api/csr/pc/new/mall/order/getAppMallOrderCount');
    });
    await vi.waitFor(() => expect(cart.listStatus).toBe('ready'));
    expect([...cart.selected]).toEqual([5108]);
    server.resetHandlers();
    await expect(cart.makeOrder(pickupTerms)).resolves.toEqual({
      orderId: 9021,
      orderNo: 'XS202603130021',
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('loads no lists for a visitor, and forgets everything on logout', async () => {
    const visitor = createTestRoot().root;
    const urls = recordUrls(server);
    await visitor.feature(createCartPageStore).loadLists();
    expect(urls).toEqual([]);
    const { root } = loggedIn();
    await root.feature(createCartPageStore).selectType('spot');
    root.feature(createCartPageStore).setAllSelected(true);
    root.session.logout();
    const cart = root.feature(createCartPageStore);
    expect([
      cart.activeType,
      cart.items,
      cart.soldOutItems,
      cart.selected.size,
      root.cart.total,
    ]).toEqual(['cash', [], [], 0, 0]);
  });
});
