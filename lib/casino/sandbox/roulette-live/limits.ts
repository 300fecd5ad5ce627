import type { Currency } from '@/lib/constants/currencies';

/**
 * The live table's limits per currency, in minor units: the smallest chip, and the most one
 * player may stake on one round (all their bets together). A player may place several bets per
 * round, each of 1–ROULETTE_MAX_CHIPS chips, up to LIVE_MAX_BETS_PER_ROUND of them.
 */
export type LiveTableLimits = { minChip: number; maxRound: number };

export const LIVE_TABLE_LIMITS: Record<Currency, LiveTableLimits> = {
  RUB: { minChip: 10_00, maxRound: 100_000_00 },
  USD: { minChip: 10, maxRound: 2_000_00 },
  EUR: { minChip: 10, maxRound: 2_000_00 },
  KZT: { minChip: 50_00, maxRound: 500_000_00 },
  INR: { minChip: 10_00, maxRound: 100_000_00 },
};

export const LIVE_MAX_BETS_PER_ROUND = 20;
