/**
 * 资金管理's own table: what a recharge by transfer carries besides its capital record (the
 * voucher's image) and finance's decision on it (the reason of a rejection).
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { capitalRecords, userFiles } from './schema.ts';

export const rechargeDetails = pgTable('recharge_details', {
  /** The recharge's capital record. */
  recordId: integer('record_id')
    .primaryKey()
    .references(() => capitalRecords.id, { onDelete: 'cascade' }),
  voucherFileId: integer('voucher_file_id')
    .notNull()
    .references(() => userFiles.id),
  /** Why finance rejected the transfer; null until it does. */
  rejectReason: text('reject_reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
