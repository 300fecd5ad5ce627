import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { createApp } from '@/server/api/app';
import { fairSeeds, gameBets } from '@/server/db/schema';
import { createTestApi, type TestApi } from './api';
import { fundedPlayer, OPERATOR_TOKEN } from './wallet';

export const GAMES = '/api/api/v2/games';
export const FAIR = '/api/api/v2/fair';

/** A fresh idempotency key of a bet. */
export const betKey = () => `key-${randomBytes(8).toString('hex')}`;

/** A registered player funded with `amount` (major units) of real money. */
export function gamePlayer(api: TestApi, amount = 1000, currency: Currency = 'RUB') {
  return fundedPlayer(api, { amount, currency });
}

/** The player's active seed pair straight from the database (tests may peek at the secret). */
export async function activePair(api: TestApi, userId: number) {
  const [pair] = await api.ctx.db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
  return pair;
}

/** Every bet row of the player. */
export function betRows(api: TestApi, userId: number) {
  return api.ctx.db.select().from(gameBets).where(eq(gameBets.userId, userId));
}

/**
 * The API as a new process would see it, on the same database: on PostgreSQL a new pool and app
 * (`createTestApi` on DATABASE_URL); on PGlite, whose in-memory database lives in this process, a
 * new app over the same context.
 */
export async function restartedApi(api: TestApi) {
  if (api.databaseUrl) {
    return createTestApi({ env: { OPERATOR_TOKEN }, databaseUrl: api.databaseUrl });
  }
  const app = createApp(async () => api.ctx);
  async function call(method: string, path: string, body: unknown, token: string) {
    const response = await app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-forwarded-for': api.ip,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }
  return {
    get: (path: string, options: { token: string }) => call('GET', path, undefined, options.token),
    post: (path: string, body: unknown, options: { token: string }) =>
      call('POST', path, body, options.token),
    close: async () => {},
  };
}
