/**
 * The player's statement (issue 32): every movement of money on one of their accounts, with
 * the product it came from and its reason, and the balance after it.
 */

/** Where a movement came from, read off its ledger key; the statement filters by it. */
export const STATEMENT_PRODUCTS = [
  'games',
  'crash',
  'rooms',
  'casino',
  'sports',
  'payments',
  'bonus',
  'vip',
  'tournaments',
  'adjustments',
] as const;
export type StatementProduct = (typeof STATEMENT_PRODUCTS)[number];

/** The accounts a player has a statement of: real money and bonus money. */
export const STATEMENT_ACCOUNTS = ['real', 'bonus'] as const;
export type StatementAccount = (typeof STATEMENT_ACCOUNTS)[number];

/**
 * Why money moved: the ledger transfer's kind, with `_void` when a hold was released (a refused
 * stake, a rejected or cancelled payout). `other` for a kind this list does not name yet.
 */
export const STATEMENT_REASONS = [
  'bet_stake',
  'bet_stake_void',
  'bet_payout',
  'bet_refund',
  'casino_bet',
  'casino_win',
  'casino_rollback',
  'sport_payout',
  'sport_unpay',
  'deposit',
  'deposit_refund',
  'psp_fee',
  'payout',
  'payout_void',
  'payout_return',
  'bonus_credit',
  'bonus_convert',
  'bonus_excess',
  'bonus_expire',
  'bonus_cancel',
  'bonus_forfeit',
  'vip_rakeback',
  'vip_levelup',
  'vip_cashback',
  'tournament_prize',
  'adjustment',
  'debt_settle',
  'other',
] as const;
export type StatementReason = (typeof STATEMENT_REASONS)[number];
