import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type {
  TournamentPrizeKind,
  TournamentRegistration,
  TournamentScoring,
  TournamentState,
} from '@/lib/constants/tournaments';
import type { BonusProduct, LocalizedText } from './bonuses';
import { users } from './users';

/** The prize pool: a fixed amount, or a share of the qualifying turnover (base currency). */
export type TournamentPool =
  { mode: 'fixed'; amount: number } | { mode: 'turnover_share'; share_bp: number };

/**
 * Places `from`…`to` each win `share_bp` of the pool: real money, a bonus of that value through
 * a bonus template (`template`, its wagering applies), or a free-spins template's spins
 * (`template`; `share_bp` 0, the spins are the prize).
 */
export type TournamentPrize = {
  from: number;
  to: number;
  share_bp: number;
  kind: TournamentPrizeKind;
  template?: string;
};

/**
 * An operator's tournament (issue 21). Scored off the money path from `settled_bets` by one
 * process every few seconds (`scoreTournaments`); moved by the clock from upcoming to active
 * (the exchange rates are copied into `rates` then), to finalizing after `ends_at` and the
 * grace for rounds in flight, to finished once every prize is paid, or to cancelled.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    rules: jsonb('rules').$type<LocalizedText>().notNull(),
    image: text('image'),
    status: text('status').$type<TournamentState>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    registration: text('registration').$type<TournamentRegistration>().notNull(),
    /** Products whose bets count; empty: all. */
    products: text('products')
      .array()
      .$type<BonusProduct[]>()
      .notNull()
      .default(sql`'{}'`),
    /** Games (`settled_bets.game`) whose bets count; empty: all. */
    games: text('games')
      .array()
      .notNull()
      .default(sql`'{}'`),
    scoring: text('scoring').$type<TournamentScoring>().notNull(),
    /** For `sum_multipliers`: how many of the best multipliers count. */
    bestCount: integer('best_count'),
    /** The smallest counting stake per currency, minor units; a currency missing does not count. */
    minBet: jsonb('min_bet').$type<Partial<Record<Currency, number>>>().notNull(),
    /** The smallest score that may win a prize. */
    minScore: bigint('min_score', { mode: 'number' }).notNull().default(0),
    minPlayers: integer('min_players').notNull().default(1),
    maxPlayers: integer('max_players'),
    pool: jsonb('pool').$type<TournamentPool>().notNull(),
    prizes: jsonb('prizes').$type<TournamentPrize[]>().notNull(),
    /** `exchange_rates.to_base_e8` per currency, copied when the tournament starts. */
    rates: jsonb('rates').$type<Partial<Record<Currency, number>>>(),
    /** Bets settled up to here are in the entries (each tick recomputes up to a new mark). */
    scoredThrough: timestamp('scored_through', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
  },
  (table) => [
    index('tournaments_status_idx').on(table.status, table.startsAt),
    check(
      'tournaments_status_ck',
      sql`${table.status} in ('upcoming', 'active', 'finalizing', 'finished', 'cancelled')`,
    ),
    check('tournaments_registration_ck', sql`${table.registration} in ('auto', 'opt_in')`),
    check(
      'tournaments_scoring_ck',
      sql`${table.scoring} in ('bet_count', 'max_multiplier', 'sum_multipliers', 'turnover', 'net_win')`,
    ),
    check('tournaments_period_ck', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'tournaments_players_ck',
      sql`${table.minPlayers} >= 1 and (${table.maxPlayers} is null or ${table.maxPlayers} >= ${table.minPlayers})`,
    ),
    check(
      'tournaments_best_count_ck',
      sql`(${table.scoring} = 'sum_multipliers') = (${table.bestCount} is not null) and coalesce(${table.bestCount}, 1) >= 1`,
    ),
  ],
);

export type Tournament = typeof tournaments.$inferSelect;

/**
 * A player in a tournament: an opt-in's registration, or an auto tournament's bettor. The score
 * and its counters are recomputed from the bets by the scoring job, never written on the money
 * path. `achieved_at` is when the entry reached its score (ties go to the earlier);
 * `turnover` is its qualifying stakes in base minor units (a turnover-share pool's base).
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').$type<Currency>().notNull(),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }),
    score: bigint('score', { mode: 'number' }).notNull().default(0),
    bets: integer('bets').notNull().default(0),
    turnover: bigint('turnover', { mode: 'number' }).notNull().default(0),
    achievedAt: timestamp('achieved_at', { withTimezone: true }),
    bestBetRef: text('best_bet_ref'),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    index('tournament_entries_rank_idx').on(
      table.tournamentId,
      table.score.desc(),
      table.achievedAt.asc(),
    ),
  ],
);

export type TournamentEntry = typeof tournamentEntries.$inferSelect;

/**
 * A finished tournament's places, frozen at finalization, and what each was paid: `amount` in
 * the winner's `currency` (minor units; a free-spins prize's spins), paid once under
 * `transfer_key` (`tournament:<id>:place:<n>`); `paid_at` once done.
 */
export const tournamentResults = pgTable(
  'tournament_results',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    score: bigint('score', { mode: 'number' }).notNull(),
    prizeKind: text('prize_kind').$type<TournamentPrizeKind>(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    bestBetRef: text('best_bet_ref'),
    transferKey: text('transfer_key').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.place] }),
    check('tournament_results_amount_ck', sql`${table.amount} >= 0`),
  ],
);

export type TournamentResult = typeof tournamentResults.$inferSelect;
