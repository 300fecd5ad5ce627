import { payoutFor } from '@/lib/games/multiplier';
import type { Outcome } from './place-bet';

type Round = { readonly status: 'open' | 'lost' | 'cashed_out'; readonly multiplier: number };

/**
 * The bet a hilo or miner round amounts to: open, lost, or cashed out for
 * floor(stake × multiplier); the whole round, secrets included, is its stored state.
 */
export function roundOutcome(
  stake: number,
  round: Round,
  result: Record<string, unknown>,
): Outcome {
  const cashedOut = round.status === 'cashed_out';
  return {
    status: round.status === 'open' ? 'open' : 'settled',
    multiplier: round.multiplier,
    payout: cashedOut ? payoutFor(stake, round.multiplier) : 0,
    win: cashedOut,
    result,
    state: round,
  };
}
