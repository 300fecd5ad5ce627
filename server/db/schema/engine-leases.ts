import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The leases that make one process the engine of a shared game (`crash`, `rooms`): one row per
 * engine. Taking a lease over bumps `epoch`; every write of the engine names its epoch, so an
 * engine that lost the lease without knowing it (a long pause) changes nothing.
 */
export const engineLeases = pgTable('engine_leases', {
  name: text('name').primaryKey(),
  epoch: integer('epoch').notNull(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
