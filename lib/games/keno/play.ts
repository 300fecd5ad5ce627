import { KENO_DRAWN } from '@/lib/constants/games';
import { floats } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import { type KenoBet, kenoOutcome, type KenoResult } from './keno';

// Apart from keno.ts, whose paytables the board shows: this one hashes (HMAC-SHA256 from the seeds).

/** A ticket's result from its seeds: floats 0–9 (rounds 0 and 1). */
export function playKeno(seeds: SeedPair, bet: KenoBet): KenoResult {
  return kenoOutcome(floats(seeds, KENO_DRAWN), bet);
}
