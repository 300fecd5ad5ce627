import { SINGLE_STEP_GAMES } from '@/lib/games/registry';
import { gameBetSchemas } from '@/lib/schemas/games';
import { playBet } from '@/server/services/games/play-bet';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

/**
 * The single-step games' bets, mounted at `/api/v2/games`: one route per game of the registry
 * whose inputs are its request body (a case is opened at its own path, `games-cases.ts`).
 */
export const gamesPlay = router();

for (const game of SINGLE_STEP_GAMES) {
  if (game.body === 'key') continue;
  const { requestSchema } = gameBetSchemas[game.id];
  // POST /api/v2/games/{game}/bet — one bet: dice, coinflip, roulette (several chips), keno
  gamesPlay.post(`/${game.id}/bet`, requireAuth, async (c) => {
    const request = await readBody(c, requestSchema);
    return c.json(await playBet(c.var.ctx, c.var.auth.user, game, request));
  });
}
