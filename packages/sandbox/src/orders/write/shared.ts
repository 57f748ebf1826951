/**
 * What the order writes share. The writes serve the order calls, the back office and the seed
 * alike: most take a set of items, each with the moment it happens, and do the same few queries
 * however many there are, so that the seed drives dozens of orders as cheaply as a call drives
 * one. Here: an order at a moment, the set-based CASE update, the check of orders for an action
 * and the stage that deliveries and invoices give a paid order.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import { eq, inArray, sql } from 'drizzle-orm';
import type { OrderStage } from '@mall/domain/contract/orders';
import { Big, sum, tonnes } from '@mall/domain/money';
import type { SandboxTx } from '../../db/client.ts';
import { deliveries, invoices, orderItems, orders } from '../../db/schema.ts';
import { check } from '../guards.ts';
import type { LoadedOrder } from '../read.ts';
import { loadOrders } from '../read.ts';
import type { OrderAction } from '../stateMachine.ts';
import { stageAfterPayment } from '../stateMachine.ts';

/** An order and the moment something happens to it. */
export type OrderAt = { order: LoadedOrder; at: Date };

/**
 * Each row's own value of a column, as one SQL CASE over the rows' ids (`type` is the value's
 * SQL type): a set-based update of rows that differ.
 */
export const byId = (
  id: AnyColumn,
  values: readonly (readonly [number, string | null])[],
  type: 'timestamptz' | 'numeric' | 'date' | 'text' | 'integer' | 'order_stage',
): SQL =>
  sql`(case ${id} ${sql.join(
    values.map(([key, value]) => sql`when ${key} then ${value}::${sql.raw(type)}`),
    sql` `,
  )} end)`;

/** A moment as the CASE values take it. */
export const iso = (moment: Date): string => moment.toISOString();

/** Puts fully paid orders in the stage their deliveries and invoices make them. */
export const syncDeliveryStages = async (
  tx: SandboxTx,
  orderIds: readonly number[],
): Promise<void> => {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const [lines, rows] = await Promise.all([
    tx
      .select({
        orderId: orderItems.orderId,
        weight: orderItems.weighedWeight,
        delivered: orderItems.deliveredWeight,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids)),
    tx
      .select({
        orderId: deliveries.orderId,
        status: deliveries.status,
        invoiceStatus: invoices.status,
      })
      .from(deliveries)
      .leftJoin(invoices, eq(invoices.id, deliveries.invoiceId))
      .where(inArray(deliveries.orderId, ids)),
  ]);
  const stages = ids.map((id): [number, OrderStage] => [
    id,
    stageAfterPayment({
      remainingTonnes: tonnes(
        sum(
          lines
            .filter(({ orderId }) => orderId === id)
            .map(({ weight, delivered }) => new Big(weight ?? 0).minus(delivered)),
        ),
      ),
      deliveries: rows
        .filter(({ orderId }) => orderId === id)
        .map(({ status, invoiceStatus }) => ({
          received: status === 'received',
          invoice:
            invoiceStatus === 'applied' ||
            invoiceStatus === 'invoicing' ||
            invoiceStatus === 'issued'
              ? invoiceStatus
              : 'none',
        })),
    }),
  ]);
  await tx
    .update(orders)
    .set({ stage: byId(orders.id, stages, 'order_stage') })
    .where(inArray(orders.id, ids));
};

/** Checks every order of some order ids for an action (refused otherwise). */
export const checkOrders = async (
  tx: SandboxTx,
  orderIds: readonly number[],
  action: OrderAction,
) => {
  const ids = [...new Set(orderIds)];
  const found = await loadOrders(tx, ids);
  return ids.map((id) =>
    check(
      found.find(({ summary }) => summary.orderId === id),
      action,
    ),
  );
};
