/** Currencies a wallet can hold (spec §1, §3). */
export const CURRENCIES = ['RUB', 'USD', 'KZT', 'INR', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
