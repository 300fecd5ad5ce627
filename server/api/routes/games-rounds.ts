import type { RoundGame } from '@/lib/games/definition';
import { gameBetSchemas, roundAnswerSchema } from '@/lib/schemas/games';
import { actOnRound } from '@/server/services/games/act-on-round';
import { getOpenRound } from '@/server/services/games/get-open-round';
import { startRound } from '@/server/services/games/start-round';
import { router } from '../env';
import { operation } from '../operation';
import { BET_ERRORS, betAnswerOf } from './games-play';

/**
 * The routes of a multi-step game (hilo, miner), mounted at `/api/v2/games/{game}` for every
 * round game of the registry (its `recent` list is the games router's): start, the game's
 * actions, cash-out and the open round.
 */
export function roundRoutes(game: RoundGame) {
  const { requestSchema } = gameBetSchemas[game.id];
  const answerSchema = betAnswerOf(game);
  const tags = ['games'] as const;
  const routes = router()
    // POST /api/v2/games/{game}/start — take the stake and start a round (deal, lay the mines)
    .post(
      '/start',
      operation(
        {
          summary: game.summary,
          tags,
          auth: 'bearer',
          account: 'bet',
          body: requestSchema,
          answer: answerSchema,
          errors: BET_ERRORS,
        },
        (c, { body }) => startRound(c.var.ctx, c.var.auth.user, game, body),
      ),
    )
    // POST /api/v2/games/{game}/cashout — end the round for stake × multiplier
    .post(
      '/cashout',
      operation(
        {
          summary: 'End the open round for stake \u00d7 multiplier',
          tags,
          auth: 'bearer',
          answer: answerSchema,
          errors: [404, 409, 429],
        },
        (c) => actOnRound(c.var.ctx, c.var.auth.user, game, game.cashOut),
      ),
    )
    // GET /api/v2/games/{game}/round — the open round, if any
    .get(
      '/round',
      operation(
        {
          summary: 'The open round, or null',
          tags,
          auth: 'bearer',
          answer: roundAnswerSchema(answerSchema),
        },
        async (c) => {
          c.header('Cache-Control', 'no-store');
          return { round: await getOpenRound(c.var.ctx, c.var.auth.user.id, game.id) };
        },
      ),
    );
  for (const [path, action] of Object.entries(game.actions)) {
    // POST /api/v2/games/{game}/{action} — hilo's guess (or skip), miner's reveal
    routes.post(
      `/${path}`,
      operation(
        {
          summary: action.summary,
          tags,
          auth: 'bearer',
          body: action.input,
          answer: answerSchema,
          errors: [404, 409, 429],
        },
        (c, { body }) => {
          const { ctx, auth } = c.var;
          return actOnRound(ctx, auth.user, game, action.toAction(body), action.field);
        },
      ),
    );
  }
  return routes;
}
