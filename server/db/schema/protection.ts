import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type { LimitKind, LimitPeriod } from '@/lib/constants/protection';
import { users } from './users';

/**
 * A player who protects themself (issue 34): one row once they set a limit or a reality check.
 * Its row lock orders the player's money movements while limits are checked (the ledger's
 * trigger `protection_count`, migration 0023), so concurrent bets cannot together cross a limit.
 * Players without a row pay one index lookup per bet.
 */
export const playerProtection = pgTable('player_protection', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The currency money limits are counted in (the profile currency when the first was set). */
  currency: text('currency').$type<Currency>().notNull(),
  /** Reality checks: every this many minutes of a session; null when off. */
  realityMinutes: integer('reality_minutes'),
  /** When the session the reality check counts began (sign-in, or the check's acknowledgement). */
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
  /** The next reality check: a stake at or after it is refused until the player answers. */
  realityDueAt: timestamp('reality_due_at', { withTimezone: true }),
  /** A self-exclusion in force or past: when it began, and its term's end (null: indefinite). */
  exclusionStartedAt: timestamp('exclusion_started_at', { withTimezone: true }),
  exclusionEndsAt: timestamp('exclusion_ends_at', { withTimezone: true }),
  exclusionIndefinite: boolean('exclusion_indefinite').notNull().default(false),
  /** Who excluded: the player, or the national register (which alone ends its exclusions). */
  exclusionSource: text('exclusion_source').$type<'player' | 'register'>(),
  /** When the player asked to reopen after the term; `users.state_until` holds the reopening. */
  reopenAskedAt: timestamp('reopen_asked_at', { withTimezone: true }),
  /** When the player last reviewed or set their limits (asked again after 6 months). */
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One limit of a player: a money limit (`deposit`, `loss`, `wager`) per rolling period, in the
 * protection's currency, minor units; or the `session` limit in minutes (`period` `session`).
 * A raise or removal waits as `pending_*` until `pending_from` and the player's confirmation.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod | 'session'>().notNull(),
    /** In force: minor units, or minutes for `session`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A raise waiting (null with `pending_removal` false: nothing waits). */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    /** When the waiting change may be confirmed. */
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.period] }),
    check('player_limits_amount_ck', sql`${table.amount} > 0`),
    check(
      'player_limits_kind_ck',
      sql`(${table.kind} = 'session') = (${table.period} = 'session') and ${table.kind} in ('deposit', 'loss', 'wager', 'session') and ${table.period} in ('day', 'week', 'month', 'session')`,
    ),
  ],
);

/**
 * What happened to a player's limits and exclusions, for the player and for staff
 * (`players.protection`); append-only, like the audit trail (a trigger refuses UPDATE and DELETE).
 */
export const protectionEvents = pgTable(
  'protection_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `limit_set`, `limit_decreased`, `limit_raise_asked`, `limit_raised`, `timeout`, … */
    action: text('action').notNull(),
    /** `player`, `register` or `system`: staff never change a player's protection. */
    actor: text('actor').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('protection_events_user_idx').on(table.userId, table.at)],
);

/**
 * A protected player's money per hour and currency, minor units: gross deposits, stakes of real
 * money, and what came back (wins, refunds, released holds; reversals subtract). Written by the
 * ledger's trigger in the transaction of the movement; limits sum the hours of their window.
 */
export const playerActivity = pgTable(
  'player_activity',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<Currency>().notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    stakes: bigint('stakes', { mode: 'number' }).notNull().default(0),
    returns: bigint('returns', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hour, table.currency] })],
);

export type PlayerProtection = typeof playerProtection.$inferSelect;
export type PlayerLimit = typeof playerLimits.$inferSelect;
export type ProtectionEvent = typeof protectionEvents.$inferSelect;
