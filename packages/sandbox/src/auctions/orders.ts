/** Won lots become an order to be submitted, at the winning prices, once. */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { lineAmount } from '@mall/domain/money';
import type { SandboxTx } from '../db/client.ts';
import { auctionLots, goodsBatches, orderItems, orders } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { nextNumber } from '../orders/write/numbering.ts';
import { spendDeposit } from './funds.ts';

/** Order numbers, as the cart's orders have them. */
const ORDER_NO_PREFIX = 'XS';
export const NOT_ORDERABLE = '拍品不存在、未中标或已下单';

/**
 * Makes one order (待提交) of the company's won lots not yet ordered: a line per lot at its
 * weight and winning price, the lots' goods taken from stock, each lot's deposit spent on it.
 * Refuses the whole call if any lot is not the company's, not settled or already ordered.
 */
export const orderWonLots = async (
  tx: SandboxTx,
  buyer: { userId: number; companyId: number },
  lotIds: readonly number[],
  now: Date,
): Promise<{ orderId: number; orderNo: string }> => {
  const lots = await tx
    .select()
    .from(auctionLots)
    .where(
      and(
        inArray(auctionLots.id, [...lotIds]),
        isNotNull(auctionLots.settledAt),
        eq(auctionLots.leaderCompanyId, buyer.companyId),
        isNull(auctionLots.orderId),
      ),
    )
    .for('update');
  if (lots.length !== lotIds.length) return refuse(400, NOT_ORDERABLE);
  const orderNo = await nextNumber(tx, orders, orders.orderNo, ORDER_NO_PREFIX, now);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo,
      companyId: buyer.companyId,
      userId: buyer.userId,
      stage: 'toBeSubmitted',
      createdAt: now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('orderWonLots: no order inserted');
  await tx.insert(orderItems).values(
    lots.map((lot) => ({
      orderId: order.id,
      batchId: lot.batchId,
      weight: lot.weight,
      unitPrice: lot.currentPrice,
      amount: lineAmount(lot.weight, lot.currentPrice),
    })),
  );
  for (const lot of lots) {
    await tx
      .update(goodsBatches)
      .set({ weight: sql`greatest(${goodsBatches.weight} - ${lot.weight}::numeric, 0)` })
      .where(eq(goodsBatches.id, lot.batchId));
    await tx.update(auctionLots).set({ orderId: order.id }).where(eq(auctionLots.id, lot.id));
    await spendDeposit(tx, { lotId: lot.id, companyId: buyer.companyId }, now);
  }
  return { orderId: order.id, orderNo };
};
