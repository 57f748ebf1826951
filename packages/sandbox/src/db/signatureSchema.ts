/**
 * 电子签章's tables: each company's electronic seal (at most one, with its authorised signer) and
 * the contracts signed with it, each with the stamped PDF served from then on as the contract.
 */
import { customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, contracts, users } from './schema.ts';

/** A file's bytes (schema.ts's column type cannot be imported here: it re-exports this module first). */
const pdfBytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const companySeals = pgTable('company_seals', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The company name drawn on the seal, as certified when it was opened. */
  companyName: text('company_name').notNull(),
  /** The seal's SVG. */
  svg: text('svg').notNull(),
  signerName: text('signer_name').notNull(),
  signerMobile: text('signer_mobile').notNull(),
  openedBy: integer('opened_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
});

export const contractSignings = pgTable('contract_signings', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** One signing a contract. */
  contractId: integer('contract_id')
    .notNull()
    .unique()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  signerName: text('signer_name').notNull(),
  signedBy: integer('signed_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  /** The contract's PDF with the seal stamped on its last page. */
  signedFile: pdfBytes('signed_file').notNull(),
});
