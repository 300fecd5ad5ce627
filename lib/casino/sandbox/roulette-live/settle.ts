import { rouletteOutcome, type RouletteResult } from '@/lib/games/roulette/spin';
import type { LiveBet } from './bets';
import type { LiveOutcome } from './fair';

/**
 * What each bet of a round comes to: on a voided round every bet is rolled back (its whole
 * stake returned, no win); otherwise the in-house roulette settles its chips on the round's
 * pocket, paying each winning chip amount × (payout + 1) in minor units, exactly.
 */
export type LiveSettlement =
  | { betId: string; kind: 'rollback'; stake: number }
  | { betId: string; kind: 'settled'; stake: number; payout: number; result: RouletteResult };

export function settleLiveBet(outcome: LiveOutcome, bet: LiveBet): LiveSettlement {
  if (bet.roundId !== outcome.roundId) {
    throw new RangeError(`bet ${bet.betId} is on round ${bet.roundId}, not ${outcome.roundId}`);
  }
  const result = rouletteOutcome(outcome.float, bet.chips);
  if (outcome.voided) return { betId: bet.betId, kind: 'rollback', stake: result.stake };
  return { betId: bet.betId, kind: 'settled', stake: result.stake, payout: result.payout, result };
}

/** Every bet of a round, settled. */
export function settleLiveRound(outcome: LiveOutcome, bets: readonly LiveBet[]): LiveSettlement[] {
  return bets.map((bet) => settleLiveBet(outcome, bet));
}
