import { hiloDraw, startHilo } from '@/lib/games/hilo/round';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { hiloOutcome } from './hilo-outcome';
import { placeBet } from './place-bet';

/**
 * Starts a hilo round: the stake is taken now and card 0 dealt from float 0 of the round's
 * nonce. A second round while one is open is 409 `round_open`.
 */
export function startHiloRound(
  ctx: AppContext,
  user: User,
  input: { key: string; /** Minor units. */ amount: number },
) {
  return placeBet(ctx, user, {
    game: 'hilo',
    key: input.key,
    stake: input.amount,
    inputs: {},
    play: (seeds) => hiloOutcome(input.amount, startHilo(hiloDraw(seeds))),
  });
}
