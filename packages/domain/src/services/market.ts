import type { HttpClient } from '../http/index.ts';
import { marketPaths, referencePrices } from '../contract/market.ts';
import type { ReferencePrices } from '../contract/market.ts';

/** The market data calls (`contract/market.ts`); built by the market store's factory. */
export const createMarketService = (http: HttpClient) => ({
  referencePrices: (): Promise<ReferencePrices> =>
    http.get(marketPaths.referencePrices, referencePrices),
});
export type MarketService = ReturnType<typeof createMarketService>;
