/**
 * The user centre's tables: the company's capital records (its ledger), the users' uploaded
 * images and their certification applications.
 */
import {
  customType,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  CapitalDirection,
  CapitalKind,
  CapitalStatus,
} from '@mall/domain/contract/userCentre';
import { companies, users } from './schema.ts';

/** Its own, since schema.ts re-exports this module before its own columns exist. */
const image = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const yuanColumn = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** Every movement of a company's money, with the available and frozen amounts after it. */
export const capitalRecords = pgTable(
  'capital_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CapitalKind>().notNull(),
    direction: text('direction').$type<CapitalDirection>().notNull(),
    amount: yuanColumn('amount').notNull(),
    availableAfter: yuanColumn('available_after').notNull(),
    frozenAfter: yuanColumn('frozen_after').notNull(),
    reason: text('reason').notNull(),
    /** An order number, a transfer's serial number… */
    refNo: text('ref_no'),
    status: text('status').$type<CapitalStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('capital_records_company_idx').on(t.companyId, t.at)],
);

/** Images a user uploaded (a business licence, an authorisation letter). */
export const userFiles = pgTable('user_files', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  /** image/png or image/jpeg, told by the content. */
  mime: text('mime').notNull(),
  content: image('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Certification applications (企业认证), the latest of a user's being the one in force. */
export const companyApplications = pgTable(
  'company_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    legalPerson: text('legal_person').notNull(),
    licenceFileId: integer('licence_file_id')
      .notNull()
      .references(() => userFiles.id),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull(),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('company_applications_user_idx').on(t.userId, t.submittedAt)],
);
