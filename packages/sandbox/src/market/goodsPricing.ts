import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { GoodsPricing } from '@mall/domain/contract/market';
import { BASE_SERIES, REFERENCE_SERIES } from '@mall/domain/contract/market';
import type { SandboxDb } from '../db/client.ts';
import { goodsBatches, goodsPremiums, referencePrices } from '../db/schema.ts';
import { extendReferencePrices } from './referencePrices.ts';

const BASE_NAME = REFERENCE_SERIES.find(({ code }) => code === BASE_SERIES)?.name ?? '';

/** The base series' latest day and price up to `today`. */
const latestBase = (db: SandboxDb, today: string) =>
  db
    .select({ date: referencePrices.date, price: referencePrices.price })
    .from(referencePrices)
    .where(and(eq(referencePrices.series, BASE_SERIES), lte(referencePrices.date, today)))
    .orderBy(desc(referencePrices.date))
    .limit(1);

/**
 * Gives every spot batch without one its premium (升贴水): its unit price less the base
 * series' latest price, so that seeding changes no price.
 */
export const seedGoodsPremiums = async (db: SandboxDb, today: string): Promise<void> => {
  const [base] = await latestBase(db, today);
  if (!base) return;
  await db.execute(sql`
    insert into ${goodsPremiums} (batch_id, premium)
    select ${goodsBatches.id}, ${goodsBatches.unitPrice} - ${base.price}::numeric
    from ${goodsBatches} where ${goodsBatches.carType} = 'spot'
    on conflict do nothing`);
};

/** Sets each spot batch's unit price to the base series' latest price plus its premium. */
export const repriceSpotGoods = async (db: SandboxDb, today: string): Promise<void> => {
  const [base] = await latestBase(db, today);
  if (!base) return;
  await db.execute(sql`
    update ${goodsBatches} set unit_price = ${base.price}::numeric + p.premium
    from ${goodsPremiums} p
    where p.batch_id = ${goodsBatches.id} and ${goodsBatches.unitPrice} <> ${base.price}::numeric + p.premium`);
};

/** A batch's 基准价 + 升贴水 (the series extended to today first), or null when it is not priced from the reference. */
export const goodsPricing = async (
  db: SandboxDb,
  batchId: number,
  today: string,
): Promise<GoodsPricing> => {
  await extendReferencePrices(db, today);
  const [[base], [row]] = await Promise.all([
    latestBase(db, today),
    db
      .select({ premium: goodsPremiums.premium, unitPrice: goodsBatches.unitPrice })
      .from(goodsPremiums)
      .innerJoin(goodsBatches, eq(goodsBatches.id, goodsPremiums.batchId))
      .where(eq(goodsPremiums.batchId, batchId)),
  ]);
  if (!base || !row) return null;
  return {
    batchId,
    seriesName: BASE_NAME,
    baseDate: base.date,
    basePrice: base.price,
    premium: row.premium,
    unitPrice: row.unitPrice,
  };
};
