/** Tournaments (issue 21): operator-defined contests scored from every product's settled bets. */

/** A tournament's life: upcoming → active → finalizing → finished, or cancelled. */
export const TOURNAMENT_STATES = [
  'upcoming',
  'active',
  'finalizing',
  'finished',
  'cancelled',
] as const;
export type TournamentState = (typeof TOURNAMENT_STATES)[number];

/** The list's filters (`/tournaments/{status}`): `finished` groups finalizing, finished, cancelled. */
export const TOURNAMENT_FILTERS = ['active', 'upcoming', 'finished'] as const;
export type TournamentFilter = (typeof TOURNAMENT_FILTERS)[number];

/** The states each filter shows. */
export const TOURNAMENT_FILTER_STATES: Record<TournamentFilter, readonly TournamentState[]> = {
  active: ['active'],
  upcoming: ['upcoming'],
  finished: ['finalizing', 'finished', 'cancelled'],
};

/**
 * How a player's score is counted, over the qualifying bets (stake ≥ the tournament's minimum in
 * the bet's currency): `bet_count` the number of bets; `max_multiplier` the best payout ÷ stake
 * ×100; `sum_multipliers` the sum of the best N such multipliers; `turnover` Σ stake and
 * `net_win` Σ (payout − stake), both in base-currency minor units at the frozen rates.
 */
export const TOURNAMENT_SCORINGS = [
  'bet_count',
  'max_multiplier',
  'sum_multipliers',
  'turnover',
  'net_win',
] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];

export const TOURNAMENT_REGISTRATIONS = ['auto', 'opt_in'] as const;
export type TournamentRegistration = (typeof TOURNAMENT_REGISTRATIONS)[number];

export const TOURNAMENT_POOL_MODES = ['fixed', 'turnover_share'] as const;
export const TOURNAMENT_PRIZE_KINDS = ['real', 'bonus', 'free_spins'] as const;
export type TournamentPrizeKind = (typeof TOURNAMENT_PRIZE_KINDS)[number];

/** How often the scoring job runs (and the clock moves statuses). */
export const TOURNAMENT_TICK_MS = 5_000;

/**
 * Rounds still in flight at `ends_at` (a crash round, a sports ticket) settle within this: the
 * tournament stays active this long after its end before it is finalized. Bets count by when
 * they settled, up to `ends_at`.
 */
export const TOURNAMENT_GRACE_MS = 30_000;

/** Bets settled less than this ago are left to the next tick (a transaction may still commit). */
export const TOURNAMENT_SCORING_LAG_MS = 2_000;

/** Rows of a leaderboard. */
export const TOURNAMENT_BOARD_SIZE = 20;

/** Basis points in a whole (share_bp). */
export const BASIS_POINTS = 10_000;
