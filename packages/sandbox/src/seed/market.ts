import type { SandboxDb } from '../db/client.ts';
import { seedGoodsPremiums } from '../market/goodsPricing.ts';
import { extendReferencePrices } from '../market/referencePrices.ts';

/**
 * The reference price series, generated once from their anchor up to the seed's day, and the
 * spot goods' premiums over the base series (their prices unchanged).
 */
export const seedMarket = async (db: SandboxDb, today: string): Promise<void> => {
  await extendReferencePrices(db, today);
  await seedGoodsPremiums(db, today);
};
