import { cartCounts, paths } from '../contract/index.ts';
import type { CartCounts } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

export const createCartService = (http: HttpClient) => ({
  getCounts: (): Promise<CartCounts> => http.get(paths.cart.count, cartCounts),
});
export type CartService = ReturnType<typeof createCartService>;
