import type { crashBetRequestSchema } from '@/lib/schemas/crash';
import type { z } from '@/lib/zod';
import { schemaLoader, type ApiClient } from './client';
import { GAME_SERVICE_OF } from './game-services';

const crashSchemas = schemaLoader(() => import('@/lib/schemas/crash'));

/**
 * Crash's calls (`/api/v2/games/crash`). The rounds' changes arrive on the stream (topic `crash`);
 * these are the player's own actions and the lookups the page and `/fair` make. Amounts and
 * multipliers are major units and plain numbers (2.5 is 2.50×).
 */
/** Crash's calls go to its service's base (`lib/api/game-services.ts`). */
const CRASH = { service: GAME_SERVICE_OF.crash };

export const CRASH_PATHS = {
  state: 'api/v2/games/crash',
  myBets: 'api/v2/games/crash/my-bets',
} as const;

/** The rounds on screen with their bets, the last rounds, the chain and the server's clock. */
export function crashState(api: ApiClient) {
  return api.get(CRASH_PATHS.state, crashSchemas('crashStateSchema'), CRASH);
}

/** A bet on the round taking bets (the next one while a round runs). */
export function placeCrashBet(api: ApiClient, body: z.input<typeof crashBetRequestSchema>) {
  return api.post('api/v2/games/crash/bet', crashSchemas('crashMyBetSchema'), body, CRASH);
}

/** Takes a bet back before its round starts. */
export function cancelCrashBet(api: ApiClient, id: string) {
  return api.delete(`api/v2/games/crash/bet/${id}`, crashSchemas('crashMyBetSchema'), CRASH);
}

/** Cashes out the riding bet at the multiplier of the moment the server receives this. */
export function cashOutCrash(api: ApiClient) {
  return api.post('api/v2/games/crash/cashout', crashSchemas('crashMyBetSchema'), undefined, CRASH);
}

/** The player's bets in the rounds not yet over. */
export function myCrashBets(api: ApiClient) {
  return api.get(CRASH_PATHS.myBets, crashSchemas('crashMyBetsAnswerSchema'), CRASH);
}

/** A finished round with its point, hash and visible bets. */
export function crashRound(api: ApiClient, id: number) {
  return api.get(`api/v2/games/crash/rounds/${id}`, crashSchemas('crashRoundAnswerSchema'), CRASH);
}
