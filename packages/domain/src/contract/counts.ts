import * as z from 'zod/mini';

const count = z.int();

/** Pending counts of the order stages (spec section 3, "Order counts"). */
export const orderCounts = z.object({
  toBeSubmitted: count,
  firstPayment: count,
  stocking: count,
  final: count,
  saleDelivery: count,
  /**
   * Chosen: the badges of the lists of delivery notes count what their lists list, not the
   * orders, so that each badge and its list's 共 N 条 agree: 待收货 the shipped notes to receive,
   * 待开票 the received notes not yet invoiced (of orders in toInvoice), 已申请开票 and 开票中
   * the received notes whose invoice is applied for or being issued.
   */
  toBeReceipt: count,
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
