/** Invoices of received deliveries: applied for by the company, moved on by the mall's finance. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Delivery, InvoiceKind } from '@mall/domain/contract/orders';
import { INVOICE_STATUS_LABELS, ORDER_STATE_CODE } from '@mall/domain/contract/orders';
import type { SandboxTx } from '../../db/client.ts';
import { companies, deliveries, invoices } from '../../db/schema.ts';
import { invoicingOf } from '../../address/book.ts';
import { refuse } from '../guards.ts';
import type { Db, InvoiceBuyer } from '../read.ts';
import { invoiceOf } from '../read.ts';
import { insertEvents } from './events.ts';
import { accountOf } from './payments.ts';
import { byId, iso, syncDeliveryStages, checkOrders } from './shared.ts';
import { groupedYuan } from '@mall/domain/money';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The company's invoicing details: its 开票信息 once filled in; else its name and credit code,
 * its account and address.
 */
export const buyerOf = async (db: Db, companyId: number): Promise<InvoiceBuyer> => {
  const info = await invoicingOf(db, companyId);
  if (info) {
    const { title, taxNo, bankName, bankAccount, registeredAddress, registeredPhone } = info;
    return {
      title,
      taxNo,
      bankName,
      bankAccount,
      address: `${registeredAddress} ${registeredPhone}`,
    };
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const account = await accountOf(db, companyId);
  return {
    title: company?.name ?? '',
    taxNo: company?.creditCode ?? '',
    bankName: account.bankName,
    bankAccount: account.accountNo,
    address: company ? `${company.address} ${company.contactPhone}` : '',
  };
};

/** An invoice applied for: the received deliveries it covers, its kind and remark, when. */
export type InvoiceApplication = {
  deliveries: readonly Delivery[];
  kind: InvoiceKind;
  remark?: string;
  at: Date;
};

/**
 * A company applies for invoices of received deliveries not yet invoiced; answers the
 * invoices' ids, in order.
 */
export const applyInvoices = async (
  tx: SandboxTx,
  companyId: number,
  items: readonly InvoiceApplication[],
): Promise<number[]> => {
  if (items.length === 0) return [];
  const all = items.flatMap((item) => item.deliveries);
  const found = await checkOrders(
    tx,
    all.map(({ orderId }) => orderId),
    'applyInvoice',
  );
  for (const item of all) {
    if (item.status !== 'received') refuse(ORDER_STATE_CODE, `发货单 ${item.deliveryNo} 尚未收货`);
    if (item.invoiceStatus !== 'none') {
      refuse(
        ORDER_STATE_CODE,
        `发货单 ${item.deliveryNo} ${INVOICE_STATUS_LABELS[item.invoiceStatus]}`,
      );
    }
  }
  const buyer = await buyerOf(tx, companyId);
  const drafts = items.map((item) => ({
    item,
    draft: invoiceOf(item.deliveries, buyer, {
      invoiceId: null,
      invoiceNo: null,
      status: 'applied',
      kind: item.kind,
      appliedAt: null,
    }),
  }));
  const rows = await tx
    .insert(invoices)
    .values(
      drafts.map(({ item, draft }) => ({
        ...draft,
        companyId,
        status: 'applied' as const,
        deliveryIds: item.deliveries.map(({ deliveryId }) => deliveryId),
        remark: item.remark?.trim() ?? '',
        appliedAt: item.at,
      })),
    )
    .returning({ id: invoices.id });
  const invoiceIds = rows.map(({ id }) => id);
  await tx
    .update(deliveries)
    .set({
      invoiceId: byId(
        deliveries.id,
        drafts.flatMap(({ item }, index) =>
          item.deliveries.map(({ deliveryId }): [number, string] => [
            deliveryId,
            String(invoiceIds[index]),
          ]),
        ),
        'integer',
      ),
    })
    .where(
      and(
        inArray(
          deliveries.id,
          all.map(({ deliveryId }) => deliveryId),
        ),
        isNull(deliveries.invoiceId),
      ),
    );
  await insertEvents(
    tx,
    drafts.flatMap(({ item, draft }) =>
      found
        .filter(({ summary }) => item.deliveries.some(({ orderId }) => orderId === summary.orderId))
        .map(({ summary }) => ({
          orderId: summary.orderId,
          at: item.at,
          text: `已申请开票，金额 ¥${groupedYuan(draft.amount)}`,
        })),
    ),
  );
  await syncDeliveryStages(
    tx,
    all.map(({ orderId }) => orderId),
  );
  return invoiceIds;
};

/** The mall's finance moves invoices on: starts issuing them, or issues them. */
export const advanceInvoices = async (
  tx: SandboxTx,
  to: 'invoicing' | 'issued',
  items: readonly { invoice: InvoiceRow; at: Date }[],
): Promise<void> => {
  if (items.length === 0) return;
  const ids = items.map(({ invoice }) => invoice.id);
  const covered = await tx
    .select({ orderId: deliveries.orderId, invoiceId: deliveries.invoiceId })
    .from(deliveries)
    .where(inArray(deliveries.invoiceId, ids));
  await checkOrders(
    tx,
    covered.map(({ orderId }) => orderId),
    to === 'issued' ? 'issueInvoice' : 'startInvoicing',
  );
  const moments = items.map(({ invoice, at }): [number, string] => [invoice.id, iso(at)]);
  await tx
    .update(invoices)
    .set(
      to === 'issued'
        ? {
            status: to,
            invoiceNo: sql`(26000000 + ${invoices.id})::text`,
            issuedAt: byId(invoices.id, moments, 'timestamptz'),
          }
        : { status: to },
    )
    .where(inArray(invoices.id, ids));
  await insertEvents(
    tx,
    items.flatMap(({ invoice, at }) =>
      [
        ...new Set(
          covered.filter(({ invoiceId }) => invoiceId === invoice.id).map(({ orderId }) => orderId),
        ),
      ].map((orderId) => ({
        orderId,
        at,
        text:
          to === 'issued'
            ? `发票已开具（${invoice.kind === 'special' ? '专票' : '普票'}），金额 ¥${groupedYuan(invoice.amount)}`
            : '财务已开始开票',
      })),
    ),
  );
  await syncDeliveryStages(
    tx,
    covered.map(({ orderId }) => orderId),
  );
};
