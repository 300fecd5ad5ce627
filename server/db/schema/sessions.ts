import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A signed-in device. Bearer tokens carry its id; logout revokes the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The sign-in's country (ISO alpha-2) when known: the many-countries risk flag reads it. */
    country: text('country'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type Session = typeof sessions.$inferSelect;
