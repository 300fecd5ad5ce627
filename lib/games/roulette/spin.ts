import { GameError } from '@/lib/games/errors';
import { assertFloat } from '@/lib/games/fair/assert-float';
import { floats } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import { multiplierDown } from '@/lib/games/multiplier';
import {
  chipWins,
  ROULETTE_PAYOUTS,
  type RouletteBet,
  rouletteBetsProblem,
  rouletteStake,
} from './bets';
import { POCKETS, pocketColor, type PocketColor } from './layout';

export type RouletteChipResult = { bet: RouletteBet; win: boolean; payout: number };

export type RouletteResult = {
  pocket: number;
  color: PocketColor;
  chips: RouletteChipResult[];
  /** Sum of the chips, minor units. */
  stake: number;
  /** Paid back in minor units, exactly: each winning chip gets amount × (payout + 1). */
  payout: number;
  /** payout / stake rounded down to four decimals, for display; the payout is exact. */
  multiplier: number;
  /** The spin paid more than the stake. */
  win: boolean;
};

/** pocket = floor(f · 37). */
export function roulettePocket(float: number): number {
  return Math.floor(assertFloat(float) * POCKETS);
}

/** A spin's result from its first float. */
export function rouletteOutcome(float: number, bets: readonly RouletteBet[]): RouletteResult {
  const problem = rouletteBetsProblem(bets);
  if (problem) throw new GameError(problem, 'bad roulette chips');
  const pocket = roulettePocket(float);
  const chips = bets.map((bet) => {
    const win = chipWins(bet, pocket);
    return { bet, win, payout: win ? bet.amount * (ROULETTE_PAYOUTS[bet.kind] + 1) : 0 };
  });
  const stake = rouletteStake(bets);
  const payout = chips.reduce((sum, chip) => sum + chip.payout, 0);
  return {
    pocket,
    color: pocketColor(pocket),
    chips,
    stake,
    payout,
    multiplier: multiplierDown(payout, stake),
    win: payout > stake,
  };
}

/** A spin's result from its seeds: float 0. */
export function playRoulette(seeds: SeedPair, bets: readonly RouletteBet[]): RouletteResult {
  return rouletteOutcome(floats(seeds, 1)[0]!, bets);
}
