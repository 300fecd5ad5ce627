import type { TournamentScoring } from '@/lib/constants/tournaments';
import { toMajor, toMinor } from '@/lib/money/units';

/**
 * A stored score (bets; multiplier ×100; base-currency minor units) as the board shows it, and
 * back (an operator's `min_score`). One pair per scoring type.
 */
const UNITS: Record<TournamentScoring, { out(stored: number): number; in(shown: number): number }> =
  {
    bet_count: { out: (n) => n, in: (n) => Math.ceil(n) },
    max_multiplier: { out: (n) => n / 100, in: (n) => Math.round(n * 100) },
    sum_multipliers: { out: (n) => n / 100, in: (n) => Math.round(n * 100) },
    turnover: { out: toMajor, in: toMinor },
    net_win: { out: toMajor, in: toMinor },
  };

export const scoreOut = (scoring: TournamentScoring, stored: number) => UNITS[scoring].out(stored);
export const scoreIn = (scoring: TournamentScoring, shown: number) => UNITS[scoring].in(shown);
