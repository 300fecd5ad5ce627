import type { CasinoGamesQuery } from '@/lib/schemas/casino';
import type { z } from '@/lib/zod';
import type { casinoGamesQuerySchema } from '@/lib/schemas/casino';
import { schemaLoader, type ApiClient } from './client';

// zod/mini's answers: a catalogue page asks for its tiles on load (lib/schemas/casino-answers.ts).
const casinoSchemas = schemaLoader(() => import('@/lib/schemas/casino-answers'));

/** Paths of the catalogue's calls; SWR hooks key on them. */
export const CASINO_PATHS = {
  games: 'casino/games',
  providers: 'casino/providers',
  recent: 'casino/recent',
} as const;

/** What the grid sends: the query's fields as the browser writes them. */
export type CasinoGamesParams = Partial<z.input<typeof casinoGamesQuerySchema>>;

/** `GET /casino/games`: a page of tiles; `cursor` is the previous page's `next_cursor`. */
export function casinoGames(api: ApiClient, params: CasinoGamesParams) {
  return api.get(CASINO_PATHS.games, casinoSchemas('casinoGamesAnswerSchema'), {
    searchParams: params,
  });
}

/** `GET /casino/providers?kind=`: the studios for the filter, with their game counts. */
export function casinoProviders(api: ApiClient, kind: CasinoGamesQuery['kind']) {
  return api.get(CASINO_PATHS.providers, casinoSchemas('casinoProvidersAnswerSchema'), {
    searchParams: { kind },
  });
}

/** `GET /casino/games/{slug}`: one game for its launch page. */
export function casinoGame(api: ApiClient, slug: string) {
  return api.get(
    `${CASINO_PATHS.games}/${encodeURIComponent(slug)}`,
    casinoSchemas('casinoGameAnswerSchema'),
  );
}

/** `GET /casino/recent`: the player's recently launched games. */
export function recentCasinoGames(api: ApiClient) {
  return api.get(CASINO_PATHS.recent, casinoSchemas('casinoRecentAnswerSchema'));
}

/** Marks (`true`) or unmarks a favourite game. */
export function setFavourite(api: ApiClient, slug: string, favourite: boolean) {
  const path = `casino/favourites/${encodeURIComponent(slug)}`;
  const answer = casinoSchemas('casinoFavouriteAnswerSchema');
  return favourite ? api.put(path, answer) : api.delete(path, answer);
}
