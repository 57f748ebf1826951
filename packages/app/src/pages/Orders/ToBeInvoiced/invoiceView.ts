import { createElement } from 'react';
import { formatMoney, formatTonnes, statusOf } from '@mall/domain';
import { INVOICE_KIND_LABELS } from '@mall/domain/contract/orders';
import type { Delivery, DeliveryLine, Invoice } from '@mall/domain/contract/orders';
import { StatusTag, type BillRow, type InvoiceFact, type InvoiceLineRow } from '@mall/ui';

/** A received delivery as the BillTable shows it, without its actions. */
export const toBillRow = (delivery: Delivery): Omit<BillRow, 'actions'> => ({
  key: delivery.deliveryId,
  deliveryNo: delivery.deliveryNo,
  orderNo: delivery.orderNo,
  weight: formatTonnes(delivery.totalWeight),
  amount: formatMoney(delivery.amount),
  receivedAt: delivery.receivedAt ?? '',
  invoiceStatus: statusOf('invoice', delivery.invoiceStatus),
});

/** The goods lines of an invoice, formatted. */
export const toInvoiceLines = (lines: readonly DeliveryLine[]): InvoiceLineRow[] =>
  lines.map((line, index) => ({
    key: `${line.detailId}-${index}`,
    productName: line.productName,
    spec: line.spec || '—',
    weight: formatTonnes(line.weight),
    unitPrice: formatMoney(line.unitPrice),
    amount: formatMoney(line.amount),
  }));

/** The buyer's invoicing details, as the company has them on file. */
export const buyerFacts = (invoice: Invoice): InvoiceFact[] => [
  { label: '发票抬头', value: invoice.title },
  { label: '纳税人识别号', value: invoice.taxNo },
  { label: '开户银行', value: invoice.bankName },
  { label: '银行账号', value: invoice.bankAccount },
  { label: '地址电话', value: invoice.address },
];

/** An invoice's state as its tag. */
const invoiceStatusTag = (invoice: Invoice) => {
  const { label, tone } = statusOf('invoice', invoice.status);
  return createElement(StatusTag, { tone, children: label });
};

/** An applied invoice's own facts, then the buyer's. */
export const invoiceFacts = (invoice: Invoice): InvoiceFact[] => [
  { label: '发票类型', value: INVOICE_KIND_LABELS[invoice.kind] },
  {
    label: '开票状态',
    value: invoiceStatusTag(invoice),
  },
  ...(invoice.invoiceNo ? [{ label: '发票号码', value: invoice.invoiceNo }] : []),
  ...(invoice.appliedAt ? [{ label: '申请时间', value: invoice.appliedAt }] : []),
  ...buyerFacts(invoice),
];
