import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '@/server/db/schema';
import { SESSION_CACHE_S } from '@/server/services/sessions/session-cache';
import { createTestApi, type TestApi } from '@/tests/support/api';

/**
 * Bearer requests trust a session found live for SESSION_CACHE_S (issue 15: one query fewer per
 * bet). A revocation or change made by this process bites at once; one made by another
 * instance (here: straight in the database) within SESSION_CACHE_S.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const profile = (token: string) => api.get('/api/profile/user', { token });
const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

it('a session revoked elsewhere stops working within SESSION_CACHE_S seconds', async () => {
  expect(SESSION_CACHE_S).toBeLessThanOrEqual(5);
  const { token } = await api.registerByEmail();
  expect((await profile(token)).status).toBe(200);
  // Another instance logs the session out: this process does not hear of it.
  await api.ctx.db
    .update(sessions)
    .set({ revokedAt: api.clock.now() })
    .where(eq(sessions.id, sessionIdOf(token)));
  api.clock.advance(SESSION_CACHE_S * 1000 - 1);
  expect((await profile(token)).status).toBe(200);
  api.clock.advance(1);
  expect((await profile(token)).status).toBe(401);
  // Refreshing always asks the database.
  expect((await api.post('/api/auth/refresh-token', { token })).status).toBe(401);
});

it("this process's logout bites at once", async () => {
  const { token } = await api.registerByEmail();
  expect((await profile(token)).status).toBe(200);
  expect((await api.put('/api/auth/logout', undefined, { token })).status).toBe(200);
  expect((await profile(token)).status).toBe(401);
});

it("this process's change of the player is answered at once; another's within the window", async () => {
  const { token } = await api.registerByEmail();
  expect((await profile(token)).json.user.locale).not.toBe('kz');
  await api.put('/api/profile/settings', { locale: 'kz' }, { token });
  expect((await profile(token)).json.user.locale).toBe('kz');

  const userId = (await profile(token)).json.user.id as number;
  await api.ctx.db
    .update(users)
    .set({ timezone: 'Asia/Almaty', updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  api.clock.advance(SESSION_CACHE_S * 1000);
  expect((await profile(token)).json.user.timezone).toBe('Asia/Almaty');
});
