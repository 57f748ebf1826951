import { http, HttpResponse } from 'msw';
import { API_BASE } from '../../contract/index.ts';
import { INVOICE_TAX_RATE, orderPaths } from '../../contract/orders.ts';
import type {
  Delivery,
  Invoice,
  InvoiceApplyRequest,
  InvoiceStatus,
  OrderLine,
  OrderStage,
  OrderSummary,
  PaymentRecord,
  SaleContract,
  UploadContractRequest,
} from '../../contract/orders.ts';
import { Big, yuan } from '../../money.ts';
import { includedTax } from '../../rules/invoices.ts';
import { sumMoney } from '../../rules/orders.ts';
import { orderCounts } from '../fixtures.ts';
import { anyOrigin } from '../handlers.ts';
import {
  bankInfoFixture,
  deliveryFixture,
  deliveryLineOf,
  ordersFixture,
  paymentRecordFixture,
} from './fixtures.ts';
import {
  countsHandler,
  detailHandler,
  emptyLists,
  listPage,
  okJson,
  orderListPage,
  orderServerState,
  paymentRecordsHandler,
  refuse,
} from './handlers.ts';

/**
 * The order calls of F3's pages (invoices, evaluation, history contracts, all orders and their
 * export, payment records) over a changing set of orders, deliveries and contracts, so that a
 * story sees the lists and the counts change after an action and can assert each call (its
 * body and Idempotency-Key) from `requests`.
 */

/** The buyer company's invoicing details, as invoices carry them. */
const BUYER = {
  title: '佛山市南海区鑫铝金属材料有限公司',
  taxNo: '91440605MA4UJ8KX3K',
  bankName: bankInfoFixture.bankName,
  bankAccount: bankInfoFixture.accountNo,
  address: '佛山市南海区狮山镇科技工业园 A 区 8 号 0757-86681234',
};

/** A received delivery of one line of an order, in the invoice status given. */
function receivedDelivery(
  order: OrderSummary,
  line: OrderLine,
  index: number,
  invoiceStatus: InvoiceStatus,
  invoiceId: number | null,
): Delivery {
  const deliveryId = order.orderId * 10 + index + 1;
  const day = order.createdAt.slice(0, 10);
  return deliveryFixture({
    deliveryId,
    deliveryNo: `FH${day.replaceAll('-', '')}${String(deliveryId).padStart(6, '0')}`,
    orderId: order.orderId,
    orderNo: order.orderNo,
    status: 'received',
    lines: [deliveryLineOf(line)],
    totalWeight: line.weight,
    amount: line.amount,
    createdAt: `${day} 10:00:00`,
    shippedAt: `${day} 15:00:00`,
    receivedAt: `${day} 17:30:00`,
    invoiceStatus,
    invoiceId,
  });
}

/** An invoice of these deliveries: the buyer's details, their lines, the amount and its tax. */
export function invoiceOf(
  deliveries: readonly Delivery[],
  overrides: Partial<Invoice> = {},
): Invoice {
  const amount = sumMoney(deliveries.map((delivery) => delivery.amount));
  return {
    invoiceId: null,
    invoiceNo: null,
    status: 'none',
    kind: 'special',
    deliveryIds: deliveries.map((delivery) => delivery.deliveryId),
    ...BUYER,
    lines: deliveries.flatMap((delivery) => delivery.lines),
    amount,
    taxRate: INVOICE_TAX_RATE,
    taxAmount: includedTax(amount, INVOICE_TAX_RATE),
    appliedAt: null,
    ...overrides,
  };
}

/** The sale contract of an order (made on submit). */
export function saleContractOf(order: OrderSummary, index: number): SaleContract {
  return {
    contractId: 70001 + index,
    contractNo: order.contractNo ?? `HT${String(order.orderId).padStart(12, '0')}`,
    orderId: order.orderId,
    orderNo: order.orderNo,
    amount: order.totalAmount,
    createdAt: order.createdAt,
    status: 'generated',
    customerFileName: null,
  };
}

/** The orders of F3's pages: every stage, the later ones with received deliveries. */
export function initialOrdersF3(): OrderSummary[] {
  const stages: [OrderStage, number][] = [
    ['toInvoice', 3],
    ['toBeReceipt', 1],
    ['aplliedInvoiced', 2],
    ['invoicing', 1],
    ['completed', 2],
    ['toBeSubmitted', 2],
    ['firstPayment', 2],
    ['stocking', 2],
    ['final', 1],
    ['saleDelivery', 1],
    ['cancelled', 1],
  ];
  return stages.flatMap(([stage, count]) =>
    ordersFixture(stage, count).map((order, i) =>
      // The second order to invoice and the first completed one are evaluated already.
      (stage === 'toInvoice' && i === 1) || (stage === 'completed' && i === 0)
        ? { ...order, commented: true }
        : order,
    ),
  );
}

/** The invoice status of an order's deliveries for its stage; null when none are received. */
const INVOICE_STATUS_OF: Partial<Record<OrderStage, InvoiceStatus>> = {
  toInvoice: 'none',
  toBeReceipt: 'none',
  aplliedInvoiced: 'applied',
  invoicing: 'invoicing',
  completed: 'issued',
};

/**
 * The received deliveries of the orders: one per line. An order applied for (or being issued)
 * has one invoice for all its deliveries; the order to receive has only its first line
 * received.
 */
export function initialDeliveriesF3(orders: readonly OrderSummary[]): Delivery[] {
  return orders.flatMap((order) => {
    const status = INVOICE_STATUS_OF[order.stage];
    if (status === undefined) return [];
    const lines = order.stage === 'toBeReceipt' ? order.lines.slice(0, 1) : order.lines;
    const invoiceId = status === 'none' ? null : 50000 + order.orderId;
    return lines.map((line, i) => receivedDelivery(order, line, i, status, invoiceId));
  });
}

/** Payment records of the orders: deposits, final payments, a difference, a refund, a transfer. */
export function initialPaymentsF3(orders: readonly OrderSummary[]): PaymentRecord[] {
  const paid = orders.filter((order) => !['toBeSubmitted', 'cancelled'].includes(order.stage));
  return paid.flatMap((order, i): PaymentRecord[] => {
    const base = { orderId: order.orderId, orderNo: order.orderNo };
    const day = order.createdAt.slice(0, 10);
    if (order.stage === 'firstPayment') {
      return [
        paymentRecordFixture({
          ...base,
          payId: 61000 + i,
          amount: order.depositAmount,
          createdAt: `${day} 14:20:00`,
          voucherNo: `ICBC${day.replaceAll('-', '')}${String(i).padStart(3, '0')}`,
        }),
      ];
    }
    const deposit = paymentRecordFixture({
      ...base,
      payId: 61000 + i,
      payType: 'balance',
      amount: order.depositAmount,
      status: 'paid',
      voucherNo: null,
      createdAt: `${day} 14:20:00`,
      paidAt: `${day} 14:20:00`,
    });
    if (['stocking', 'final'].includes(order.stage)) return [deposit];
    const final = paymentRecordFixture({
      ...base,
      payId: 62000 + i,
      kind: 'final',
      payType: 'transfer',
      amount: yuan(new Big(order.totalAmount).minus(order.depositAmount)),
      status: 'paid',
      voucherNo: `CMB${day.replaceAll('-', '')}${String(i).padStart(4, '0')}`,
      createdAt: `${day} 16:00:00`,
      paidAt: `${day} 17:05:00`,
    });
    const extra: PaymentRecord[] =
      order.stage === 'completed'
        ? [
            paymentRecordFixture({
              ...base,
              payId: 63000 + i,
              kind: i % 2 === 0 ? 'refund' : 'diff',
              payType: 'balance',
              amount: i % 2 === 0 ? '1256.40' : '4690.00',
              status: 'paid',
              voucherNo: null,
              createdAt: `${day} 18:00:00`,
              paidAt: `${day} 18:00:00`,
            }),
          ]
        : [];
    return [deposit, final, ...extra];
  });
}

export interface OrderServerF3Options {
  /** The orders; every stage by default (see `initialOrdersF3`). */
  orders?: OrderSummary[];
  /** The received deliveries; one per line of the later orders by default. */
  deliveries?: Delivery[];
  /** The sale contracts; one per submitted order by default, the first one signed. */
  contracts?: SaleContract[];
  /** The payment records. */
  payments?: PaymentRecord[];
}

/** A file answer with the name in Content-Disposition (RFC 6266). */
const fileResponse = (body: string, type: string, name: string) =>
  new HttpResponse(new Blob([body], { type }), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

/** The CSV of these orders, as allOrder/export answers it. */
const ordersCsv = (orders: readonly OrderSummary[]) =>
  [
    '订单编号,下单时间,下单人,状态,重量(吨),订单金额(元)',
    ...orders.map((order) =>
      [
        order.orderNo,
        order.createdAt,
        order.buyerName,
        order.stage,
        order.totalWeight,
        order.totalAmount,
      ].join(','),
    ),
  ].join('\n');

/** A stateful server of F3's order calls; `requests` records every call it answers. */
export function createOrderServerF3({
  orders: initialOrders = initialOrdersF3(),
  deliveries: initialDeliveries = initialDeliveriesF3(initialOrders),
  contracts: initialContracts = initialOrders
    .filter((order) => order.contractNo !== null)
    .map((order, i) =>
      i === 0
        ? {
            ...saleContractOf(order, i),
            status: 'customerUploaded' as const,
            customerFileName: '盖章合同.pdf',
          }
        : saleContractOf(order, i),
    ),
  payments = initialPaymentsF3(initialOrders),
}: OrderServerF3Options = {}) {
  const server = orderServerState(initialOrders);
  const { requests, orders, update, record } = server;
  let deliveries = [...initialDeliveries];
  let contracts = [...initialContracts];
  const invoices = new Map<number, Invoice>();
  /** Answers already given to an Idempotency-Key: a retry gets the same answer. */
  const replies = new Map<string, number>();
  let nextInvoiceId = 59001;

  const deliveriesOf = (orderId: number) =>
    deliveries.filter((delivery) => delivery.orderId === orderId);
  const invoiceFor = (invoiceId: number): Invoice | undefined => {
    const kept = invoices.get(invoiceId);
    if (kept) return kept;
    const of = deliveries.filter((delivery) => delivery.invoiceId === invoiceId);
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
  const count = (stage: OrderStage) => orders().filter((order) => order.stage === stage).length;
  /** The orders of the query's stage, or all of them. */
  const ofStage = (url: URL) => {
    const stage = url.searchParams.get('stage');
    return stage === null ? orders() : orders().filter((order) => order.stage === stage);
  };

  const handlers = [
    countsHandler(
      () => ({
        ...orderCounts,
        toInvoice: count('toInvoice'),
        aplliedInvoiced: count('aplliedInvoiced'),
        invoicing: count('invoicing'),
      }),
      requests,
    ),
    http.get(
      anyOrigin(orderPaths.billList),
      record(({ url }) => {
        const status = url.searchParams.get('status') ?? 'none';
        return okJson(
          listPage(
            deliveries.filter((delivery) => delivery.invoiceStatus === status),
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
        const delivery = deliveries.find((d) => d.deliveryId === Number(params.deliveryId));
        return delivery ? okJson(invoiceOf([delivery])) : refuse(404, '发货单不存在');
      }),
    ),
    http.post(
      anyOrigin(orderPaths.submitInvoice),
      record(({ body, idempotencyKey }) => {
        const replayed = idempotencyKey === null ? undefined : replies.get(idempotencyKey);
        if (replayed !== undefined) return okJson({ invoiceId: replayed });
        const request = body as InvoiceApplyRequest;
        const chosen = deliveries.filter((d) => request.deliveryIds.includes(d.deliveryId));
        if (
          chosen.length !== request.deliveryIds.length ||
          chosen.some((d) => d.invoiceStatus !== 'none')
        )
          return refuse(4100, '发货单已申请开票，请刷新后重试');
        const invoiceId = nextInvoiceId++;
        if (idempotencyKey !== null) replies.set(idempotencyKey, invoiceId);
        deliveries = deliveries.map((d) =>
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
        const of = deliveries.filter((d) => d.invoiceId === invoiceId);
        if (of.length === 0 || of.some((d) => d.invoiceStatus !== 'applied'))
          return refuse(4100, '发票已开始开具，无法撤销');
        deliveries = deliveries.map((d) =>
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
    http.post(
      anyOrigin(orderPaths.orderComment),
      record(({ body }) => {
        const { orderId } = body as { orderId: number };
        const order = server.find(orderId);
        if (!order || order.commented) return refuse(4100, '该订单已评价');
        update(orderId, (o) => ({ ...o, commented: true }));
        return okJson(null);
      }),
    ),
    http.get(
      anyOrigin(orderPaths.allList),
      record(({ url }) => okJson(orderListPage(ofStage(url), url))),
    ),
    detailHandler(orderPaths.allDetail, orders, requests),
    http.get(
      anyOrigin(orderPaths.allExport),
      record(({ url }) => {
        // Every matching order: the filters of the list, without its paging.
        const all = new URL(url);
        all.searchParams.set('pageNum', '1');
        all.searchParams.set('pageSize', String(Math.max(orders().length, 1)));
        const { rows } = orderListPage(ofStage(url), all);
        return fileResponse(ordersCsv(rows), 'text/csv; charset=utf-8', '全部订单_20260321.csv');
      }),
    ),
    http.get(
      anyOrigin(orderPaths.contracts),
      record(({ url }) =>
        okJson(
          listPage(
            contracts,
            url,
            (contract) => [contract.orderNo],
            (contract) => contract.createdAt.slice(0, 10),
          ),
        ),
      ),
    ),
    http.get(
      anyOrigin(orderPaths.contractPdfUrl),
      record(({ url }) =>
        okJson({
          url: `${API_BASE}${orderPaths.contractView}/${url.searchParams.get('contractId')}`,
        }),
      ),
    ),
    http.get(
      anyOrigin(`${orderPaths.contractView}/:contractId`),
      record((_, params) => {
        const contract = contracts.find((c) => c.contractId === Number(params.contractId));
        return contract
          ? fileResponse('%PDF-1.4\n%%EOF\n', 'application/pdf', `${contract.contractNo}.pdf`)
          : refuse(404, '合同不存在');
      }),
    ),
    http.put(
      anyOrigin(orderPaths.uploadContract),
      record(({ body }) => {
        const { contractId, fileName } = body as UploadContractRequest;
        if (!contracts.some((c) => c.contractId === contractId)) return refuse(404, '合同不存在');
        contracts = contracts.map((c) =>
          c.contractId === contractId
            ? { ...c, status: 'customerUploaded', customerFileName: fileName }
            : c,
        );
        return okJson(null);
      }),
    ),
    paymentRecordsHandler(() => payments, server),
  ];

  return {
    handlers,
    requests,
    /** The orders as they stand now. */
    orders,
    /** The deliveries as they stand now. */
    deliveries: () => deliveries,
    /** The contracts as they stand now. */
    contracts: () => contracts,
  };
}

/** F3's lists in the states a story may need (each a list of handlers). */
export const orderHandlersF3 = {
  /** No delivery to invoice, no contract, no order, no payment. */
  empty: emptyLists(
    orderPaths.billList,
    orderPaths.contracts,
    orderPaths.allList,
    orderPaths.payRecords,
  ),
};
