import type { SandboxDb } from '../db/client.ts';
import { extendReferencePrices } from '../market/referencePrices.ts';

/** The reference price series, generated once from their anchor up to the seed's day. */
export const seedMarket = (db: SandboxDb, today: string): Promise<void> =>
  extendReferencePrices(db, today);
