import type { Currency } from '@/lib/constants/currencies';
import type { InHouseGame } from '@/lib/constants/games';
import type { CoinSide } from '@/lib/games/coinflip/coinflip';
import type { DiceDirection } from '@/lib/games/dice/dice';
import type { KenoRisk } from '@/lib/games/keno/paytables';
import {
  betsPageSchema,
  caseAnswerSchema,
  caseSummarySchema,
  casesSchema,
  coinflipAnswerSchema,
  diceAnswerSchema,
  hiloAnswerSchema,
  kenoAnswerSchema,
  limitsSchema,
  minerAnswerSchema,
  recentBetsSchema,
  rotateAnswerSchema,
  roundAnswerSchema,
  rouletteAnswerSchema,
  seedsHistorySchema,
  seedsSchema,
  type HiloAction,
  type RouletteChip,
} from '@/lib/schemas/games';
import { z } from 'zod';
import type { ApiClient } from './client';

/** Parsed below by each answer's schema. */
const unparsed = z.unknown();

/**
 * Issue 7: the in-house games and their fairness. Every bet carries `key`, the client's
 * idempotency key (8–64 of `[A-Za-z0-9_-]`): the same key and body answers the first bet.
 * Amounts are major units.
 */

/** What every bet request carries. */
export type BetKey = { key: string };

export type DiceBetBody = BetKey & { amount: number; target: number; direction: DiceDirection };
export type CoinflipBetBody = BetKey & { amount: number; side: CoinSide };
export type RouletteBetBody = BetKey & { bets: RouletteChip[] };
export type KenoBetBody = BetKey & { amount: number; picks: number[]; risk: KenoRisk };
export type HiloStartBody = BetKey & { amount: number };
export type MinerStartBody = BetKey & { amount: number; mines: number };

// Fairness

/** `GET /api/v2/fair/seeds`: the current pair's hash, client seed and next nonce. */
export async function fairSeeds(api: ApiClient) {
  return seedsSchema.parse(await api.get('api/v2/fair/seeds', unparsed));
}

/** Changes the client seed of the current pair; the nonce goes on. */
export async function setClientSeed(api: ApiClient, clientSeed: string) {
  const answer = await api.put('api/v2/fair/client-seed', unparsed, { client_seed: clientSeed });
  return seedsSchema.parse(answer);
}

/** Reveals the current server seed and starts a new pair (nonce 0), with `clientSeed` if given. */
export async function rotateSeeds(api: ApiClient, clientSeed?: string) {
  const body = clientSeed ? { client_seed: clientSeed } : {};
  return rotateAnswerSchema.parse(await api.post('api/v2/fair/rotate', unparsed, body));
}

/** Revealed pairs, newest first. */
export async function seedsHistory(api: ApiClient, page = 1) {
  const answer = await api.get('api/v2/fair/seeds/history', unparsed, { searchParams: { page } });
  return seedsHistorySchema.parse(answer);
}

// Single-step games

export async function placeDiceBet(api: ApiClient, body: DiceBetBody) {
  return diceAnswerSchema.parse(await api.post('api/v2/games/dice/bet', unparsed, body));
}

export async function placeCoinflipBet(api: ApiClient, body: CoinflipBetBody) {
  return coinflipAnswerSchema.parse(await api.post('api/v2/games/coinflip/bet', unparsed, body));
}

/** Several chips in one spin; their total is the stake the limits apply to. */
export async function placeRouletteBet(api: ApiClient, body: RouletteBetBody) {
  return rouletteAnswerSchema.parse(await api.post('api/v2/games/roulette/bet', unparsed, body));
}

export async function placeKenoBet(api: ApiClient, body: KenoBetBody) {
  return kenoAnswerSchema.parse(await api.post('api/v2/games/keno/bet', unparsed, body));
}

// Cases

/** The case catalogue (public), priced in `currency` or the player's. */
export async function listCases(api: ApiClient, currency?: Currency) {
  const answer = await api.get('api/v2/games/cases', unparsed, { searchParams: { currency } });
  return casesSchema.parse(answer).cases;
}

/** One case; an unknown slug is a 404. */
export async function getCase(api: ApiClient, slug: string, currency?: Currency) {
  const answer = await api.get(`api/v2/games/cases/${encodeURIComponent(slug)}`, unparsed, {
    searchParams: { currency },
  });
  return caseSummarySchema.parse(answer);
}

export async function openCase(api: ApiClient, slug: string, key: string) {
  const answer = await api.post(`api/v2/games/cases/${encodeURIComponent(slug)}/open`, unparsed, {
    key,
  });
  return caseAnswerSchema.parse(answer);
}

// Hilo: the round stays open on the server between calls.

export async function hiloStart(api: ApiClient, body: HiloStartBody) {
  return hiloAnswerSchema.parse(await api.post('api/v2/games/hilo/start', unparsed, body));
}

export async function hiloGuess(api: ApiClient, guess: HiloAction) {
  return hiloAnswerSchema.parse(await api.post('api/v2/games/hilo/guess', unparsed, { guess }));
}

export async function hiloCashout(api: ApiClient) {
  return hiloAnswerSchema.parse(await api.post('api/v2/games/hilo/cashout', unparsed));
}

/** The open round, or null. */
export async function hiloRound(api: ApiClient) {
  const answer = await api.get('api/v2/games/hilo/round', unparsed);
  return roundAnswerSchema(hiloAnswerSchema).parse(answer).round;
}

// Miner: the round stays open on the server between calls.

export async function minerStart(api: ApiClient, body: MinerStartBody) {
  return minerAnswerSchema.parse(await api.post('api/v2/games/miner/start', unparsed, body));
}

export async function minerReveal(api: ApiClient, cell: number) {
  return minerAnswerSchema.parse(await api.post('api/v2/games/miner/reveal', unparsed, { cell }));
}

export async function minerCashout(api: ApiClient) {
  return minerAnswerSchema.parse(await api.post('api/v2/games/miner/cashout', unparsed));
}

/** The open round, or null. */
export async function minerRound(api: ApiClient) {
  const answer = await api.get('api/v2/games/miner/round', unparsed);
  return roundAnswerSchema(minerAnswerSchema).parse(answer).round;
}

// Lists

/** The last settled bets of everyone in a game (public). */
export async function recentBets(api: ApiClient, game: InHouseGame) {
  const answer = await api.get(`api/v2/games/${game}/recent`, unparsed);
  return recentBetsSchema.parse(answer).bets;
}

/** The player's bets, newest first, optionally in one game. */
export async function myBets(
  api: ApiClient,
  query: { game?: InHouseGame; page: number; perPage: number },
) {
  const answer = await api.get('api/v2/games/bets', unparsed, {
    searchParams: { game: query.game, page: query.page, per_page: query.perPage },
  });
  return betsPageSchema.parse(answer);
}

/** Every game's bet range in a currency (default the player's, or RUB for guests). */
export async function gameLimits(api: ApiClient, currency?: Currency) {
  const answer = await api.get('api/v2/games/limits', unparsed, { searchParams: { currency } });
  return limitsSchema.parse(answer);
}
