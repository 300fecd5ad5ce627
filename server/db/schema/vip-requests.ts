import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

export type VipRequestStatus = 'open' | 'approved' | 'declined';

/**
 * A request to join the VIP club (spec §7 `vip/join`) for personal service, decided by the VIP
 * managers (`POST /operator/vip/requests/{id}/decision`); the player sees its state on /vip-club.
 */
export const vipRequests = pgTable(
  'vip_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    status: text('status').$type<VipRequestStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [unique('vip_requests_user_type_uq').on(table.userId, table.requestType)],
);
