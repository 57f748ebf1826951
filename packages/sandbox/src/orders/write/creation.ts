/**
 * A new order to be submitted (待提交), however it came about: from the cart, from a quote, or
 * from won auction lots. The callers decide the lines and what else the order takes (stock,
 * a deposit, the quote's state); the order itself is made here, numbered like every order.
 */
import { eq } from 'drizzle-orm';
import type { OrderTerms } from '@mall/domain/contract/orders';
import { orderCharges } from '@mall/domain/contract/orders';
import { lineAmount, sum } from '@mall/domain/money';
import { deliveryAddressText } from '../../address/book.ts';
import type { SandboxTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { nextNumber } from './numbering.ts';

/** Order numbers: 'XS', the China date and a 4-digit number of the day. */
export const ORDER_NO_PREFIX = 'XS';

/** A line of a new order; its amount is weight × unit price unless given (a quoted amount). */
export type NewOrderLine = { batchId: number; weight: string; unitPrice: string; amount?: string };

/** 过户费 on the lines' tonnes (orderCharges). */
const transferFeeOn = (lines: readonly { weight: string }[]): string =>
  orderCharges(0, sum(lines.map(({ weight }) => weight))).transferFee;

/**
 * The confirmation's terms as an order keeps them (配送's address as its one line, from the
 * address book) and the 过户费 on its lines' tonnes (orderCharges): what every order is placed
 * with, one at a time on screen (createOrder) or many at once by the seed.
 */
export const placedTerms = (
  terms: OrderTerms,
  deliveryAddress: string | null,
  lines: readonly { weight: string }[],
) => ({
  deliveryWay: terms.deliveryWay,
  deliveryAddress: terms.deliveryWay === 'delivery' ? deliveryAddress : null,
  remark: terms.remark,
  poNo: terms.poNo,
  transferFee: transferFeeOn(lines),
});

/**
 * Makes the order and its lines for the buyer with the confirmation's terms (checked by the
 * caller with the contract's orderTerms; a 配送 address must be one of the company's, else 404)
 * and the 过户费 on its tonnes (orderCharges); answers its id and number.
 */
export const createOrder = async (
  tx: SandboxTx,
  buyer: { companyId: number; userId: number },
  lines: readonly NewOrderLine[],
  terms: OrderTerms,
  at: Date,
): Promise<{ orderId: number; orderNo: string }> => {
  const items = lines.map(({ batchId, weight, unitPrice, amount }) => ({
    batchId,
    weight,
    unitPrice,
    amount: amount ?? lineAmount(weight, unitPrice),
  }));
  const deliveryAddress =
    terms.deliveryWay === 'delivery' && terms.addressId !== null
      ? await deliveryAddressText(tx, buyer.companyId, terms.addressId)
      : null;
  const orderNo = await nextNumber(tx, orders, orders.orderNo, ORDER_NO_PREFIX, at);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo,
      ...buyer,
      stage: 'toBeSubmitted',
      createdAt: at,
      ...placedTerms(terms, deliveryAddress, items),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('createOrder: no order inserted');
  await tx.insert(orderItems).values(items.map((item) => ({ orderId: order.id, ...item })));
  return { orderId: order.id, orderNo };
};

/** Charges the order its 过户费 again on the tonnes it now has (after a modification). */
export const chargeTransferFee = async (tx: SandboxTx, orderId: number): Promise<void> => {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  await tx
    .update(orders)
    .set({ transferFee: transferFeeOn(items) })
    .where(eq(orders.id, orderId));
};
