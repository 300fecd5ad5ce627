import { isGameId } from '@/lib/games/registry';
import { betsRequestSchema, currencyRequestSchema } from '@/lib/schemas/games';
import { AppError } from '@/server/lib/app-error';
import { listBets } from '@/server/services/games/list-bets';
import { listLimits } from '@/server/services/games/list-limits';
import { listRecentBets } from '@/server/services/games/list-recent-bets';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readQuery } from '../validate';
import { viewerCurrency } from '../viewer-currency';

/** Lists of the in-house games, mounted at `/api/v2/games` before the games' own routes. */
export const games = router()
  // GET /api/v2/games/limits — every game's bet range in a currency (asked, the player's or RUB)
  .get('/limits', async (c) => {
    const { currency } = readQuery(c, currencyRequestSchema);
    return c.json(listLimits(await viewerCurrency(c, currency)));
  })
  // GET /api/v2/games/bets — the player's bets, newest first, optionally of one game
  .get('/bets', requireAuth, async (c) => {
    const { game, page, per_page: perPage } = readQuery(c, betsRequestSchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await listBets(c.var.ctx, c.var.auth.user.id, { game, page, perPage }));
  })
  // GET /api/v2/games/{game}/recent — everyone's last settled bets, names masked
  .get('/:game/recent', async (c) => {
    const game = c.req.param('game');
    if (!isGameId(game)) throw AppError.of('not_found', 404);
    c.header('Cache-Control', 'no-store');
    return c.json({ bets: await listRecentBets(c.var.ctx, game) });
  });
