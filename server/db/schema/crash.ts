import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type { CrashSaltSource } from '@/lib/schemas/fair';
import { users } from './users';

/**
 * A crash hash chain (`lib/games/crash/chain.ts`): its length and terminating hash, published
 * before its first game, and the salt fixed after that. The secret it grows from is never in the
 * database (`CRASH_CHAIN_SECRET`): anyone reading this table learns nothing about future rounds.
 */
export const crashChains = pgTable('crash_chains', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  length: integer('length').notNull(),
  terminatingHash: text('terminating_hash').notNull().unique(),
  salt: text('salt').notNull(),
  /**
   * What fixed the salt (`CRASH_SALT_SOURCE`), stored when the chain is first played so its
   * signed commitment never changes; null only on chains made before it was kept.
   */
  saltSource: jsonb('salt_source').$type<CrashSaltSource>(),
  /** When the chain's salt was fixed here: the commitment's `published_at`. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type CrashChainRow = typeof crashChains.$inferSelect;

/**
 * `betting`: bets are taken (`starts_at` null while the round before still runs: a bet then
 * waits for this round); `running`; `crashed`: the point is public, riders not yet marked;
 * `settled`; `void`: the engine stopped mid-round and the round was unwound by the rule the
 * rules page states.
 */
export type CrashRoundStatus = 'betting' | 'running' | 'crashed' | 'settled' | 'void';

/**
 * One crash round: game `game` of its chain, its hash and crash point (hundredths) written when
 * the round is made, shown only once it has crashed.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => crashChains.id),
    /** The game's number in its chain: hashing its hash this many times gives the terminating hash. */
    game: integer('game').notNull(),
    status: text('status').$type<CrashRoundStatus>().notNull(),
    gameHash: text('game_hash').notNull(),
    crashPoint: integer('crash_point').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The last time the engine confirmed the round was running (the restart rule reads it). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crash_rounds_game_uq').on(table.chainId, table.game),
    uniqueIndex('crash_rounds_betting_uq')
      .on(table.status)
      .where(sql`${table.status} = 'betting'`),
    index('crash_rounds_open_idx')
      .on(table.id)
      .where(sql`${table.status} in ('betting', 'running', 'crashed')`),
    check(
      'crash_rounds_status_ck',
      sql`${table.status} in ('betting', 'running', 'crashed', 'settled', 'void')`,
    ),
  ],
);

export type CrashRound = typeof crashRounds.$inferSelect;

/**
 * `open`: riding (or waiting for its round to start); `cashed`; `lost`; `refunded` (its round was
 * void); `cancelled` (taken back before the start).
 */
export type CrashBetStatus = 'open' | 'cashed' | 'lost' | 'refunded' | 'cancelled';

/**
 * One crash bet. Its money: the stake player → house (`crash:<id>:stake`), a cash-out house →
 * player (`crash:<id>:payout`), a refund or cancel house → player (`crash:<id>:refund`). A cash-out
 * is one conditional update (`status = 'open'`), so two at once pay once. One live bet per player
 * and round (partial unique index); `key` is the player's idempotency key.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The auto cash-out target in hundredths, or null. */
    autoCashOut: integer('auto_cash_out'),
    status: text('status').$type<CrashBetStatus>().notNull(),
    /** The multiplier paid, in hundredths. */
    cashedOutAt: integer('cashed_out_at'),
    /** Cashed out by the round's maximum profit rather than by the player. */
    forced: text('forced').$type<'max_profit'>(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crash_bets_key_uq').on(table.userId, table.key),
    uniqueIndex('crash_bets_live_uq')
      .on(table.roundId, table.userId)
      .where(sql`${table.status} <> 'cancelled'`),
    index('crash_bets_round_idx').on(table.roundId, table.status),
    index('crash_bets_user_idx').on(table.userId, table.createdAt),
    // settled_bets read by time (top list, tournaments, the VIP scorer's window)
    index('crash_bets_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.status} in ('cashed', 'lost')`),
    check('crash_bets_amount_ck', sql`${table.amount} > 0`),
    check('crash_bets_payout_ck', sql`${table.payout} >= 0`),
    check(
      'crash_bets_status_ck',
      sql`${table.status} in ('open', 'cashed', 'lost', 'refunded', 'cancelled')`,
    ),
  ],
);

export type CrashBet = typeof crashBets.$inferSelect;
