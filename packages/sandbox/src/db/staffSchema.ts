/**
 * 员工管理's table: the members of each company as its administrator manages them (the users in
 * it, the mobiles invited, the users who applied), with each employee's permission.
 */
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { StaffPermission, StaffStatus } from '@mall/domain/contract/staff';
import { companies, users } from './schema.ts';

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
