/**
 * The sandbox's robot bidders: a timer in the sandbox process that, at random moments, raises
 * the price of a random live lot of an activity whose robots are on, by one to three steps,
 * never above ROBOT_CEILING times the start price. Each tick also settles the lots that ended.
 * Off unless the sandbox is created with `auctionRobots` (tests leave it off).
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { Big, yuan } from '@mall/domain/money';
import type { Deps } from '../context.ts';
import { auctionActivities, auctionLots } from '../db/schema.ts';
import { ROBOTS } from '../seed/auctions.ts';
import { createRandom } from '../random.ts';
import { placeBid, settleDue } from './bidding.ts';
import { nextPrice } from './rules.ts';

const TICK_MS = 1_000;
/** Chance, per tick, that the robots bid at all: about one bid every 4 s. */
const BID_CHANCE = 0.25;
const ROBOT_CEILING = '1.2';

/** One tick: settles what ended, then maybe one robot bid. */
export const robotTick = async ({ db, now }: Pick<Deps, 'db' | 'now'>, roll: () => number) => {
  const at = now();
  await settleDue(db, at);
  if (roll() >= BID_CHANCE) return;
  const live = await db
    .select({ lot: auctionLots })
    .from(auctionLots)
    .innerJoin(auctionActivities, eq(auctionActivities.id, auctionLots.activityId))
    .where(
      and(
        eq(auctionActivities.robots, true),
        lte(auctionActivities.startAt, at),
        gt(auctionLots.endAt, at),
        isNull(auctionLots.settledAt),
      ),
    )
    // In lot order, so that a given roll picks the same lot whatever was updated last.
    .orderBy(asc(auctionLots.id));
  const open = live.filter(({ lot }) =>
    new Big(nextPrice(lot)).lte(new Big(lot.startPrice).times(ROBOT_CEILING)),
  );
  const pick = open[Math.floor(roll() * open.length)];
  if (!pick) return;
  const { lot } = pick;
  const others = ROBOTS.filter((name) => name !== lot.leaderRobot);
  const robot = others[Math.floor(roll() * others.length)] ?? ROBOTS[0];
  const steps = Math.floor(roll() * 3);
  const price = yuan(new Big(nextPrice(lot)).plus(new Big(lot.step).times(steps)));
  await db.transaction((tx) => placeBid(tx, { robot }, { lotId: lot.id, price }, at));
};

/** Starts the robots; answers their stop. */
export const startRobots = (deps: Pick<Deps, 'db' | 'now'>): (() => void) => {
  const random = createRandom(Date.now() >>> 0);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    robotTick(deps, random.next)
      .catch((error: unknown) => console.error('sandbox: auction robots', error))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  return () => clearInterval(timer);
};
