/**
 * The after-sales tables (contract/afterSales.ts): applications with their claimed lines, their
 * steps, the reasons by kind and the uploaded photos. Only lazy references to the shared tables
 * (this module is re-exported at the end of schema.ts).
 */
import {
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  AfterSaleKind,
  AfterSaleStatus,
  HandlingPlan,
  Measured,
} from '@mall/domain/contract/afterSales';
import { companies, orderItems, orders, users } from './schema.ts';

const picBytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The reasons of each kind (GET /pc/after/sale/reason). */
export const afterSaleReasons = pgTable('after_sale_reasons', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<AfterSaleKind>().notNull(),
  reason: text('reason').notNull(),
});

/** Photos uploaded through upload/water/pic, by the user who sent them. */
export const afterSalePics = pgTable('after_sale_pics', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  /** The photo as stored: stamped with `watermark` (afterSales/watermark.ts). */
  bytes: picBytes('bytes').notNull(),
  watermark: text('watermark').notNull().default(''),
  createdAt: at('created_at').notNull(),
});

export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    afterSaleNo: text('after_sale_no').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<AfterSaleKind>().notNull(),
    status: text('status').$type<AfterSaleStatus>().notNull(),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => afterSaleReasons.id),
    amount: money('amount').notNull(),
    refundedAmount: money('refunded_amount').notNull().default('0'),
    picIds: jsonb('pic_ids').$type<number[]>().notNull(),
    description: text('description').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    createdAt: at('created_at').notNull(),
    rejectReason: text('reject_reason'),
    editNote: text('edit_note'),
    plan: jsonb('plan').$type<HandlingPlan>(),
    replenishAmount: money('replenish_amount'),
    replenishPaidAt: at('replenish_paid_at'),
    /** The deadline to send the goods back, set when the mall agreed to take them (RETURN_DAYS). */
    returnBy: at('return_by'),
    returnCompany: text('return_company'),
    returnTrackingNo: text('return_tracking_no'),
    returnedAt: at('returned_at'),
    exchangeCompany: text('exchange_company'),
    exchangeTrackingNo: text('exchange_tracking_no'),
    exchangedAt: at('exchanged_at'),
  },
  // An order's applications (its detail and lists show them).
  (t) => [
    index('after_sales_company_idx').on(t.companyId, t.createdAt),
    index('after_sales_order_idx').on(t.orderId),
  ],
);

/** The order lines an application claims. */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    pieces: integer('pieces'),
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull(),
    measured: jsonb('measured').$type<Measured>(),
  },
  (t) => [index('after_sale_lines_idx').on(t.afterSaleId)],
);

/** Every step of an application, oldest first. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    actor: text('actor').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('after_sale_events_idx').on(t.afterSaleId)],
);
