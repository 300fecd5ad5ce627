import { BASIS_POINTS } from '@/lib/constants/tournaments';
import type { Currency } from '@/lib/constants/currencies';
import type { Tournament, TournamentPrize } from '@/server/db/schema';

/** The pool in base-currency minor units: fixed, or its share of the qualifying turnover. */
export function poolAmount(tournament: Pick<Tournament, 'pool'>, turnover: number): number {
  const { pool } = tournament;
  if (pool.mode === 'fixed') return pool.amount;
  return Math.floor((turnover * pool.share_bp) / BASIS_POINTS);
}

/** The prize of a place (1-based), or null when no prize covers it. */
export function prizeOf(prizes: TournamentPrize[], place: number): TournamentPrize | null {
  return prizes.find((prize) => prize.from <= place && place <= prize.to) ?? null;
}

/** A place's share of the pool, base-currency minor units. */
export const placeBase = (prize: TournamentPrize, pool: number) =>
  Math.floor((pool * prize.share_bp) / BASIS_POINTS);

/**
 * Base-currency minor units in `currency`'s minor units at the tournament's rates (the frozen
 * ones, or today's while it has not started), rounded down; null without a rate.
 */
export function fromBase(
  base: number,
  currency: Currency,
  rates: Partial<Record<Currency, number>>,
): number | null {
  const rate = rates[currency];
  if (!rate) return null;
  return Math.floor((base * 100_000_000) / rate);
}
