import type { HttpClient } from '../http/index.ts';
import { createAuthService } from './auth.ts';
import { createCartService } from './cart.ts';
import { createCommonService } from './common.ts';
import { createGoodsService } from './goods.ts';
import { createMessageService } from './messages.ts';
import { createOrderCountsService } from './orderCounts.ts';
import { createUserService } from './user.ts';

export * from './auth.ts';
export * from './cart.ts';
export * from './common.ts';
export * from './goods.ts';
export * from './messages.ts';
export * from './orderCounts.ts';
export * from './user.ts';

/** One service per area, all over the same client. */
export const createServices = (http: HttpClient) => ({
  auth: createAuthService(http),
  user: createUserService(http),
  orderCounts: createOrderCountsService(http),
  cart: createCartService(http),
  goods: createGoodsService(http),
  messages: createMessageService(http),
  common: createCommonService(http),
});
export type Services = ReturnType<typeof createServices>;
