import { CompactSign, SignJWT } from 'jose';
import { createTestApi } from '../support/api';

let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('text no database can keep', () => {
  it('refuses a NUL or half a surrogate pair in a body field with a 422 on that field', async () => {
    const withNul = await api.post('/api/api/v2/auth/register/email', {
      email: `nul-${Date.now()}@example.test`,
      password: 'long-enough-password',
      currency: 'RUB',
      stag: 'a\u0000b',
    });
    expect([withNul.status, Object.keys(withNul.json.errors)]).toEqual([422, ['stag']]);
    const loneSurrogate = await api.post('/api/middleware/registerPageOpenEvent', {
      uuid: '\ud800',
    });
    expect([loneSurrogate.status, Object.keys(loneSurrogate.json.errors)]).toEqual([422, ['uuid']]);
  });

  it('refuses it in a query, a key name and a path parameter', async () => {
    const query = await api.get('/api/middleware/redirect?path=/a%00b');
    expect([query.status, Object.keys(query.json.errors)]).toEqual([422, ['path']]);
    const key = await api.post('/api/middleware/ip', { ['x\u0000']: 1 });
    expect([key.status, Object.keys(key.json.errors)]).toEqual([422, ['x\u0000']]);
    const path = await api.get('/api/bonus-system/bonus/%00');
    expect([path.status, path.json.error]).toEqual([404, 'not_found']);
  });

  it('keeps a well-formed pair (an emoji) as it is', async () => {
    const emoji = await api.get('/api/middleware/redirect?path=/%F0%9F%8E%B0');
    expect(emoji.status).toBe(200);
  });
});

describe('a signed token with a payload that is not ours', () => {
  const secret = () => api.ctx.config.authSecret;

  it('answers 401 when the session id is not a UUID', async () => {
    const token = await new SignJWT({ sid: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('arcada-api')
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret());
    expect((await api.get('/api/profile/user', { token })).status).toBe(401);
    expect((await api.post('/api/auth/refresh-token', undefined, { token })).status).toBe(401);
  });

  it('answers 401 on refresh when the payload is not JSON', async () => {
    const token = await new CompactSign(new TextEncoder().encode('not json'))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret());
    expect((await api.post('/api/auth/refresh-token', undefined, { token })).status).toBe(401);
    expect((await api.get('/api/profile/user', { token })).status).toBe(401);
  });
});

describe('bodies are counted as they arrive', () => {
  it('refuses a 50 MB chunked body before 1 MB of it is read', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await api.app.request('/api/api/v2/auth/login/email/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('payload_too_large');
    expect(pulled).toBeLessThan(1024 * 1024);
  });
});

describe('a body nested deeper than any request needs', () => {
  it('is a 400 before anything walks it, however deep', async () => {
    for (const depth of [33, 5_000]) {
      const body = '['.repeat(depth) + ']'.repeat(depth);
      const answer = await api.post('/api/middleware/ip', body);
      expect([depth, answer.status, answer.json.error]).toEqual([depth, 400, 'invalid_body']);
    }
    const shallow = await api.post('/api/middleware/ip', { a: { b: { c: 1 } } });
    expect(shallow.status).not.toBe(400);
  });
});
