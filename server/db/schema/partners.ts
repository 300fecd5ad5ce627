import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An affiliate partner, known by the code its links carry (`partner`, `partnerId` or `stag`). */
export const partners = pgTable('partners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type Partner = typeof partners.$inferSelect;
