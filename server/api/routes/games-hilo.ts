import { hiloGuessSchema, hiloStartSchema } from '@/lib/schemas/game-requests';
import { getOpenRound } from '@/server/services/games/get-open-round';
import { cashOutHilo, guessHilo } from '@/server/services/games/hilo-act';
import { startHiloRound } from '@/server/services/games/hilo-start';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

/** Hilo rounds, mounted at `/api/v2/games/hilo` (its `recent` list is the games router's). */
export const gamesHilo = router()
  // POST /api/v2/games/hilo/start — take the stake and deal the first card
  .post('/start', requireAuth, async (c) => {
    const input = await readBody(c, hiloStartSchema);
    return c.json(await startHiloRound(c.var.ctx, c.var.auth.user, input));
  })
  // POST /api/v2/games/hilo/guess — higher or same, lower or same, or skip the card
  .post('/guess', requireAuth, async (c) => {
    const { guess } = await readBody(c, hiloGuessSchema);
    return c.json(await guessHilo(c.var.ctx, c.var.auth.user, guess));
  })
  // POST /api/v2/games/hilo/cashout — end the round for stake × multiplier
  .post('/cashout', requireAuth, async (c) => c.json(await cashOutHilo(c.var.ctx, c.var.auth.user)))
  // GET /api/v2/games/hilo/round — the open round, if any
  .get('/round', requireAuth, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ round: await getOpenRound(c.var.ctx, c.var.auth.user.id, 'hilo') });
  });
