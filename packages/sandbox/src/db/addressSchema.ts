/** The companies' delivery addresses and invoicing information (user centre). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './schema.ts';

/** A company's delivery addresses; at most one default per company (the index enforces it). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    detail: text('detail').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_addresses_company_idx').on(t.companyId),
    uniqueIndex('customer_addresses_one_default_idx')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A company's invoicing information (开票信息), once filled in. */
export const companyInvoicing = pgTable('company_invoicing', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  taxNo: text('tax_no').notNull(),
  bankName: text('bank_name').notNull(),
  bankAccount: text('bank_account').notNull(),
  registeredAddress: text('registered_address').notNull(),
  registeredPhone: text('registered_phone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
