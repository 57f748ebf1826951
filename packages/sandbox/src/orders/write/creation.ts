/**
 * A new order to be submitted (待提交), however it came about: from the cart, from a quote, or
 * from won auction lots. The callers decide the lines and what else the order takes (stock,
 * a deposit, the quote's state); the order itself is made here, numbered like every order.
 */
import { lineAmount } from '@mall/domain/money';
import type { SandboxTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { nextNumber } from './numbering.ts';

/** Order numbers: 'XS', the China date and a 4-digit number of the day. */
const ORDER_NO_PREFIX = 'XS';

/** A line of a new order; its amount is weight × unit price unless given (a quoted amount). */
export type NewOrderLine = { batchId: number; weight: string; unitPrice: string; amount?: string };

/** Makes the order and its lines for the buyer; answers its id and number. */
export const createOrder = async (
  tx: SandboxTx,
  buyer: { companyId: number; userId: number },
  lines: readonly NewOrderLine[],
  at: Date,
): Promise<{ orderId: number; orderNo: string }> => {
  const orderNo = await nextNumber(tx, orders, orders.orderNo, ORDER_NO_PREFIX, at);
  const [order] = await tx
    .insert(orders)
    .values({ orderNo, ...buyer, stage: 'toBeSubmitted', createdAt: at })
    .returning({ id: orders.id });
  if (!order) throw new Error('createOrder: no order inserted');
  await tx.insert(orderItems).values(
    lines.map(({ batchId, weight, unitPrice, amount }) => ({
      orderId: order.id,
      batchId,
      weight,
      unitPrice,
      amount: amount ?? lineAmount(weight, unitPrice),
    })),
  );
  return { orderId: order.id, orderNo };
};
