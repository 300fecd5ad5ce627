import { assertFloat } from '@/lib/games/fair/assert-float';
import { floats } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import { spinAt } from './spin';
import { REELS, type SlotConfig, type SlotMode, type SlotSpin } from './types';

/**
 * A round is one bet, so one nonce: spin k of the round (0 the base spin, 1… its free spins, in
 * play order) reads floats 5k … 5k + 4 of that nonce (`lib/games/fair`: float i from HMAC round
 * floor(i / 8)). Reel r stops at floor(f_r × strip length). A player recomputes every spin of a
 * round from the revealed server seed, their client seed and the round's nonce.
 */
export const FLOATS_PER_SPIN = REELS;

/** The stops the floats pick, one per reel. */
export function stopsFromFloats(
  config: SlotConfig,
  mode: SlotMode,
  values: readonly number[],
): number[] {
  if (values.length !== REELS) throw new RangeError(`expected ${REELS} floats`);
  return config.reels[mode].map((strip, reel) =>
    Math.floor(assertFloat(values[reel]!) * strip.length),
  );
}

/** Spin `index` of the round at this nonce, on the mode's strips. */
export function spinFromFair(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  config: SlotConfig,
  index = 0,
  mode: SlotMode = index === 0 ? 'base' : 'free',
): SlotSpin {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`bad spin index: ${index}`);
  const seeds: SeedPair = { serverSeed, clientSeed, nonce };
  const values = floats(seeds, FLOATS_PER_SPIN, index * FLOATS_PER_SPIN);
  return spinAt(config, mode, stopsFromFloats(config, mode, values));
}
