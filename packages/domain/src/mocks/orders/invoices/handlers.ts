import { http } from 'msw';
import { orderPaths } from '../../../contract/orders.ts';
import type { Invoice, InvoiceApplyRequest } from '../../../contract/orders.ts';
import { anyOrigin, okJson, refuse } from '../../http.ts';
import { listPage } from '../lists/handlers.ts';
import type { OrderServer } from '../state.ts';
import { invoiceOf } from './fixtures.ts';

/**
 * The invoice calls (待开票): the deliveries by invoice status, the draft invoice of a delivery,
 * applying (once per Idempotency-Key), withdrawing and previewing an invoice. An order whose
 * deliveries were all applied for moves on to 已申请开票, and back when one is withdrawn.
 */
export const invoiceHandlers = ({ deliveries, updateDeliveries, update, record }: OrderServer) => {
  const invoices = new Map<number, Invoice>();
  /** Answers already given to an Idempotency-Key: a retry gets the same answer. */
  const replies = new Map<string, number>();
  let nextInvoiceId = 59001;

  const deliveriesOf = (orderId: number) =>
    deliveries().filter((delivery) => delivery.orderId === orderId);
  const invoiceFor = (invoiceId: number): Invoice | undefined => {
    const kept = invoices.get(invoiceId);
    if (kept) return kept;
    const of = deliveries().filter((delivery) => delivery.invoiceId === invoiceId);
    const [first] = of;
    return first
      ? invoiceOf(of, {
          invoiceId,
          status: first.invoiceStatus,
          appliedAt: first.receivedAt,
        })
      : undefined;
  };
  /** An order to invoice whose deliveries were all applied for moves on, and back when taken back. */
  const restage = (orderId: number) => {
    const of = deliveriesOf(orderId);
    update(orderId, (order) => {
      if (order.stage === 'toInvoice' && of.every((d) => d.invoiceStatus === 'applied'))
        return { ...order, stage: 'aplliedInvoiced' };
      if (order.stage === 'aplliedInvoiced' && of.some((d) => d.invoiceStatus === 'none'))
        return { ...order, stage: 'toInvoice' };
      return order;
    });
  };

  return [
    http.get(
      anyOrigin(orderPaths.billList),
      record(({ url }) => {
        const status = url.searchParams.get('status') ?? 'none';
        return okJson(
          listPage(
            deliveries().filter((delivery) => delivery.invoiceStatus === status),
            url,
            (delivery) => [delivery.orderNo],
            (delivery) => delivery.createdAt.slice(0, 10),
          ),
        );
      }),
    ),
    http.get(
      anyOrigin(`${orderPaths.generateInvoice}/:deliveryId`),
      record((_, params) => {
        const delivery = deliveries().find((d) => d.deliveryId === Number(params.deliveryId));
        return delivery ? okJson(invoiceOf([delivery])) : refuse(404, '发货单不存在');
      }),
    ),
    http.post(
      anyOrigin(orderPaths.submitInvoice),
      record(({ body, idempotencyKey }) => {
        const replayed = idempotencyKey === null ? undefined : replies.get(idempotencyKey);
        if (replayed !== undefined) return okJson({ invoiceId: replayed });
        const request = body as InvoiceApplyRequest;
        const chosen = deliveries().filter((d) => request.deliveryIds.includes(d.deliveryId));
        if (
          chosen.length !== request.deliveryIds.length ||
          chosen.some((d) => d.invoiceStatus !== 'none')
        )
          return refuse(4100, '发货单已申请开票，请刷新后重试');
        const invoiceId = nextInvoiceId++;
        if (idempotencyKey !== null) replies.set(idempotencyKey, invoiceId);
        updateDeliveries((d) =>
          request.deliveryIds.includes(d.deliveryId)
            ? { ...d, invoiceStatus: 'applied', invoiceId }
            : d,
        );
        invoices.set(
          invoiceId,
          invoiceOf(chosen, {
            invoiceId,
            status: 'applied',
            kind: request.kind,
            appliedAt: '2026-03-21 09:00:00',
          }),
        );
        for (const orderId of new Set(chosen.map((d) => d.orderId))) restage(orderId);
        return okJson({ invoiceId });
      }),
    ),
    http.put(
      anyOrigin(orderPaths.cancelBill),
      record(({ body }) => {
        const { invoiceId } = body as { invoiceId: number };
        const of = deliveries().filter((d) => d.invoiceId === invoiceId);
        if (of.length === 0 || of.some((d) => d.invoiceStatus !== 'applied'))
          return refuse(4100, '发票已开始开具，无法撤销');
        updateDeliveries((d) =>
          d.invoiceId === invoiceId ? { ...d, invoiceStatus: 'none', invoiceId: null } : d,
        );
        invoices.delete(invoiceId);
        for (const orderId of new Set(of.map((d) => d.orderId))) restage(orderId);
        return okJson(null);
      }),
    ),
    http.get(
      anyOrigin(orderPaths.previewInvoice),
      record(({ url }) => {
        const invoice = invoiceFor(Number(url.searchParams.get('invoiceId')));
        return invoice ? okJson(invoice) : refuse(404, '发票不存在');
      }),
    ),
  ];
};
