/** The buyer's evaluations of orders and of deliveries. */
import { inArray } from 'drizzle-orm';
import type { Delivery } from '@mall/domain/contract/orders';
import { ORDER_STATE_CODE } from '@mall/domain/contract/orders';
import type { SandboxTx } from '../../db/client.ts';
import { deliveries, deliveryComments, orderComments, orders } from '../../db/schema.ts';
import { check, refuse } from '../guards.ts';
import type { LoadedOrder } from '../read.ts';
import { insertEvents } from './events.ts';
import { checkOrders } from './shared.ts';

/** An evaluation: 1–5 stars and a text. */
type Evaluation = { score: number; content: string; at: Date };

/** The buyer evaluates orders (once each). */
export const commentOrders = async (
  tx: SandboxTx,
  items: readonly (Evaluation & { order: LoadedOrder })[],
): Promise<void> => {
  if (items.length === 0) return;
  for (const { order } of items) {
    check(order, 'commentOrder');
    if (order.summary.commented) refuse(ORDER_STATE_CODE, '该订单已评价');
  }
  const ids = items.map(({ order }) => order.summary.orderId);
  await tx.insert(orderComments).values(
    items.map(({ order, score, content, at }) => ({
      orderId: order.summary.orderId,
      score,
      content,
      createdAt: at,
    })),
  );
  await tx.update(orders).set({ commented: true }).where(inArray(orders.id, ids));
  await insertEvents(
    tx,
    items.map(({ order, score, at }) => ({
      orderId: order.summary.orderId,
      at,
      text: `买家已评价（${score} 星）`,
    })),
  );
};

/** The buyer evaluates received deliveries (once each). */
export const commentDeliveries = async (
  tx: SandboxTx,
  items: readonly (Evaluation & { delivery: Delivery })[],
): Promise<void> => {
  if (items.length === 0) return;
  await checkOrders(
    tx,
    items.map(({ delivery }) => delivery.orderId),
    'commentDelivery',
  );
  for (const { delivery } of items) {
    if (delivery.status !== 'received') refuse(ORDER_STATE_CODE, '确认收货后才能评价');
    if (delivery.commented) refuse(ORDER_STATE_CODE, '该发货单已评价');
  }
  const ids = items.map(({ delivery }) => delivery.deliveryId);
  await tx.insert(deliveryComments).values(
    items.map(({ delivery, score, content, at }) => ({
      deliveryId: delivery.deliveryId,
      score,
      content,
      createdAt: at,
    })),
  );
  await tx.update(deliveries).set({ commented: true }).where(inArray(deliveries.id, ids));
};
