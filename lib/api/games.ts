import type { Currency } from '@/lib/constants/currencies';
import type { GameId, RoundGameId, SingleStepGameId } from '@/lib/games/registry';
import type { BetAnswer, BetRequest, HiloAction } from '@/lib/schemas/games';
import type { z } from '@/lib/zod';
import { schemaLoader, type ApiClient } from './client';
import { GAME_SERVICE_OF } from './game-services';

const loadGameSchemas = () => import('@/lib/schemas/games');
const gameSchemas = schemaLoader(loadGameSchemas);
/** What a game page asks for before anyone bets, without every game's definition. */
const listSchemas = schemaLoader(() => import('@/lib/schemas/game-lists'));

/**
 * The in-house games and their fairness. Every bet carries `key`, the client's idempotency key
 * (8–64 of `[A-Za-z0-9_-]`): the same key and body answers the first bet. Amounts are major
 * units. Requests and answers are the games' schemas in `lib/schemas/games.ts`.
 */

/** The calls of no one game (fairness, the player's bets, the limits): `GAME_SERVICE_OF`. */
const GENERAL = { service: 'general' } as const;
/** A game's calls go to its service's base (`lib/api/game-services.ts`). */
const serviceOf = (game: GameId) => ({ service: GAME_SERVICE_OF[game] });

/** Paths of the games' calls; SWR hooks key on them. */
export const GAME_PATHS = {
  seeds: 'api/v2/fair/seeds',
  seedsHistory: 'api/v2/fair/seeds/history',
  bets: 'api/v2/games/bets',
  limits: 'api/v2/games/limits',
  cases: 'api/v2/games/cases',
} as const;

/** A path of one game's own: `api/v2/games/dice/recent`, `api/v2/games/hilo/round`. */
export function gamePath(game: GameId, rest: 'recent' | 'round') {
  return `api/v2/games/${game}/${rest}`;
}

// Fairness

/** `GET /api/v2/fair/seeds`: the current pair's hash, client seed and next nonce. */
export function fairSeeds(api: ApiClient) {
  return api.get(GAME_PATHS.seeds, gameSchemas('seedsAnswerSchema'), GENERAL);
}

/** Changes the client seed of the current pair; the nonce goes on. */
export function setClientSeed(api: ApiClient, clientSeed: string) {
  return api.put(
    'api/v2/fair/client-seed',
    gameSchemas('seedsAnswerSchema'),
    { client_seed: clientSeed },
    GENERAL,
  );
}

/** Reveals the current server seed and starts a new pair (nonce 0), with `clientSeed` if given. */
export function rotateSeeds(api: ApiClient, clientSeed?: string) {
  const body = clientSeed ? { client_seed: clientSeed } : {};
  return api.post('api/v2/fair/rotate', gameSchemas('rotateAnswerSchema'), body, GENERAL);
}

/** Revealed pairs, newest first. */
export function seedsHistory(api: ApiClient, page = 1) {
  return api.get(GAME_PATHS.seedsHistory, gameSchemas('seedsHistoryAnswerSchema'), {
    ...GENERAL,
    searchParams: { page },
  });
}

// Bets

/**
 * The answer schema of a game's bet (or round). The map's entry for `G` parses to that game's
 * answer; TypeScript sees the union of all games', hence the one narrowing here.
 */
function betAnswerSchema<G extends GameId>(game: G) {
  return async () =>
    (await loadGameSchemas()).gameBetSchemas[game].answerSchema as unknown as z.ZodType<
      BetAnswer<G>
    >;
}

/**
 * `POST /api/v2/games/{game}/bet`: a bet of a single-step game (roulette's chips make one spin,
 * their total the stake the limits apply to). A case is opened with `openCase`.
 */
export function placeBet<G extends Exclude<SingleStepGameId, 'cases'>>(
  api: ApiClient,
  game: G,
  body: BetRequest<G>,
) {
  return api.post(`api/v2/games/${game}/bet`, betAnswerSchema(game), body, serviceOf(game));
}

// Cases

/** The case catalogue (public), priced in `currency` or the player's. */
export async function listCases(api: ApiClient, currency?: Currency) {
  const answer = await api.get(GAME_PATHS.cases, gameSchemas('caseListAnswerSchema'), {
    ...serviceOf('cases'),
    searchParams: { currency },
  });
  return answer.cases;
}

/** One case; an unknown slug is a 404. */
export function getCase(api: ApiClient, slug: string, currency?: Currency) {
  return api.get(
    `${GAME_PATHS.cases}/${encodeURIComponent(slug)}`,
    gameSchemas('caseSummaryAnswerSchema'),
    { ...serviceOf('cases'), searchParams: { currency } },
  );
}

export function openCase(api: ApiClient, slug: string, key: string) {
  const body: BetRequest<'cases'> = { key };
  const path = `${GAME_PATHS.cases}/${encodeURIComponent(slug)}/open`;
  return api.post(path, gameSchemas('caseAnswerSchema'), body, serviceOf('cases'));
}

// Rounds (hilo, miner): the round stays open on the server between calls.

/** `POST /api/v2/games/{game}/start`: takes the stake and starts a round. */
export function startRound<G extends RoundGameId>(api: ApiClient, game: G, body: BetRequest<G>) {
  return api.post(`api/v2/games/${game}/start`, betAnswerSchema(game), body, serviceOf(game));
}

export function hiloGuess(api: ApiClient, guess: HiloAction) {
  return api.post('api/v2/games/hilo/guess', betAnswerSchema('hilo'), { guess }, serviceOf('hilo'));
}

export function minerReveal(api: ApiClient, cell: number) {
  return api.post(
    'api/v2/games/miner/reveal',
    betAnswerSchema('miner'),
    { cell },
    serviceOf('miner'),
  );
}

/** `POST /api/v2/games/{game}/cashout`: ends the round for stake × multiplier. */
export function cashOut<G extends RoundGameId>(api: ApiClient, game: G) {
  return api.post(
    `api/v2/games/${game}/cashout`,
    betAnswerSchema(game),
    undefined,
    serviceOf(game),
  );
}

/** `GET /api/v2/games/{game}/round`: the open round, or null. */
export async function openRound<G extends RoundGameId>(api: ApiClient, game: G) {
  return (
    await api.get(
      gamePath(game, 'round'),
      async () => (await loadGameSchemas()).roundAnswerSchema(await betAnswerSchema(game)()),
      serviceOf(game),
    )
  ).round;
}

// Lists

/** The last settled bets of everyone in a game (public). */
export async function recentBets(api: ApiClient, game: GameId) {
  const answer = await api.get(
    gamePath(game, 'recent'),
    listSchemas('recentBetsAnswerSchema'),
    serviceOf(game),
  );
  return answer.bets;
}

/** The player's bets, newest first, optionally in one game. */
export function myBets(api: ApiClient, query: { game?: GameId; page: number; perPage: number }) {
  return api.get(GAME_PATHS.bets, gameSchemas('betsPageAnswerSchema'), {
    ...GENERAL,
    searchParams: { game: query.game, page: query.page, per_page: query.perPage },
  });
}

/** Every game's bet range in a currency (default the player's, or RUB for guests). */
export function gameLimits(api: ApiClient, currency?: Currency) {
  return api.get(GAME_PATHS.limits, listSchemas('limitsAnswerSchema'), {
    ...GENERAL,
    searchParams: { currency },
  });
}
