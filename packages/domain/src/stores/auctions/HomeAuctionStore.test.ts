import { describe, expect, it, vi } from 'vitest';
import { auctionPaths } from '../../contract/auctions.ts';
import {
  createAuctionServer,
  defaultHandlers,
  fail,
  homeActivities,
  httpStatus,
} from '../../mocks/index.ts';
/** Where a visitor's window is kept (per user: the visitor's own). */
const VISITOR_AUCTION_KEY = 'mall.auction@visitor';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { HOME_AUCTION_POLL_MS, createHomeAuctionStore } from './HomeAuctionStore.ts';

const server = setupTestServer(...defaultHandlers);

const setup = (options: Parameters<typeof createAuctionServer>[0] = {}) => {
  const auctions = createAuctionServer({ activities: homeActivities, ...options });
  server.use(...auctions.handlers);
  const { root, env } = createTestRoot();
  return { auctions, env, store: root.feature(createHomeAuctionStore) };
};

const titles = (store: ReturnType<typeof setup>['store']) => store.window.map(({ id }) => id);

describe('the home auction area', () => {
  it('shows the window of 5 from the live activity, with the roll text of 10', async () => {
    const { store, auctions, env } = setup();
    await store.load();
    expect(store.shown).toBe(true);
    expect(store.activeIndex).toBe(1);
    expect(titles(store)).toEqual([101, 102, 104, 105, 106]);
    expect(store.rollText).toHaveLength(2);
    const roll = auctions.requests.find(({ url }) => url.pathname.endsWith(auctionPaths.rollText));
    expect(Object.fromEntries(roll?.url.searchParams ?? [])).toEqual({
      pageNum: '1',
      pageSize: '10',
    });
    expect(env.notifications).toEqual([]);
  });

  it('moves when the buyer pages, within the list, and keeps where it is across a reload', async () => {
    const first = setup();
    await first.store.load();
    first.store.move(1);
    expect(titles(first.store)).toEqual([102, 104, 105, 106, 107]);
    expect(first.store.canMoveOn).toBe(false);
    first.store.move(1);
    expect(first.store.moveIndex).toBe(2);
    first.store.move(-1);
    first.store.move(-1);
    expect(titles(first.store)).toEqual([103, 101, 102, 104, 105]);
    expect(first.store.canMoveBack).toBe(false);
    const stored = first.env.storage.getItem(VISITOR_AUCTION_KEY);
    expect(JSON.parse(stored ?? '')).toMatchObject({
      auctionFlag: 1,
      activeIndex: 1,
      moveIndex: 0,
    });

    // A reload: a new root over the same storage.
    const again = createTestRoot();
    again.env.storage.setItem(VISITOR_AUCTION_KEY, stored ?? '');
    const store = again.root.feature(createHomeAuctionStore);
    await store.load();
    expect(store.moveIndex).toBe(0);
  });

  it('moves to the live activity when another one is live than the one stored', async () => {
    const { store, env } = setup();
    env.storage.setItem(
      VISITOR_AUCTION_KEY,
      JSON.stringify({
        auctionFlag: 1,
        activities: homeActivities.map(({ id }) => ({ id, auctionStatus: 2 })),
        activeIndex: -1,
        moveIndex: 2,
      }),
    );
    await store.load();
    expect(store.moveIndex).toBe(1);
  });

  it.each([
    ['the flag is off', () => createAuctionServer({ auctionFlag: 0 }).handlers],
    ['the control call fails', () => [fail(auctionPaths.controlInfo, 500, '系统繁忙')]],
    ['the control call is missing', () => [httpStatus(auctionPaths.controlInfo, 404)]],
  ])('stays hidden, without a message, when %s', async (_, handlers) => {
    const { store, env, auctions } = setup();
    server.use(...handlers());
    await store.load();
    expect(store.shown).toBe(false);
    expect(env.notifications).toEqual([]);
    expect(auctions.requests.filter(({ url }) => url.pathname.includes('/pc/auction/'))).toEqual(
      [],
    );
  });

  it('shows an empty window when there are no activities', async () => {
    const { store } = setup({ activities: [] });
    await store.load();
    expect(store.shown).toBe(true);
    expect(store.window).toEqual([]);
    expect(store.activeIndex).toBe(-1);
  });

  it('polls the activities and the roll text only while on screen and the page is visible', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store, auctions, env } = setup();
      await store.load();
      const lists = () =>
        auctions.requests.filter(({ url }) => url.pathname.endsWith(auctionPaths.timeList)).length;
      const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
      await wait(HOME_AUCTION_POLL_MS * 2);
      expect(lists()).toBe(1);
      store.setOnScreen(true);
      await wait(HOME_AUCTION_POLL_MS);
      await vi.waitFor(() => expect(lists()).toBe(2));
      env.visibility.setHidden(true);
      await wait(HOME_AUCTION_POLL_MS * 2);
      expect(lists()).toBe(2);
      env.visibility.setHidden(false);
      await wait(1);
      await vi.waitFor(() => expect(lists()).toBe(3));
      store.setOnScreen(false);
      await wait(HOME_AUCTION_POLL_MS * 2);
      expect(lists()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
