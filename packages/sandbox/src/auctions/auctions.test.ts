import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import type { AuctionActivity, AuctionLot } from '@mall/domain/contract/auctions';
import {
  AUCTION_STATUS,
  activityList,
  auctionAdminPaths,
  auctionPath,
  auctionPaths,
  bidResult,
  controlInfo,
  lotConditions,
  lotBids,
  lotDetail,
  lotPage,
  lotPrice,
  myBidPage,
  rollTextPage,
  wonLots,
} from '@mall/domain/contract/auctions';
import { orderPage, orderPaths } from '@mall/domain/contract/orders';
import { Big } from '@mall/domain/money';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { robotTick } from './robots.ts';
import { companyAccounts, users } from '../db/schema.ts';
import type { Seen } from '../testing.ts';
import { FIXED_NOW, PICKUP, call, dataOf, failureOf, login, seen, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let clock = FIXED_NOW;
let buyerA: string;
let buyerB: string;
let keys = 0;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  buyerA = await login(sandbox.app, '13800000001');
  buyerB = await login(sandbox.app, '13800000007');
});
afterAll(() => sandbox.close());

const activities = (token?: string) =>
  dataOf(sandbox.app, activityList, auctionPaths.timeList, token ? { token } : {});
const lotsOf = async (activityId: number, token?: string) =>
  dataOf(sandbox.app, lotPage, auctionPath(auctionPaths.list, activityId), {
    body: { pageNum: 1, pageSize: 50 },
    ...(token && { token }),
  });
const priceOf = (lotId: number, token: string) =>
  dataOf(sandbox.app, lotPrice, auctionPath(auctionPaths.nowPrice, lotId), { token });
const bid = (token: string, body: unknown) =>
  call(sandbox.app, auctionPaths.bidding, {
    token,
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: `bid-${(keys += 1)}` },
  }).then(({ json }) => {
    const result = bidResult.parse((json as { data: unknown }).data);
    return { ...result, price: seen(result.price) };
  });
const admin = (path: string, body: unknown) => call(sandbox.app, path, { body });
const balanceOf = async (username: string) => {
  const [user] = await sandbox.db.select().from(users).where(eq(users.username, username));
  const [account] = await sandbox.db
    .select()
    .from(companyAccounts)
    .where(eq(companyAccounts.companyId, user?.companyId ?? 0));
  return account?.balance ?? '';
};
const plus = (price: string, step: string, times = 1) =>
  new Big(price).plus(new Big(step).times(times)).toFixed(2);

/** The live activity afresh without robots, and its first lot. */
const freshLot = async (
  minutes = 60,
): Promise<{ activity: AuctionActivity; lot: Seen<AuctionLot> }> => {
  const { rows } = await activities();
  // The seeded live one; reset, it is live again whatever an earlier test did.
  const activity = rows.find(({ title }) => title === '铝板带库存清仓专场');
  if (!activity) throw new Error('no such activity');
  await admin(auctionAdminPaths.reset, { activityId: activity.id, robots: false, minutes });
  const [lot] = (await lotsOf(activity.id, buyerA)).rows;
  if (!lot) throw new Error('no lot');
  return { activity, lot: seen(lot) };
};

describe('the seeded auctions', () => {
  it('switches auctions on and lists activities relative to the start: live, soon, ended', async () => {
    const flag = await dataOf(
      sandbox.app,
      controlInfo,
      withQuery(auctionPaths.controlInfo, { code: 'auction' }),
    );
    expect(flag.auctionFlag).toBe(1);
    const { rows, serverTime } = await activities();
    expect(serverTime).toBe('2026-03-18 10:00:00');
    expect(rows.map(({ auctionStatus }) => auctionStatus).sort()).toEqual([2, 2, 2, 2, 2, 3, 4]);
    const soon = rows.find(({ startTime }) => startTime === '2026-03-18 10:05:00');
    expect(soon?.auctionStatus).toBe(AUCTION_STATUS.upcoming);
  });

  it('shows an activity’s lots, conditions, detail and price to visitors', async () => {
    const { rows } = await activities();
    const live = rows.find(({ auctionStatus }) => auctionStatus === 3);
    const page = await lotsOf(live?.id ?? 0);
    expect(page.total).toBe(24);
    const [lot] = page.rows;
    expect(lot?.myState).toBe('none');
    const conditions = await dataOf(
      sandbox.app,
      lotConditions,
      auctionPath(auctionPaths.listCondition, live?.id ?? 0),
      { body: {} },
    );
    expect(conditions.categories.length).toBeGreaterThan(0);
    const filtered = await dataOf(
      sandbox.app,
      lotPage,
      auctionPath(auctionPaths.list, live?.id ?? 0),
      {
        body: { pageNum: 1, pageSize: 50, category: conditions.categories[0] },
      },
    );
    expect(filtered.rows.every(({ category }) => category === conditions.categories[0])).toBe(true);
    const detail = await dataOf(
      sandbox.app,
      lotDetail,
      auctionPath(auctionPaths.productDetail, lot?.lotId ?? 0),
    );
    expect(detail.activityTitle).toBe(live?.title);
  });

  it('has lots the demo company won in the ended activity', async () => {
    const won = await dataOf(sandbox.app, wonLots, auctionPaths.won, { token: buyerA });
    expect(won).toHaveLength(3);
    expect(won[0]?.amount).toBe(new Big(won[0]?.weight ?? 0).times(won[0]?.price ?? 0).toFixed(2));
  });
});

describe('bidding', () => {
  it('needs a certified company and an Idempotency-Key', async () => {
    const { lot } = await freshLot();
    const uncertified = await login(sandbox.app, '13800000003');
    expect(
      await failureOf(sandbox.app, auctionPaths.bidding, {
        token: uncertified,
        body: { lotId: lot.lotId, price: lot.nextPrice },
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'k-uncertified' },
      }),
    ).toEqual([403, '请先完成企业认证']);
    const [code] = await failureOf(sandbox.app, auctionPaths.bidding, {
      token: buyerA,
      body: { lotId: lot.lotId, price: lot.nextPrice },
    });
    expect(code).toBe(400);
  });

  it('refuses a price off the steps at the field, and answers tooLow below the next price', async () => {
    const { lot } = await freshLot();
    const [code, msg] = await failureOf(sandbox.app, auctionPaths.bidding, {
      token: buyerA,
      body: { lotId: lot.lotId, price: plus(lot.nextPrice, '1') },
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'k-off-step' },
    });
    expect([code, msg]).toEqual([400, `出价须按加价幅度 ${lot.step} 元/吨递增`]);
    await bid(buyerA, { lotId: lot.lotId, price: lot.nextPrice });
    expect((await bid(buyerB, { lotId: lot.lotId, price: lot.nextPrice })).outcome).toBe('tooLow');
  });

  it('answers a bid sent again with its Idempotency-Key as the first time, bidding once', async () => {
    const { lot } = await freshLot();
    const send = () =>
      call(sandbox.app, auctionPaths.bidding, {
        token: buyerA,
        body: { lotId: lot.lotId, price: lot.nextPrice },
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'k-bid-again' },
      });
    const first = await send();
    expect(bidResult.parse((first.json as { data: unknown }).data).outcome).toBe('leading');
    expect((await send()).json).toEqual(first.json);
    expect((await priceOf(lot.lotId, buyerA)).bidCount).toBe(1);
  });

  it('accepts exactly one of two bids at the same price', async () => {
    const { lot } = await freshLot();
    const results = await Promise.all([
      bid(buyerA, { lotId: lot.lotId, price: lot.nextPrice }),
      bid(buyerB, { lotId: lot.lotId, price: lot.nextPrice }),
    ]);
    expect(results.map(({ outcome }) => outcome).sort()).toEqual(['leading', 'tooLow']);
    const now = await priceOf(lot.lotId, buyerA);
    expect([now.bidCount, now.currentPrice]).toEqual([1, lot.nextPrice]);
  });

  it('freezes the deposit on the first bid, tells the outbid, and releases the loser’s deposit at the end', async () => {
    const { activity, lot } = await freshLot();
    const before = { a: await balanceOf('13800000001'), b: await balanceOf('13800000007') };
    const first = await bid(buyerA, { lotId: lot.lotId, price: lot.nextPrice });
    expect(first.outcome).toBe('leading');
    expect(await balanceOf('13800000001')).toBe(new Big(before.a).minus(lot.deposit).toFixed(2));
    const second = await bid(buyerB, { lotId: lot.lotId, price: first.price.nextPrice });
    expect(second.outcome).toBe('leading');
    expect((await priceOf(lot.lotId, buyerA)).myState).toBe('outbid');
    // A second bid of the same company freezes nothing more.
    await bid(buyerA, { lotId: lot.lotId, price: second.price.nextPrice });
    expect(await balanceOf('13800000001')).toBe(new Big(before.a).minus(lot.deposit).toFixed(2));
    await admin(auctionAdminPaths.end, { activityId: activity.id });
    expect((await priceOf(lot.lotId, buyerA)).myState).toBe('won');
    expect((await priceOf(lot.lotId, buyerB)).myState).toBe('lost');
    expect(await balanceOf('13800000007')).toBe(before.b);
    expect(await balanceOf('13800000001')).toBe(new Big(before.a).minus(lot.deposit).toFixed(2));
    expect((await bid(buyerB, { lotId: lot.lotId, price: '99999950.00' })).outcome).toBe('ended');
    const won = await dataOf(sandbox.app, wonLots, auctionPaths.won, { token: buyerA });
    expect(won.some(({ lotId }) => lotId === lot.lotId)).toBe(true);
    const mine = await dataOf(
      sandbox.app,
      myBidPage,
      withQuery(auctionPaths.myBids, { pageNum: 1, pageSize: 10 }),
      { token: buyerA },
    );
    expect(mine.rows[0]).toMatchObject({ lotId: lot.lotId, myState: 'won' });
  });

  it('raises a proxy by the step on the buyer’s behalf, never above its maximum', async () => {
    const { lot } = await freshLot();
    const max = plus(lot.nextPrice, lot.step, 3);
    const proxied = await bid(buyerA, { lotId: lot.lotId, price: lot.nextPrice, maxPrice: max });
    expect(proxied.outcome).toBe('leading');
    const answered = await bid(buyerB, { lotId: lot.lotId, price: plus(lot.nextPrice, lot.step) });
    expect(answered.outcome).toBe('outbid');
    expect(answered.price.currentPrice).toBe(plus(lot.nextPrice, lot.step, 2));
    const over = await bid(buyerB, { lotId: lot.lotId, price: plus(lot.nextPrice, lot.step, 4) });
    expect(over.outcome).toBe('leading');
    expect((await priceOf(lot.lotId, buyerA)).myState).toBe('outbid');
    const record = await dataOf(
      sandbox.app,
      rollTextPage,
      withQuery(auctionPaths.rollText, { pageNum: 1, pageSize: 10 }),
    );
    expect(record.rows.length).toBeGreaterThan(0);
  });

  it('extends the end on a higher bid in the last 60 s, never on a refused one', async () => {
    const { lot } = await freshLot(1);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 30_000);
      const accepted = await bid(buyerA, { lotId: lot.lotId, price: lot.nextPrice });
      expect(accepted.price.endTime).toBe('2026-03-18 10:01:30');
      clock = new Date(start.getTime() + 50_000);
      const refused = await bid(buyerB, { lotId: lot.lotId, price: lot.nextPrice });
      expect(refused.outcome).toBe('tooLow');
      expect(refused.price.endTime).toBe('2026-03-18 10:01:30');
    } finally {
      clock = start;
    }
  });
});

describe('prices a viewer may not see are not sent', () => {
  const lotBidsOf = (lotId: number, token?: string) =>
    dataOf(sandbox.app, lotBids, auctionPath(auctionPaths.lotBids, lotId), token ? { token } : {});
  const detailOf = (lotId: number, token?: string) =>
    dataOf(sandbox.app, lotDetail, auctionPath(auctionPaths.productDetail, lotId), {
      ...(token && { token }),
    });
  const rollOf = (token?: string) =>
    dataOf(
      sandbox.app,
      rollTextPage,
      withQuery(auctionPaths.rollText, { pageNum: 1, pageSize: 10 }),
      {
        ...(token && { token }),
      },
    );
  const PRICES = {
    currentPrice: null,
    nextPrice: null,
    startPrice: null,
    step: null,
    deposit: null,
  };

  it('sends a visitor and an uncertified user no lot price, deposit, bid price or roll-text price', async () => {
    const { activity, lot } = await freshLot();
    await bid(buyerA, { lotId: lot.lotId, price: lot.nextPrice });
    const uncertified = await login(sandbox.app, '13800000003');
    for (const token of [undefined, uncertified]) {
      expect((await lotsOf(activity.id, token)).rows[0]).toMatchObject(PRICES);
      expect(await detailOf(lot.lotId, token)).toMatchObject(PRICES);
      expect(await priceOf(lot.lotId, token ?? '')).toMatchObject({
        currentPrice: null,
        nextPrice: null,
      });
      const bids = await lotBidsOf(lot.lotId, token);
      expect(bids.length).toBeGreaterThan(0);
      expect(bids.every(({ price }) => price === null)).toBe(true);
      const roll = await rollOf(token);
      expect(roll.rows.length).toBeGreaterThan(0);
      for (const { text } of roll.rows) expect(text).toMatch(/ 对拍品 \S+ 已出价$/);
    }
  });

  it('sends a certified user every price, the roll text with thousands separators', async () => {
    const { lot } = await freshLot();
    await bid(buyerA, { lotId: lot.lotId, price: lot.nextPrice });
    expect(seen(await detailOf(lot.lotId, buyerB)).deposit).toBe(lot.deposit);
    expect((await lotBidsOf(lot.lotId, buyerB))[0]?.price).toBe(lot.nextPrice);
    const [latest] = (await rollOf(buyerB)).rows;
    expect(latest?.text).toMatch(/ 对拍品 \S+ 出价 \d{1,3}(,\d{3})+\.\d{2} 元\/吨$/);
  });
});

describe('won lots to an order', () => {
  it('makes one order to be submitted at the winning prices, once, its deposit counting the spent auction deposits', async () => {
    const won = await dataOf(sandbox.app, wonLots, auctionPaths.won, { token: buyerA });
    const open = won.filter(({ orderNo }) => orderNo === null).slice(0, 2);
    const lotIds = open.map(({ lotId }) => lotId);
    const before = await balanceOf('13800000001');
    const make = (key: string) =>
      call(sandbox.app, auctionPaths.makeOrder, {
        token: buyerA,
        body: { lotIds, terms: PICKUP },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }).then(({ json }) => json as { code: number; data: { orderNo: string } | null });
    const first = await make('order-1');
    expect(first.code).toBe(200);
    // The same key answers the same order; another key is refused: each lot is ordered once.
    expect((await make('order-1')).data?.orderNo).toBe(first.data?.orderNo);
    expect((await make('order-2')).code).toBe(400);
    expect(await balanceOf('13800000001')).toBe(before);
    const after = await dataOf(sandbox.app, wonLots, auctionPaths.won, { token: buyerA });
    expect(after.filter(({ orderNo }) => orderNo === first.data?.orderNo)).toHaveLength(2);
    const detail = await dataOf(
      sandbox.app,
      orderPage,
      withQuery(orderPaths.waitSubmit, { pageNum: 1, pageSize: 50 }),
      { token: buyerA },
    );
    const order = detail.rows.find(({ orderNo }) => orderNo === first.data?.orderNo);
    expect(order?.lines.map(({ unitPrice }) => unitPrice).sort()).toEqual(
      open.map(({ price }) => price).sort(),
    );
    // The spent auction deposits count toward the order's deposit.
    const deposits = open.reduce((total, { deposit }) => total.plus(deposit), new Big(0));
    expect(order?.paidAmount).toBe(deposits.toFixed(2));
  });
});

describe('the robot bidders', () => {
  it('raise a live lot’s price when their activity has them on, and never when it is off', async () => {
    const { activity, lot } = await freshLot();
    await robotTick({ db: sandbox.db, now: () => clock }, () => 0);
    expect((await priceOf(lot.lotId, buyerA)).bidCount).toBe(0);
    await admin(auctionAdminPaths.reset, { activityId: activity.id, robots: true });
    await robotTick({ db: sandbox.db, now: () => clock }, () => 0);
    const raised = await priceOf(lot.lotId, buyerA);
    expect([raised.bidCount, raised.currentPrice]).toEqual([1, lot.nextPrice]);
    await admin(auctionAdminPaths.reset, { activityId: activity.id, robots: false });
  });
});

// Last: the bench's activity is one more live activity in the list.
describe('the back office for the bench', () => {
  it('opens a live activity of 200 lots at once', async () => {
    const { json } = await admin(auctionAdminPaths.bulk, { lots: 200 });
    const { activityId } = (json as { data: { activityId: number } }).data;
    const page = await lotsOf(activityId);
    expect(page.total).toBe(200);
    expect(page.rows.every(({ auctionStatus }) => auctionStatus === AUCTION_STATUS.live)).toBe(
      true,
    );
    const refused = await admin(auctionAdminPaths.bulk, { lots: 501 });
    expect((refused.json as { code: number }).code).toBe(400);
  });
});
