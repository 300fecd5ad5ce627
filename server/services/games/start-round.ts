import type { z } from 'zod';
import type { InHouseGame } from '@/lib/constants/games';
import type { InputSchema, RoundGame } from '@/lib/games/definition';
import type { RoundState } from '@/lib/games/round';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { placeBet } from './place-bet';
import type { ParsedBetRequest } from '@/lib/schemas/games';
import { roundOutcome } from './round-outcome';

/**
 * Starts a round of a multi-step game (hilo, miner): the stake is taken now and the game's start
 * (the first card, the mines) comes from the round's seeds. A second round of the game while one
 * is open is 409 `round_open`.
 */
export function startRound<S extends InputSchema, R extends RoundState, A>(
  ctx: AppContext,
  user: User,
  game: RoundGame<InHouseGame, S, R, A>,
  request: ParsedBetRequest,
) {
  // The request was parsed by this game's start schema: the fields besides the key and the
  // amount are the game's input.
  const { key, amount, ...fields } = request;
  const input = fields as z.output<S>;
  if (amount === undefined) throw new Error(`a ${game.id} round needs an amount`);
  return placeBet(ctx, user, {
    game: game.id,
    key,
    stake: amount,
    inputs: fields,
    settlesAtOnce: false,
    play: (seeds) => roundOutcome(game, amount, game.start(seeds, input)),
  });
}
