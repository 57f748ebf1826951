import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The reference price series of the market area (`@mall/domain/contract/market`): one price a
 * series and trading day, CNY per tonne. Generated once from a fixed anchor and extended up to
 * today when read (`market/referencePrices.ts`).
 */
export const referencePrices = pgTable(
  'reference_prices',
  {
    series: text('series').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.date] })],
);
