import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type { InHouseGame } from '@/lib/constants/games';
import { fairSeeds } from './fair-seeds';
import { users } from './users';

/** `open`: a hilo or miner round still being played; `settled`: the bet is over. */
export type BetStatus = 'open' | 'settled';

/**
 * One bet in an in-house game, or one hilo or miner round. Written in the transaction
 * that advances the seed pair's nonce and moves the stake (ledger key `bet:<id>:stake`) and the
 * payout (`bet:<id>:payout`). Amounts are integer minor units; `inputs` and `result` are what the
 * API answers (major units inside); `state` is a round's full state, mines included, which the
 * API never shows while the round is open. `key` is the player's idempotency key with
 * `fingerprint` the digest of the request, so a replay answers this bet and a different request
 * under the same key is refused. At most one open round per player and game (partial unique index).
 */
export const gameBets = pgTable(
  'game_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    game: text('game').$type<InHouseGame>().notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status').$type<BetStatus>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The stake. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    /** At most four decimals; 0 on a loss. Display only: the payout is exact. */
    multiplier: doublePrecision('multiplier').notNull().default(0),
    win: boolean('win').notNull().default(false),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    state: jsonb('state'),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** The player's real balance after the bet's last money movement. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_bets_key_uq').on(table.userId, table.key),
    uniqueIndex('game_bets_open_uq')
      .on(table.userId, table.game)
      .where(sql`${table.status} = 'open'`),
    index('game_bets_user_idx').on(table.userId, table.id),
    index('game_bets_recent_idx')
      .on(table.game, table.settledAt, table.id)
      .where(sql`${table.status} = 'settled'`),
    // settled_bets read by time (top list, tournaments, the VIP scorer's window)
    index('game_bets_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.status} = 'settled'`),
    check('game_bets_amount_ck', sql`${table.amount} > 0`),
    check('game_bets_payout_ck', sql`${table.payout} >= 0`),
    check('game_bets_status_ck', sql`${table.status} in ('open', 'settled')`),
  ],
);

export type GameBet = typeof gameBets.$inferSelect;
