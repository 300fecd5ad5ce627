import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@/server/config';
import { attributions, users } from '@/server/db/schema';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';

let api: TestApi;
let withoutOperator: TestApi;
beforeAll(async () => {
  [api, withoutOperator] = await Promise.all([
    createTestApi({ env: { OPERATOR_TOKEN } }),
    createTestApi(),
  ]);
}, 30_000);
afterAll(() => Promise.all([api.close(), withoutOperator.close()]));

const operator = { token: OPERATOR_TOKEN };
const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

async function userIdOf(token: string) {
  return (await api.get('/api/profile/user', { token })).json.user.id as number;
}

describe('operator endpoints', () => {
  it('answer 401 without the operator token or with a wrong one', async () => {
    const none = await api.get('/api/operator/funnel?from=2026-01-01&to=2026-02-01');
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ error: 'unauthorized' });
    const wrong = await api.post(
      '/api/operator/simple-auth-tokens',
      { user_id: 1 },
      { token: `${OPERATOR_TOKEN}x` },
    );
    expect(wrong.status).toBe(401);
    // A player's bearer token is no operator token.
    const { token } = await api.registerByEmail();
    expect(
      (await api.get('/api/operator/funnel?from=2026-01-01&to=2026-02-01', { token })).status,
    ).toBe(401);
  });

  it('refuse a token without OPERATOR_TOKEN set: only staff sessions open them then', async () => {
    const response = await withoutOperator.get(
      '/api/operator/funnel?from=2026-01-01&to=2026-02-01',
      operator,
    );
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ error: 'unauthorized' });
    const issue = await withoutOperator.post(
      '/api/operator/simple-auth-tokens',
      { user_id: 1 },
      operator,
    );
    expect(issue.status).toBe(401);
  });

  it('need a token of at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_TOKEN: 'short' })).toThrow(
      /OPERATOR_TOKEN: must be at least 32 characters/,
    );
  });
});

describe('GET /operator/funnel', () => {
  it('counts clicks, registrations and first deposits by partner and campaign', async () => {
    const from = api.clock.now();
    const partner = unique('partner');
    const stag = unique('stag');
    const utm = {
      utm_source: unique('src'),
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'slots',
    };

    // Clicks: two through the partner, one through the campaign.
    await api.post('/api/middleware/affiliate', { partner }, { ip: uniqueIp() });
    await api.post('/api/middleware/affiliate', { partnerId: partner }, { ip: uniqueIp() });
    const { advId } = (await api.post('/api/middleware/utm', utm)).json;

    // Registrations: one with the partner cookie, one with a stag that also came by the campaign.
    const byPartner = await api.registerByEmail({ partner });
    const byStag = await api.registerByEmail({ stag });
    expect(
      (await api.post('/api/attachSource', { advId, stag: 'ignored' }, { token: byStag.token }))
        .status,
    ).toBe(200);
    // A player who names the partner only through attachSource's partnerId.
    const late = await api.registerByEmail();
    await api.post('/api/attachSource', { partnerId: partner }, { token: late.token });

    // The wallet marks first deposits.
    const depositAt = api.clock.now();
    for (const token of [byPartner.token, byStag.token]) {
      const userId = await userIdOf(token);
      await api.ctx.db
        .insert(attributions)
        .values({ userId, firstDepositAt: depositAt, createdAt: depositAt, updatedAt: depositAt })
        .onConflictDoUpdate({ target: attributions.userId, set: { firstDepositAt: depositAt } });
    }

    api.clock.advance(1000);
    const to = api.clock.now();
    const response = await api.get(
      `/api/operator/funnel?from=${from.toISOString()}&to=${to.toISOString()}`,
      operator,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mine = response.json.data.filter(
      (row: { partner: string | null; campaign: string | null }) =>
        row.partner === partner || row.partner === stag || row.campaign === advId,
    );
    expect(mine).toEqual([
      { partner, campaign: null, clicks: 2, registrations: 2, first_deposits: 1 },
      { partner: stag, campaign: advId, clicks: 0, registrations: 1, first_deposits: 1 },
      { partner: null, campaign: advId, clicks: 1, registrations: 0, first_deposits: 0 },
    ]);

    // Before the window nothing of this counts.
    const before = await api.get(
      `/api/operator/funnel?from=2020-01-01&to=${from.toISOString()}`,
      operator,
    );
    expect(
      before.json.data.filter(
        (row: { partner: string | null; campaign: string | null }) =>
          row.partner === partner || row.campaign === advId,
      ),
    ).toEqual([]);
  });

  it('refuses a missing, malformed or inverted window with 422', async () => {
    const missing = await api.get('/api/operator/funnel', operator);
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual({
      from: [expect.stringMatching(/^required: /)],
      to: [expect.stringMatching(/^required: /)],
    });
    const malformed = await api.get('/api/operator/funnel?from=yesterday&to=2026-13-45', operator);
    expect(Object.keys(malformed.json.errors).sort()).toEqual(['from', 'to']);
    const inverted = await api.get('/api/operator/funnel?from=2026-02-01&to=2026-01-01', operator);
    expect(inverted.json.errors).toEqual({ to: [expect.stringMatching(/^invalid_value: /)] });
  });
});

describe('POST /operator/simple-auth-tokens', () => {
  const path = '/api/operator/simple-auth-tokens';

  it('issues a one-time token that signs the player in', async () => {
    const userId = await userIdOf((await api.registerByEmail()).token);
    const response = await api.post(path, { user_id: userId, ttl_s: 600 }, operator);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      expires_at: new Date(api.clock.now().getTime() + 600_000).toISOString(),
    });
    const login = await api.post('/api/middleware/simpleAuth', { token: response.json.token });
    expect(login.status).toBe(200);
    expect(await userIdOf(login.json.token)).toBe(userId);
  });

  it('lives a day by default', async () => {
    const userId = await userIdOf((await api.registerByEmail()).token);
    const response = await api.post(path, { user_id: userId }, operator);
    expect(response.json.expires_at).toBe(
      new Date(api.clock.now().getTime() + 86_400_000).toISOString(),
    );
  });

  it('refuses an unknown player, bad types, a ttl out of range and unknown fields', async () => {
    const [{ max }] = (await api.ctx.db
      .select({ max: sql<number>`coalesce(max(${users.id}), 0)::int` })
      .from(users)) as [{ max: number }];
    const unknown = await api.post(path, { user_id: max + 1000 }, operator);
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual({ user_id: [expect.stringMatching(/^not_found: /)] });

    const bad = await api.post(path, { user_id: '1', ttl_s: 10, admin: true }, operator);
    expect(bad.json.errors).toEqual({
      user_id: [expect.stringMatching(/^invalid_type: /)],
      ttl_s: [expect.stringMatching(/^too_short: /)],
      admin: [expect.stringMatching(/^unknown_field: /)],
    });
    const long = await api.post(path, { user_id: 1, ttl_s: 30 * 86_400 }, operator);
    expect(long.json.errors).toEqual({ ttl_s: [expect.stringMatching(/^too_long: /)] });
    expect((await api.post(path, { user_id: 1.5 }, operator)).status).toBe(422);
  });
});

describe('POST /operator/mirrors', () => {
  const path = '/api/operator/mirrors';

  it('adds a mirror (201) and changes a known one (200)', async () => {
    const domain = unique('mirror').concat('.example');
    const created = await api.post(
      path,
      { domain: `www.${domain.toUpperCase()}`, status: 'retired', new_link: 'https://new.example' },
      operator,
    );
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      data: { domain, status: 'retired', new_link: 'https://new.example' },
    });
    expect((await api.post('/api/middleware/mirrorRedirect', { domain })).json.redirect).toEqual({
      newLink: 'https://new.example',
      oldDomain: domain,
    });

    const updated = await api.post(path, { domain }, operator);
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({ data: { domain, status: 'active', new_link: null } });
  });

  it('refuses a bad domain, status or link with 422', async () => {
    const response = await api.post(
      path,
      { domain: 'bad domain', status: 'gone', new_link: 'javascript:alert(1)', x: 1 },
      operator,
    );
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      domain: [expect.stringMatching(/^invalid_value: /)],
      status: [expect.stringMatching(/^invalid_value: /)],
      new_link: [expect.stringMatching(/^invalid_value: /)],
      x: [expect.stringMatching(/^unknown_field: /)],
    });
    expect((await api.post(path, { new_link: 'https://a.example' }, operator)).json.errors).toEqual(
      { domain: [expect.stringMatching(/^required: /)] },
    );
  });
});

describe('POST /operator/redirect-rules', () => {
  const path = '/api/operator/redirect-rules';

  it('adds a rule the lookup answers at once', async () => {
    const base = `/${unique('rule')}`;
    const response = await api.post(
      path,
      { match: 'prefix', path: `${base}/`, destination: '/games', keep_rest: true, status: 301 },
      operator,
    );
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      data: {
        id: expect.any(Number),
        match: 'prefix',
        path: base,
        destination: '/games',
        status: 301,
        keep_rest: true,
        active: true,
      },
    });
    const lookup = await api.get(`/api/middleware/redirect?path=${base}/slots`);
    expect(lookup.json.redirect).toEqual({ to: '/games/slots', status: 301, external: false });

    const external = await api.post(
      path,
      { match: 'exact', path: `${base}-x`, destination: 'https://partner.example/landing' },
      operator,
    );
    expect(external.json.data).toMatchObject({ status: 302, keep_rest: false });
  });

  it('refuses a bad match, path, destination or status with 422', async () => {
    const response = await api.post(
      path,
      { match: 'regex', path: 'promo', destination: '//evil.example', status: 303 },
      operator,
    );
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      match: [expect.stringMatching(/^invalid_value: /)],
      path: [expect.stringMatching(/^invalid_value: /)],
      destination: [expect.stringMatching(/^invalid_value: /)],
      status: [expect.stringMatching(/^invalid_value: /)],
    });
    for (const destination of [
      'ftp://a.example',
      'http:///x',
      'HTTPS://A.EXAMPLE',
      '/a b',
      'promo',
      '/\\evil.example',
    ]) {
      const bad = await api.post(path, { match: 'exact', path: '/x', destination }, operator);
      expect(bad.json.errors).toEqual({ destination: [expect.stringMatching(/^invalid_value: /)] });
    }
    const missing = await api.post(path, {}, operator);
    expect(Object.keys(missing.json.errors).sort()).toEqual(['destination', 'match', 'path']);
  });
});

describe('the office\u2019s lists of mirrors and redirect rules', () => {
  it('lists mirrors with when a visitor last came', async () => {
    const domain = unique('listed').concat('.example');
    await api.post(
      '/api/operator/mirrors',
      { domain, status: 'blocked', new_link: 'https://b.example' },
      operator,
    );
    const listed = await api.get('/api/operator/mirrors', operator);
    expect(listed.status).toBe(200);
    expect(listed.json.data).toContainEqual({
      domain,
      status: 'blocked',
      new_link: 'https://b.example',
      last_seen_at: null,
      created_at: expect.any(String),
    });
    const domains = listed.json.data.map((row: { domain: string }) => row.domain);
    expect(domains).toEqual([...domains].sort());
  });

  it('replaces a rule, switches it off, and answers 404 for an unknown or malformed id', async () => {
    const path = `/${unique('switch')}`;
    const created = await api.post(
      '/api/operator/redirect-rules',
      { match: 'exact', path, destination: '/games' },
      operator,
    );
    const id = created.json.data.id as number;
    expect((await api.get('/api/operator/redirect-rules', operator)).json.data[0]).toMatchObject({
      id,
      path,
    });

    const moved = await api.put(
      `/api/operator/redirect-rules/${id}`,
      { match: 'exact', path, destination: '/betting', status: 308 },
      operator,
    );
    expect(moved.status).toBe(200);
    expect(moved.json.data).toEqual({
      id,
      match: 'exact',
      path,
      destination: '/betting',
      status: 308,
      keep_rest: false,
      active: true,
    });
    expect((await api.get(`/api/middleware/redirect?path=${path}`)).json.redirect).toEqual({
      to: '/betting',
      status: 308,
      external: false,
    });

    const off = await api.put(
      `/api/operator/redirect-rules/${id}`,
      { match: 'exact', path, destination: '/betting', active: false },
      operator,
    );
    expect(off.json.data.active).toBe(false);
    expect((await api.get(`/api/middleware/redirect?path=${path}`)).json.redirect).toBeNull();

    const body = { match: 'exact', path, destination: '/games' };
    expect((await api.put('/api/operator/redirect-rules/2147483647', body, operator)).status).toBe(
      404,
    );
    expect((await api.put('/api/operator/redirect-rules/abc', body, operator)).status).toBe(404);
    const bad = await api.put(
      `/api/operator/redirect-rules/${id}`,
      { ...body, destination: '//x' },
      operator,
    );
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ destination: [expect.stringMatching(/^invalid_value: /)] });
  });
});
