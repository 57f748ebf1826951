/**
 * 再次购买: the products a company buys often, derived from its orders that were not cancelled —
 * one entry per batch ordered (batches without sizes, such as ingots, cannot be inquired and are
 * left out), most orders first, then the most recently ordered.
 */
import { and, countDistinct, desc, eq, inArray, isNotNull, max, ne } from 'drizzle-orm';
import type { RepeatBuyProduct } from '@mall/domain/contract/inquiry';
import { tonnes } from '@mall/domain/money';
import type { SandboxDb } from '../db/client.ts';
import { goodsBatches, orderItems, orders } from '../db/schema.ts';
import { batchSuggestion } from '../routes/inquiry.ts';
import { chinaDateTime } from '../time.ts';

/** At most this many products are listed (chosen). */
export const REPEAT_BUY_LIMIT = 20;

export const repeatBuyProducts = async (
  db: SandboxDb,
  companyId: number,
): Promise<RepeatBuyProduct[]> => {
  const bought = and(eq(orders.companyId, companyId), ne(orders.stage, 'cancelled'));
  const often = await db
    .select({
      batchId: orderItems.batchId,
      orderCount: countDistinct(orders.id),
      lastAt: max(orders.createdAt),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
    .where(and(bought, isNotNull(goodsBatches.thickness), isNotNull(goodsBatches.width)))
    .groupBy(orderItems.batchId)
    .orderBy(desc(countDistinct(orders.id)), desc(max(orders.createdAt)), orderItems.batchId)
    .limit(REPEAT_BUY_LIMIT);
  if (often.length === 0) return [];
  const ids = often.map(({ batchId }) => batchId);
  const [batches, lastLines] = await Promise.all([
    db.select().from(goodsBatches).where(inArray(goodsBatches.id, ids)),
    db
      .selectDistinctOn([orderItems.batchId], {
        batchId: orderItems.batchId,
        weight: orderItems.weight,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(bought, inArray(orderItems.batchId, ids)))
      .orderBy(orderItems.batchId, desc(orders.createdAt), desc(orderItems.id)),
  ]);
  return often.flatMap(({ batchId, orderCount, lastAt }) => {
    const batch = batches.find(({ id }) => id === batchId);
    if (!batch || !lastAt) return [];
    const last = lastLines.find((line) => line.batchId === batchId);
    return [
      {
        ...batchSuggestion(batch),
        batchId,
        carType: batch.carType,
        name: `${batch.grade}${batch.temper ? `-${batch.temper}` : ''} ${batch.category}`,
        orderCount,
        lastTonnes: tonnes(last?.weight ?? '0'),
        lastOrderedAt: chinaDateTime(lastAt),
        unitPrice: batch.unitPrice,
        stock: tonnes(batch.weight),
      },
    ];
  });
};
