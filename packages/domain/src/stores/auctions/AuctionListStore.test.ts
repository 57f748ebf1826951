import { describe, expect, it } from 'vitest';
import { auctionPaths } from '../../contract/auctions.ts';
import { callsTo, createAuctionServer, defaultHandlers, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createAuctionListStore } from './AuctionListStore.ts';

const server = setupTestServer(...defaultHandlers);

const setup = (
  options: Parameters<typeof createAuctionServer>[0] = {},
  user = users.certifiedAdmin,
) => {
  const auctions = createAuctionServer(options);
  server.use(...auctions.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user });
  return { auctions, env, root, store: root.feature(createAuctionListStore) };
};

describe('the auction list store', () => {
  it('opens an activity: its lots, conditions and the server’s clock', async () => {
    const { store } = setup();
    await store.open(101);
    expect(store.activity?.title).toBe('铝板带库存清仓专场');
    expect(store.lots.map(({ lotNo }) => lotNo)).toEqual(['P1001', 'P1002', 'P1003']);
    expect(new Date(store.now).toISOString()).toMatch(/^2026-03-18T02:00:0/);
    store.close();
  });

  it('polls the price of the lots on screen only, and only those still open', async () => {
    const { store, auctions } = setup({
      lots: [...createAuctionServer().lots.values()].map((lot) =>
        lot.lotId === 5002 ? { ...lot, auctionStatus: 4 as const } : lot,
      ),
    });
    await store.open(101);
    await store.pollPrices();
    const polled = callsTo(auctions.requests, '').filter(({ url }) =>
      url.pathname.includes('/nowPrice/'),
    );
    expect(polled.map(({ url }) => url.pathname.split('/').at(-1))).toEqual(['5001', '5003']);
    store.close();
  });

  it('checks the price at the field, confirms, sends once and shows the outcome', async () => {
    const { store, auctions } = setup();
    await store.open(101);
    const [lot] = store.lots;
    if (!lot) throw new Error('no lot');
    store.requestBid(lot);
    expect(store.draft?.price).toBe('18250.00');
    store.setPrice('18260');
    expect(store.draft?.priceError).toBe('出价须按加价幅度 50.00 元/吨递增');
    store.setPrice('18200');
    expect(store.draft?.priceError).toBe('出价不能低于 18250.00 元/吨');
    store.confirmBid();
    expect(store.draft?.confirming).toBe(false);
    store.setPrice('18300');
    store.setMaxPrice('18290');
    expect(store.draft?.maxPriceError).toBe('最高代理价不能低于 18300 元/吨');
    store.setMaxPrice('18500');
    store.confirmBid();
    expect(store.draft?.confirming).toBe(true);
    const first = store.sendBid();
    const second = store.sendBid();
    await Promise.all([first, second]);
    const bids = auctions.requests.filter(({ url }) => url.pathname.endsWith(auctionPaths.bidding));
    expect(bids.map(({ body }) => body)).toEqual([
      { lotId: 5001, price: '18300', maxPrice: '18500' },
    ]);
    expect(bids[0]?.idempotencyKey).toBeTruthy();
    expect(store.draft?.outcome).toBe('leading');
    expect(store.lots[0]?.currentPrice).toBe('18300.00');
    store.close();
  });

  it('offers the new next price after a bid someone beat', async () => {
    const { store } = setup({ outcome: 'tooLow' });
    await store.open(101);
    const [lot] = store.lots;
    if (!lot) throw new Error('no lot');
    store.requestBid(lot);
    store.confirmBid();
    await store.sendBid();
    expect(store.draft?.outcome).toBe('tooLow');
    expect(store.draft?.price).toBe('18300.00');
    store.close();
  });

  it('asks a visitor to log in before bidding, and sends nothing', async () => {
    const auctions = createAuctionServer();
    server.use(...auctions.handlers);
    const { root } = createTestRoot({});
    const store = root.feature(createAuctionListStore);
    await store.open(101);
    const [lot] = store.lots;
    if (!lot) throw new Error('no lot');
    store.requestBid(lot);
    expect(store.draft).toBeNull();
    expect(root.guard.prompt?.text).toBe('请登录之后享受更多服务');
    store.close();
  });
});
