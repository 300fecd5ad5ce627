import { floats } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import { type WheelBet, wheelOutcome, type WheelResult } from './wheel';

// Apart from wheel.ts, whose rules the board uses: this one hashes (HMAC-SHA256 from the seeds).

/** A wheel bet's result from its seeds: float 0. */
export function playWheel(seeds: SeedPair, bet: WheelBet): WheelResult {
  return wheelOutcome(floats(seeds, 1)[0]!, bet);
}
