import type { SeedPair } from '@/lib/games/fair/seeds';
import { spinFromFair } from './fair';
import type { SlotConfig, SlotMode, SlotSpin } from './types';

/**
 * A guard on runaway retriggers: once a round has awarded this many free spins, scatters award
 * no more. Every title's chance of a free spin retriggering is below 2 %, so reaching it takes
 * dozens of retriggers in a row (under 10⁻⁵⁰): it never shapes the RTP the enumeration states.
 */
export const MAX_FREE_SPINS_PER_ROUND = 1000;

export type SlotRound = {
  /** The base spin, then every free spin in play order. */
  readonly spins: readonly SlotSpin[];
  /** Free spins the round played. */
  readonly freeSpins: number;
  /** The round's whole win in credits (multiples of the line bet). */
  readonly credits: number;
};

/**
 * Plays a whole round: the base spin, then the free spins it awards (and those they award),
 * spin k taking its stops from `spinOf(k, mode)`.
 */
export function playRound(spinOf: (index: number, mode: SlotMode) => SlotSpin): SlotRound {
  const spins: SlotSpin[] = [spinOf(0, 'base')];
  let awarded = Math.min(spins[0]!.freeSpinsAwarded, MAX_FREE_SPINS_PER_ROUND);
  for (let index = 1; index <= awarded; index++) {
    const spin = spinOf(index, 'free');
    spins.push(spin);
    awarded = Math.min(awarded + spin.freeSpinsAwarded, MAX_FREE_SPINS_PER_ROUND);
  }
  return {
    spins,
    freeSpins: spins.length - 1,
    credits: spins.reduce((sum, spin) => sum + spin.credits, 0),
  };
}

/** A round from the seeds of its bet (one nonce; `fair.ts` says which floats each spin reads). */
export function playRoundFromFair(seeds: SeedPair, config: SlotConfig): SlotRound {
  return playRound((index, mode) =>
    spinFromFair(seeds.serverSeed, seeds.clientSeed, seeds.nonce, config, index, mode),
  );
}
