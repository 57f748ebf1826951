import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { GoodsPricing, ReferencePrices } from '@mall/domain/contract/market';
import { marketPaths } from '@mall/domain/contract/market';
import type { Deps } from '../context.ts';
import { ok } from '../envelope.ts';
import { goodsPricing } from '../market/goodsPricing.ts';
import { referencePriceSeries } from '../market/referencePrices.ts';
import { chinaDate } from '../prices.ts';
import { validateQuery } from '../validation.ts';

const pricingQuery = z.object({ batchId: z.int().check(z.positive()) });

/** Market data: open to visitors (the client masks prices for the uncertified, as elsewhere). */
export const marketRoutes = ({ db, now }: Deps) =>
  new Hono()
    .get(marketPaths.referencePrices, async () =>
      ok<ReferencePrices>(await referencePriceSeries(db, chinaDate(now()))),
    )
    .get(marketPaths.goodsPricing, async (c) => {
      const query = validateQuery(c, pricingQuery, {
        numbers: ['batchId'],
        labels: { batchId: '商品' },
      });
      if (!query.ok) return query.response;
      return ok<GoodsPricing>(await goodsPricing(db, query.data.batchId, chinaDate(now())));
    });
