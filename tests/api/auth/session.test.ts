import { SignJWT } from 'jose';
import { createTestApi, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ACCESS_TOKEN_TTL_S: '3600' } });
});
afterAll(() => api.close());

describe('bearer tokens', () => {
  it('refuses a missing, malformed or tampered token with 401', async () => {
    const { token } = await api.registerByEmail();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    for (const bad of [null, 'garbage', `${header}.${forged}.${signature}`, `${token}x`]) {
      const response = await api.get('/api/profile/user', { token: bad });
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('refuses a token signed with another key', async () => {
    const { token } = await api.registerByEmail();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await api.get('/api/profile/user', { token: foreign })).status).toBe(401);
  });

  it('expires access tokens; refresh gives a new one while the session lives', async () => {
    const { token } = await api.registerByEmail();
    api.clock.advance(3601 * 1000);
    expect((await api.get('/api/profile/user', { token })).status).toBe(401);

    const refreshed = await api.post('/api/auth/refresh-token', undefined, { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json).toEqual({ access_token: expect.any(String) });
    expect(
      (await api.get('/api/profile/user', { token: refreshed.json.access_token })).status,
    ).toBe(200);

    const inBody = await api.post('/api/auth/refresh-token', { token });
    expect(inBody.status).toBe(200);
  });

  it('ends the session after 30 days: refresh answers 401', async () => {
    const { token } = await api.registerByEmail();
    api.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    const response = await api.post('/api/auth/refresh-token', undefined, { token });
    expect(response.status).toBe(401);
  });

  it('refresh refuses a missing or tampered token and unknown fields', async () => {
    expect((await api.post('/api/auth/refresh-token')).status).toBe(401);
    expect((await api.post('/api/auth/refresh-token', { token: 'a.b.c' })).status).toBe(401);
    const extra = await api.post('/api/auth/refresh-token', { token: 'x', refresh: 'y' });
    expect(extra.status).toBe(422);
  });
});

describe('PUT /auth/logout', () => {
  it('revokes the session: the token and its refresh stop working', async () => {
    const { token } = await api.registerByEmail();
    const response = await api.put('/api/auth/logout', undefined, { token });
    expect(response.json).toEqual({ success: true });
    expect((await api.get('/api/profile/user', { token })).status).toBe(401);
    expect((await api.post('/api/auth/refresh-token', undefined, { token })).status).toBe(401);
    expect((await api.put('/api/auth/logout', undefined, { token })).status).toBe(401);
  });

  it('leaves other sessions of the same player signed in', async () => {
    const { email, password, token } = await api.registerByEmail();
    const other = await api.post('/api/api/v2/auth/login/email/password', { email, password });
    await api.put('/api/auth/logout', undefined, { token });
    expect((await api.get('/api/profile/user', { token: other.json.token })).status).toBe(200);
  });
});
