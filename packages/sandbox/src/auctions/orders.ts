/** Won lots become an order to be submitted, at the winning prices, once. */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderTerms } from '@mall/domain/contract/orders';
import { Big, yuan } from '@mall/domain/money';
import type { SandboxTx } from '../db/client.ts';
import { auctionLots, goodsBatches, payments } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { createOrder } from '../orders/write/creation.ts';
import { spendDeposit } from './funds.ts';

export const NOT_ORDERABLE = '拍品不存在、未中标或已下单';

/**
 * Makes one order (待提交) of the company's won lots not yet ordered: a line per lot at its
 * weight and winning price, the lots' goods taken from stock, each lot's deposit spent on it
 * and counted toward the order's deposit (one paid deposit payment from the balance, so that
 * the deposit due is that much less, and a cancellation refunds it like any paid deposit).
 * Refuses the whole call if any lot is not the company's, not settled or already ordered.
 */
export const orderWonLots = async (
  tx: SandboxTx,
  buyer: { userId: number; companyId: number },
  lotIds: readonly number[],
  terms: OrderTerms,
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
  const made = await createOrder(
    tx,
    buyer,
    lots.map((lot) => ({ batchId: lot.batchId, weight: lot.weight, unitPrice: lot.currentPrice })),
    terms,
    now,
  );
  let spent = new Big(0);
  for (const lot of lots) {
    await tx
      .update(goodsBatches)
      .set({ weight: sql`greatest(${goodsBatches.weight} - ${lot.weight}::numeric, 0)` })
      .where(eq(goodsBatches.id, lot.batchId));
    await tx.update(auctionLots).set({ orderId: made.orderId }).where(eq(auctionLots.id, lot.id));
    const amount = await spendDeposit(tx, { lotId: lot.id, companyId: buyer.companyId }, now);
    if (amount !== null) spent = spent.plus(amount);
  }
  if (spent.gt(0)) {
    await tx.insert(payments).values({
      orderId: made.orderId,
      userId: buyer.userId,
      kind: 'first',
      payType: 'balance',
      amount: yuan(spent),
      status: 'paid',
      createdAt: now,
      paidAt: now,
    });
  }
  return made;
};
