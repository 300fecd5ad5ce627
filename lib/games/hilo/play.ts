import { floatAt } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import type { DrawFloat } from './round';

// Apart from round.ts, whose odds the board shows: this one hashes (HMAC-SHA256 from the seeds).

/** The draw of a round played with these seeds: card n is float n. */
export function hiloDraw(seeds: SeedPair): DrawFloat {
  return (index) => floatAt(seeds, index);
}
