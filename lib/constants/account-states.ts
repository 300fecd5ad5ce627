/**
 * A player account's state and what each allows: one table, read by the one guard every product
 * goes through (`server/services/users/account-guard.ts`). Staff set `blocked` and `closed`; the
 * player sets `timed_out` and `self_excluded` (issue 34), and staff can never end those early.
 */

export const ACCOUNT_STATES = [
  'active',
  'blocked',
  'closed',
  'timed_out',
  'self_excluded',
] as const;
/** The states staff may set (`POST /operator/players/{id}/state`). */
export const STAFF_ACCOUNT_STATES = ['active', 'blocked', 'closed'] as const;
/** The states a player chooses to protect themself, which end only on their terms. */
export const PROTECTION_STATES = ['timed_out', 'self_excluded'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** What a player does that a state may refuse. */
export const ACCOUNT_ACTIONS = [
  /** Sign in, refresh a session, and so every request made as the player. */
  'sign_in',
  /** Pay money in. */
  'deposit',
  /** Put money into play: every game, crash, rooms, the casino, sports tickets. */
  'bet',
  /** Be paid: a pending payout approved and sent. */
  'payout',
  /** Receive a bonus, free spins, a promo code's reward, a tournament prize, a VIP reward. */
  'bonus',
  /** Be sent offers. */
  'marketing',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/**
 * - `blocked` (by staff, with a reason): nothing. Payouts asked for before the block stay pending
 *   and cannot be approved; staff may reject them, which returns the money to the balance.
 * - `closed` (by the player or staff): nothing but being paid, so a closed account's pending
 *   payouts still go out and its money goes home.
 * - `timed_out`, `self_excluded` (by the player): signing in to see the state and its end and to
 *   be paid; no bets, deposits, bonuses or offers. Open sports tickets still settle.
 */
export const ACCOUNT_STATE_ALLOWS: Record<AccountState, readonly AccountAction[]> = {
  active: ACCOUNT_ACTIONS,
  blocked: [],
  closed: ['payout'],
  timed_out: ['sign_in', 'payout'],
  self_excluded: ['sign_in', 'payout'],
};

/** The error code a refusal answers, per state (403; `error.<code>` in the messages). */
export const ACCOUNT_STATE_ERRORS = {
  blocked: 'account_blocked',
  closed: 'account_closed',
  timed_out: 'account_timed_out',
  self_excluded: 'account_self_excluded',
} as const satisfies Record<Exclude<AccountState, 'active'>, string>;
export const ACCOUNT_STATE_CODES = Object.values(ACCOUNT_STATE_ERRORS);

/** How long the page shows why the player was signed out. */
export const ACCOUNT_STATE_NOTICE_MS = 12_000;

/**
 * Why the API ended a session, which the page tells the player: the account's state, or the
 * player's own session time limit (issue 34).
 */
export const SIGN_OUT_CODES = [...ACCOUNT_STATE_CODES, 'session_time_limit'] as const;
