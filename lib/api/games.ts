import type { Currency } from '@/lib/constants/currencies';
import type { GameId, RoundGameId, SingleStepGameId } from '@/lib/games/registry';
import {
  betsPageAnswerSchema,
  caseAnswerSchema,
  caseListAnswerSchema,
  caseSummaryAnswerSchema,
  gameBetSchemas,
  limitsAnswerSchema,
  recentBetsAnswerSchema,
  rotateAnswerSchema,
  roundAnswerSchema,
  seedsAnswerSchema,
  seedsHistoryAnswerSchema,
  type BetAnswer,
  type BetRequest,
  type HiloAction,
} from '@/lib/schemas/games';
import type { ApiClient } from './client';

/**
 * The in-house games and their fairness. Every bet carries `key`, the client's idempotency key
 * (8–64 of `[A-Za-z0-9_-]`): the same key and body answers the first bet. Amounts are major
 * units. Requests and answers are the games' schemas in `lib/schemas/games.ts`.
 */

// Fairness

/** `GET /api/v2/fair/seeds`: the current pair's hash, client seed and next nonce. */
export async function fairSeeds(api: ApiClient) {
  return seedsAnswerSchema.parse(await api.get<unknown>('api/v2/fair/seeds'));
}

/** Changes the client seed of the current pair; the nonce goes on. */
export async function setClientSeed(api: ApiClient, clientSeed: string) {
  const answer = await api.put<unknown>('api/v2/fair/client-seed', { client_seed: clientSeed });
  return seedsAnswerSchema.parse(answer);
}

/** Reveals the current server seed and starts a new pair (nonce 0), with `clientSeed` if given. */
export async function rotateSeeds(api: ApiClient, clientSeed?: string) {
  const body = clientSeed ? { client_seed: clientSeed } : {};
  return rotateAnswerSchema.parse(await api.post<unknown>('api/v2/fair/rotate', body));
}

/** Revealed pairs, newest first. */
export async function seedsHistory(api: ApiClient, page = 1) {
  const answer = await api.get<unknown>('api/v2/fair/seeds/history', { searchParams: { page } });
  return seedsHistoryAnswerSchema.parse(answer);
}

// Bets

/** The answer of a game's bet (or round), checked against that game's answer schema. */
function betAnswer<G extends GameId>(game: G, answer: unknown): BetAnswer<G> {
  return gameBetSchemas[game].answerSchema.parse(answer) as BetAnswer<G>;
}

/**
 * `POST /api/v2/games/{game}/bet`: a bet of a single-step game (roulette's chips make one spin,
 * their total the stake the limits apply to). A case is opened with `openCase`.
 */
export async function placeBet<G extends Exclude<SingleStepGameId, 'cases'>>(
  api: ApiClient,
  game: G,
  body: BetRequest<G>,
) {
  return betAnswer(game, await api.post<unknown>(`api/v2/games/${game}/bet`, body));
}

// Cases

/** The case catalogue (public), priced in `currency` or the player's. */
export async function listCases(api: ApiClient, currency?: Currency) {
  const answer = await api.get<unknown>('api/v2/games/cases', { searchParams: { currency } });
  return caseListAnswerSchema.parse(answer).cases;
}

/** One case; an unknown slug is a 404. */
export async function getCase(api: ApiClient, slug: string, currency?: Currency) {
  const answer = await api.get<unknown>(`api/v2/games/cases/${encodeURIComponent(slug)}`, {
    searchParams: { currency },
  });
  return caseSummaryAnswerSchema.parse(answer);
}

export async function openCase(api: ApiClient, slug: string, key: string) {
  const body: BetRequest<'cases'> = { key };
  const answer = await api.post<unknown>(
    `api/v2/games/cases/${encodeURIComponent(slug)}/open`,
    body,
  );
  return caseAnswerSchema.parse(answer);
}

// Rounds (hilo, miner): the round stays open on the server between calls.

/** `POST /api/v2/games/{game}/start`: takes the stake and starts a round. */
export async function startRound<G extends RoundGameId>(
  api: ApiClient,
  game: G,
  body: BetRequest<G>,
) {
  return betAnswer(game, await api.post<unknown>(`api/v2/games/${game}/start`, body));
}

export async function hiloGuess(api: ApiClient, guess: HiloAction) {
  return betAnswer('hilo', await api.post<unknown>('api/v2/games/hilo/guess', { guess }));
}

export async function minerReveal(api: ApiClient, cell: number) {
  return betAnswer('miner', await api.post<unknown>('api/v2/games/miner/reveal', { cell }));
}

/** `POST /api/v2/games/{game}/cashout`: ends the round for stake × multiplier. */
export async function cashOut<G extends RoundGameId>(api: ApiClient, game: G) {
  return betAnswer(game, await api.post<unknown>(`api/v2/games/${game}/cashout`));
}

/** `GET /api/v2/games/{game}/round`: the open round, or null. */
export async function openRound<G extends RoundGameId>(api: ApiClient, game: G) {
  const answer = await api.get<unknown>(`api/v2/games/${game}/round`);
  const { round } = roundAnswerSchema(gameBetSchemas[game].answerSchema).parse(answer);
  return round as BetAnswer<G> | null;
}

// Lists

/** The last settled bets of everyone in a game (public). */
export async function recentBets(api: ApiClient, game: GameId) {
  const answer = await api.get<unknown>(`api/v2/games/${game}/recent`);
  return recentBetsAnswerSchema.parse(answer).bets;
}

/** The player's bets, newest first, optionally in one game. */
export async function myBets(
  api: ApiClient,
  query: { game?: GameId; page: number; perPage: number },
) {
  const answer = await api.get<unknown>('api/v2/games/bets', {
    searchParams: { game: query.game, page: query.page, per_page: query.perPage },
  });
  return betsPageAnswerSchema.parse(answer);
}

/** Every game's bet range in a currency (default the player's, or RUB for guests). */
export async function gameLimits(api: ApiClient, currency?: Currency) {
  const answer = await api.get<unknown>('api/v2/games/limits', { searchParams: { currency } });
  return limitsAnswerSchema.parse(answer);
}
