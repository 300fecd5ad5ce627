import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Device marks (`whoAreYou`, spec §7) seen with an account. A mark that belongs to another
 * account means two accounts share a device: the bonus rules use it against bonus abuse.
 */
export const deviceMarks = pgTable(
  'device_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mark: text('mark').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mark] }),
    // Every account that presented a mark: the duplicate-account rule and the office's search.
    index('device_marks_mark_idx').on(table.mark),
  ],
);
