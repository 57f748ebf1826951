import { cartCounts, cartItemList, makeOrderResult, paths } from '../contract/index.ts';
import type {
  AddCartQuery,
  CartCounts,
  CartItem,
  CartType,
  MakeOrderRequest,
  MakeOrderResult,
} from '../contract/index.ts';
import type { OrderTerms } from '../contract/orders.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

export const createCartService = (http: HttpClient) => ({
  /** Lines by cart type (the header badge and the tabs). */
  getCounts: (): Promise<CartCounts> => http.get(paths.cart.count, cartCounts),
  /** The lines that can be ordered, of one cart type or all. */
  getList: (carType?: CartType): Promise<CartItem[]> =>
    http.get(paths.cart.list, cartItemList, { params: { carType } }),
  /** The lines whose goods changed since added. */
  getShadowList: (carType?: CartType): Promise<CartItem[]> =>
    http.get(paths.cart.shadowList, cartItemList, { params: { carType } }),
  /** The lines whose batch is sold out. */
  getSoldOutList: (carType?: CartType): Promise<CartItem[]> =>
    http.get(paths.cart.soldOutList, cartItemList, { params: { carType } }),
  /** Puts tonnes of a batch in its cart (replacing the tonnes of a line already there). */
  add: async (query: AddCartQuery): Promise<void> => {
    await http.get(paths.cart.add, anyData, { params: { ...query } });
  },
  /** Removes a batch's lines. */
  deleteByBatch: async (batchId: number): Promise<void> => {
    await http.get(`${paths.cart.deleteByBatch}/${batchId}`, anyData);
  },
  /** Removes one line. */
  deleteByCart: async (cartId: number): Promise<void> => {
    await http.get(`${paths.cart.deleteByCart}/${cartId}`, anyData);
  },
  /** Removes the sold-out lines of one cart type, or of all. */
  deleteSoldOut: async (carType?: CartType): Promise<void> => {
    await http.get(paths.cart.deleteSoldOut, anyData, { params: { carType } });
  },
  /** One order to be submitted from the chosen lines, sent with an Idempotency-Key. */
  makeOrder: (
    cartIds: readonly number[],
    terms: OrderTerms,
    idempotencyKey: string,
  ): Promise<MakeOrderResult> =>
    http.post(
      paths.cart.makeOrder,
      makeOrderResult,
      { cartIds: [...cartIds], terms } satisfies MakeOrderRequest,
      { idempotencyKey },
    ),
});
export type CartService = ReturnType<typeof createCartService>;
