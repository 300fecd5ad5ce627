import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '@/server/db/schema';
import {
  SESSION_CACHE_S,
  SESSIONS_TOPIC,
  shareSessionChanges,
} from '@/server/services/sessions/session-cache';
import { createTestApi, type TestApi } from '@/tests/support/api';

/**
 * Bearer requests trust a session found live for SESSION_CACHE_S (issue 15: one query fewer per
 * bet). A revocation or change made by this process bites at once; one made by another
 * instance that did not tell (here: straight in the database) within SESSION_CACHE_S; one it
 * told (`shareSessionChanges`) at once.
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

describe('between instances (shareSessionChanges, as startContext wires it)', () => {
  const word = (data: object) =>
    JSON.stringify({ topic: SESSIONS_TOPIC, type: 'forget', at: Date.now(), data });

  it("another instance's word that a session ended is heard at once", async () => {
    const stop = shareSessionChanges(api.ctx);
    try {
      const { token } = await api.registerByEmail();
      expect((await profile(token)).status).toBe(200);
      await api.ctx.db
        .update(sessions)
        .set({ revokedAt: api.clock.now() })
        .where(eq(sessions.id, sessionIdOf(token)));
      expect((await profile(token)).status).toBe(200);
      api.ctx.stream.deliver(word({ sessionId: sessionIdOf(token) }));
      expect((await profile(token)).status).toBe(401);
    } finally {
      stop();
    }
  });

  it("another instance's word that a player changed (blocked) is heard at once", async () => {
    const stop = shareSessionChanges(api.ctx);
    try {
      const { token } = await api.registerByEmail();
      const userId = (await profile(token)).json.user.id as number;
      await api.ctx.db
        .update(users)
        .set({ timezone: 'Asia/Almaty', updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      expect((await profile(token)).json.user.timezone).not.toBe('Asia/Almaty');
      api.ctx.stream.deliver(word({ userId }));
      expect((await profile(token)).json.user.timezone).toBe('Asia/Almaty');
    } finally {
      stop();
    }
  });

  it('a logout and a change here are told to the others', async () => {
    const stop = shareSessionChanges(api.ctx);
    const publish = jest.spyOn(api.ctx.events, 'publish');
    try {
      const { token } = await api.registerByEmail();
      await api.put('/api/profile/settings', { locale: 'kz' }, { token });
      const userId = (await profile(token)).json.user.id as number;
      expect(publish).toHaveBeenCalledWith({
        topic: SESSIONS_TOPIC,
        type: 'forget',
        data: { userId },
      });
      expect((await api.put('/api/auth/logout', undefined, { token })).status).toBe(200);
      expect(publish).toHaveBeenCalledWith({
        topic: SESSIONS_TOPIC,
        type: 'forget',
        data: { sessionId: sessionIdOf(token) },
      });
    } finally {
      publish.mockRestore();
      stop();
    }
  });
});
