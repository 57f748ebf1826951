import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { TodayLvPrice } from '@mall/domain/contract';
import { BASE_SERIES } from '@mall/domain/contract/market';
import type { SandboxDb } from './db/client.ts';
import { referencePrices } from './db/schema.ts';
import { extendReferencePrices } from './market/referencePrices.ts';

/** The home card's trend: the last trading days of the base series. */
const TREND_DAYS = 10;

/** The calendar date in China (UTC+8) as YYYY-MM-DD. */
export const chinaDate = (now: Date): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Today's A00 price: the latest point (up to today) of the data centre's base series
 * (长江现货 A00), with its change and trend; undefined before the series starts.
 */
export const todayPrice = async (
  db: SandboxDb,
  today: string,
): Promise<TodayLvPrice | undefined> => {
  await extendReferencePrices(db, today);
  const rows = await db
    .select({
      date: referencePrices.date,
      price: referencePrices.price,
      change: sql<
        string | null
      >`${referencePrices.price} - lag(${referencePrices.price}) over (order by ${referencePrices.date})`,
    })
    .from(referencePrices)
    .where(and(eq(referencePrices.series, BASE_SERIES), lte(referencePrices.date, today)))
    .orderBy(desc(referencePrices.date))
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
