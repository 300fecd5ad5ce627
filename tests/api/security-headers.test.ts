import { createApp } from '@/server/api/app';
import { captureLogs } from '@/tests/support/logs';
import { createTestApi, type TestApi } from '@/tests/support/api';

const HSTS = 'max-age=63072000; includeSubDomains';
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** The headers every answer of a non-development API carries, whatever route made it. */
function expectSecured(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('strict-transport-security')).toBe(HSTS);
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('API answers', () => {
  it('are data for their caller alone: no cache keeps them, nothing frames them', async () => {
    const { token } = await api.registerByEmail();
    const answers = [
      // A route that says nothing of caching, and one that says no-store itself.
      await api.post('/api/api/v2/auth/login/email/password', {}),
      await api.get('/api/profile/user', { token }),
    ];
    for (const answer of answers) {
      expectSecured(answer.headers);
      expect(answer.headers.get('content-security-policy')).toBe(DATA_POLICY);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(answers.map((answer) => answer.status)).toEqual([422, 200]);
  });

  it('errors too: 401, 404 and the liveness probe that answers without the database', async () => {
    const refused = await api.get('/api/profile/user');
    const unknown = await api.get('/api/v2/nothing/here');
    const health = await createApp(() => Promise.reject(new Error('no database'))).request(
      '/api/health',
    );
    expect([refused.status, unknown.status, health.status]).toEqual([401, 404, 200]);
    for (const headers of [refused.headers, unknown.headers, health.headers]) {
      expectSecured(headers);
      expect(headers.get('content-security-policy')).toBe(DATA_POLICY);
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });

  it("keep a route's own public caching", async () => {
    const settings = await api.get('/api/settings');
    expect(settings.status).toBe(200);
    expectSecured(settings.headers);
    expect(settings.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('keep the own policy of a page the API serves: the social-login callback and its nonce', async () => {
    const logs = captureLogs();
    const page = await api.get('/api/api/v2/auth/social/dev/callback?code=abc&state=unknown');
    logs.stop();
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('failed') }),
    );
    expect(page.headers.get('content-type')).toContain('text/html');
    expectSecured(page.headers);
    const nonce = page.text.match(/<script nonce="([^"]+)">/)?.[1];
    expect(nonce).toBeDefined();
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);
  });

  it('carry no HSTS from a development API', async () => {
    const development = await createTestApi({ env: { NODE_ENV: 'development' } });
    try {
      const answer = await development.get('/api/settings');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await development.close();
    }
  });
});
