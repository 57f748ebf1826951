import { marketPaths } from '../../contract/market.ts';
import { okGet } from '../http.ts';
import { goodsPricingFixture, referencePricesFixture } from './fixtures.ts';

/** The data centre's call answering three years of every series. */
export const marketHandlers = [okGet(marketPaths.referencePrices, referencePricesFixture)];

/** The goods detail's pricing call: goods not priced from the reference (the default). */
export const unpricedGoodsHandler = okGet(marketPaths.goodsPricing, null);

/** The goods detail's pricing call: batch 1207 as reference plus premium. */
export const pricedGoodsHandler = okGet(marketPaths.goodsPricing, goodsPricingFixture);
