import { describe, expect, it } from 'vitest';
import { auctionPaths } from '../../contract/auctions.ts';
import { createAuctionServer, defaultHandlers, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createAuctionListStore } from './AuctionListStore.ts';
import { createFollowsStore } from './FollowsStore.ts';

const server = setupTestServer(...defaultHandlers);

const setup = () => {
  const auctions = createAuctionServer();
  server.use(...auctions.handlers);
  const { root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { auctions, root };
};

const pathsCalled = (auctions: ReturnType<typeof createAuctionServer>, part: string) =>
  auctions.requests
    .filter(({ url }) => url.pathname.includes(part))
    .map(({ url }) => url.pathname.split('/').at(-1));

describe('the follows store (我的关注)', () => {
  it('lists the followed lots with their standing and polls only the open ones on screen', async () => {
    const { root, auctions } = setup();
    const store = root.feature(createFollowsStore);
    await store.open();
    expect(store.lots.map(({ lotNo, myState }) => `${lotNo} ${myState}`)).toEqual([
      'P1003 leading',
      'P1001 outbid',
      'P2001 none',
      'P7001 won',
    ]);
    await store.live.poll();
    expect(pathsCalled(auctions, '/nowPrice/')).toEqual(['5003', '5001', '5101']);
    store.close();
  });

  it('unfollows a lot once, and the page no longer lists it', async () => {
    const { root, auctions } = setup();
    const store = root.feature(createFollowsStore);
    await store.open();
    await Promise.all([store.unfollow(5001), store.unfollow(5003)]);
    expect(pathsCalled(auctions, auctionPaths.unfollow.replace(':id', ''))).toEqual(['5001']);
    expect(store.lots.map(({ lotNo }) => lotNo)).toEqual(['P1003', 'P2001', 'P7001']);
    store.close();
  });

  it('follows and unfollows the open lot from the auction list', async () => {
    const { root } = setup();
    const list = root.feature(createAuctionListStore);
    await list.open(101);
    await list.openDetail(5002);
    expect(list.detailFollowing).toBe(false);
    const lot = list.detail.data?.lot;
    if (!lot) throw new Error('no detail');
    list.toggleFollow(lot);
    await expect.poll(() => list.detailFollowing).toBe(true);
    // The lot's row and its detail share what is known.
    const row = list.lots.find(({ lotId }) => lotId === 5002);
    expect(row && list.isFollowing(row)).toBe(true);
    const follows = root.feature(createFollowsStore);
    await follows.open();
    expect(follows.lots[0]?.lotNo).toBe('P1002');
    list.toggleFollow(lot);
    await expect.poll(() => list.detailFollowing).toBe(false);
    list.close();
    follows.close();
  });
});
