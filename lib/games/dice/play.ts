import { floats } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import { type DiceBet, diceOutcome, type DiceResult } from './dice';

// Apart from dice.ts, whose rules the board uses: this one hashes (HMAC-SHA256 from the seeds).

/** A dice bet's result from its seeds: float 0. */
export function playDice(seeds: SeedPair, bet: DiceBet): DiceResult {
  return diceOutcome(floats(seeds, 1)[0]!, bet);
}
