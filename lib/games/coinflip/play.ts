import { floats } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import { type CoinflipResult, coinflipOutcome, type CoinSide } from './coinflip';

// Apart from coinflip.ts, whose rules the board uses: this one hashes (HMAC-SHA256 from the seeds).

/** A coinflip bet's result from its seeds: float 0. */
export function playCoinflip(seeds: SeedPair, call: CoinSide): CoinflipResult {
  return coinflipOutcome(floats(seeds, 1)[0]!, call);
}
