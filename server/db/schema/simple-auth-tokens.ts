import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A one-time sign-in link token (spec §5 `simpleAuthToken`), issued by operators; stored as its
 * SHA-256, short-lived, used once.
 */
export const simpleAuthTokens = pgTable(
  'simple_auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('simple_auth_tokens_user_id_idx').on(table.userId)],
);
