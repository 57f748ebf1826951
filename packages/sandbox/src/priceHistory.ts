import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { PriceHistory, PriceHistoryDays } from '@mall/domain/contract';
import type { SandboxDb } from './db/client.ts';
import { onlyRow } from './db/client.ts';
import { aluminiumPrices } from './db/schema.ts';
import { extendPriceSeries } from './prices.ts';

const DAY_MS = 86_400_000;

/**
 * The A00 price of each trading day in the `days` calendar days up to `today`, oldest first,
 * each with its change against the trading day before (also before the period), and the
 * period's high, low, average (to the fen) and change, in NUMERIC arithmetic.
 */
export const priceHistory = async (
  db: SandboxDb,
  today: string,
  days: PriceHistoryDays,
): Promise<PriceHistory> => {
  await extendPriceSeries(db, today);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const series = db
    .select({
      date: aluminiumPrices.date,
      price: aluminiumPrices.price,
      change:
        sql<string>`coalesce(${aluminiumPrices.price} - lag(${aluminiumPrices.price}) over (order by ${aluminiumPrices.date}), 0)::numeric(10, 2)`.as(
          'change',
        ),
    })
    .from(aluminiumPrices)
    .where(lte(aluminiumPrices.date, today))
    .as('series');
  const points = await db
    .select()
    .from(series)
    .where(gt(series.date, from))
    .orderBy(asc(series.date));
  const inPeriod = and(gt(aluminiumPrices.date, from), lte(aluminiumPrices.date, today));
  const summary = onlyRow(
    await db
      .select({
        high: sql<string>`coalesce(max(${aluminiumPrices.price}), 0)::numeric(10, 2)`,
        low: sql<string>`coalesce(min(${aluminiumPrices.price}), 0)::numeric(10, 2)`,
        average: sql<string>`coalesce(round(avg(${aluminiumPrices.price}), 2), 0)::numeric(10, 2)`,
        change: sql<string>`coalesce((array_agg(${aluminiumPrices.price} order by ${aluminiumPrices.date} desc))[1] - (array_agg(${aluminiumPrices.price} order by ${aluminiumPrices.date}))[1], 0)::numeric(10, 2)`,
      })
      .from(aluminiumPrices)
      .where(inPeriod),
  );
  return { days, points, ...summary };
};
