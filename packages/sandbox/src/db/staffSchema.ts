/**
 * 员工管理's tables: the members of each company as its administrator manages them (the users in
 * it, the mobiles invited, the users who applied), with each employee's permission; and the
 * requests to change a company's administrator (变更管理员).
 */
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { AdminChangeStatus, StaffPermission, StaffStatus } from '@mall/domain/contract/staff';
import { companies, userFiles, users } from './schema.ts';

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The mobile invited or applying: the user's login name. */
    mobile: text('mobile').notNull(),
    /** The user, once the mobile is registered; null for an invitation not yet taken up. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<StaffStatus>().notNull(),
    permission: text('permission').$type<StaffPermission>().notNull().default('purchase'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('staff_members_company_mobile').on(t.companyId, t.mobile),
    index('staff_members_mobile_idx').on(t.mobile),
  ],
);

/** 变更管理员: a company's requests, the latest being the one shown. */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The administrator who asked. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newAdminId: integer('new_admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    letterFileId: integer('letter_file_id')
      .notNull()
      .references(() => userFiles.id),
    status: text('status').$type<AdminChangeStatus>().notNull(),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('admin_changes_company_idx').on(t.companyId, t.submittedAt)],
);
