import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { ReferencePrices, ReferenceSeriesCode } from '@mall/domain/contract/market';
import { REFERENCE_SERIES, REFERENCE_YEARS } from '@mall/domain/contract/market';
import type { SandboxDb } from '../db/client.ts';
import { referencePrices as prices } from '../db/schema.ts';
import { createRandom, seedFromString } from '../random.ts';
import { repriceSpotGoods } from './goodsPricing.ts';

/**
 * The reference series are random walks over trading days from a fixed anchor, so every
 * database holds the same prices for the same day, and three years of days lie behind any
 * today from 2026-01-05 on:
 * - 长江现货 A00: a walk with an upward drift (about 400 yuan a year), pulled weakly back to
 *   its drifting trend, each day's move bounded to ±MAX_A00_MOVE yuan, in steps of 10;
 * - 南海灵通 A00: 长江 plus a spread that wanders between -200 and +100 around -60;
 * - 佛山 6063 铝棒加工费: a premium that wanders around 450 between 150 and 800, at most ±50 a day.
 * Days off are Saturdays, Sundays and the Chinese exchange holidays below.
 */
export const ANCHOR = {
  date: '2023-01-03',
  prices: { 'A00-CJ': 18_650, 'A00-NH': 18_590, '6063-FS': 420 },
} as const satisfies { date: string; prices: Record<ReferenceSeriesCode, number> };

const DAY_MS = 86_400_000;
const A00_DRIFT_PER_DAY = 1.6;
export const MAX_A00_MOVE = 400;
const SPREAD = { mean: -60, min: -200, max: 100 };
const PREMIUM = { mean: 450, min: 150, max: 800, move: 50 };

/** Exchange holidays besides weekends: New Year, Spring Festival, Qingming, Labour Day, National Day. */
const HOLIDAYS: readonly (readonly [string, string])[] = [
  ['2023-01-02', '2023-01-02'],
  ['2023-01-21', '2023-01-27'],
  ['2023-04-05', '2023-04-05'],
  ['2023-04-29', '2023-05-03'],
  ['2023-09-29', '2023-10-06'],
  ['2024-01-01', '2024-01-01'],
  ['2024-02-10', '2024-02-17'],
  ['2024-04-04', '2024-04-06'],
  ['2024-05-01', '2024-05-05'],
  ['2024-10-01', '2024-10-07'],
  ['2025-01-01', '2025-01-01'],
  ['2025-01-28', '2025-02-04'],
  ['2025-04-04', '2025-04-06'],
  ['2025-05-01', '2025-05-05'],
  ['2025-10-01', '2025-10-08'],
  ['2026-01-01', '2026-01-03'],
  ['2026-02-15', '2026-02-23'],
  ['2026-04-04', '2026-04-06'],
  ['2026-05-01', '2026-05-05'],
  ['2026-10-01', '2026-10-07'],
  ['2027-01-01', '2027-01-01'],
  ['2027-02-06', '2027-02-12'],
  ['2027-05-01', '2027-05-05'],
  ['2027-10-01', '2027-10-07'],
];

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const isTradingDay = (day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.some(([from, to]) => day >= from && day <= to);
};

/** Trading days from `from` to `to`, both included. */
export const tradingDays = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isTradingDay(day)) days.push(day);
  return days;
};

type Prices = Record<ReferenceSeriesCode, number>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const tens = (value: number) => Math.round(value / 10) * 10;

/** The three prices of `day` after those of the trading day before: depends only on both. */
export const nextPrices = (previous: Prices, day: string): Prices => {
  const random = createRandom(seedFromString(`reference:${day}`));
  const elapsed = (Date.parse(day) - Date.parse(ANCHOR.date)) / DAY_MS;
  const trend = ANCHOR.prices['A00-CJ'] + A00_DRIFT_PER_DAY * elapsed;
  const shock = (random.next() + random.next() + random.next() - 1.5) * 240;
  const move = clamp(
    A00_DRIFT_PER_DAY + (trend - previous['A00-CJ']) * 0.02 + shock,
    -MAX_A00_MOVE,
    MAX_A00_MOVE,
  );
  const changjiang = tens(previous['A00-CJ'] + move);
  const spread = previous['A00-NH'] - previous['A00-CJ'];
  const nextSpread = clamp(
    tens(spread + (SPREAD.mean - spread) * 0.2 + (random.next() - 0.5) * 60),
    SPREAD.min,
    SPREAD.max,
  );
  const premium = previous['6063-FS'];
  const premiumMove = clamp(
    (PREMIUM.mean - premium) * 0.04 + (random.next() + random.next() - 1) * 40,
    -PREMIUM.move,
    PREMIUM.move,
  );
  return {
    'A00-CJ': changjiang,
    'A00-NH': changjiang + nextSpread,
    '6063-FS': clamp(tens(premium + premiumMove), PREMIUM.min, PREMIUM.max),
  };
};

const INSERT_CHUNK = 1_000;

/** Writes the missing trading days of every series up to `today`, and reprices the spot goods on a new day. */
export const extendReferencePrices = async (db: SandboxDb, today: string): Promise<void> => {
  const [last] = await db
    .select({ date: prices.date })
    .from(prices)
    .orderBy(desc(prices.date))
    .limit(1);
  let previous: Prices | undefined;
  if (last) {
    const rows = await db.select().from(prices).where(eq(prices.date, last.date));
    previous = Object.fromEntries(rows.map((row) => [row.series, Number(row.price)])) as Prices;
  }
  const rows: { series: string; date: string; price: string }[] = [];
  for (const day of tradingDays(last ? addDays(last.date, 1) : ANCHOR.date, today)) {
    const current: Prices = previous ? nextPrices(previous, day) : { ...ANCHOR.prices };
    for (const { code } of REFERENCE_SERIES)
      rows.push({ series: code, date: day, price: String(current[code]) });
    previous = current;
  }
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await db
      .insert(prices)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflictDoNothing();
  if (rows.length) await repriceSpotGoods(db, today);
};

/** Every series over the REFERENCE_YEARS years up to `today`, oldest first. */
export const referencePriceSeries = async (
  db: SandboxDb,
  today: string,
): Promise<ReferencePrices> => {
  await extendReferencePrices(db, today);
  const from = `${Number(today.slice(0, 4)) - REFERENCE_YEARS}${today.slice(4)}`;
  const rows = await db
    .select()
    .from(prices)
    .where(and(gt(prices.date, from), lte(prices.date, today)))
    .orderBy(asc(prices.series), asc(prices.date));
  return {
    latestDate: rows.reduce((latest, row) => (row.date > latest ? row.date : latest), from),
    series: REFERENCE_SERIES.map((series) => ({
      ...series,
      points: rows
        .filter((row) => row.series === series.code)
        .map(({ date, price }) => ({ date, price })),
    })),
  };
};
