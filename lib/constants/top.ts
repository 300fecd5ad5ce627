import type { Currency } from './currencies';

/** The currency every cross-currency ranking is counted in (top list, tournaments). */
export const BASE_CURRENCY: Currency = 'RUB';

/** The top list's periods, boards and product filters (`/top`). */
export const TOP_PERIODS = ['24h', '7d', '30d', 'all'] as const;
export const TOP_BOARDS = ['wins', 'multipliers', 'wagered'] as const;
export const TOP_PRODUCTS = [
  'all',
  'in_house',
  'crash',
  'rooms',
  'slots',
  'live_casino',
  'table',
  'sports',
] as const;

/** Rows per board. */
export const TOP_SIZE = 20;

/**
 * The smallest stake, in base-currency minor units (100 ₽), whose multiplier may enter the
 * multipliers board: a 1,000× on a kopek is no feat.
 */
export const TOP_MULTIPLIER_MIN_STAKE = 100_00;

/** How often the boards are computed again. */
export const TOP_REFRESH_MS = 60_000;
