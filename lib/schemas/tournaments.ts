import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { TOP_PRODUCTS } from '@/lib/constants/top';
import {
  BASIS_POINTS,
  TOURNAMENT_FILTERS,
  TOURNAMENT_POOL_MODES,
  TOURNAMENT_PRIZE_KINDS,
  TOURNAMENT_REGISTRATIONS,
  TOURNAMENT_SCORINGS,
  TOURNAMENT_STATES,
} from '@/lib/constants/tournaments';
import { MAX_AMOUNT, toMinor } from '@/lib/money/units';

/**
 * Tournaments (issue 21). Amounts are major units: the pool and money scores in the base
 * currency (`BASE_CURRENCY`), prizes in the currency named beside them. A score is shown as the
 * scoring counts it: bets, a multiplier (2.5), or base-currency money.
 */

const PRODUCTS = TOP_PRODUCTS.filter((product) => product !== 'all') as [
  Exclude<(typeof TOP_PRODUCTS)[number], 'all'>,
  ...Exclude<(typeof TOP_PRODUCTS)[number], 'all'>[],
];

/** A positive amount with at most two decimals, answered in minor units. */
const moneySchema = z
  .number({ error: 'invalid_type' })
  .positive({ error: 'invalid_value' })
  .max(MAX_AMOUNT, { error: 'too_big' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'invalid_amount',
  })
  .transform(toMinor);

const localizedSchema = (max: number) =>
  z.strictObject({
    ru: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max),
    en: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max),
    kz: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max),
  });

const localizedAnswer = z.object({ ru: z.string(), en: z.string(), kz: z.string() });

const bpSchema = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_value' })
  .min(0, { error: 'invalid_value' })
  .max(BASIS_POINTS, { error: 'invalid_value' });

const prizeRequestSchema = z
  .strictObject({
    from: z.number().int().min(1, { error: 'invalid_value' }).max(10_000),
    to: z.number().int().min(1, { error: 'invalid_value' }).max(10_000),
    /** Each place's share of the pool (basis points); 0 for free spins. */
    share_bp: bpSchema,
    kind: z.enum(TOURNAMENT_PRIZE_KINDS, { error: 'invalid_value' }),
    /** The bonus or free-spins template's code (`bonus`, `free_spins`). */
    template: z.string().trim().min(1).max(64).optional(),
  })
  .refine((prize) => prize.to >= prize.from, { error: 'invalid_value', path: ['to'] })
  .refine((prize) => prize.kind === 'real' || prize.template !== undefined, {
    error: 'required',
    path: ['template'],
  });

/** `POST /operator/tournaments`, `PUT /operator/tournaments/{id}` (while upcoming). */
export const tournamentRequestSchema = z
  .strictObject({
    name: localizedSchema(200),
    rules: localizedSchema(4000),
    image: z.string().trim().max(500).nullable().default(null),
    starts_at: z.iso.datetime({ offset: true, error: 'invalid_value' }),
    ends_at: z.iso.datetime({ offset: true, error: 'invalid_value' }),
    registration: z.enum(TOURNAMENT_REGISTRATIONS, { error: 'invalid_value' }),
    /** Empty: every product. */
    products: z
      .array(z.enum(PRODUCTS, { error: 'invalid_value' }))
      .max(PRODUCTS.length)
      .default([]),
    /** Game slugs as the settled bets name them (`dice`, a slot's slug, `rooms:low`); empty: all. */
    games: z.array(z.string().trim().min(1).max(120)).max(500).default([]),
    scoring: z.enum(TOURNAMENT_SCORINGS, { error: 'invalid_value' }),
    /** For `sum_multipliers`: how many of a player's best multipliers count. */
    best_count: z.number().int().min(1).max(1000).nullable().default(null),
    /** The smallest stake that counts, per currency (major units); a currency left out does not count. */
    min_bet: z.partialRecord(z.enum(CURRENCIES), moneySchema),
    /** The smallest score that may win, in the board's units. */
    min_score: z.number().min(0).max(1e12).default(0),
    min_players: z.number().int().min(1).max(100_000).default(1),
    /** Caps the opt-ins (a join past it is a 409); an auto tournament enters every bettor. */
    max_players: z.number().int().min(1).max(1_000_000).nullable().default(null),
    pool: z.discriminatedUnion('mode', [
      z.strictObject({ mode: z.literal(TOURNAMENT_POOL_MODES[0]), amount: moneySchema }),
      z.strictObject({ mode: z.literal(TOURNAMENT_POOL_MODES[1]), share_bp: bpSchema }),
    ]),
    prizes: z.array(prizeRequestSchema).min(1).max(100),
  })
  .refine((t) => Date.parse(t.ends_at) > Date.parse(t.starts_at), {
    error: 'invalid_value',
    path: ['ends_at'],
  })
  .refine((t) => (t.scoring === 'sum_multipliers') === (t.best_count !== null), {
    error: 'invalid_value',
    path: ['best_count'],
  })
  .refine((t) => t.max_players === null || t.max_players >= t.min_players, {
    error: 'invalid_value',
    path: ['max_players'],
  })
  .refine((t) => Object.keys(t.min_bet).length > 0, { error: 'required', path: ['min_bet'] })
  .refine(
    (t) =>
      t.prizes.every((a, i) => t.prizes.every((b, j) => i === j || a.to < b.from || b.to < a.from)),
    { error: 'invalid_value', path: ['prizes'] },
  )
  .refine(
    (t) => t.prizes.reduce((sum, p) => sum + p.share_bp * (p.to - p.from + 1), 0) <= BASIS_POINTS,
    { error: 'too_big', path: ['prizes'] },
  );

/** `GET /tournaments?status=`: `finished` also lists finalizing and cancelled ones. */
export const tournamentListQuerySchema = z.object({
  status: z.enum(TOURNAMENT_FILTERS).optional(),
});

const prizeRowSchema = z.object({
  from: z.number(),
  to: z.number(),
  kind: z.enum(TOURNAMENT_PRIZE_KINDS),
  /** Each place's prize in `currency` (major units), or the spins of a free-spins prize. */
  amount: z.number(),
  share_bp: z.number(),
});

/** A tournament as its card and page show it. */
export const tournamentSchema = z.object({
  id: z.number(),
  name: localizedAnswer,
  rules: localizedAnswer,
  image: z.string().nullable(),
  status: z.enum(TOURNAMENT_STATES),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  registration: z.enum(TOURNAMENT_REGISTRATIONS),
  products: z.array(z.string()),
  games: z.array(z.string()),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  best_count: z.number().nullable(),
  /** The smallest counting stake in `currency` (major units); null: bets in it do not count. */
  min_bet: z.number().nullable(),
  min_score: z.number(),
  min_players: z.number(),
  max_players: z.number().nullable(),
  players: z.number(),
  base_currency: z.enum(CURRENCIES),
  /** The pool in the base currency now (a turnover share grows with the bets). */
  pool: z.number(),
  pool_mode: z.enum(TOURNAMENT_POOL_MODES),
  /** A turnover-share pool's share (basis points); null for a fixed pool. */
  pool_share_bp: z.number().nullable(),
  /** The viewer's currency (the base currency for a guest): `prizes` and `min_bet` are in it. */
  currency: z.enum(CURRENCIES),
  prizes: z.array(prizeRowSchema),
  /** The signed-in viewer's entry; null for a guest or a player not in it. */
  me: z
    .object({
      joined: z.boolean(),
      place: z.number().nullable(),
      score: z.number(),
      bets: z.number(),
    })
    .nullable(),
});

export const tournamentListAnswerSchema = z
  .object({ data: z.array(tournamentSchema) })
  .meta({ id: 'TournamentList' });

export const tournamentAnswerSchema = z
  .object({ data: tournamentSchema })
  .meta({ id: 'TournamentAnswer' });

export const leaderboardRowSchema = z.object({
  place: z.number(),
  /** Masked (`An***`); `***` for a player who hides their statistics. */
  player: z.string(),
  score: z.number(),
  bets: z.number(),
  achieved_at: z.iso.datetime(),
  /** A finished tournament's prize for the place. */
  prize: z
    .object({
      kind: z.enum(TOURNAMENT_PRIZE_KINDS),
      amount: z.number(),
      currency: z.enum(CURRENCIES),
    })
    .nullable(),
  /** A finished tournament's winning bet of a provably fair game (`game:<id>`, `crash:<id>`). */
  best_bet_ref: z.string().nullable(),
});

/** `GET /tournaments/{id}/leaderboard` and the `tournament:<id>` topic's snapshot (without `me`). */
export const leaderboardSchema = z.object({
  tournament_id: z.number(),
  status: z.enum(TOURNAMENT_STATES),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  players: z.number(),
  /** Bets settled up to here are counted. */
  scored_through: z.iso.datetime().nullable(),
  rows: z.array(leaderboardRowSchema),
});

export const leaderboardAnswerSchema = leaderboardSchema
  .extend({
    /** The viewer's own row (place null while not ranked); null for a guest or a non-entrant. */
    me: leaderboardRowSchema
      .extend({ place: z.number().nullable(), achieved_at: z.iso.datetime().nullable() })
      .nullable(),
  })
  .meta({ id: 'TournamentLeaderboard' });

export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswerSchema>;
export type TournamentView = z.infer<typeof tournamentSchema>;

/** `POST /tournaments/{id}/join`. */
export const joinTournamentAnswerSchema = z
  .object({ joined: z.literal(true), opted_in_at: z.iso.datetime() })
  .meta({ id: 'TournamentJoin' });

/**
 * The operator's view: the tournament, its terms as they were set (every currency's minimum bet,
 * each prize's template: what an edit form starts from) and its frozen places.
 */
export const operatorTournamentSchema = tournamentSchema.extend({
  /** The smallest counting stake per currency (major units); a currency left out does not count. */
  min_bets: z.partialRecord(z.enum(CURRENCIES), z.number()),
  prizes: z.array(prizeRowSchema.extend({ template: z.string().nullable() })),
  created_at: z.iso.datetime(),
  finalized_at: z.iso.datetime().nullable(),
  results: z.array(
    z.object({
      place: z.number(),
      user_id: z.number(),
      score: z.number(),
      kind: z.enum(TOURNAMENT_PRIZE_KINDS).nullable(),
      amount: z.number(),
      currency: z.enum(CURRENCIES),
      transfer_key: z.string(),
      paid_at: z.iso.datetime().nullable(),
    }),
  ),
});

export const operatorTournamentAnswerSchema = z
  .object({ data: operatorTournamentSchema })
  .meta({ id: 'OperatorTournament' });

export const operatorTournamentsAnswerSchema = z
  .object({ data: z.array(operatorTournamentSchema) })
  .meta({ id: 'OperatorTournaments' });
