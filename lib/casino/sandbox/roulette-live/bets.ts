import type { Currency } from '@/lib/constants/currencies';
import { type RouletteBet, rouletteBetsProblem, rouletteStake } from '@/lib/games/roulette/bets';
import { LIVE_MAX_BETS_PER_ROUND, LIVE_TABLE_LIMITS } from './limits';
import { bettingOpen } from './schedule';

/** Why the table refuses a bet. */
export type LiveBetProblem =
  | 'betting_closed'
  | 'invalid_value'
  | 'too_many_chips'
  | 'below_min_chip'
  | 'over_round_limit'
  | 'too_many_bets';

/** A bet at the table: one request's chips (minor units), all on one round. */
export type LiveBet = {
  readonly betId: string;
  readonly roundId: number;
  readonly chips: readonly RouletteBet[];
};

/**
 * Why a player's new bet on a round is refused at this moment, or null. `placed` are the
 * player's bets already taken on that round (in the same currency): together with the new one
 * they stay within the round limit and the number of bets. Chips are the in-house roulette's,
 * checked by its rules.
 */
export function liveBetProblem(input: {
  roundId: number;
  chips: readonly RouletteBet[];
  currency: Currency;
  placed: readonly LiveBet[];
  nowMs: number;
}): LiveBetProblem | null {
  const { roundId, chips, currency, placed, nowMs } = input;
  if (!bettingOpen(roundId, nowMs)) return 'betting_closed';
  const chipsProblem = rouletteBetsProblem(chips);
  if (chipsProblem) return chipsProblem;
  const limits = LIVE_TABLE_LIMITS[currency];
  if (chips.some((chip) => chip.amount < limits.minChip)) return 'below_min_chip';
  const onRound = placed.filter((bet) => bet.roundId === roundId);
  if (onRound.length >= LIVE_MAX_BETS_PER_ROUND) return 'too_many_bets';
  const staked = onRound.reduce((sum, bet) => sum + rouletteStake(bet.chips), 0);
  return staked + rouletteStake(chips) > limits.maxRound ? 'over_round_limit' : null;
}
