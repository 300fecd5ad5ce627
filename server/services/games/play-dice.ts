import { type DiceDirection, diceBetProblem, playDice } from '@/lib/games/dice/dice';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { placeBet, settled } from './place-bet';

export type DiceRequest = {
  key: string;
  /** Minor units. */
  amount: number;
  target: number;
  direction: DiceDirection;
};

/** A dice bet: the roll of float 0 over or under the target; a target out of range is 422. */
export function playDiceBet(ctx: AppContext, user: User, input: DiceRequest) {
  const bet = { target: input.target, direction: input.direction };
  if (diceBetProblem(bet)) throw AppError.field('target', 'invalid_value');
  return placeBet(ctx, user, {
    game: 'dice',
    key: input.key,
    stake: input.amount,
    inputs: bet,
    play: (seeds) => {
      const outcome = playDice(seeds, bet);
      return settled(input.amount, outcome.multiplier, outcome.win, {
        roll: outcome.roll,
        win_chance: outcome.winChance,
      });
    },
  });
}
