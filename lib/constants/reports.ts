import type { StatementProduct } from './statement';

/**
 * The back office's financial reports (issue 36). GGR and NGR have no single definition in the
 * industry; ours is written here, on the Reports page and in docs/ARCHITECTURE.md ("Reports").
 *
 * - Figures are real money that moved (posted ledger transfers), by the UTC day it moved and
 *   its currency. A sports stake counts when its ticket settles (until then it is a hold).
 * - GGR of a product = real money players staked − real money it paid back (wins, refunds,
 *   rollbacks; a payout taken back after a resettlement pays back less).
 * - Play with bonus money is shown beside it and is not revenue: bonus money becomes a cost
 *   when it turns into real money.
 * - Bonus cost = real money given: bonus money converted to real after wagering, bonuses paid
 *   straight into real money, cashback, rakeback, VIP rewards and tournament prizes.
 * - Payment fees = what the house paid the payment providers (`psp_fee`).
 * - Provider fees = the game aggregator's share of positive casino GGR
 *   (`CASINO_PROVIDER_FEE_BP`, basis points).
 * - NGR = GGR − bonus cost − payment fees − provider fees. Staff adjustments are shown and are
 *   not part of NGR (they correct mistakes, they do not earn).
 */
export const GAMING_PRODUCTS = [
  'games',
  'crash',
  'rooms',
  'casino',
  'sports',
] as const satisfies readonly StatementProduct[];
export type GamingProduct = (typeof GAMING_PRODUCTS)[number];

/** Ledger kinds that are a stake (anything else from a player to the house is a payback undone). */
export const STAKE_KINDS = ['bet_stake', 'casino_bet'] as const;

/** The longest window one report reads, in days. */
export const REPORT_MAX_DAYS = 366;
/** The window a report reads when none is asked: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
