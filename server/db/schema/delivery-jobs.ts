import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Channel } from './one-time-codes';

/** What a queued message says; its text lives under `Notifications` in messages/*.json. */
export const NOTIFICATION_KINDS = ['loginCode', 'verifyCode', 'resetCode', 'loginData'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A message asked for and not yet sent. Requests only insert one, the same for a contact with
 * or without an account; the background sender resolves the account, makes the code, sends it
 * and deletes the row, or moves `run_at` on to retry (`server/services/sender/`).
 */
export const deliveryJobs = pgTable(
  'delivery_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    /** The normalised e-mail or phone the message goes to. */
    target: text('target').notNull(),
    /** When a sender may take it next: due now, after a retry's backoff, or after a claim's lease. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** How many times a sender took it. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('delivery_jobs_due_idx').on(table.runAt, table.id),
    index('delivery_jobs_target_idx').on(table.kind, table.channel, table.target, table.id),
  ],
);

export type DeliveryJob = typeof deliveryJobs.$inferSelect;
