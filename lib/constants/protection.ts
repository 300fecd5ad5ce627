/**
 * Player protection (issue 34): limits, reality checks, time-out, self-exclusion and closure.
 * The timings follow `../shared/research/operations-and-compliance.md` §1 (UKGC RTS 12–13, LCCP
 * 3.5, the MGA's Player Protection Directive); the server enforces every one of them.
 */

/** Money limits: deposits (gross), losses (stakes minus what came back) and stakes. */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** A limit's rolling window; all three may run at once, and the lowest binding one wins. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * Each window in hours. Activity is counted per hour, so a window is the current hour and the
 * whole hours before it: never shorter than the rolling period, at most an hour longer.
 */
export const LIMIT_PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 168, month: 720 };

/** Every limit a player may hold: a money limit per period, and the session time limit. */
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A session time limit, minutes: from 15 minutes to 24 hours. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 1440 } as const;
/** The warning before a session time limit signs the player out. */
export const SESSION_LIMIT_WARNING_S = 300;

/**
 * A raised or removed limit waits this long, then the player confirms it (UKGC RTS 12D's
 * standard 24-hour cooling-off; DraftKings also asks the player to come back and confirm).
 */
export const LIMIT_INCREASE_DELAY_S = 24 * 3600;

/** Reality-check intervals the player chooses from, minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** A time-out: a short break that ends by itself (UKGC: 24 h, a week, a month, up to 6 weeks). */
export const TIMEOUT_TERMS = ['24h', '7d', '30d', '6w'] as const;
export type TimeoutTerm = (typeof TIMEOUT_TERMS)[number];
export const TIMEOUT_TERM_HOURS: Record<TimeoutTerm, number> = {
  '24h': 24,
  '7d': 168,
  '30d': 720,
  '6w': 1008,
};

/** Self-exclusion: at least 6 months (LCCP 3.5), or indefinite. */
export const SELF_EXCLUSION_TERMS = ['6m', '1y', '5y', 'indefinite'] as const;
export type SelfExclusionTerm = (typeof SELF_EXCLUSION_TERMS)[number];
export const SELF_EXCLUSION_TERM_MONTHS: Record<SelfExclusionTerm, number | null> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
  indefinite: null,
};
/** An indefinite self-exclusion may be asked to end no sooner than this. */
export const INDEFINITE_EXCLUSION_MIN_MONTHS = 6;

/**
 * After a self-exclusion's term the account reopens only when the player asks, and only after a
 * cooling-off: a day for a definite term, 7 days for an indefinite one (MGA directive).
 */
export const REOPEN_COOLING_OFF_HOURS = { definite: 24, indefinite: 168 } as const;

/** Players are asked to review their limits this often (UKGC). */
export const LIMITS_REVIEW_MONTHS = 6;

/** The largest amount a money limit takes, major units (a limit above it limits nothing). */
export const MONEY_LIMIT_MAX = 100_000_000;

/** Why a player closes the account; `other` asks for their words. */
export const CLOSURE_REASONS = [
  'gambling_problem',
  'not_interested',
  'other_site',
  'other',
] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/** What refuses a bet or deposit, as the API answers it (422 on `amount`, details beside). */
export const LIMIT_ERRORS = {
  deposit: 'deposit_limit',
  loss: 'loss_limit',
  wager: 'wager_limit',
} as const satisfies Record<MoneyLimitKind, string>;

/**
 * The national self-exclusion register: every account is asked again this often (Russia's list
 * changes at 12:00 and 24:00 Moscow time), and a sign-in this soon after a check does not ask twice.
 */
export const REGISTER_RECHECK_HOURS = 12;
export const REGISTER_FRESH_S = 300;
