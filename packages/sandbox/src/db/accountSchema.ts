/**
 * 账号信息's and the preferences' tables: each user's avatar (an uploaded image of theirs), and
 * what userWindowConfig keeps for them by code.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userFiles, users } from './schema.ts';

export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: integer('file_id')
    .notNull()
    .references(() => userFiles.id),
});

export const userWindowConfigs = pgTable(
  'user_window_configs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);
