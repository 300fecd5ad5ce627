import type { GameDefinition } from '@/lib/games/definition';
import { GAME_DEFINITIONS } from '@/lib/games/registry';
import {
  betsPageAnswerSchema,
  betsQuerySchema,
  currencyQuerySchema,
  limitsAnswerSchema,
  recentBetsAnswerSchema,
} from '@/lib/schemas/games';
import { listBets } from '@/server/services/games/list-bets';
import { listLimits } from '@/server/services/games/list-limits';
import { listRecentBets } from '@/server/services/games/list-recent-bets';
import { router } from '../env';
import { operation } from '../operation';
import { viewerCurrency } from '../viewer-currency';
import { casesRoutes } from './games-cases';
import { betRoutes } from './games-play';
import { roundRoutes } from './games-rounds';

/** A game's own routes, as its kind and its request make them. */
function playRoutes(game: GameDefinition) {
  if (game.kind === 'round') return roundRoutes(game);
  return game.body === 'key' ? casesRoutes : betRoutes(game);
}

/**
 * Everyone's last settled bets in a game, names masked; first in the game's router, so a
 * `recent` never reads as a case's slug.
 */
function recentRoutes(game: GameDefinition) {
  // GET /api/v2/games/{game}/recent
  return router().get(
    '/recent',
    operation(
      {
        summary: `Everyone\u2019s last settled bets in ${game.id}, names masked`,
        tags: ['games'],
        answer: recentBetsAnswerSchema,
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return { bets: await listRecentBets(c.var.ctx, game.id) };
      },
    ),
  );
}

/**
 * The in-house games, mounted at `/api/v2/games`: the lists across games, then each game of the
 * registry at `/{game}` with its recent bets and its own routes. A game in the registry is
 * served with nothing added here.
 */
export const gamesApi = router()
  // GET /api/v2/games/limits — every game's bet range in a currency (asked, the player's or RUB)
  .get(
    '/limits',
    operation(
      {
        summary: 'Every game\u2019s bet range in the asked currency, the player\u2019s or RUB',
        tags: ['games'],
        query: currencyQuerySchema,
        answer: limitsAnswerSchema,
      },
      async (c, { query }) => listLimits(await viewerCurrency(c, query.currency)),
    ),
  )
  // GET /api/v2/games/bets — the player's bets, newest first, optionally of one game
  .get(
    '/bets',
    operation(
      {
        summary: 'The player\u2019s bets, newest first, optionally of one game',
        tags: ['games'],
        auth: 'bearer',
        query: betsQuerySchema,
        answer: betsPageAnswerSchema,
      },
      (c, { query }) => {
        const { game, page, per_page: perPage } = query;
        c.header('Cache-Control', 'no-store');
        return listBets(c.var.ctx, c.var.auth.user.id, { game, page, perPage });
      },
    ),
  );

for (const game of GAME_DEFINITIONS) {
  gamesApi.route(
    `/${game.id}`,
    router().route('/', recentRoutes(game)).route('/', playRoutes(game)),
  );
}
