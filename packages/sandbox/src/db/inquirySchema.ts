/**
 * The inquiry area's tables (contract/inquiry.ts): inquiries, their lines, the mall's quotes of
 * each line, the change record and the identification jobs. Specification figures are kept as the
 * buyer typed them (text, e.g. '2.0'); tonnes and money are NUMERIC.
 */
import {
  date,
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
  IdentificationStatus,
  IdentifiedLine,
  InquiryStatus,
  InquiryUnit,
} from '@mall/domain/contract/inquiry';
import { companies, goodsBatches, orders, users } from './schema.ts';

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    inquiryNo: text('inquiry_no').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<InquiryStatus>().notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it entered the mall's queue (submitted or modified): the queue's order. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inquiries_company_status_idx').on(t.companyId, t.status, t.createdAt)],
);

export const inquiryLines = pgTable(
  'inquiry_lines',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The product form (contract/productForms.ts); '' on lines from before forms. */
    category: text('category').notNull().default(''),
    alloy: text('alloy').notNull(),
    temper: text('temper').notNull().default(''),
    thickness: text('thickness').notNull(),
    width: text('width').notNull(),
    length: text('length').notNull().default(''),
    /** A bar's diameter or a tube's outer diameter, mm. */
    diameter: text('diameter').notNull().default(''),
    /** A tube's wall, mm. */
    wall: text('wall').notNull().default(''),
    surface: text('surface').notNull().default(''),
    filmThickness: text('film_thickness').notNull().default(''),
    quantity: text('quantity').notNull(),
    unit: text('unit').$type<InquiryUnit>().notNull(),
    /** The tonnes asked for (pieces by their theoretical weight). */
    tonnes: numeric('tonnes', { precision: 12, scale: 3 }).notNull(),
    deliveryCity: text('delivery_city').notNull(),
    wantedDate: date('wanted_date', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    batchId: integer('batch_id').references(() => goodsBatches.id),
    /** The to-be-submitted order made from this line's quote. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [index('inquiry_lines_inquiry_idx').on(t.inquiryId, t.position)],
);

/** The mall's quotes of a line; the line's quote is its latest. */
export const inquiryQuotes = pgTable(
  'inquiry_quotes',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => inquiryLines.id, { onDelete: 'cascade' }),
    /** CNY per tonne. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    tonnes: numeric('tonnes', { precision: 12, scale: 3 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    quoteRemark: text('quote_remark'),
    /**
     * The goods the mall will supply for the quote (the line's spot batch, else its closest batch
     * of the alloy): the order line made from the quote names it.
     */
    batchId: integer('batch_id').references(() => goodsBatches.id),
    /** Set when the buyer deleted the quote (the reason is required). */
    delReason: text('del_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('inquiry_quotes_line_idx').on(t.lineId)],
);

/** The change record of an inquiry (changeInfo/{id}). */
export const inquiryChanges = pgTable(
  'inquiry_changes',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** '买家' or '商城'. */
    by: text('by').notNull(),
    content: text('content').notNull(),
  },
  (t) => [index('inquiry_changes_inquiry_idx').on(t.inquiryId)],
);

/** Identification jobs: pending until `readyAt`, then read once and kept. */
export const identificationJobs = pgTable('identification_jobs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
  status: text('status').$type<IdentificationStatus>().notNull(),
  rows: jsonb('rows').$type<IdentifiedLine[]>(),
});
