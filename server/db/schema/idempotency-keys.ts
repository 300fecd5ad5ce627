import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type IdempotencyState = 'in_progress' | 'done';

/**
 * A player's `Idempotency-Key` on an operation declared `idempotent` (`server/api/operation.ts`):
 * claimed by the first request (`in_progress`), then holding that request's answer (`done`) for
 * a retry to replay. `fingerprint` is the SHA-256 of the request (path and canonical body), so
 * the same key on another request is refused. Rows expire after `IDEMPOTENCY_KEY_TTL_S`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The method and Hono's path template: `POST /api/api/v2/billing/payout/:id/cancel`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** Hex SHA-256 of the request's path and canonical body. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<IdempotencyState>().notNull(),
    /** The stored answer once `done`: its status and JSON body (null for 204). */
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.route, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
    check('idempotency_keys_state_ck', sql`${table.state} in ('in_progress', 'done')`),
    check(
      'idempotency_keys_answer_ck',
      sql`(${table.state} = 'done') = (${table.status} is not null)`,
    ),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
