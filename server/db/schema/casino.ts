import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import { freeSpinGrants } from './casino-catalogue';
import { users } from './users';

export type CasinoMode = 'real' | 'demo';

/**
 * A game session: the token the site hands an aggregator at launch, which its wallet calls carry.
 * One per player, currency and aggregator is current; a newer launch supersedes it
 * (`superseded_by`, the newer token). Bets want a current, unexpired session; wins and rollbacks
 * do not look at it (a round may end after the player left).
 */
export const casinoSessions = pgTable(
  'casino_sessions',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').$type<Currency>().notNull(),
    aggregator: text('aggregator').$type<CasinoAggregator>().notNull(),
    /** The game launched; the session is not bound to it (a live lobby changes tables). */
    gameCode: text('game_code').notNull(),
    mode: text('mode').$type<CasinoMode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    supersededBy: text('superseded_by'),
  },
  (table) => [
    uniqueIndex('casino_sessions_current_uq')
      .on(table.userId, table.currency, table.aggregator)
      .where(sql`${table.supersededBy} is null`),
    check('casino_sessions_mode_ck', sql`${table.mode} in ('real', 'demo')`),
  ],
);

export type CasinoSession = typeof casinoSessions.$inferSelect;

export type CasinoRoundStatus = 'open' | 'closed' | 'cancelled';

/**
 * A player's part of an aggregator's round: its bets and wins (`casino_transactions`). Unique per
 * aggregator, round id and player: a live table's round is one for everybody at the table, and
 * each player's bets in it make their own wallet round. `closed` by a round-closing flag, a zero
 * win or the sweep; `cancelled` once every bet in it was rolled back. Totals are real money and
 * bonus money paid, minor units; free bets cost nothing and count in neither.
 */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    aggregator: text('aggregator').$type<CasinoAggregator>().notNull(),
    externalRoundId: text('external_round_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameCode: text('game_code').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<CasinoRoundStatus>().notNull(),
    betTotal: bigint('bet_total', { mode: 'number' }).notNull().default(0),
    winTotal: bigint('win_total', { mode: 'number' }).notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('casino_rounds_external_uq').on(
      table.aggregator,
      table.externalRoundId,
      table.userId,
    ),
    index('casino_rounds_open_idx')
      .on(table.openedAt)
      .where(sql`${table.status} = 'open'`),
    index('casino_rounds_user_idx').on(table.userId, table.openedAt),
    // settled_bets read by time (top list, tournaments, the VIP scorer's window)
    index('casino_rounds_closed_idx')
      .on(table.closedAt)
      .where(sql`${table.status} = 'closed'`),
    check('casino_rounds_status_ck', sql`${table.status} in ('open', 'closed', 'cancelled')`),
    check('casino_rounds_totals_ck', sql`${table.betTotal} >= 0 and ${table.winTotal} >= 0`),
  ],
);

export type CasinoRound = typeof casinoRounds.$inferSelect;

export type CasinoTransactionKind = 'bet' | 'win' | 'rollback';
/**
 * `processed`; `rolled_back`: a bet or win a rollback reversed; `tombstone`: a bet id a rollback
 * named before the bet arrived: the bet, if it ever comes, is refused and never charges.
 */
export type CasinoTransactionState = 'processed' | 'rolled_back' | 'tombstone';

/**
 * One wallet call of an aggregator that moved (or was to move) money, unique per aggregator and
 * the aggregator's transaction id: written first in its callback's transaction, so a replay waits
 * for the first and then finds it. `content_hash` tells a replay from another call under the same
 * id; `response` is the answer given the first time, answered again to replays. `ref_external_tx_id`
 * is the bet a win settles or a rollback reverses. `ledger_key` names the transfer it made.
 */
export const casinoTransactions = pgTable(
  'casino_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    aggregator: text('aggregator').$type<CasinoAggregator>().notNull(),
    externalTxId: text('external_tx_id').notNull(),
    kind: text('kind').$type<CasinoTransactionKind>().notNull(),
    refExternalTxId: text('ref_external_tx_id'),
    externalRoundId: text('external_round_id'),
    roundId: bigint('round_id', { mode: 'number' }).references(() => casinoRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameCode: text('game_code'),
    /** Minor units; a rollback's and a tombstone's are 0. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    isFree: boolean('is_free').notNull().default(false),
    /** The free-spin grant a free bet played (its aggregator's reference resolved), if known. */
    freeSpinGrantId: bigint('free_spin_grant_id', { mode: 'number' }).references(
      () => freeSpinGrants.id,
    ),
    contentHash: text('content_hash').notNull(),
    state: text('state').$type<CasinoTransactionState>().notNull(),
    /** Null only inside the transaction that writes it, and for tombstones. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    ledgerKey: text('ledger_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('casino_transactions_external_uq').on(table.aggregator, table.externalTxId),
    index('casino_transactions_round_idx').on(table.roundId),
    index('casino_transactions_user_idx').on(table.userId, table.createdAt),
    check('casino_transactions_amount_ck', sql`${table.amount} >= 0`),
    check('casino_transactions_kind_ck', sql`${table.kind} in ('bet', 'win', 'rollback')`),
    check(
      'casino_transactions_state_ck',
      sql`${table.state} in ('processed', 'rolled_back', 'tombstone')`,
    ),
  ],
);

export type CasinoTransaction = typeof casinoTransactions.$inferSelect;
