import { eq } from 'drizzle-orm';
import { simpleAuthTokens } from '@/server/db/schema';
import { sha256 } from '@/server/lib/secrets';
import { issueSimpleAuthToken } from '@/server/services/marketing/issue-simple-auth-token';
import { createTestApi, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const path = '/api/middleware/simpleAuth';

async function newPlayer() {
  const { token } = await api.registerByEmail();
  const profile = await api.get('/api/profile/user', { token });
  return profile.json.user.id as number;
}

describe('POST /middleware/simpleAuth', () => {
  it("trades a one-time token for a session of the token's player", async () => {
    const userId = await newPlayer();
    const { token } = await issueSimpleAuthToken(api.ctx, userId, 600);
    const [row] = await api.ctx.db
      .select()
      .from(simpleAuthTokens)
      .where(eq(simpleAuthTokens.userId, userId));
    expect(row!.tokenHash).toBe(sha256(token));

    const response = await api.post(path, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toEqual({ token: expect.any(String) });
    const profile = await api.get('/api/profile/user', { token: response.json.token });
    expect(profile.json.user.id).toBe(userId);
  });

  it('answers 422 invalid_token for a used, expired or unknown token', async () => {
    const userId = await newPlayer();
    const invalid = { errors: { token: [expect.stringMatching(/^invalid_token: /)] } };

    const { token: used } = await issueSimpleAuthToken(api.ctx, userId, 600);
    expect((await api.post(path, { token: used })).status).toBe(200);
    const again = await api.post(path, { token: used });
    expect(again.status).toBe(422);
    expect(again.json).toEqual(invalid);

    const { token: expiring } = await issueSimpleAuthToken(api.ctx, userId, 60);
    api.clock.advance(60_000);
    expect((await api.post(path, { token: expiring })).json).toEqual(invalid);

    expect((await api.post(path, { token: 'no-such-token' })).json).toEqual(invalid);
  });

  it('lets exactly one of two concurrent uses sign in', async () => {
    const { token } = await issueSimpleAuthToken(api.ctx, await newPlayer(), 600);
    const statuses = await Promise.all([api.post(path, { token }), api.post(path, { token })]);
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('refuses a missing, empty or oversized token and unknown fields', async () => {
    const missing = await api.post(path, { user: 1 });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual({
      token: [expect.stringMatching(/^required: /)],
      user: [expect.stringMatching(/^unknown_field: /)],
    });
    expect((await api.post(path, { token: '' })).json.errors.token).toEqual([
      expect.stringMatching(/^required: /),
    ]);
    expect((await api.post(path, { token: 't'.repeat(257) })).json.errors.token).toEqual([
      expect.stringMatching(/^too_long: /),
    ]);
  });
});
