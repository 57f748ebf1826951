/**
 * The inquiry detail's conversation (contract/inquiryDetail.ts): messages between the buyer and
 * the mall about an inquiry or one of its lines.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { InquiryMessageAuthor } from '@mall/domain/contract/inquiryDetail';
import { inquiries, inquiryLines, users } from './schema.ts';

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The line it is about, if any. */
    lineId: integer('line_id').references(() => inquiryLines.id, { onDelete: 'set null' }),
    author: text('author').$type<InquiryMessageAuthor>().notNull(),
    /** The buyer who wrote it; null for the mall. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.at)],
);
