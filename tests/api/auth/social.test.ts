import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { promoCodes, sessions, socialAccounts, users } from '@/server/db/schema';
import { callbackPage } from '@/server/services/social/callback-page';
import { listProviders } from '@/server/services/social/providers';
import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';
import { balanceOf, createTemplate } from '@/tests/support/bonus';
import { captureLogs } from '@/tests/support/logs';
import { recordAnalytics } from '@/tests/support/recorded-analytics';

const ORIGIN = 'http://localhost:3000';
const MIRROR = 'https://mirror.example.test';

type Identity = { email: string; name?: string; picture?: string; verified?: boolean };
type Tamper = (request: Request, response: Response) => Promise<Response>;

/** Plays a dishonest provider: rewrites what the provider answers the API. */
let tamper: Tamper | null = null;

/**
 * The API's outgoing HTTP in these tests: provider calls are served by `provider()` (the dev
 * OIDC provider of a test API, or a fake) through `app.request`, never the network.
 */
function fetchFrom(provider: (url: URL) => { request: Hono['request'] }): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await provider(new URL(request.url)).request(request);
    return tamper ? tamper(request, response) : response;
  };
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    env: { ALLOWED_ORIGINS: MIRROR },
    fetch: fetchFrom(() => api.app),
  });
});
afterAll(() => api.close());
afterEach(() => {
  tamper = null;
});

async function start(target: TestApi, body: Record<string, unknown> = {}) {
  const response = await target.put(
    '/api/auth/login',
    { provider: 'dev', origin: ORIGIN, ...body },
    { ip: uniqueIp() },
  );
  expect(response.status).toBe(200);
  return new URL(response.json.url);
}

/** The player fills in the provider's form; the provider sends the browser back. */
async function signInAtProvider(provider: TestApi, url: URL, identity: Identity) {
  const form = await provider.app.request(url.toString());
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('<form method="post">');
  const fields = new URLSearchParams({
    email: identity.email,
    name: identity.name ?? '',
    picture: identity.picture ?? '',
  });
  if (identity.verified !== false) fields.set('email_verified', 'true');
  const submitted = await provider.app.request(url.toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
  expect(submitted.status).toBe(302);
  return new URL(submitted.headers.get('location')!);
}

/** The callback page and what its script posts, to which origin. */
async function callback(target: TestApi, url: URL | string) {
  const response = await target.get(typeof url === 'string' ? url : url.pathname + url.search);
  const script = response.text.match(
    /<script nonce="([^"]+)">\s*window\.opener\?\.postMessage\((.*), (".*")\);\s*window\.close\(\);\s*<\/script>/,
  );
  if (!script) throw new Error(`not a callback page: ${response.text}`);
  return {
    ...response,
    nonce: script[1]!,
    message: JSON.parse(script[2]!) as { type: string; token?: string; error?: string },
    targetOrigin: JSON.parse(script[3]!) as string,
  };
}

async function socialLogin(identity: Identity, body: Record<string, unknown> = {}) {
  const url = await start(api, body);
  return callback(api, await signInAtProvider(api, url, identity));
}

async function profileOf(token: string | undefined) {
  const response = await api.get('/api/profile/user', { token });
  expect(response.status).toBe(200);
  return response.json.user;
}

async function userWithEmail(email: string) {
  const [user] = await api.ctx.db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.stop());

/** The failure page, posted to `origin`; the cause is logged, never shown. */
function expectFailure(page: Awaited<ReturnType<typeof callback>>, cause: RegExp, origin = ORIGIN) {
  expect(page.status).toBe(400);
  expect(page.message).toEqual({ type: 'social-login', error: 'social_login_failed' });
  expect(page.targetOrigin).toBe(origin);
  expect(logs.lines.filter((line) => line.level === 'warn').at(-1)).toMatchObject({
    msg: 'Social login failed',
    error: { message: expect.stringMatching(cause) },
  });
  expect(page.text).not.toMatch(cause);
}

describe('PUT /auth/login', () => {
  it('answers the authorization url with state, nonce and an S256 PKCE challenge', async () => {
    const url = await start(api);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/dev/oidc/authorize');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      response_type: 'code',
      client_id: 'dev',
      redirect_uri: 'http://localhost:3000/api/api/v2/auth/social/dev/callback',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(params.state).not.toBe(params.nonce);
  });

  it('answers 404 unknown_provider for a provider that is not configured', async () => {
    const response = await api.put('/api/auth/login', { provider: 'myspace', origin: ORIGIN });
    expect(response.status).toBe(404);
    expect(response.json.error).toBe('unknown_provider');
  });

  it('answers 400 forbidden_origin for a page outside the site and its mirrors', async () => {
    const response = await api.put('/api/auth/login', {
      provider: 'dev',
      origin: 'https://evil.example.test',
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('forbidden_origin');
  });

  it('validates its fields (422)', async () => {
    const empty = await api.put('/api/auth/login', {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json.errors).sort()).toEqual(['origin', 'provider']);

    const wrong = await api.put('/api/auth/login', {
      provider: 'dev',
      origin: ORIGIN,
      currency: 'XYZ',
      extra: 1,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.json.errors).sort()).toEqual(['currency', 'extra']);
  });

  it('answers 401 when the token of the player to link is not valid', async () => {
    const response = await api.put('/api/auth/login', {
      provider: 'dev',
      origin: ORIGIN,
      token: 'not-a-token',
    });
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('unauthorized');
  });
});

describe('the callback', () => {
  it('creates an account and posts a working token to the opener', async () => {
    const email = uniqueEmail();
    const page = await socialLogin(
      { email, name: 'Social Player', picture: 'https://cdn.example.test/a.png' },
      { currency: 'USD', promo: 'WELCOME' },
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain(
      `default-src 'none'; script-src 'nonce-${page.nonce}'`,
    );
    expect(page.targetOrigin).toBe(ORIGIN);
    expect(page.message).toEqual({ type: 'social-login', token: expect.any(String) });

    const user = await profileOf(page.message.token);
    expect(user).toMatchObject({
      email,
      name: 'Social Player',
      image: { small: 'https://cdn.example.test/a.png' },
      currency: 'USD',
      register_method: 'social',
      is_email_verified: true,
      is_password_exists: false,
    });
    expect((await userWithEmail(email))?.attribution).toEqual({ promo: 'WELCOME' });
  });

  it('takes a sign-up promo code like registration does; one that does not apply is logged', async () => {
    const template = await createTemplate(api, { kind: 'no_deposit', wageringMultiplier: 20 });
    const code = `S${randomBytes(4).toString('hex').toUpperCase()}`;
    await api.ctx.db.insert(promoCodes).values({
      code,
      type: 'no_deposit',
      value: '500',
      name: 'Social promo',
      templateId: template.id,
      maxUses: 1,
    });
    const email = uniqueEmail();
    const page = await socialLogin({ email }, { promo: code });
    const user = await profileOf(page.message.token);
    expect(await balanceOf(api, user.id, 'bonus')).toBe(50_000);

    // The code is used up: the next sign-up still gets its account, without a bonus.
    const late = await profileOf(
      (await socialLogin({ email: uniqueEmail() }, { promo: code })).message.token,
    );
    expect(await balanceOf(api, late.id, 'bonus')).toBe(0);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'Social sign-up promo not taken' }),
    );
    // Signing in again to the account is no sign-up: nothing more is taken.
    await socialLogin({ email }, { promo: code });
    expect(await balanceOf(api, user.id, 'bonus')).toBe(50_000);
  });

  it('reports the sign-up to analytics once; signing in again reports nothing', async () => {
    const recorded = recordAnalytics();
    try {
      const email = uniqueEmail();
      const user = await profileOf(
        (await socialLogin({ email }, { currency: 'KZT' })).message.token,
      );
      await socialLogin({ email });
      expect(recorded.events).toEqual([
        {
          event: 'registration',
          distinctId: String(user.id),
          properties: { method: 'social', provider: 'dev', currency: 'KZT' },
        },
      ]);
    } finally {
      recorded.restore();
    }
  });

  it('signs the same identity in to the same account', async () => {
    const email = uniqueEmail();
    const first = await profileOf((await socialLogin({ email })).message.token);
    const second = await profileOf((await socialLogin({ email })).message.token);
    expect(second.id).toBe(first.id);
    expect(first.currency).toBe('RUB');
  });

  it('answers the page that opened the popup, a mirror included', async () => {
    const page = await socialLogin({ email: uniqueEmail() }, { origin: MIRROR });
    expect(page.targetOrigin).toBe(MIRROR);
    expect(page.message.token).toEqual(expect.any(String));
  });

  it('links a verified e-mail to the confirmed account holding it', async () => {
    const account = await api.registerByEmail();
    await api.ctx.db
      .update(users)
      .set({ isEmailVerified: true })
      .where(eq(users.email, account.email));
    const before = await profileOf(account.token);

    const page = await socialLogin({ email: account.email });
    const after = await profileOf(page.message.token);
    expect(after.id).toBe(before.id);
    expect(after.register_method).toBe('email');
    expect(after.is_password_exists).toBe(true);
    expect((await api.get('/api/profile/user', { token: account.token })).status).toBe(200);
  });

  it('takes an unconfirmed account over for the verified owner: no password, no old sessions', async () => {
    const account = await api.registerByEmail();
    const before = await profileOf(account.token);

    const page = await socialLogin({ email: account.email });
    const after = await profileOf(page.message.token);
    expect(after.id).toBe(before.id);
    expect(after.is_email_verified).toBe(true);
    expect(after.is_password_exists).toBe(false);
    expect((await api.get('/api/profile/user', { token: account.token })).status).toBe(401);
    const login = await api.post('/api/api/v2/auth/login/email/password', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(422);
  });

  it('does not link by an e-mail the provider has not verified', async () => {
    const account = await api.registerByEmail();
    const before = await profileOf(account.token);
    const page = await socialLogin({ email: account.email, verified: false });
    const user = await profileOf(page.message.token);
    expect(user.id).not.toBe(before.id);
    expect(user).toMatchObject({ email: null, is_email_verified: false });
    expect((await profileOf(account.token)).is_password_exists).toBe(true);
  });

  it('links the identity to the signed-in player who asked', async () => {
    const account = await api.registerByEmail();
    const before = await profileOf(account.token);
    const socialEmail = uniqueEmail();

    const page = await socialLogin({ email: socialEmail }, { token: account.token });
    const linked = await profileOf(page.message.token);
    expect(linked.id).toBe(before.id);
    expect(linked.email).toBe(account.email);
    expect(await userWithEmail(socialEmail)).toBeNull();

    const again = await profileOf((await socialLogin({ email: socialEmail })).message.token);
    expect(again.id).toBe(before.id);
  });

  it('fails for an unknown or missing state, posting to the site', async () => {
    expectFailure(
      await callback(api, '/api/api/v2/auth/social/dev/callback?code=abc&state=unknown'),
      /unknown or already used state/,
    );
    expectFailure(await callback(api, '/api/api/v2/auth/social/dev/callback?code=abc'), /state/);
  });

  it('uses a state once: a replayed callback fails and opens no session', async () => {
    const email = uniqueEmail();
    const back = await signInAtProvider(api, await start(api), { email });
    expect((await callback(api, back)).status).toBe(200);
    const user = await userWithEmail(email);

    expectFailure(await callback(api, back), /already used/);
    const open = await api.ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(open).toHaveLength(1);
  });

  it('fails once the state is older than 10 minutes', async () => {
    const email = uniqueEmail();
    const back = await signInAtProvider(api, await start(api), { email });
    api.clock.advance(10 * 60 * 1000 + 1000);
    expectFailure(await callback(api, back), /expired/);
    expect(await userWithEmail(email)).toBeNull();
  });

  it('fails when the provider answers an error, and the state is spent', async () => {
    const url = await start(api, { origin: MIRROR });
    const state = url.searchParams.get('state')!;
    const base = '/api/api/v2/auth/social/dev/callback';
    const denied = await callback(api, `${base}?error=access_denied&state=${state}`);
    expectFailure(denied, /access_denied/, MIRROR);
    expectFailure(await callback(api, `${base}?code=abc&state=${state}`), /already used/);
  });

  it('fails when the state was started for another provider', async () => {
    const back = await signInAtProvider(api, await start(api), { email: uniqueEmail() });
    back.pathname = back.pathname.replace('/social/dev/', '/social/other/');
    expectFailure(await callback(api, back), /state belongs to dev/);
  });

  it('refuses an ID token issued for another nonce', async () => {
    const email = uniqueEmail();
    const url = await start(api);
    url.searchParams.set('nonce', 'x'.repeat(43));
    expectFailure(
      await callback(api, await signInAtProvider(api, url, { email })),
      /nonce does not match/,
    );
    expect(await userWithEmail(email)).toBeNull();
  });

  it('refuses an ID token whose claims were changed after signing', async () => {
    const email = uniqueEmail();
    const victim = uniqueEmail();
    tamper = async (request, response) => {
      if (!request.url.endsWith('/token')) return response;
      const body = await response.json();
      const [header, payload, signature] = body.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, email: victim })).toString(
        'base64url',
      );
      return Response.json({ ...body, id_token: `${header}.${forged}.${signature}` });
    };
    const page = await socialLogin({ email });
    expectFailure(page, /signature verification failed/);
    expect(await userWithEmail(email)).toBeNull();
    expect(await userWithEmail(victim)).toBeNull();
  });

  it('fails when the code is refused at the token endpoint', async () => {
    const email = uniqueEmail();
    const back = await signInAtProvider(api, await start(api), { email });
    back.searchParams.set('code', 'forged-code');
    expectFailure(await callback(api, back), /invalid_grant/);
    expect(await userWithEmail(email)).toBeNull();
  });

  it('the development provider checks its token requests: 422, invalid_client, invalid_grant', async () => {
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const token = (fields: Record<string, string>) =>
      api.post('/api/dev/oidc/token', new URLSearchParams(fields).toString(), form);
    const request = {
      grant_type: 'authorization_code',
      code: 'unknown-code',
      redirect_uri: 'http://localhost:3000/api/api/v2/auth/social/dev/callback',
      client_id: 'dev',
      client_secret: 'dev',
      code_verifier: 'v'.repeat(43),
    };

    const malformed = await token({ ...request, grant_type: 'password' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.json.errors)).toEqual(['grant_type']);
    const foreign = await token({ ...request, client_secret: 'guess' });
    expect([foreign.status, foreign.json]).toEqual([401, { error: 'invalid_client' }]);
    const unknown = await token(request);
    expect([unknown.status, unknown.json]).toEqual([400, { error: 'invalid_grant' }]);
  });

  it('has the dev provider refuse a sign-in form without a valid e-mail (422, no code)', async () => {
    const url = await start(api);
    const submitted = await api.app.request(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'not-an-address' }).toString(),
    });
    expect(submitted.status).toBe(422);
    expect(submitted.headers.get('location')).toBeNull();
  });

  it('never lets page data end the script', () => {
    const html = callbackPage({ origin: '</script><b>x', error: 'social_login_failed' });
    return html.text().then((text) => {
      expect(text).not.toContain('</script><b>');
      expect(text).toContain('\\u003c/script>\\u003cb>x');
    });
  });
});

describe('SOCIAL_PROVIDERS', () => {
  it('fails clearly on a broken configuration', () => {
    const config = { ...api.ctx.config };
    expect(() => listProviders({ ...config, socialProvidersJson: '[{' })).toThrow(
      /SOCIAL_PROVIDERS: not valid JSON/,
    );
    expect(() =>
      listProviders({ ...config, socialProvidersJson: '[{"id":"Bad id","name":"X"}]' }),
    ).toThrow(/SOCIAL_PROVIDERS\[0\]\[id\]/);
    expect(() =>
      listProviders({
        ...config,
        socialProvidersJson: JSON.stringify([
          { id: 'dev', name: 'X', issuer: 'https://x.test', client_id: 'a', client_secret: 'b' },
        ]),
      }),
    ).toThrow(/reserved/);
  });
});

describe('in production', () => {
  const ISSUER = 'https://idp.example.test';
  let production: TestApi;
  let fake: Hono;

  /** A provider configured with explicit endpoints whose ID tokens carry no e-mail. */
  async function fakeProvider() {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'ES256' };
    const app = new Hono();
    app.post('/token', async (c) => {
      const form = await c.req.parseBody();
      const { sub, nonce } = JSON.parse(String(form.code));
      const idToken = await new SignJWT({ nonce })
        .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
        .setIssuer(ISSUER)
        .setAudience('acme-client')
        .setSubject(sub)
        .setIssuedAt(Math.floor(production.clock.now().getTime() / 1000))
        .setExpirationTime(Math.floor(production.clock.now().getTime() / 1000) + 300)
        .sign(privateKey);
      return c.json({ id_token: idToken, access_token: `at-${sub}` });
    });
    app.get('/jwks', (c) => c.json({ keys: [jwk] }));
    app.get('/userinfo', (c) => {
      const sub = c.req.header('authorization')?.replace('Bearer at-', '');
      return c.json({ sub, email: `${sub}@acme.example.test`, email_verified: 'true' });
    });
    return app;
  }

  beforeAll(async () => {
    fake = await fakeProvider();
    production = await createTestApi({
      env: {
        NODE_ENV: 'production',
        SPORTS_FEED: 'off',
        DEV_TOOLS: 'false',
        AUTH_SECRET: 'production-secret-production-secret-0123',
        SOCIAL_PROVIDERS: JSON.stringify([
          {
            id: 'acme',
            name: 'Acme',
            issuer: ISSUER,
            client_id: 'acme-client',
            client_secret: 'acme-secret',
            scope: 'openid email',
            authorization_endpoint: `${ISSUER}/authorize`,
            token_endpoint: `${ISSUER}/token`,
            userinfo_endpoint: `${ISSUER}/userinfo`,
            jwks_uri: `${ISSUER}/jwks`,
          },
          {
            id: 'corp',
            name: 'Corp',
            issuer: 'http://localhost:3000/api/dev/oidc',
            client_id: 'dev',
            client_secret: 'dev',
          },
        ]),
      },
      // acme is the fake; corp is the dev provider of the development API, found by discovery.
      fetch: fetchFrom((url) => (url.origin === ISSUER ? fake : api.app)),
    });
  });
  afterAll(() => production.close());

  it('hides the dev provider: its routes answer 404 and it is not listed', async () => {
    const discovery = await production.get('/api/dev/oidc/.well-known/openid-configuration');
    expect(discovery.status).toBe(404);
    expect((await production.get('/api/dev/oidc/jwks')).status).toBe(404);
    const started = await production.put('/api/auth/login', { provider: 'dev', origin: ORIGIN });
    expect(started.status).toBe(404);
    expect(started.json.error).toBe('unknown_provider');
    expect(listProviders(production.ctx.config).map((p) => p.id)).toEqual(['acme', 'corp']);
  });

  it('signs in through a configured provider found by discovery', async () => {
    const email = uniqueEmail();
    const url = await start(production, { provider: 'corp' });
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/api/v2/auth/social/corp/callback',
    );
    const page = await callback(production, await signInAtProvider(api, url, { email }));
    expect(page.message.token).toEqual(expect.any(String));
    const user = await production.get('/api/profile/user', { token: page.message.token });
    expect(user.json.user).toMatchObject({ email, register_method: 'social' });
  });

  it('reads the e-mail from userinfo when the ID token has none', async () => {
    const url = await start(production, { provider: 'acme' });
    expect(url.origin + url.pathname).toBe(`${ISSUER}/authorize`);
    expect(url.searchParams.get('scope')).toBe('openid email');
    const sub = `acme-${uniqueIp()}`;
    const code = JSON.stringify({ sub, nonce: url.searchParams.get('nonce') });
    const query = new URLSearchParams({ code, state: url.searchParams.get('state')! });
    const page = await callback(
      production,
      `/api/api/v2/auth/social/acme/callback?${query.toString()}`,
    );
    expect(page.message.token).toEqual(expect.any(String));
    const user = await production.get('/api/profile/user', { token: page.message.token });
    expect(user.json.user).toMatchObject({
      email: `${sub}@acme.example.test`,
      is_email_verified: true,
    });
    const [link] = await production.ctx.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.subject, sub));
    expect(link).toMatchObject({ provider: 'acme', userId: user.json.user.id });
  });
});

describe('GET /api/v2/auth/social/providers', () => {
  it('lists the providers the social buttons may offer, without secrets', async () => {
    const local = await createTestApi();
    try {
      const response = await local.get('/api/api/v2/auth/social/providers');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ data: [{ id: 'dev', name: 'Development' }] });
      expect(response.text).not.toContain('secret');
    } finally {
      await local.close();
    }
  });
});
