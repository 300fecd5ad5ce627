import type { RoundGame } from '@/lib/games/definition';
import { gameBetSchemas } from '@/lib/schemas/games';
import { actOnRound } from '@/server/services/games/act-on-round';
import { getOpenRound } from '@/server/services/games/get-open-round';
import { startRound } from '@/server/services/games/start-round';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

/**
 * The routes of a multi-step game (hilo, miner), mounted at `/api/v2/games/{game}` (its `recent`
 * list is the games router's): start, the game's actions, cash-out and the open round.
 */
export function roundRoutes(game: RoundGame) {
  const { requestSchema } = gameBetSchemas[game.id];
  const routes = router()
    // POST /api/v2/games/{game}/start — take the stake and start a round (deal, lay the mines)
    .post('/start', requireAuth, async (c) => {
      const request = await readBody(c, requestSchema);
      return c.json(await startRound(c.var.ctx, c.var.auth.user, game, request));
    })
    // POST /api/v2/games/{game}/cashout — end the round for stake × multiplier
    .post('/cashout', requireAuth, async (c) =>
      c.json(await actOnRound(c.var.ctx, c.var.auth.user, game, game.cashOut)),
    )
    // GET /api/v2/games/{game}/round — the open round, if any
    .get('/round', requireAuth, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ round: await getOpenRound(c.var.ctx, c.var.auth.user.id, game.id) });
    });
  for (const [path, action] of Object.entries(game.actions)) {
    // POST /api/v2/games/{game}/{action} — hilo's guess (or skip), miner's reveal
    routes.post(`/${path}`, requireAuth, async (c) => {
      const body = await readBody(c, action.input);
      const { ctx, auth } = c.var;
      return c.json(await actOnRound(ctx, auth.user, game, action.toAction(body), action.field));
    });
  }
  return routes;
}
