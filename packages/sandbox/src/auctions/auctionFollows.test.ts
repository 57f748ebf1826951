import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, messagePage, paths, reminderActions } from '@mall/domain/contract';
import type { AuctionLot } from '@mall/domain/contract/auctions';
import {
  activityList,
  auctionAdminPaths,
  auctionPath,
  auctionPaths,
  bidResult,
  followResult,
  followedLotPage,
  lotDetail,
  lotPage,
} from '@mall/domain/contract/auctions';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { robotTick } from './robots.ts';
import type { Seen } from '../testing.ts';
import { FIXED_NOW, call, dataOf, failureOf, login, seen, withQuery } from '../testing.ts';

let sandbox: Sandbox;
const clock = FIXED_NOW;
let buyerA: string;
let buyerB: string;
let keys = 0;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  buyerA = await login(sandbox.app, '13800000001');
  buyerB = await login(sandbox.app, '13800000007');
});
afterAll(() => sandbox.close());

const LIVE = '铝板带库存清仓专场';
const SOON = '6061/6063 型材竞拍专场';

const activityIdOf = async (title: string) => {
  const { rows } = await dataOf(sandbox.app, activityList, auctionPaths.timeList);
  const activity = rows.find((row) => row.title === title);
  if (!activity) throw new Error(`no activity ${title}`);
  return activity.id;
};
const firstLot = async (activityId: number): Promise<Seen<AuctionLot>> => {
  const { rows } = await dataOf(sandbox.app, lotPage, auctionPath(auctionPaths.list, activityId), {
    body: { pageNum: 1, pageSize: 10 },
    token: buyerA,
  });
  const [lot] = rows;
  if (!lot) throw new Error('no lot');
  return seen(lot);
};
/** The live activity afresh, robots as asked, and its first lot. */
const freshLot = async (robots = false) => {
  const activityId = await activityIdOf(LIVE);
  await call(sandbox.app, auctionAdminPaths.reset, { body: { activityId, robots, minutes: 60 } });
  return { activityId, lot: await firstLot(activityId) };
};
const put = (path: string, lotId: number, token: string) =>
  dataOf(sandbox.app, followResult, auctionPath(path, lotId), { method: 'PUT', token });
const follows = (token: string) =>
  dataOf(
    sandbox.app,
    followedLotPage,
    withQuery(auctionPaths.follows, { pageNum: 1, pageSize: 10 }),
    {
      token,
    },
  );
const bid = (token: string, lotId: number, price: string) =>
  call(sandbox.app, auctionPaths.bidding, {
    token,
    body: { lotId, price },
    headers: { [IDEMPOTENCY_KEY_HEADER]: `follow-bid-${(keys += 1)}` },
  }).then(({ json }) => {
    const result = bidResult.parse((json as { data: unknown }).data);
    return { ...result, price: seen(result.price) };
  });
/** The reminders not yet consumed, then consumed: what each test raised. */
const remindersOf = async (token: string) => {
  const pending = await dataOf(sandbox.app, reminderActions, paths.common.queryAction, { token });
  await call(sandbox.app, paths.common.consumeAction, { token });
  return pending.map(({ actionCode, businessMsg }) => `${actionCode} ${businessMsg}`);
};

describe('following lots (我的关注)', () => {
  it('follows and unfollows a lot; the list shows its standing; visitors and unknown lots are refused', async () => {
    const { lot } = await freshLot();
    expect(await put(auctionPaths.follow, lot.lotId, buyerA)).toEqual({
      lotId: lot.lotId,
      following: true,
    });
    const detail = await dataOf(
      sandbox.app,
      lotDetail,
      auctionPath(auctionPaths.productDetail, lot.lotId),
      {
        token: buyerA,
      },
    );
    expect(detail.following).toBe(true);
    const listed = await follows(buyerA);
    expect(listed.rows[0]).toMatchObject({ lotId: lot.lotId, myPrice: null, myState: 'none' });
    expect(listed.total).toBeGreaterThan(0);
    await put(auctionPaths.unfollow, lot.lotId, buyerA);
    expect((await follows(buyerA)).rows.some(({ lotId }) => lotId === lot.lotId)).toBe(false);
    expect(
      await failureOf(sandbox.app, auctionPath(auctionPaths.follow, 999_999), {
        method: 'PUT',
        token: buyerA,
      }),
    ).toEqual([404, '拍品不存在']);
    const visitor = await call(sandbox.app, auctionPath(auctionPaths.follow, lot.lotId), {
      method: 'PUT',
    });
    expect((visitor.json as { code: number }).code).toBe(401);
  });
});

describe('the auction reminders', () => {
  it('a bid follows the lot; the company it outbids hears 022 with the lot number', async () => {
    const { lot } = await freshLot();
    await remindersOf(buyerA);
    await remindersOf(buyerB);
    const first = await bid(buyerA, lot.lotId, lot.nextPrice);
    expect(first.outcome).toBe('leading');
    expect((await follows(buyerA)).rows[0]).toMatchObject({
      lotId: lot.lotId,
      myPrice: lot.nextPrice,
      myState: 'leading',
    });
    expect((await bid(buyerB, lot.lotId, first.price.nextPrice)).outcome).toBe('leading');
    expect(await remindersOf(buyerA)).toEqual([`022 ${lot.lotNo}`]);
    expect(await remindersOf(buyerB)).toEqual([]);
    expect((await follows(buyerA)).rows[0]).toMatchObject({ lotId: lot.lotId, myState: 'outbid' });
  });

  it('a robot outbidding a company raises 022 too', async () => {
    const { activityId, lot } = await freshLot();
    await bid(buyerA, lot.lotId, lot.nextPrice);
    await remindersOf(buyerA);
    await call(sandbox.app, auctionAdminPaths.reset, { body: { activityId, robots: true } });
    await bid(buyerA, lot.lotId, lot.nextPrice);
    await robotTick({ db: sandbox.db, now: () => clock }, () => 0);
    expect(await remindersOf(buyerA)).toEqual([`022 ${lot.lotNo}`]);
    await call(sandbox.app, auctionAdminPaths.reset, { body: { activityId, robots: false } });
  });

  it('at the end the winner hears 025 and the other bidders and followers 024', async () => {
    const { activityId, lot } = await freshLot();
    const first = await bid(buyerA, lot.lotId, lot.nextPrice);
    await bid(buyerB, lot.lotId, first.price.nextPrice);
    await remindersOf(buyerA);
    await remindersOf(buyerB);
    await call(sandbox.app, auctionAdminPaths.end, { body: { activityId } });
    expect(await remindersOf(buyerB)).toContain(`025 ${lot.lotNo}`);
    expect(await remindersOf(buyerA)).toContain(`024 ${lot.lotNo}`);
  });

  it('a followed lot about to start raises 023 once', async () => {
    const activityId = await activityIdOf(SOON);
    const lot = await firstLot(activityId);
    await remindersOf(buyerB);
    await put(auctionPaths.follow, lot.lotId, buyerB);
    await follows(buyerB);
    await follows(buyerB);
    expect(await remindersOf(buyerB)).toEqual([`023 ${lot.lotNo}`]);
  });

  it('a followed lot about to end raises 027 once, and the message centre lists it with the way to the lot', async () => {
    const activityId = await activityIdOf(LIVE);
    await call(sandbox.app, auctionAdminPaths.reset, { body: { activityId, minutes: 3 } });
    const lot = await firstLot(activityId);
    await remindersOf(buyerB);
    await put(auctionPaths.follow, lot.lotId, buyerB);
    await follows(buyerB);
    await follows(buyerB);
    expect(await remindersOf(buyerB)).toEqual([`027 ${lot.lotNo}`]);
    const { rows } = await dataOf(
      sandbox.app,
      messagePage,
      withQuery(paths.messages.list, { messageTypeId: 3, pageNum: 1, pageSize: 10 }),
      { token: buyerB },
    );
    expect(rows[0]).toMatchObject({
      title: '拍品即将结束',
      content: `您关注的拍品 ${lot.lotNo} 即将结束`,
      readStatus: 2,
      bizCode: 'AUCTION_LOT',
      jumpParams: JSON.stringify({ lotNo: lot.lotNo }),
    });
    await call(sandbox.app, auctionAdminPaths.reset, { body: { activityId, minutes: 60 } });
  });

  it('a reserved activity about to start raises 026 once, with the activity', async () => {
    const activityId = await activityIdOf(SOON);
    await remindersOf(buyerA);
    await call(sandbox.app, auctionPath(auctionPaths.subscribe, activityId), {
      method: 'PUT',
      token: buyerA,
    });
    await follows(buyerA);
    await follows(buyerA);
    expect(await remindersOf(buyerA)).toEqual([`026 ${SOON}`]);
  });
});
