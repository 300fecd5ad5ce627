import type { z } from 'zod';
import type { GameDefinition, SingleStepGame } from '@/lib/games/definition';
import { gameBetSchemas } from '@/lib/schemas/games';
import { playBet } from '@/server/services/games/play-bet';
import type { SerializedBet } from '@/server/services/games/serialize-bet';
import { router } from '../env';
import { operation } from '../operation';

/** What a bet can be refused for beyond its fields: a replayed key, funds, the pace of bets. */
export const BET_ERRORS = [409, 429] as const;

/**
 * A game's answer schema, typed as what the bet services return for any game: the document
 * shows the game's own shape, and tests check every answer against it at run time.
 */
export function betAnswerOf(game: GameDefinition) {
  return gameBetSchemas[game.id].answerSchema as unknown as z.ZodType<unknown, SerializedBet>;
}

/**
 * A single-step game whose inputs are its request body (dice, coinflip, roulette with several
 * chips, keno), mounted at `/api/v2/games/{game}`.
 */
export function betRoutes(game: SingleStepGame) {
  const { requestSchema } = gameBetSchemas[game.id];
  // POST /api/v2/games/{game}/bet — one bet
  return router().post(
    '/bet',
    operation(
      {
        summary: game.summary,
        tags: ['games'],
        auth: 'bearer',
        account: 'bet',
        body: requestSchema,
        answer: betAnswerOf(game),
        errors: BET_ERRORS,
      },
      (c, { body }) => playBet(c.var.ctx, c.var.auth.user, game, body),
    ),
  );
}
