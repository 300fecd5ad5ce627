import type { HiloGuess } from '@/lib/games/hilo/cards';
import { type HiloAction, hiloDraw, hiloReduce, type HiloRound } from '@/lib/games/hilo/round';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { actOnRound } from './act-on-round';
import { playRule } from './game-error';
import { hiloOutcome } from './hilo-outcome';

function act(ctx: AppContext, user: User, action: HiloAction) {
  return actOnRound(ctx, user, 'hilo', ({ bet, seeds }) =>
    hiloOutcome(
      bet.amount,
      playRule('guess', () => hiloReduce(bet.state as HiloRound, action, hiloDraw(seeds))),
    ),
  );
}

/**
 * A guess on the current card (the next card is float n of the round's nonce) or a skip. A
 * guess that cannot lose is 422 on `guess`; a wrong guess ends the round lost.
 */
export function guessHilo(ctx: AppContext, user: User, guess: HiloGuess | 'skip') {
  return act(ctx, user, guess === 'skip' ? { type: 'skip' } : { type: 'guess', guess });
}

/**
 * Cashes the round out for floor(stake × multiplier). Only after a guess has won (before that
 * the multiplier is 0, and cashing out the stake untouched would make a free bet): 409
 * `round_not_open` otherwise, as with no open round at all.
 */
export function cashOutHilo(ctx: AppContext, user: User) {
  return act(ctx, user, { type: 'cash_out' });
}
