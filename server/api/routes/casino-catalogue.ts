import {
  casinoFavouriteAnswerSchema,
  casinoGameAnswerSchema,
  casinoGamesAnswerSchema,
  casinoGamesQuerySchema,
  casinoProvidersAnswerSchema,
  casinoProvidersQuerySchema,
  casinoRecentAnswerSchema,
} from '@/lib/schemas/casino';
import { addFavourite, removeFavourite } from '@/server/services/casino/catalogue/favourites';
import { getCasinoGame } from '@/server/services/casino/catalogue/get-game';
import { listCasinoGames } from '@/server/services/casino/catalogue/list-games';
import { listCasinoProviders } from '@/server/services/casino/catalogue/list-providers';
import { recentCasinoGames } from '@/server/services/casino/catalogue/recent-games';
import { pathParam, router } from '../env';
import { operation } from '../operation';
import { optionalPlayer, requestCountry } from '../visitor';

const favourite = (summary: string, change: typeof addFavourite | typeof removeFavourite) =>
  operation(
    { summary, tags: ['casino'], auth: 'bearer', answer: casinoFavouriteAnswerSchema },
    (c) => change(c.var.ctx, { userId: c.var.auth.user.id, slug: pathParam(c, 'slug') }),
  );

/**
 * The casino catalogue (issue 17), mounted at `/casino`: what guests and players see of the
 * slots and live games. Games blocked in the visitor's country are left out of every list.
 */
export const casinoCatalogue = router()
  // GET /casino/games — a page of the grid: filters, search, sort, cursor
  .get(
    '/games',
    operation(
      {
        summary: 'A page of casino games: filters, search by name, sort, cursor paging',
        tags: ['casino'],
        query: casinoGamesQuerySchema,
        answer: casinoGamesAnswerSchema,
        errors: [401],
      },
      async (c, { query }) => {
        const [country, player] = await Promise.all([requestCountry(c), optionalPlayer(c)]);
        return listCasinoGames(c.var.ctx, { query, country, userId: player?.id ?? null });
      },
    ),
  )
  // GET /casino/games/{slug} — one game and its live tables, for its launch page
  .get(
    '/games/:slug',
    operation(
      {
        summary: 'One casino game with its live tables; `available_here` false where blocked',
        tags: ['casino'],
        answer: casinoGameAnswerSchema,
      },
      async (c) => {
        const [country, player] = await Promise.all([requestCountry(c), optionalPlayer(c)]);
        return getCasinoGame(c.var.ctx, {
          slug: pathParam(c, 'slug'),
          country,
          userId: player?.id ?? null,
        });
      },
    ),
  )
  // GET /casino/providers — the studios with visible games and how many, for the filter
  .get(
    '/providers',
    operation(
      {
        summary: 'Casino studios with the number of games the visitor may see',
        tags: ['casino'],
        query: casinoProvidersQuerySchema,
        answer: casinoProvidersAnswerSchema,
      },
      async (c, { query }) =>
        listCasinoProviders(c.var.ctx, { kind: query.kind, country: await requestCountry(c) }),
    ),
  )
  // GET /casino/recent — the games the player launched, latest first
  .get(
    '/recent',
    operation(
      {
        summary: 'The casino games the player launched lately, latest first',
        tags: ['casino'],
        auth: 'bearer',
        answer: casinoRecentAnswerSchema,
      },
      async (c) => ({
        games: await recentCasinoGames(c.var.ctx, {
          userId: c.var.auth.user.id,
          country: await requestCountry(c),
        }),
      }),
    ),
  )
  // PUT /casino/favourites/{slug} — mark a game as a favourite
  .put('/favourites/:slug', favourite('Mark a casino game as a favourite', addFavourite))
  // DELETE /casino/favourites/{slug} — unmark it
  .delete('/favourites/:slug', favourite('Unmark a favourite casino game', removeFavourite));
