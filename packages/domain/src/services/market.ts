import type { HttpClient } from '../http/index.ts';
import { goodsPricing, marketPaths, referencePrices } from '../contract/market.ts';
import type { GoodsPricing, ReferencePrices } from '../contract/market.ts';

/** The market data calls (`contract/market.ts`); built by the market store's factory. */
export const createMarketService = (http: HttpClient) => ({
  referencePrices: (): Promise<ReferencePrices> =>
    http.get(marketPaths.referencePrices, referencePrices),
  /** A spot batch's 基准价 + 升贴水; null for goods not priced from the reference. */
  goodsPricing: (batchId: number): Promise<GoodsPricing> =>
    http.get(marketPaths.goodsPricing, goodsPricing, { params: { batchId } }),
});
export type MarketService = ReturnType<typeof createMarketService>;
