/** Deliveries: applied for, shipped (with their tracking nodes) and received. */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CreateDeliveryRequest, Delivery, LogisticsNode } from '@mall/domain/contract/orders';
import { DELIVERY_STATUS_LABELS, ORDER_STATE_CODE } from '@mall/domain/contract/orders';
import { Big, lineAmount, sum, tonnes } from '@mall/domain/money';
import type { SandboxTx } from '../../db/client.ts';
import {
  companies,
  deliveries,
  deliveryLines,
  goodsBatches,
  logisticsNodes,
  orderItems,
  orders,
} from '../../db/schema.ts';
import { chinaDateTime } from '../../time.ts';
import { check, refuse } from '../guards.ts';
import type { Db } from '../read.ts';
import { remainingOf } from '../read.ts';
import { insertEvents } from './events.ts';
import { nextNumbers } from './numbering.ts';
import type { OrderAt } from './shared.ts';
import { byId, iso, syncDeliveryStages, checkOrders } from './shared.ts';

const DEFAULT_CARRIER = '顺丰快运';

type DeliveryRow = typeof deliveries.$inferSelect;

/** A delivery applied for: the order, what and how, when. */
export type DeliveryApplication = OrderAt & { request: Omit<CreateDeliveryRequest, 'orderId'> };

/**
 * Applies for deliveries of paid tonnes (each order at most once per call), refused beyond
 * what is left to deliver; answers the deliveries made, in order.
 */
export const applyDeliveries = async (
  tx: SandboxTx,
  items: readonly DeliveryApplication[],
): Promise<{ deliveryId: number; deliveryNo: string }[]> => {
  if (items.length === 0) return [];
  const planned = items.map(({ order, request, at }) => {
    check(order, 'applyDelivery');
    const remaining = remainingOf(order);
    const lines = request.lines.map(({ detailId, weight }) => {
      const left = remaining.find(({ line }) => line.detailId === detailId);
      if (!left) return refuse(400, '该商品尚未结清尾款或不属于该订单');
      if (new Big(weight).gt(left.weight)) {
        refuse(400, `「${left.line.productName}」发货吨数不能超过剩余可发 ${left.weight} 吨`);
      }
      return {
        itemId: detailId,
        weight: tonnes(weight),
        amount: lineAmount(weight, left.line.unitPrice),
      };
    });
    return { orderId: order.summary.orderId, request, at, lines };
  });
  const numbers = await nextNumbers(
    tx,
    deliveries,
    deliveries.deliveryNo,
    'FH',
    planned.map(({ at }) => at),
  );
  const created = await tx
    .insert(deliveries)
    .values(
      planned.map(({ orderId, request, at }, index) => ({
        deliveryNo: numbers[index] ?? '',
        orderId,
        status: 'applied' as const,
        deliveryType: request.deliveryType,
        contactName: request.contactName,
        contactPhone: request.contactPhone,
        address: request.deliveryType === 'logistics' ? request.address.trim() : '',
        plateNo: request.deliveryType === 'self' ? request.plateNo : '',
        plannedDate: request.plannedDate,
        createdAt: at,
      })),
    )
    .returning({ deliveryId: deliveries.id, deliveryNo: deliveries.deliveryNo });
  const lines = planned.flatMap(({ lines: own }, index) =>
    own.map((line) => ({ ...line, deliveryId: created[index]?.deliveryId ?? 0 })),
  );
  await tx.insert(deliveryLines).values(lines);
  await tx
    .update(orderItems)
    .set({
      deliveredWeight: sql`${orderItems.deliveredWeight} + ${byId(
        orderItems.id,
        lines.map(({ itemId, weight }) => [itemId, weight]),
        'numeric',
      )}`,
    })
    .where(
      inArray(
        orderItems.id,
        lines.map(({ itemId }) => itemId),
      ),
    );
  await insertEvents(
    tx,
    planned.map(({ orderId, at, lines: own }, index) => ({
      orderId,
      at,
      text: `申请发货 ${numbers[index] ?? ''}，共 ${tonnes(sum(own.map(({ weight }) => weight)))} 吨`,
    })),
  );
  await syncDeliveryStages(
    tx,
    planned.map(({ orderId }) => orderId),
  );
  return created;
};

/** The tracking nodes of a logistics delivery, from the warehouse to the buyer's city. */
const LOGISTICS_STEPS = [
  (from: string) => `【${from}仓】货物已出库，承运商已揽收`,
  (from: string, to: string) => `【${from}转运中心】运输中，发往${to}`,
  (_: string, to: string) => `【${to}】派送中，司机将于今日送达，请保持电话畅通`,
  (_: string, to: string) => `【${to}】已签收，感谢使用铝材现货商城物流服务`,
];

/** Adds the next tracking node of shipped deliveries (none after 已签收). */
export const addLogisticsNodes = async (
  tx: SandboxTx,
  items: readonly { deliveryId: number; at: Date }[],
): Promise<void> => {
  const ids = items.map(({ deliveryId }) => deliveryId);
  if (ids.length === 0) return;
  const [places, counts] = await Promise.all([
    tx
      .select({
        deliveryId: deliveryLines.deliveryId,
        from: goodsBatches.warehouse,
        to: companies.city,
      })
      .from(deliveryLines)
      .innerJoin(orderItems, eq(orderItems.id, deliveryLines.itemId))
      .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(inArray(deliveryLines.deliveryId, ids))
      .orderBy(asc(deliveryLines.id)),
    tx
      .select({
        deliveryId: logisticsNodes.deliveryId,
        nodes: sql<number>`count(*)`.mapWith(Number),
      })
      .from(logisticsNodes)
      .where(inArray(logisticsNodes.deliveryId, ids))
      .groupBy(logisticsNodes.deliveryId),
  ]);
  const nodes = items.flatMap(({ deliveryId, at }) => {
    const place = places.find((one) => one.deliveryId === deliveryId);
    const step = LOGISTICS_STEPS[counts.find((one) => one.deliveryId === deliveryId)?.nodes ?? 0];
    return step && place ? [{ deliveryId, at, text: step(place.from, place.to) }] : [];
  });
  if (nodes.length > 0) await tx.insert(logisticsNodes).values(nodes);
};

/** The newest tracking node of a delivery. */
export const newestNode = async (
  tx: Db,
  deliveryId: number,
): Promise<LogisticsNode | undefined> => {
  const [newest] = await tx
    .select({ at: logisticsNodes.at, text: logisticsNodes.text })
    .from(logisticsNodes)
    .where(eq(logisticsNodes.deliveryId, deliveryId))
    .orderBy(desc(logisticsNodes.at), desc(logisticsNodes.id))
    .limit(1);
  return newest && { at: chinaDateTime(newest.at), text: newest.text };
};

/**
 * The warehouse ships applied deliveries: a logistics one gets its carrier, tracking number and
 * first node; a self pickup leaves with the buyer's truck.
 */
export const shipDeliveries = async (
  tx: SandboxTx,
  items: readonly { delivery: DeliveryRow; at: Date; logisticsCompany?: string }[],
): Promise<void> => {
  if (items.length === 0) return;
  await checkOrders(
    tx,
    items.map(({ delivery }) => delivery.orderId),
    'ship',
  );
  const ids = items.map(({ delivery }) => delivery.id);
  const logistics = items.filter(({ delivery }) => delivery.deliveryType === 'logistics');
  await tx
    .update(deliveries)
    .set({
      status: 'shipped',
      shippedAt: byId(
        deliveries.id,
        items.map(({ delivery, at }) => [delivery.id, iso(at)]),
        'timestamptz',
      ),
      logisticsCompany: byId(
        deliveries.id,
        items.map(({ delivery, logisticsCompany }) => [
          delivery.id,
          delivery.deliveryType === 'logistics' ? (logisticsCompany ?? DEFAULT_CARRIER) : null,
        ]),
        'text',
      ),
      logisticsNo: byId(
        deliveries.id,
        items.map(({ delivery }) => [
          delivery.id,
          delivery.deliveryType === 'logistics'
            ? `SF1${String(delivery.id).padStart(11, '0')}`
            : null,
        ]),
        'text',
      ),
    })
    .where(inArray(deliveries.id, ids));
  await addLogisticsNodes(
    tx,
    logistics.map(({ delivery, at }) => ({ deliveryId: delivery.id, at })),
  );
  await insertEvents(
    tx,
    items.map(({ delivery, at }) => ({
      orderId: delivery.orderId,
      at,
      text: `发货单 ${delivery.deliveryNo} 已发货`,
    })),
  );
  await syncDeliveryStages(
    tx,
    items.map(({ delivery }) => delivery.orderId),
  );
};

/** The buyer confirms shipped deliveries received. */
export const receiveDeliveries = async (
  tx: SandboxTx,
  items: readonly { delivery: Delivery; at: Date }[],
): Promise<void> => {
  if (items.length === 0) return;
  await checkOrders(
    tx,
    items.map(({ delivery }) => delivery.orderId),
    'confirmReceipt',
  );
  for (const { delivery } of items) {
    if (delivery.status !== 'shipped') {
      refuse(
        ORDER_STATE_CODE,
        `发货单当前状态为「${DELIVERY_STATUS_LABELS[delivery.status]}」，不能确认收货`,
      );
    }
  }
  await tx
    .update(deliveries)
    .set({
      status: 'received',
      receivedAt: byId(
        deliveries.id,
        items.map(({ delivery, at }) => [delivery.deliveryId, iso(at)]),
        'timestamptz',
      ),
    })
    .where(
      inArray(
        deliveries.id,
        items.map(({ delivery }) => delivery.deliveryId),
      ),
    );
  await insertEvents(
    tx,
    items.map(({ delivery, at }) => ({
      orderId: delivery.orderId,
      at,
      text: `发货单 ${delivery.deliveryNo} 已确认收货`,
    })),
  );
  await syncDeliveryStages(
    tx,
    items.map(({ delivery }) => delivery.orderId),
  );
};
