import { Hono } from 'hono';
import type { ReferencePrices } from '@mall/domain/contract/market';
import { marketPaths } from '@mall/domain/contract/market';
import type { Deps } from '../context.ts';
import { ok } from '../envelope.ts';
import { referencePriceSeries } from '../market/referencePrices.ts';
import { chinaDate } from '../prices.ts';

/** Market data: open to visitors (the client masks prices for the uncertified, as elsewhere). */
export const marketRoutes = ({ db, now }: Deps) =>
  new Hono().get(marketPaths.referencePrices, async () =>
    ok<ReferencePrices>(await referencePriceSeries(db, chinaDate(now()))),
  );
