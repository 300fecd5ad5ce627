import type { InHouseGame } from '@/lib/constants/games';
import type { InputSchema, RoundGame } from '@/lib/games/definition';
import type { RoundState } from '@/lib/games/round';
import type { Outcome } from './bet-placement';

/**
 * The bet a round amounts to: open, lost, or settled for the game's payout rule; the answered
 * result is the game's view of the round, and the whole round, secrets included, is its stored
 * state.
 */
export function roundOutcome<R extends RoundState, A>(
  game: RoundGame<InHouseGame, InputSchema, R, A>,
  stake: number,
  round: R,
): Outcome {
  return {
    status: round.status === 'open' ? 'open' : 'settled',
    multiplier: round.multiplier,
    payout: game.payout(stake, round),
    win: round.status === 'cashed_out',
    result: game.view(round),
    state: round,
  };
}
