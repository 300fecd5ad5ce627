/** The bonus engine's kinds of bonus (issue 19): what a template gives. */
export const BONUS_KINDS = [
  'deposit_match',
  'fixed',
  'no_deposit',
  'free_spins',
  'cashback',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** What a bonus's wagering is counted on: the bonus alone, or the bonus and its deposit. */
export const BONUS_WAGERING_BASES = ['bonus', 'bonus_plus_deposit'] as const;
export type BonusWageringBase = (typeof BONUS_WAGERING_BASES)[number];

/** Promo codes in a page of the operator's list when `limit` is not given (at most 200). */
export const OPERATOR_PROMO_CODES_PAGE = 50;
