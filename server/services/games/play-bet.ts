import type { z } from 'zod';
import type { InHouseGame } from '@/lib/constants/games';
import type { InputSchema, Outcome, SingleStepGame } from '@/lib/games/definition';
import type { AppContext } from '@/server/app-context';
import type { ParsedBetRequest } from '@/lib/schemas/games';
import type { User } from '@/server/db/schema';
import { placeBet } from './place-bet';

/**
 * A bet of a single-step game (dice, coinflip, roulette, keno, cases), as its definition says:
 * the stake is the request's amount or what the game works out from its inputs (roulette's
 * chips, a case's price in the player's currency, checked against the game's limits all the
 * same); the game's rules give the outcome from the bet's seeds, its payout rule the payout, and
 * its inputs are stored and answered with the bet.
 */
export function playBet<S extends InputSchema, O extends Outcome>(
  ctx: AppContext,
  user: User,
  game: SingleStepGame<InHouseGame, S, O>,
  request: ParsedBetRequest,
) {
  // The request was parsed by this game's request schema: the fields besides the key and the
  // amount are the game's input.
  const { key, amount, ...fields } = request;
  const input = fields as z.output<S>;
  const stake = game.stakeOf ? game.stakeOf(input, user.currency) : amount;
  if (stake === undefined) throw new Error(`a ${game.id} bet needs an amount`);
  return placeBet(ctx, user, {
    game: game.id,
    key,
    stake,
    inputs: game.inputsOf ? game.inputsOf(input) : fields,
    settlesAtOnce: true,
    play: (seeds) => {
      const outcome = game.play(seeds, input, user.currency);
      return {
        status: 'settled',
        multiplier: outcome.multiplier,
        payout: game.payout(stake, outcome),
        win: outcome.win,
        result: outcome.result,
      };
    },
  });
}
