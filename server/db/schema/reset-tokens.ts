import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Channel } from './one-time-codes';
import { users } from './users';

/** A password-reset token: random, one-time, short-lived; stored as its SHA-256. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<Channel>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('reset_tokens_user_id_idx').on(table.userId)],
);
