import * as z from 'zod/mini';

const count = z.int();

/** Pending counts of the order stages (spec section 3, "Order counts"). */
export const orderCounts = z.object({
  toBeSubmitted: count,
  firstPayment: count,
  stocking: count,
  final: count,
  saleDelivery: count,
  toBeReceipt: count,
  /**
   * Chosen: what the 待开票 list lists, its received delivery notes not yet invoiced (of orders
   * in toInvoice), not the orders: the badge and the list's 共 N 条 agree.
   */
  toInvoice: count,
  aplliedInvoiced: count,
  invoicing: count,
});
export type OrderCounts = z.infer<typeof orderCounts>;

/** Cart counts by cart type. The server may send negatives; the display shows them as 0. */
export const cartCounts = z.object({ cash: count, sold: count, spot: count });
export type CartCounts = z.infer<typeof cartCounts>;

export const messageCount = z.object({ unreadCount: count });
export type MessageCount = z.infer<typeof messageCount>;
