import { marketPaths } from '../../contract/market.ts';
import { okGet } from '../http.ts';
import { referencePricesFixture } from './fixtures.ts';

/** The data centre's call answering three years of every series. */
export const marketHandlers = [okGet(marketPaths.referencePrices, referencePricesFixture)];
