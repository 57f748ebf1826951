import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { GoodsPricing, ReferencePrices } from '@mall/domain/contract/market';
import { marketPaths } from '@mall/domain/contract/market';
import type { Deps } from '../context.ts';
import { ok } from '../envelope.ts';
import { callerSeesPrices } from '../goods/viewer.ts';
import { goodsPricing } from '../market/goodsPricing.ts';
import { referencePriceSeries } from '../market/referencePrices.ts';
import { chinaDate } from '../prices.ts';
import { validateQuery } from '../validation.ts';

const pricingQuery = z.object({ batchId: z.int().check(z.positive()) });

/**
 * Market data: open to visitors. The reference prices are the market's; a batch's pricing is
 * its price, so a viewer who may not see prices is sent none (null, as for unpriced goods).
 */
export const marketRoutes = (deps: Deps) => {
  const { db, now } = deps;
  return new Hono()
    .get(marketPaths.referencePrices, async () =>
      ok<ReferencePrices>(await referencePriceSeries(db, chinaDate(now()))),
    )
    .get(marketPaths.goodsPricing, async (c) => {
      const query = validateQuery(c, pricingQuery, {
        numbers: ['batchId'],
        labels: { batchId: '商品' },
      });
      if (!query.ok) return query.response;
      if (!(await callerSeesPrices(deps, c))) return ok<GoodsPricing>(null);
      return ok<GoodsPricing>(await goodsPricing(db, query.data.batchId, chinaDate(now())));
    });
};
