import { date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { goodsBatches } from './schema.ts';

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
  // The latest day of any series (the series' key leads the primary key).
  (t) => [
    primaryKey({ columns: [t.series, t.date] }),
    index('reference_prices_date_idx').on(t.date),
  ],
);

/**
 * The premium (升贴水) of each spot batch over the base reference series: its unit price is the
 * series' latest price plus this, repriced whenever the series gains a day.
 */
export const goodsPremiums = pgTable('goods_premiums', {
  batchId: integer('batch_id')
    .primaryKey()
    .references(() => goodsBatches.id, { onDelete: 'cascade' }),
  premium: numeric('premium', { precision: 12, scale: 2 }).notNull(),
});
