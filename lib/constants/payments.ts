/** Deposit amount defaults when a payment method gives none (spec §5). */
export const DEPOSIT_DEFAULT_MIN = 100;
export const DEPOSIT_DEFAULT_MAX = 300000;
export const DEPOSIT_DEFAULT_AMOUNT = 100;
