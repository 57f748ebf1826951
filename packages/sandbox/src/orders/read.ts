/**
 * Orders as the contract shows them, read from the database: the summary of every list, the
 * detail, and what the routes need to decide (the lines, what was paid, what is pending).
 */
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { Page } from '@mall/domain/contract';
import type {
  Delivery,
  DeliveryLine,
  DiffAmount,
  Invoice,
  OrderDetail,
  OrderFilter,
  OrderLine,
  OrderStage,
  OrderSummary,
  PaymentKind,
  PaymentStatus,
} from '@mall/domain/contract/orders';
import type { OrderCharges } from '@mall/domain/contract/orders';
import { INVOICE_TAX_RATE, orderCharges } from '@mall/domain/contract/orders';
import { formatSpecification } from '@mall/domain/contract/specification';
import { Big, atLeastZero, sum, tonnes, yuan } from '@mall/domain/money';
import { groupBy } from '../group.ts';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  afterSales,
  companies,
  contracts,
  deliveries,
  deliveryLines,
  diffAmounts,
  goodsBatches,
  invoices,
  modifications,
  orderEvents,
  orderItems,
  orders,
  payments,
  users,
} from '../db/schema.ts';
import { anyOf } from '../ids.ts';
import { containing } from '../like.ts';
import { chinaDateTime, fromChinaDateTime } from '../time.ts';
import { settle, taxOf } from './money.ts';
import { defaultDeliveryContactOf } from '../address/book.ts';

/** The database or a transaction of it. */
export type Db = SandboxDb | SandboxTx;

const DAY_MS = 86_400_000;

/** An order with what the routes decide on. */
export type LoadedOrder = {
  summary: OrderSummary;
  companyId: number;
  /** Deposits and differences paid (refunds of a cancellation aside). */
  depositPaid: string;
  diffPaid: string;
  /** Lines a pending final transfer is settling. */
  pendingFinalIds: number[];
  /** Kinds with a pending transfer. */
  pendingKinds: PaymentKind[];
  producing: boolean;
  stockingAt: Date | null;
  scheduledAt: Date | null;
  producingAt: Date | null;
  inspectedAt: Date | null;
  weighedAt: Date | null;
  plannedDate: string | null;
};

/**
 * Rows grouped by their order: an export reads thousands of orders, and finding each one's rows
 * in all of them took longer than the queries.
 */
const byOrder = <T extends { orderId: number }>(rows: readonly T[]): Map<number, T[]> =>
  groupBy(rows, ({ orderId }) => orderId);

/**
 * The payments of some orders, read in one query, by order: their sums by kind and status, the
 * settlement refund (refunds of settled lines, not a cancelled deposit's: their sum and the time
 * of the last, or null) and the lines a pending final transfer is settling.
 */
const paymentsOf = async (db: Db, ids: readonly number[]) => {
  const rows = await db
    .select({
      orderId: payments.orderId,
      kind: payments.kind,
      status: payments.status,
      amount: payments.amount,
      paidAt: payments.paidAt,
      detailIds: payments.detailIds,
    })
    .from(payments)
    .where(anyOf(payments.orderId, ids))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  const grouped = byOrder(rows);
  const of = (orderId: number) => grouped.get(orderId) ?? [];
  return {
    total: (orderId: number, kind: PaymentKind, status: PaymentStatus): Big =>
      sum(
        of(orderId).flatMap((row) =>
          row.kind === kind && row.status === status ? row.amount : [],
        ),
      ),
    settlementRefund: (orderId: number): OrderSummary['settlementRefund'] => {
      const refunds = of(orderId).filter(
        (row) => row.kind === 'refund' && row.status === 'paid' && row.detailIds.length > 0,
      );
      const last = refunds.at(-1);
      if (!last?.paidAt) return null;
      return {
        status: 'refunded',
        amount: yuan(sum(refunds.map(({ amount }) => amount))),
        refundedAt: chinaDateTime(last.paidAt),
      };
    },
    pendingFinalIds: (orderId: number): number[] =>
      of(orderId).flatMap((row) =>
        row.kind === 'final' && row.status === 'pending' ? row.detailIds : [],
      ),
  };
};

/** A batch's facts that name an ordered line. */
type LineGoods = {
  grade: string;
  temper: string | null;
  category: string;
  thickness: string | null;
  width: string | null;
  length: string | null;
};

/** A line's product name ('6061-T6 铝板') and specification, from its batch. */
const lineName = ({ grade, temper, category, thickness, width, length }: LineGoods) => ({
  productName: `${grade}${temper ? `-${temper}` : ''} ${category}`,
  spec: formatSpecification({ category, thickness, width, length }),
});

/** The lines of some orders, by order, in line order. */
const linesOf = async (db: Db, ids: readonly number[]) => {
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      detailId: orderItems.id,
      batchId: orderItems.batchId,
      batchNo: goodsBatches.batchNo,
      grade: goodsBatches.grade,
      temper: goodsBatches.temper,
      category: goodsBatches.category,
      thickness: goodsBatches.thickness,
      width: goodsBatches.width,
      length: goodsBatches.length,
      surface: goodsBatches.surface,
      tectorial: goodsBatches.tectorial,
      inventory: goodsBatches.warehouse,
      weight: orderItems.weight,
      weighedWeight: orderItems.weighedWeight,
      deliveredWeight: orderItems.deliveredWeight,
      unitPrice: orderItems.unitPrice,
      amount: orderItems.amount,
      weighedAmount: orderItems.weighedAmount,
      finalPaid: orderItems.finalPaid,
    })
    .from(orderItems)
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
    .where(anyOf(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const grouped = byOrder(rows);
  return (orderId: number): OrderLine[] =>
    (grouped.get(orderId) ?? []).map(
      ({ orderId: _order, grade, temper, category, thickness, width, length, ...line }) => ({
        ...line,
        ...lineName({ grade, temper, category, thickness, width, length }),
      }),
    );
};

/** The open difference amounts (unpaid or being paid) of some orders. */
const openDiffs = async (db: Db, ids: readonly number[]) => {
  const rows = await db
    .select()
    .from(diffAmounts)
    .where(and(anyOf(diffAmounts.orderId, ids), inArray(diffAmounts.status, ['unpaid', 'paying'])));
  const grouped = byOrder(rows);
  return (orderId: number): DiffAmount | null => {
    const [row] = grouped.get(orderId) ?? [];
    return row
      ? {
          diffId: row.id,
          orderId: row.orderId,
          modifiedId: row.modificationId,
          amount: row.amount,
          status: row.status,
          createdAt: chinaDateTime(row.createdAt),
        }
      : null;
  };
};

/**
 * An order's charges (orderCharges): its lines' goods and tonnes, and the 过户费 it was placed
 * with (the seed's orders, placed before the confirmation, carry none).
 */
export const chargesOf = (
  order: { transferFee: string },
  lines: readonly { amount: string; weight: string }[],
): OrderCharges =>
  orderCharges(
    sum(lines.map(({ amount }) => amount)),
    sum(lines.map(({ weight }) => weight)),
    order.transferFee,
  );

/** What an order's buyer has paid, its refunds off: the summary's 已付金额. */
const paidAmountOf = (paid: (kind: PaymentKind) => Big): string =>
  yuan(paid('first').plus(paid('diff')).plus(paid('final')).minus(paid('refund')));

/** The weighed amount of an order whose lines are all weighed, or null: 过磅金额. */
const weighedAmountOf = (lines: readonly Pick<OrderLine, 'weighedAmount'>[]): string | null =>
  lines.every(({ weighedAmount }) => weighedAmount !== null)
    ? yuan(sum(lines.map((line) => line.weighedAmount ?? 0)))
    : null;

/**
 * What the stage asks the buyer to pay now. The settlement is asked for only in 待付尾款: an
 * export reads thousands of orders, and settling each one's lines cost most of its time.
 */
const dueOf = (
  stage: OrderStage,
  deposit: Big.BigSource,
  settlement: () => ReturnType<typeof settle>,
  depositCovered: Big,
  diff: DiffAmount | null,
): string => {
  if (stage === 'firstPayment') return yuan(atLeastZero(new Big(deposit).minus(depositCovered)));
  if (stage === 'stocking' || stage === 'final') {
    if (diff?.status === 'unpaid') return diff.amount;
    if (stage === 'final') return yuan(atLeastZero(new Big(settlement().net)));
  }
  return '0.00';
};

/** The orders with these ids, in that order (unknown ids left out). */
export const loadOrders = async (db: Db, ids: readonly number[]): Promise<LoadedOrder[]> => {
  if (ids.length === 0) return [];
  const [rows, lines, paymentsByOrder, diffs, pendingMods, applications] = await Promise.all([
    db
      .select({
        order: orders,
        buyerName: users.realname,
        contractNo: contracts.contractNo,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(contracts, eq(contracts.orderId, orders.id))
      .where(anyOf(orders.id, ids)),
    linesOf(db, ids),
    paymentsOf(db, ids),
    openDiffs(db, ids),
    db
      .select({ id: modifications.id, orderId: modifications.orderId })
      .from(modifications)
      .where(and(anyOf(modifications.orderId, ids), eq(modifications.status, 'pending'))),
    db
      .select({
        orderId: afterSales.orderId,
        afterSaleId: afterSales.id,
        afterSaleNo: afterSales.afterSaleNo,
      })
      .from(afterSales)
      .where(anyOf(afterSales.orderId, ids))
      .orderBy(asc(afterSales.id)),
  ]);
  const rowById = new Map(rows.map((row) => [row.order.id, row]));
  const modsOf = byOrder(pendingMods);
  const applicationsOf = byOrder(applications);
  return ids.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const { order } = row;
    const orderLines = lines(id);
    const paid = (kind: PaymentKind) => paymentsByOrder.total(id, kind, 'paid');
    const pending = (kind: PaymentKind) => paymentsByOrder.total(id, kind, 'pending');
    const charges = chargesOf(order, orderLines);
    const deposit = charges.depositAmount;
    const pendingFinalIds = paymentsByOrder.pendingFinalIds(id);
    const diff = diffs(id);
    const settlement = () =>
      settle(
        orderLines.map((line) => ({
          ...line,
          finalPaid: line.finalPaid || pendingFinalIds.includes(line.detailId),
        })),
        { depositPaid: paid('first'), diffPaid: paid('diff'), transferFee: order.transferFee },
        [],
      );
    const pendingTotal = sum((['first', 'diff', 'final'] as const).map(pending));
    const summary: OrderSummary = {
      orderId: order.id,
      orderNo: order.orderNo,
      stage: order.stage,
      createdAt: chinaDateTime(order.createdAt),
      buyerName: row.buyerName,
      lines: orderLines,
      totalWeight: charges.tonnage,
      goodsAmount: charges.goodsAmount,
      transferFee: charges.transferFee,
      totalAmount: charges.totalAmount,
      depositAmount: deposit,
      paidAmount: paidAmountOf(paid),
      weighedAmount: weighedAmountOf(orderLines),
      dueAmount: dueOf(
        order.stage,
        deposit,
        settlement,
        paid('first').plus(pending('first')),
        diff,
      ),
      pendingAmount: yuan(pendingTotal),
      contractNo: row.contractNo,
      commented: order.commented,
      pendingModifiedId: modsOf.get(id)?.[0]?.id ?? null,
      diff,
      cancelReason: order.cancelReason,
      weighingDiff: order.weighingDiff && {
        status: order.weighingDiff,
        amountDiff: yuan(
          sum(orderLines.map((line) => line.weighedAmount ?? line.amount)).minus(
            charges.goodsAmount,
          ),
        ),
        reason: order.weighingDisputeReason,
      },
      settlementRefund: paymentsByOrder.settlementRefund(id),
      afterSales: (applicationsOf.get(id) ?? []).map(({ afterSaleId, afterSaleNo }) => ({
        afterSaleId,
        afterSaleNo,
      })),
      poNo: order.poNo,
      deliveryWay: order.deliveryWay,
      deliveryAddress: order.deliveryAddress,
      remark: order.remark,
    };
    return [
      {
        summary,
        companyId: order.companyId,
        depositPaid: yuan(paid('first')),
        diffPaid: yuan(paid('diff')),
        pendingFinalIds,
        pendingKinds: (['first', 'diff', 'final'] as const).filter((kind) => pending(kind).gt(0)),
        producing: order.producingAt !== null,
        stockingAt: order.stockingAt,
        scheduledAt: order.scheduledAt,
        producingAt: order.producingAt,
        inspectedAt: order.inspectedAt,
        weighedAt: order.weighedAt,
        plannedDate: order.plannedDate,
      },
    ];
  });
};

/** What the order export (ordersCsv) writes of an order: its summary's figures and names. */
export type ExportedOrder = Pick<
  OrderSummary,
  | 'orderNo'
  | 'createdAt'
  | 'stage'
  | 'buyerName'
  | 'totalWeight'
  | 'goodsAmount'
  | 'transferFee'
  | 'totalAmount'
  | 'depositAmount'
  | 'paidAmount'
  | 'weighedAmount'
  | 'contractNo'
  | 'cancelReason'
  | 'poNo'
  | 'deliveryWay'
  | 'deliveryAddress'
  | 'remark'
> & { lines: Pick<OrderLine, 'productName' | 'spec'>[] };

/** An exported order's line as the export's query reads it. */
type ExportLine = LineGoods &
  Pick<OrderLine, 'weight' | 'amount' | 'weighedAmount'> & { orderId: number };

/**
 * The orders matching `where`, newest first, as the export writes them: the same figures as
 * their summaries (chargesOf, paidAmountOf, weighedAmountOf, lineName) from three queries that
 * read only what the export writes. An export takes every order of a company, and the embedded
 * database's driver decodes each row field by field: the lines come as one JSON text (each
 * line's batch looked up by its key, not a scan of every batch), and the payments as sums.
 */
export const exportedOrders = async (db: Db, where: SQL | undefined): Promise<ExportedOrder[]> => {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      stage: orders.stage,
      createdAt: orders.createdAt,
      buyerName: users.realname,
      contractNo: contracts.contractNo,
      cancelReason: orders.cancelReason,
      poNo: orders.poNo,
      deliveryWay: orders.deliveryWay,
      deliveryAddress: orders.deliveryAddress,
      remark: orders.remark,
      transferFee: orders.transferFee,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(contracts, eq(contracts.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map(({ id }) => id);
  const [{ rows: linesText }, paidRows] = await Promise.all([
    db.execute<{ lines: string | null }>(sql`
      select json_agg(json_build_object(
        'orderId', ${orderItems.orderId},
        'grade', g.grade,
        'temper', g.temper,
        'category', g.category,
        'thickness', g.thickness::text,
        'width', g.width::text,
        'length', g.length::text,
        'weight', ${orderItems.weight}::text,
        'amount', ${orderItems.amount}::text,
        'weighedAmount', ${orderItems.weighedAmount}::text
      ) order by ${orderItems.id})::text as lines
      from ${orderItems}
      cross join lateral (
        select * from ${goodsBatches} where ${goodsBatches.id} = ${orderItems.batchId} offset 0
      ) as g
      where ${anyOf(orderItems.orderId, ids)}`),
    db
      .select({
        orderId: payments.orderId,
        kind: payments.kind,
        total: sql<string>`sum(${payments.amount})::text`,
      })
      .from(payments)
      .where(and(anyOf(payments.orderId, ids), eq(payments.status, 'paid')))
      .groupBy(payments.orderId, payments.kind),
  ]);
  const text = linesText[0]?.lines;
  // The query's own JSON, shaped as ExportLine.
  const linesOfOrder = byOrder((text ? JSON.parse(text) : []) as ExportLine[]);
  const paidOfOrder = byOrder(paidRows);
  return rows.map(({ id, createdAt, transferFee, ...order }) => {
    const lines = linesOfOrder.get(id) ?? [];
    const charges = chargesOf({ transferFee }, lines);
    const paid = (kind: PaymentKind) =>
      new Big(paidOfOrder.get(id)?.find((row) => row.kind === kind)?.total ?? 0);
    return {
      ...order,
      createdAt: chinaDateTime(createdAt),
      lines: lines.map(lineName),
      totalWeight: charges.tonnage,
      goodsAmount: charges.goodsAmount,
      transferFee: charges.transferFee,
      totalAmount: charges.totalAmount,
      depositAmount: charges.depositAmount,
      paidAmount: paidAmountOf(paid),
      weighedAmount: weighedAmountOf(lines),
    };
  });
};

/** One order of a company, or undefined (unknown, or another company's). */
export const loadOrder = async (
  db: Db,
  id: number,
  companyId: number,
): Promise<LoadedOrder | undefined> => {
  const [order] = await loadOrders(db, [id]);
  return order?.companyId === companyId ? order : undefined;
};

/**
 * A company's delivery contact: its default delivery address with its contact, or else the
 * company's own contact name, phone and address; undefined for an unknown company.
 */
export const deliveryContactOf = async (db: Db, companyId: number) => {
  const chosen = await defaultDeliveryContactOf(db, companyId);
  if (chosen) return chosen;
  const [contact] = await db
    .select({
      contactName: companies.contactName,
      contactPhone: companies.contactPhone,
      address: companies.address,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return contact;
};

/** An order's detail: the summary, its history and the company's delivery contact. */
export const toDetail = async (
  db: Db,
  { summary, companyId }: LoadedOrder,
): Promise<OrderDetail> => {
  const [events, company] = await Promise.all([
    db
      .select({ at: orderEvents.at, text: orderEvents.text })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, summary.orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    deliveryContactOf(db, companyId),
  ]);
  return {
    ...summary,
    events: events.map(({ at, text }) => ({ at: chinaDateTime(at), text })),
    contactName: company?.contactName ?? '',
    contactPhone: company?.contactPhone ?? '',
    address: company?.address ?? '',
  };
};

/** The start of a China date ('YYYY-MM-DD'). */
const dayStart = (day: string): Date => fromChinaDateTime(`${day} 00:00:00`);

/** A company's orders matching a list's filters, in some stages (all without). */
export const orderFilter = (
  companyId: number,
  { orderNo, dateFrom, dateTo, ids }: OrderFilter,
  stages?: readonly OrderStage[],
): SQL | undefined =>
  and(
    eq(orders.companyId, companyId),
    stages ? inArray(orders.stage, [...stages]) : undefined,
    orderNo ? ilike(orders.orderNo, containing(orderNo.trim())) : undefined,
    dateFrom ? gte(orders.createdAt, dayStart(dateFrom)) : undefined,
    dateTo ? lt(orders.createdAt, new Date(dayStart(dateTo).getTime() + DAY_MS)) : undefined,
    ids ? inArray(orders.id, ids.split(',').map(Number)) : undefined,
  );

/** The ids of the orders matching `where`, newest first; a page of them, or all. */
export const orderIds = async (
  db: Db,
  where: SQL | undefined,
  paging?: { pageNum: number; pageSize: number },
): Promise<number[]> => {
  const query = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = paging
    ? await query.limit(paging.pageSize).offset((paging.pageNum - 1) * paging.pageSize)
    : await query;
  return rows.map(({ id }) => id);
};

/** A page of the orders matching `where`, newest first. */
export const orderPageOf = async (
  db: Db,
  where: SQL | undefined,
  paging: { pageNum: number; pageSize: number },
): Promise<Page<OrderSummary>> => {
  const [ids, total] = await Promise.all([orderIds(db, where, paging), db.$count(orders, where)]);
  return { rows: (await loadOrders(db, ids)).map(({ summary }) => summary), total };
};

/** The user who placed an order, by id: for records made by the back office. */
export const placerOf = async (db: Db, orderId: number): Promise<number | undefined> => {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.userId;
};

/** The deliveries matching `where` (over deliveries joined with orders), newest first. */
export const selectDeliveries = async (
  db: Db,
  where: SQL | undefined,
  paging?: { pageNum: number; pageSize: number },
): Promise<Delivery[]> => {
  const query = db
    .select({
      delivery: deliveries,
      orderNo: orders.orderNo,
      invoiceStatus: invoices.status,
    })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .leftJoin(invoices, eq(invoices.id, deliveries.invoiceId))
    .where(where)
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id));
  const rows = paging
    ? await query.limit(paging.pageSize).offset((paging.pageNum - 1) * paging.pageSize)
    : await query;
  const ids = rows.map(({ delivery }) => delivery.id);
  const lines = ids.length
    ? await db
        .select({
          deliveryId: deliveryLines.deliveryId,
          detailId: deliveryLines.itemId,
          grade: goodsBatches.grade,
          temper: goodsBatches.temper,
          category: goodsBatches.category,
          thickness: goodsBatches.thickness,
          width: goodsBatches.width,
          length: goodsBatches.length,
          weight: deliveryLines.weight,
          unitPrice: orderItems.unitPrice,
          amount: deliveryLines.amount,
        })
        .from(deliveryLines)
        .innerJoin(orderItems, eq(orderItems.id, deliveryLines.itemId))
        .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
        .where(anyOf(deliveryLines.deliveryId, ids))
        .orderBy(asc(deliveryLines.id))
    : [];
  return rows.map(({ delivery, orderNo, invoiceStatus }) => {
    const own: DeliveryLine[] = lines
      .filter(({ deliveryId }) => deliveryId === delivery.id)
      .map(
        ({
          deliveryId: _delivery,
          grade,
          temper,
          category,
          thickness,
          width,
          length,
          ...line
        }) => ({
          ...line,
          ...lineName({ grade, temper, category, thickness, width, length }),
        }),
      );
    return {
      deliveryId: delivery.id,
      deliveryNo: delivery.deliveryNo,
      orderId: delivery.orderId,
      orderNo,
      status: delivery.status,
      deliveryType: delivery.deliveryType,
      lines: own,
      totalWeight: tonnes(sum(own.map(({ weight }) => weight))),
      amount: yuan(sum(own.map(({ amount }) => amount))),
      contactName: delivery.contactName,
      contactPhone: delivery.contactPhone,
      address: delivery.address,
      plateNo: delivery.plateNo,
      plannedDate: delivery.plannedDate,
      logisticsCompany: delivery.logisticsCompany,
      logisticsNo: delivery.logisticsNo,
      createdAt: chinaDateTime(delivery.createdAt),
      shippedAt: delivery.shippedAt && chinaDateTime(delivery.shippedAt),
      receivedAt: delivery.receivedAt && chinaDateTime(delivery.receivedAt),
      invoiceStatus:
        invoiceStatus === 'applied' || invoiceStatus === 'invoicing' || invoiceStatus === 'issued'
          ? invoiceStatus
          : 'none',
      invoiceId: delivery.invoiceId,
      commented: delivery.commented,
    };
  });
};

/** A page of the deliveries matching `where` (over deliveries joined with orders), newest first. */
export const deliveryPageOf = async (
  db: Db,
  where: SQL | undefined,
  paging: { pageNum: number; pageSize: number },
): Promise<Page<Delivery>> => {
  const [rows, total] = await Promise.all([
    selectDeliveries(db, where, paging),
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .where(where)
      .then((all) => all.length),
  ]);
  return { rows, total };
};

/** One delivery of the company, or undefined. */
export const ownDelivery = async (
  db: Db,
  id: number,
  companyId: number,
): Promise<Delivery | undefined> => {
  const [found] = await selectDeliveries(
    db,
    and(eq(deliveries.id, id), eq(orders.companyId, companyId)),
  );
  return found;
};

/** Who an invoice is made out to: the company's name, credit code, account and address. */
export type InvoiceBuyer = Pick<
  Invoice,
  'title' | 'taxNo' | 'bankName' | 'bankAccount' | 'address'
>;

/** An invoice of deliveries: their lines, the amount with the VAT in it. */
export const invoiceOf = (
  items: readonly Delivery[],
  buyer: InvoiceBuyer,
  fields: Pick<Invoice, 'invoiceId' | 'invoiceNo' | 'status' | 'kind' | 'appliedAt'>,
): Invoice => {
  const amount = yuan(sum(items.map((item) => item.amount)));
  return {
    ...fields,
    ...buyer,
    deliveryIds: items.map(({ deliveryId }) => deliveryId),
    lines: items.flatMap(({ lines }) => lines),
    amount,
    taxRate: INVOICE_TAX_RATE,
    taxAmount: taxOf(amount),
  };
};

/** Paid tonnes of each line not yet applied for. */
export const remainingOf = (order: LoadedOrder) =>
  order.summary.lines
    .filter(({ finalPaid }) => finalPaid)
    .map((line) => ({
      line,
      weight: tonnes(new Big(line.weighedWeight ?? line.weight).minus(line.deliveredWeight)),
    }));
