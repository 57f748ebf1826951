/** Cancelling orders before production: money back to the balance, goods back to stock. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATE_CODE } from '@mall/domain/contract/orders';
import { sum, yuan, groupedYuan } from '@mall/domain/money';
import type { SandboxTx } from '../../db/client.ts';
import { diffAmounts, goodsBatches, orderItems, orders, payments } from '../../db/schema.ts';
import { credit } from '../../funds/ledger.ts';
import { refuse } from '../guards.ts';
import { insertEvents } from './events.ts';
import type { OrderAt } from './shared.ts';
import { byId } from './shared.ts';

/** Puts the orders' tonnes back in stock (cancellations). */
const restoreStock = async (tx: SandboxTx, orderIds: readonly number[]): Promise<void> => {
  const ofOrders = inArray(orderItems.orderId, [...orderIds]);
  await tx
    .update(goodsBatches)
    .set({
      weight: sql`${goodsBatches.weight} + (select coalesce(sum(${orderItems.weight}), 0) from ${orderItems} where ${ofOrders} and ${orderItems.batchId} = ${goodsBatches.id})`,
    })
    .where(
      inArray(
        goodsBatches.id,
        tx.select({ id: orderItems.batchId }).from(orderItems).where(ofOrders),
      ),
    );
};

/**
 * Cancels orders, each with its reason (refused once production started): pending transfers
 * are withdrawn, paid deposits and differences go back to the balance (`userId` records the
 * refund), and the goods back to stock.
 */
export const cancelOrders = async (
  tx: SandboxTx,
  userId: number,
  items: readonly (OrderAt & { reason: string })[],
): Promise<void> => {
  if (items.length === 0) return;
  for (const { order } of items) {
    if (order.producing) refuse(ORDER_STATE_CODE, '订单已开始生产，不能取消');
  }
  const ids = items.map(({ order }) => order.summary.orderId);
  await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(payments.orderId, ids), eq(payments.status, 'pending')));
  await tx
    .update(diffAmounts)
    .set({ status: 'cancelled' })
    .where(
      and(inArray(diffAmounts.orderId, ids), inArray(diffAmounts.status, ['unpaid', 'paying'])),
    );
  const refunds = items.map((item) => ({
    ...item,
    refund: yuan(sum([item.order.depositPaid, item.order.diffPaid])),
  }));
  const refunded = refunds.filter(({ refund }) => refund !== '0.00');
  for (const { order, refund, at } of refunded) {
    await credit(tx, order.companyId, refund, {
      kind: 'refund',
      reason: '取消订单退款',
      refNo: order.summary.orderNo,
      at,
    });
  }
  if (refunded.length > 0) {
    await tx.insert(payments).values(
      refunded.map(({ order, refund, at }) => ({
        orderId: order.summary.orderId,
        userId,
        kind: 'refund' as const,
        payType: 'balance' as const,
        amount: refund,
        status: 'paid' as const,
        createdAt: at,
        paidAt: at,
      })),
    );
  }
  await restoreStock(tx, ids);
  await tx
    .update(orders)
    .set({
      stage: 'cancelled',
      cancelReason: byId(
        orders.id,
        items.map(({ order, reason }) => [order.summary.orderId, reason]),
        'text',
      ),
    })
    .where(inArray(orders.id, ids));
  await insertEvents(
    tx,
    refunds.map(({ order, reason, refund, at }) => ({
      orderId: order.summary.orderId,
      at,
      text: `订单已取消（${reason}）${refund === '0.00' ? '' : `，已付 ¥${groupedYuan(refund)} 退回账户余额`}`,
    })),
  );
};
