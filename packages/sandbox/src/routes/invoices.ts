import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Invoice, InvoiceKind } from '@mall/domain/contract/orders';
import {
  INVOICE_STATUS_LABELS,
  ORDER_STATE_CODE,
  billListQuery,
  cancelBillRequest,
  invoiceApplyRequest,
  orderPaths,
} from '@mall/domain/contract/orders';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import type {} from '../db/client.ts';
import { deliveries, invoices, orders } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import {
  ORDER_LABELS,
  PAGING,
  check,
  companyOf,
  idempotent,
  inTransaction,
  refuse,
} from '../orders/guards.ts';
import type { Db } from '../orders/read.ts';
import {
  deliveryPageOf,
  invoiceOf,
  loadOrders,
  ownDelivery,
  selectDeliveries,
} from '../orders/read.ts';
import { addEvents } from '../orders/write/events.ts';
import { applyInvoices, buyerOf } from '../orders/write/invoices.ts';
import { syncDeliveryStages } from '../orders/write/shared.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { NO_SUCH_DELIVERY, deliveryFilter } from './deliveries.ts';

export const NO_SUCH_INVOICE = '发票不存在';
const deliveryParam = z.object({ deliveryId: z.coerce.number().check(z.int(), z.positive()) });
const invoiceQuery = z.object({ invoiceId: z.coerce.number().check(z.int(), z.positive()) });

/** A stored invoice as the contract shows it. */
const storedInvoice = async (db: Db, row: typeof invoices.$inferSelect): Promise<Invoice> => {
  const items = await selectDeliveries(db, inArray(deliveries.id, row.deliveryIds));
  return {
    ...invoiceOf(
      items,
      {
        title: row.title,
        taxNo: row.taxNo,
        bankName: row.bankName,
        bankAccount: row.bankAccount,
        address: row.address,
      },
      {
        invoiceId: row.id,
        invoiceNo: row.invoiceNo,
        status: row.status === 'cancelled' ? 'none' : row.status,
        kind: row.kind,
        appliedAt: chinaDateTime(row.appliedAt),
      },
    ),
    amount: row.amount,
    taxAmount: row.taxAmount,
  };
};

/** Invoices: drafts from received deliveries, applications and their cancellation, the lists. */
export const invoiceRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);
  const KIND: InvoiceKind = 'special';

  return new Hono<AppEnv>()
    .get(`${orderPaths.generateInvoice}/:deliveryId`, auth, requireCertified, async (c) => {
      const param = deliveryParam.safeParse(c.req.param());
      if (!param.success) return fail(404, NO_SUCH_DELIVERY);
      const companyId = companyOf(c);
      const found = await ownDelivery(db, param.data.deliveryId, companyId);
      if (!found) return fail(404, NO_SUCH_DELIVERY);
      if (found.invoiceId !== null) {
        const [row] = await db.select().from(invoices).where(eq(invoices.id, found.invoiceId));
        if (row) return ok(await storedInvoice(db, row));
      }
      if (found.status !== 'received') return fail(ORDER_STATE_CODE, '确认收货后才能开票');
      return ok(
        invoiceOf([found], await buyerOf(db, companyId), {
          invoiceId: null,
          invoiceNo: null,
          status: 'none',
          kind: KIND,
          appliedAt: null,
        }),
      );
    })
    .post(orderPaths.submitInvoice, auth, requireCertified, keyed, async (c) => {
      const body = await validateJson(c, invoiceApplyRequest, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      const { kind, remark } = body.data;
      const deliveryIds = [...new Set(body.data.deliveryIds)];
      const companyId = companyOf(c);
      return inTransaction(db, async (tx) => {
        const items = await selectDeliveries(
          tx,
          and(inArray(deliveries.id, deliveryIds), eq(orders.companyId, companyId)),
        );
        if (items.length !== deliveryIds.length) return refuse(404, NO_SUCH_DELIVERY);
        const [invoiceId] = await applyInvoices(tx, companyId, [
          {
            deliveries: deliveryIds.flatMap((id) => items.filter((item) => item.deliveryId === id)),
            kind,
            remark,
            at: now(),
          },
        ]);
        return ok({ invoiceId });
      });
    })
    .get(orderPaths.billList, auth, requireCertified, async (c) => {
      const query = validateQuery(c, billListQuery, { numbers: PAGING, labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const { status } = query.data;
      const where = and(
        deliveryFilter(companyOf(c), query.data),
        eq(deliveries.status, 'received'),
        status === 'none'
          ? and(isNull(deliveries.invoiceId), eq(orders.stage, 'toInvoice'))
          : inArray(
              deliveries.invoiceId,
              db
                .select({ id: invoices.id })
                .from(invoices)
                .where(eq(invoices.status, status === 'issued' ? 'issued' : status)),
            ),
      );
      return ok(await deliveryPageOf(db, where, query.data));
    })
    .put(orderPaths.cancelBill, auth, requireCertified, async (c) => {
      const body = await validateJson(c, cancelBillRequest, { labels: ORDER_LABELS });
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, body.data.invoiceId), eq(invoices.companyId, companyOf(c))));
        if (!row || row.status === 'cancelled') return refuse(404, NO_SUCH_INVOICE);
        if (row.status !== 'applied') {
          refuse(
            ORDER_STATE_CODE,
            `发票当前状态为「${INVOICE_STATUS_LABELS[row.status]}」，不能撤回申请`,
          );
        }
        const items = await selectDeliveries(tx, inArray(deliveries.id, row.deliveryIds));
        for (const order of await loadOrders(
          tx,
          items.map(({ orderId }) => orderId),
        )) {
          check(order, 'cancelInvoice');
        }
        await tx.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, row.id));
        await tx
          .update(deliveries)
          .set({ invoiceId: null })
          .where(eq(deliveries.invoiceId, row.id));
        await addEvents(
          tx,
          now(),
          [...new Set(items.map(({ orderId }) => orderId))].map((orderId) => ({
            orderId,
            text: '已撤回开票申请',
          })),
        );
        await syncDeliveryStages(
          tx,
          items.map(({ orderId }) => orderId),
        );
        return ok(null);
      });
    })
    .get(orderPaths.previewInvoice, auth, requireCertified, async (c) => {
      const query = validateQuery(c, invoiceQuery, { labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, query.data.invoiceId), eq(invoices.companyId, companyOf(c))));
      return row ? ok(await storedInvoice(db, row)) : fail(404, NO_SUCH_INVOICE);
    });
};
