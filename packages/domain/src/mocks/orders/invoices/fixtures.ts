import { INVOICE_TAX_RATE } from '../../../contract/orders.ts';
import type {
  Delivery,
  Invoice,
  InvoiceStatus,
  OrderLine,
  OrderStage,
  OrderSummary,
} from '../../../contract/orders.ts';
import { includedTax } from '../../../rules/invoices.ts';
import { sumMoney } from '../../../rules/orders.ts';
import { deliveryFixture, deliveryLineOf } from '../delivery/fixtures.ts';
import { bankInfoFixture } from '../payments/fixtures.ts';

/** Invoice fixtures: received deliveries in each invoice status, and the invoice of deliveries. */

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
