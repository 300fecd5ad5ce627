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
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';

/**
 * The sandbox game provider's own records (issue 17): what a real aggregator keeps on its side of
 * the wire. The site's tables never point here, nor these at them: the provider knows players only
 * by their external id and the session token the site handed it at launch.
 */

export type SandboxRgsProtocol = 'hub88' | 'gis';
export type SandboxRgsMode = 'real' | 'demo';

/** A game opened in the iframe: who plays what, how the provider reaches the wallet, its faults. */
export const sandboxRgsLaunches = pgTable(
  'sandbox_rgs_launches',
  {
    id: text('id').primaryKey(),
    mode: text('mode').$type<SandboxRgsMode>().notNull(),
    protocol: text('protocol').$type<SandboxRgsProtocol>().notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The site's external player id and session token; null in demo play. */
    playerRef: text('player_ref'),
    sessionToken: text('session_token'),
    language: text('language').notNull(),
    lobbyUrl: text('lobby_url'),
    depositUrl: text('deposit_url'),
    /** Development only: the fault this launch injects (`duplicate`, `rollback-before-bet`…). */
    fault: text('fault'),
    /** Demo play's pretend money, minor units. */
    demoBalance: bigint('demo_balance', { mode: 'number' }),
    /** The launch's provably fair seed: the hash is shown, the seed revealed on a new launch. */
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_rgs_launches_player_idx').on(table.playerRef, table.createdAt),
    check('sandbox_rgs_launches_mode_ck', sql`${table.mode} in ('real', 'demo')`),
    check('sandbox_rgs_launches_protocol_ck', sql`${table.protocol} in ('hub88', 'gis')`),
  ],
);

export type SandboxRgsLaunch = typeof sandboxRgsLaunches.$inferSelect;

export type SandboxRgsCallKind = 'bet' | 'win' | 'rollback';
/** `pending` until the wallet answered; `ok` or `refused` (the answer's code) after. */
export type SandboxRgsCallStatus = 'pending' | 'ok' | 'refused' | 'failed';

/**
 * Every wallet call the provider made (its transaction list, which the site's reconciliation
 * reads): the provider's transaction id, round, kind, amount and what the wallet answered. A
 * `failed` call (no answer) is retried or rolled back by the provider.
 */
export const sandboxRgsCalls = pgTable(
  'sandbox_rgs_calls',
  {
    txId: text('tx_id').primaryKey(),
    roundId: text('round_id').notNull(),
    launchId: text('launch_id').notNull(),
    playerRef: text('player_ref').notNull(),
    gameCode: text('game_code').notNull(),
    kind: text('kind').$type<SandboxRgsCallKind>().notNull(),
    refTxId: text('ref_tx_id'),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    freeRoundsRef: text('free_rounds_ref'),
    status: text('status').$type<SandboxRgsCallStatus>().notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_rgs_calls_round_idx').on(table.roundId),
    index('sandbox_rgs_calls_created_idx').on(table.createdAt),
    check('sandbox_rgs_calls_kind_ck', sql`${table.kind} in ('bet', 'win', 'rollback')`),
  ],
);

export type SandboxRgsCall = typeof sandboxRgsCalls.$inferSelect;

/**
 * A round the provider played: a slot round (its spins in `result`) or a player's bets in a live
 * table's round (`table_round`, shared by everyone at the table; settled when the wheel stops).
 */
export const sandboxRgsRounds = pgTable(
  'sandbox_rgs_rounds',
  {
    id: text('id').primaryKey(),
    launchId: text('launch_id').notNull(),
    gameCode: text('game_code').notNull(),
    playerRef: text('player_ref'),
    currency: text('currency').$type<Currency>().notNull(),
    /** For a live table: `<table>:<round number>`. */
    tableRound: text('table_round'),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }),
    /** `open` (bets taken), `settled`, `voided` (bets rolled back), `failed` (the bet refused). */
    status: text('status').notNull(),
    bets: jsonb('bets').$type<unknown>(),
    result: jsonb('result').$type<unknown>(),
    nonce: integer('nonce'),
    freeRoundsRef: text('free_rounds_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('sandbox_rgs_rounds_table_idx')
      .on(table.tableRound)
      .where(sql`${table.tableRound} is not null`),
    index('sandbox_rgs_rounds_launch_idx').on(table.launchId, table.createdAt),
  ],
);

export type SandboxRgsRound = typeof sandboxRgsRounds.$inferSelect;

/** Free rounds the site asked the provider to give (its free-rounds API). */
export const sandboxRgsFreeRounds = pgTable('sandbox_rgs_free_rounds', {
  ref: text('ref').primaryKey(),
  playerRef: text('player_ref').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  gameCode: text('game_code').notNull(),
  rounds: integer('rounds').notNull(),
  roundsLeft: integer('rounds_left').notNull(),
  /** The total bet of one round, minor units. */
  betValue: bigint('bet_value', { mode: 'number' }).notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type SandboxRgsFreeRounds = typeof sandboxRgsFreeRounds.$inferSelect;
