import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A request to join the VIP club (spec §7 `vip/join`), handled by the VIP managers. */
export const vipRequests = pgTable(
  'vip_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    status: text('status').$type<'open' | 'accepted' | 'declined'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('vip_requests_user_type_uq').on(table.userId, table.requestType)],
);
