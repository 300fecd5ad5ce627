import { schemaLoader, type ApiClient } from './client';

const casinoRoundSchemas = schemaLoader(() => import('@/lib/schemas/casino-rounds'));

export const CASINO_ROUNDS_PATH = 'casino/rounds';

/** The player's casino rounds, newest first. */
export function myCasinoRounds(api: ApiClient, query: { page: number; perPage: number }) {
  return api.get(CASINO_ROUNDS_PATH, casinoRoundSchemas('casinoRoundsAnswerSchema'), {
    searchParams: { page: query.page, per_page: query.perPage },
  });
}
