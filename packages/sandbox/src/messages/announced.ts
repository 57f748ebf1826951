/**
 * What a message or a reminder announces of the orders it names, and when each order's events
 * happened: the seed names an order in a message only once its event happened, and the audit
 * (MESSAGE_INVARIANTS) checks that it did.
 */
import { eq, isNotNull } from 'drizzle-orm';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  deliveries,
  inquiryLines,
  inquiryQuotes,
  invoices,
  orders,
  payments,
} from '../db/schema.ts';
import { groupBy } from '../group.ts';

/** What a message or reminder may announce of an order. */
export type OrderEvent =
  'placed' | 'quoted' | 'producing' | 'paid' | 'firstPaid' | 'shipped' | 'invoiced';

export const EVENT_TEXT: Readonly<Record<OrderEvent, string>> = {
  placed: '下单',
  quoted: '报价',
  producing: '开始生产',
  paid: '付款',
  firstPaid: '定金付款',
  shipped: '发货',
  invoiced: '开票',
};

/** The event a message of the bizCode announces about its order. */
export const MESSAGE_EVENTS: Readonly<Record<string, OrderEvent>> = {
  ORDER_TO_SUBMIT: 'placed',
  INQUIRY_QUOTED: 'quoted',
  ORDER_STOCKING: 'producing',
  ORDER_PAID: 'paid',
  ORDER_SHIPPED: 'shipped',
  ORDER_INVOICED: 'invoiced',
};

/** The event a reminder of the code announces about the orders it names (else their placing). */
export const REMINDER_EVENTS: Readonly<Record<string, OrderEvent>> = {
  '003': 'quoted',
  '010': 'quoted',
  '004': 'firstPaid',
  '005': 'paid',
  '015': 'paid',
  '013': 'producing',
  '014': 'producing',
};

/** Every order's id, number, company and the first moment of each event, if any, by number. */
export const orderEventMoments = async (db: SandboxDb | SandboxTx) => {
  const [rows, paid, shipped, issued, quoted] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        companyId: orders.companyId,
        createdAt: orders.createdAt,
        producingAt: orders.producingAt,
      })
      .from(orders),
    db
      .select({ orderId: payments.orderId, kind: payments.kind, paidAt: payments.paidAt })
      .from(payments)
      .where(isNotNull(payments.paidAt)),
    db
      .select({
        id: deliveries.id,
        orderId: deliveries.orderId,
        shippedAt: deliveries.shippedAt,
      })
      .from(deliveries),
    db
      .select({ deliveryIds: invoices.deliveryIds, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(isNotNull(invoices.issuedAt)),
    db
      .select({ orderId: inquiryLines.orderId, quotedAt: inquiryQuotes.quotedAt })
      .from(inquiryQuotes)
      .innerJoin(inquiryLines, eq(inquiryLines.id, inquiryQuotes.lineId))
      .where(isNotNull(inquiryLines.orderId)),
  ]);
  const orderOfDelivery = new Map(shipped.map(({ id, orderId }) => [id, orderId]));
  const issuedOf = groupBy(
    issued.flatMap(({ deliveryIds, issuedAt }) =>
      deliveryIds.map((deliveryId) => ({ orderId: orderOfDelivery.get(deliveryId), issuedAt })),
    ),
    ({ orderId }) => orderId,
  );
  const first = (moments: readonly (Date | null | undefined)[]) =>
    moments
      .filter((moment): moment is Date => moment instanceof Date)
      .toSorted((a, b) => a.getTime() - b.getTime())[0];
  const paidOf = groupBy(paid, ({ orderId }) => orderId);
  const shippedOf = groupBy(shipped, ({ orderId }) => orderId);
  const quotedOf = groupBy(quoted, ({ orderId }) => orderId);
  return new Map(
    rows.map((order) => {
      const paidOfOrder = paidOf.get(order.id) ?? [];
      const deliveriesOf = shippedOf.get(order.id) ?? [];
      const events: Readonly<Record<OrderEvent, Date | undefined>> = {
        placed: order.createdAt,
        quoted: first((quotedOf.get(order.id) ?? []).map(({ quotedAt }) => quotedAt)),
        producing: order.producingAt ?? undefined,
        paid: first(paidOfOrder.map(({ paidAt }) => paidAt)),
        firstPaid: first(
          paidOfOrder.filter(({ kind }) => kind === 'first').map(({ paidAt }) => paidAt),
        ),
        shipped: first(deliveriesOf.map(({ shippedAt }) => shippedAt)),
        invoiced: first((issuedOf.get(order.id) ?? []).map(({ issuedAt }) => issuedAt)),
      };
      return [order.orderNo, { id: order.id, companyId: order.companyId, events }] as const;
    }),
  );
};

export type OrderEventMoments = Awaited<ReturnType<typeof orderEventMoments>>;
