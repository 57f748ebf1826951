import * as z from 'zod/mini';
import { decimal } from './envelope.ts';
import { cartType, goodsBatch, tonnage } from './goods.ts';
import { dateTime } from './messages.ts';
import { orderTerms } from './orders.ts';

/**
 * A line of the cart (spec section 3: batchId, carType): the tonnes chosen, the unit price
 * when it was added, and the batch as it is now. Every line is in exactly one of the three
 * lists (chosen):
 * - getPCMyCartNewList: can be ordered (stock covers the tonnes and the price is unchanged);
 * - getPCMyCartListShadowNew, the shadow list: the goods changed since they were added (the
 *   price moved, or the stock fell below the tonnes); add them again to take the new terms;
 * - getPCMyCartSellOutList: the batch is sold out (stock 0); delSaleOut removes these.
 * The cart counts count every line, in all three lists.
 */
const cartItem = z.object({
  /** The cart id of delCartByCid. */
  cartId: z.int(),
  batchId: z.int(),
  carType: cartType,
  /** Tonnes chosen. */
  weight: decimal,
  /** CNY per tonne when added; null for a user who may not see prices (see `goodsBatch`). */
  addPrice: z.nullable(decimal),
  addTime: dateTime,
  goods: goodsBatch,
});
export type CartItem = z.infer<typeof cartItem>;
export const cartItemList = z.array(cartItem);

/** Query of the three cart lists: one cart type's lines, or (without it) all, newest first. */
export const cartListQuery = z.object({ carType: z.optional(cartType) });

/**
 * Query of GET addCart: batchId and carType (spec section 7) and, chosen, `weight`: the tonnes
 * wanted, at most the stock. Adding a batch already in that cart replaces its tonnes and takes
 * the current price (so adding a shadow line again renews it).
 */
export const addCartQuery = z.object({
  batchId: z.int().check(z.positive()),
  carType: cartType,
  weight: tonnage,
});
export type AddCartQuery = z.infer<typeof addCartQuery>;

/** At most this many lines go into one order (chosen). */
const MAKE_ORDER_LIMIT = 50;

/**
 * Body of POST /pc/new/mall/cart/makeOrder (chosen path: the spec lists no call for the cart's
 * make-order page): the selected lines of the ordinary list become one order to be submitted,
 * and leave the cart. Sent with an Idempotency-Key: a repeated key is answered with the first
 * order, so a retry after a lost answer makes no second one.
 */
export const makeOrderRequest = z.object({
  cartIds: z
    .array(z.int().check(z.positive()))
    .check(
      z.minLength(1, '请选择要下单的商品'),
      z.maxLength(MAKE_ORDER_LIMIT, `一次最多下单 ${MAKE_ORDER_LIMIT} 件商品`),
    ),
  /** 交货方式, address, 备注 and 采购单号 (orders' orderTerms). */
  terms: orderTerms,
});
export type MakeOrderRequest = z.infer<typeof makeOrderRequest>;

/** The order made, now to be submitted (centre/orderToBeSubmit). */
export const makeOrderResult = z.object({ orderId: z.int(), orderNo: z.string() });
export type MakeOrderResult = z.infer<typeof makeOrderResult>;

/**
 * The rule every cart line in the database keeps, a named check of the sandbox's audit
 * (`sandboxPaths.audit`); the key is the check's name.
 */
export const CART_INVARIANTS = {
  addedAfterListing: 'a cart line was added after its goods batch was listed and its user existed',
} as const;
export type CartInvariant = keyof typeof CART_INVARIANTS;
