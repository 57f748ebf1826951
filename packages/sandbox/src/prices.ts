import { desc, lte, sql } from 'drizzle-orm';
import type { TodayLvPrice } from '@mall/domain/contract';
import type { SandboxDb } from './db/client.ts';
import { aluminiumPrices } from './db/schema.ts';
import { createRandom, seedFromString } from './random.ts';

/**
 * The daily A00 aluminium price is a mean-reverting random walk over trading days (Monday to
 * Friday) from a fixed anchor. Each day's step depends only on its date, so the series is the
 * same in every database; it is extended up to today whenever it is read.
 */
const ANCHOR = { date: '2024-01-02', price: 19_000 };
const MEAN_PRICE = 19_800;
const TREND_DAYS = 10;
const DAY_MS = 86_400_000;

/** The calendar date in China (UTC+8) as YYYY-MM-DD. */
export const chinaDate = (now: Date): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isTradingDay = (day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Trading days from `from` to `to`, both included. */
export const tradingDays = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isTradingDay(day)) days.push(day);
  return days;
};

/** Whole yuan, in steps of 10 as the market quotes A00. */
export const nextPrice = (previous: number, day: string): number => {
  const random = createRandom(seedFromString(`A00:${day}`));
  const shock = (random.next() + random.next() + random.next() - 1.5) * 220;
  const pull = (MEAN_PRICE - previous) * 0.03;
  return Math.round((previous + pull + shock) / 10) * 10;
};

/** Writes the missing trading days up to `today`. */
export const extendPriceSeries = async (db: SandboxDb, today: string): Promise<void> => {
  const [last] = await db
    .select()
    .from(aluminiumPrices)
    .orderBy(desc(aluminiumPrices.date))
    .limit(1);
  const rows: { date: string; price: string }[] = [];
  let previous = last ? Number(last.price) : undefined;
  for (const day of tradingDays(last ? addDays(last.date, 1) : ANCHOR.date, today)) {
    const price = previous === undefined ? ANCHOR.price : nextPrice(previous, day);
    rows.push({ date: day, price: String(price) });
    previous = price;
  }
  if (rows.length) await db.insert(aluminiumPrices).values(rows).onConflictDoNothing();
};

/** Today's price (the last trading day up to today), or undefined before the series starts. */
export const todayPrice = async (
  db: SandboxDb,
  today: string,
): Promise<TodayLvPrice | undefined> => {
  await extendPriceSeries(db, today);
  const rows = await db
    .select({
      date: aluminiumPrices.date,
      price: aluminiumPrices.price,
      change: sql<
        string | null
      >`${aluminiumPrices.price} - lag(${aluminiumPrices.price}) over (order by ${aluminiumPrices.date})`,
    })
    .from(aluminiumPrices)
    .where(lte(aluminiumPrices.date, today))
    .orderBy(desc(aluminiumPrices.date))
    .limit(TREND_DAYS);
  const [latest] = rows;
  if (!latest) return undefined;
  return {
    date: latest.date,
    price: latest.price,
    change: latest.change ?? '0.00',
    trend: rows.map(({ date, price }) => ({ date, price })).reverse(),
  };
};
