import { orderCounts, paths } from '../contract/index.ts';
import type { OrderCounts } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

/** The order centre's stage counts (the header and the centre's menu). */
export const createOrderCountsService = (http: HttpClient) => ({
  get: (): Promise<OrderCounts> => http.get(paths.orders.count, orderCounts),
});
export type OrderCountsService = ReturnType<typeof createOrderCountsService>;
