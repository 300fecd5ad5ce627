import { minerRevealSchema, minerStartSchema } from '@/lib/schemas/game-requests';
import { getOpenRound } from '@/server/services/games/get-open-round';
import { cashOutMiner, revealMinerCell } from '@/server/services/games/miner-act';
import { startMinerRound } from '@/server/services/games/miner-start';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

/** Miner rounds, mounted at `/api/v2/games/miner` (its `recent` list is the games router's). */
export const gamesMiner = router()
  // POST /api/v2/games/miner/start — take the stake and lay the mines
  .post('/start', requireAuth, async (c) => {
    const input = await readBody(c, minerStartSchema);
    return c.json(await startMinerRound(c.var.ctx, c.var.auth.user, input));
  })
  // POST /api/v2/games/miner/reveal — open a cell
  .post('/reveal', requireAuth, async (c) => {
    const { cell } = await readBody(c, minerRevealSchema);
    return c.json(await revealMinerCell(c.var.ctx, c.var.auth.user, cell));
  })
  // POST /api/v2/games/miner/cashout — end the round for stake × multiplier
  .post('/cashout', requireAuth, async (c) =>
    c.json(await cashOutMiner(c.var.ctx, c.var.auth.user)),
  )
  // GET /api/v2/games/miner/round — the open round, if any
  .get('/round', requireAuth, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ round: await getOpenRound(c.var.ctx, c.var.auth.user.id, 'miner') });
  });
