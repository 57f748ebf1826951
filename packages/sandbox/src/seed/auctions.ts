/**
 * The auctions, seeded afresh at every start relative to its time: one activity live now, one
 * starting within minutes, further ones later (so that the home window of 5 moves), and one
 * that ended yesterday with lots the demo company won. Also the second certified buyer
 * (13800000007, its own company), for two-bidder tests.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { EXAMINE_STATE } from '@mall/domain/contract';
import { Big, yuan } from '@mall/domain/money';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  USER_TYPE,
  auctionActivities,
  auctionBids,
  auctionDeposits,
  auctionLots,
  companies,
  companyAccounts,
  goodsBatches,
  users,
} from '../db/schema.ts';
import { freezeDeposit, releaseDeposit } from '../auctions/funds.ts';
import { credit } from '../funds/ledger.ts';
import { hashPassword } from '../passwords.ts';
import type { Random } from '../random.ts';
import { createRandom, seedFromString } from '../random.ts';
import type { Timeline } from './timeline.ts';

const MINUTE = 60_000;
const DEMO_COMPANY = '佛山市南海区鑫铝金属材料有限公司';
export const SECOND_BUYER = {
  username: '13800000007',
  password: 'Mall@2026',
  role: '已认证企业管理员（广州市白云区宏泰铝材贸易有限公司），竞拍的第二位买家',
};
const SECOND_COMPANY = '广州市白云区宏泰铝材贸易有限公司';
const SECOND_BALANCE = '800000.00';
/** When the second buyer's balance came in. */
const SECOND_BUYER_DAYS_AGO = 90;

/** Activities: title, start and end in minutes from now, lots, robots, won by whom. */
const ACTIVITIES = [
  { title: '铝板带库存清仓专场', start: -20, end: 100, lots: 24, robots: true },
  { title: '6061/6063 型材竞拍专场', start: 5, end: 125, lots: 10, robots: true },
  { title: '铝卷尾货周末专场', start: 180, end: 300, lots: 6, robots: true },
  { title: '铝锭现货竞拍专场', start: 1_440, end: 1_560, lots: 6, robots: true },
  { title: '铝箔积压库存专场', start: 2_880, end: 3_000, lots: 6, robots: true },
  { title: '花纹铝板特价专场', start: 4_320, end: 4_440, lots: 6, robots: true },
  { title: '上周铝板专场（已结束）', start: -1_560, end: -1_440, lots: 6, robots: false },
] as const;

/** Of the ended activity: lots the demo company won, then the second buyer, then robots. */
const DEMO_WINS = 3;
const SECOND_WINS = 1;

export const ROBOTS = ['竞拍者A7', '竞拍者K2', '竞拍者M9', '竞拍者Q5', '竞拍者T3'] as const;

/** The lot's deposit: 5 % of its value at the start price, rounded up to the hundred. */
const depositOf = (weight: string, startPrice: string): string =>
  yuan(new Big(weight).times(startPrice).times('0.05').div(100).round(0, Big.roundUp).times(100));

/** The bidding step: 50 yuan a tonne from 10,000, else 10. */
const stepOf = (price: Big): string => (price.gte(10_000) ? '50.00' : '10.00');

const ensureSecondBuyer = async (tx: SandboxTx, now: Date) => {
  const [company] = await tx
    .insert(companies)
    .values({
      name: SECOND_COMPANY,
      creditCode: '91440111MA5CXK7Q3T',
      kind: 'buyer',
      province: '广东省',
      city: '广州市',
      address: '广州市白云区石井工业大道 88 号',
      contactName: '周建明',
      contactPhone: '13800000007',
      createdAt: new Date(now.getTime() - 400 * 1_440 * MINUTE),
    })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  if (!company) return;
  const salt = Buffer.from(Array.from({ length: 16 }, (_, i) => (i * 37 + 7) % 256));
  await tx.insert(users).values({
    username: SECOND_BUYER.username,
    passwordHash: await hashPassword(SECOND_BUYER.password, salt),
    realname: '周建明',
    userType: USER_TYPE.buyer,
    companyId: company.id,
    isAdministrators: 1,
    userExamineState: EXAMINE_STATE.verified,
    isFinishPcGuide: 1,
    createdAt: new Date(now.getTime() - SECOND_BUYER_DAYS_AGO * 1_440 * MINUTE),
  });
  await tx.insert(companyAccounts).values({
    companyId: company.id,
    balance: '0.00',
    bankName: '中国工商银行广州白云支行',
    accountNo: '3602 0012 0920 0456 7',
  });
  // Its balance comes in with a capital record, as every movement does.
  await credit(tx, company.id, SECOND_BALANCE, {
    kind: 'opening',
    reason: '期初余额',
    at: new Date(now.getTime() - SECOND_BUYER_DAYS_AGO * 1_440 * MINUTE),
  });
};

const companyIdOf = async (tx: SandboxTx, name: string): Promise<number | undefined> => {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  return row?.id;
};

/** Releases the frozen deposits on the lots of the activities named (all without). */
export const clearAuctions = async (tx: SandboxTx, now: Date, activityIds?: number[]) => {
  const frozen = await tx
    .select({ lotId: auctionDeposits.lotId, companyId: auctionDeposits.companyId })
    .from(auctionDeposits)
    .innerJoin(auctionLots, eq(auctionLots.id, auctionDeposits.lotId))
    .where(
      and(
        eq(auctionDeposits.status, 'frozen'),
        activityIds ? inArray(auctionLots.activityId, activityIds) : undefined,
      ),
    );
  for (const ref of frozen) await releaseDeposit(tx, ref, now);
};

/**
 * A lot of `batch` in an activity: a drawn weight (5 to 30 t, within the stock) starting at
 * 92 % of the batch's price, rounded down to ten yuan.
 */
export const lotRow = (
  random: Random,
  batch: { id: number; weight: string; unitPrice: string },
  lot: { activityId: number; lotNo: string; endAt: Date },
) => {
  const stock = new Big(batch.weight);
  const drawn = new Big(random.int(5, 30));
  const weight = (stock.lt(drawn) ? stock : drawn).toFixed(3);
  const start = new Big(batch.unitPrice).times('0.92').div(10).round(0, Big.roundDown).times(10);
  return {
    ...lot,
    batchId: batch.id,
    weight,
    startPrice: yuan(start),
    step: stepOf(start),
    deposit: depositOf(weight, yuan(start)),
    currentPrice: yuan(start),
  };
};

/**
 * Seeds the activities relative to `now` (see the module comment), at `clock`: the moment of the
 * move, when the winners' deposits are frozen (the ended activity's end, or now on a restart).
 */
const seedActivities = async (tx: SandboxTx, now: Date, clock: Date) => {
  const random = createRandom(seedFromString(`auctions:${now.toISOString().slice(0, 10)}`));
  const batches = await tx
    .select({ id: goodsBatches.id, weight: goodsBatches.weight, unitPrice: goodsBatches.unitPrice })
    .from(goodsBatches)
    .where(gte(goodsBatches.weight, '5'))
    .orderBy(asc(goodsBatches.id))
    .limit(ACTIVITIES.reduce((total, { lots }) => total + lots, 0));
  const demo = await companyIdOf(tx, DEMO_COMPANY);
  const second = await companyIdOf(tx, SECOND_COMPANY);
  let used = 0;
  for (const [index, plan] of ACTIVITIES.entries()) {
    const startAt = new Date(now.getTime() + plan.start * MINUTE);
    const endAt = new Date(now.getTime() + plan.end * MINUTE);
    const [activity] = await tx
      .insert(auctionActivities)
      .values({ title: plan.title, startAt, endAt, robots: plan.robots })
      .returning({ id: auctionActivities.id });
    if (!activity) throw new Error('seed: no activity');
    const mine = batches.slice(used, used + plan.lots);
    used += plan.lots;
    const lots = await tx
      .insert(auctionLots)
      .values(
        mine.map((batch, lot) =>
          lotRow(random, batch, {
            activityId: activity.id,
            lotNo: `P${index + 1}${String(lot + 1).padStart(3, '0')}`,
            endAt,
          }),
        ),
      )
      .returning();
    if (plan.end < 0) await seedEnded(tx, lots, { demo, second, now: endAt, frozenAt: clock });
  }
};

/** Bids on the ended activity's lots: the winners' bids last, their deposits frozen at `frozenAt`. */
const seedEnded = async (
  tx: SandboxTx,
  lots: (typeof auctionLots.$inferSelect)[],
  {
    demo,
    second,
    now,
    frozenAt,
  }: { demo?: number | undefined; second?: number | undefined; now: Date; frozenAt: Date },
) => {
  for (const [index, lot] of lots.entries()) {
    const winner = index < DEMO_WINS ? demo : index < DEMO_WINS + SECOND_WINS ? second : undefined;
    const prices = [0, 1, 2, 3].map((steps) =>
      yuan(new Big(lot.startPrice).plus(new Big(lot.step).times(steps))),
    );
    const robot = ROBOTS[index % ROBOTS.length] ?? '竞拍者A7';
    const bids = prices.map((price, i) => {
      const last = i === prices.length - 1;
      const at = new Date(now.getTime() - (prices.length - i) * 7 * MINUTE);
      return last && winner !== undefined
        ? { lotId: lot.id, companyId: winner, price, createdAt: at }
        : { lotId: lot.id, robot, price, createdAt: at };
    });
    await tx.insert(auctionBids).values(bids);
    if (winner !== undefined) {
      await freezeDeposit(tx, { lotId: lot.id, companyId: winner }, lot.deposit, frozenAt);
    }
    await tx
      .update(auctionLots)
      .set({
        currentPrice: prices.at(-1) ?? lot.startPrice,
        bidCount: prices.length,
        leaderCompanyId: winner ?? null,
        leaderRobot: winner === undefined ? robot : null,
        settledAt: now,
      })
      .where(eq(auctionLots.id, lot.id));
  }
};

/**
 * A fresh database's auctions, scheduled on its seed's `timeline`: the second buyer when its
 * balance came in, the activities when the ended one ended.
 */
export const scheduleAuctions = (timeline: Timeline, tx: SandboxTx, now: Date): void => {
  timeline.at(new Date(now.getTime() - SECOND_BUYER_DAYS_AGO * 1_440 * MINUTE), () =>
    ensureSecondBuyer(tx, now),
  );
  const ended = ACTIVITIES.reduce((first, plan) => Math.min(first, plan.end), 0);
  const endedAt = new Date(now.getTime() + ended * MINUTE);
  timeline.at(endedAt, () => seedActivities(tx, now, endedAt));
};

/**
 * At every start of a seeded database: the second buyer if missing, then the auctions afresh
 * (frozen deposits released first, so that the balances stay whole across restarts; the new
 * winners' deposits frozen now, after every record already written).
 */
export const seedAuctions = async (db: SandboxDb, now: Date): Promise<void> => {
  await db.transaction(async (tx) => {
    await ensureSecondBuyer(tx, now);
    await clearAuctions(tx, now);
    await tx.delete(auctionActivities);
    await seedActivities(tx, now, now);
  });
};
