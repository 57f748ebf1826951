import { orderCounts, paths } from '../contract/index.ts';
import type { OrderCounts } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

export const createOrderService = (http: HttpClient) => ({
  getCounts: (): Promise<OrderCounts> => http.get(paths.orders.count, orderCounts),
});
export type OrderService = ReturnType<typeof createOrderService>;
