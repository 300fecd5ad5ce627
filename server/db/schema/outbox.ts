import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The dev outbox: e-mail and SMS that no real transport was configured for. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('outbox_to_idx').on(table.to)],
);

export type OutboxMessage = typeof outbox.$inferSelect;
