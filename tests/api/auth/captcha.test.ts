import { eq } from 'drizzle-orm';
import { SANDBOX_CAPTCHA_SITE_KEY, type CaptchaAction } from '@/lib/constants/captcha';
import { users } from '@/server/db/schema';
import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';

const SITE = 'http://localhost:3000';
const PASSWORD = 'correct-horse-battery';

/**
 * The captcha the server checks (issue 39), on the sandbox's stand-in reached over "HTTP" through
 * the app itself: the adapter posts Google's `siteverify` form to `/api/dev/recaptcha/siteverify`.
 */
const METRICS_TOKEN = 'metrics-token-of-the-captcha-suite-0123';

async function captchaApi(env: Record<string, string> = {}) {
  const api = await createTestApi({
    env: { CAPTCHA: 'sandbox', METRICS_TOKEN, ...env },
  });
  const calls: { url: string; body: string }[] = [];
  api.ctx.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), body: String(init?.body ?? '') });
    return api.app.request(String(input), init);
  }) as typeof fetch;
  return Object.assign(api, { calls });
}

/** A token as the stand-in's script gets one on a page of `origin`. */
async function token(
  api: TestApi,
  action: string,
  { origin = SITE, score }: { origin?: string; score?: number } = {},
) {
  const response = await api.post(
    '/api/dev/recaptcha/token',
    { sitekey: SANDBOX_CAPTCHA_SITE_KEY, action, ...(score !== undefined && { score }) },
    { headers: { origin } },
  );
  expect(response.status).toBe(200);
  return response.json.token as string;
}

function register(api: TestApi, captcha?: string, email = uniqueEmail()) {
  return api.post(
    '/api/api/v2/auth/register/email',
    { email, password: PASSWORD, currency: 'RUB', ...(captcha !== undefined && { captcha }) },
    { ip: uniqueIp() },
  );
}

async function accountExists(api: TestApi, email: string) {
  const rows = await api.ctx.db.select().from(users).where(eq(users.email, email));
  return rows.length > 0;
}

const captchaCode = (response: { json: { errors?: Record<string, string[]> } }) =>
  response.json.errors?.captcha?.[0]?.split(':')[0];

describe('the captcha on registration (sandbox)', () => {
  let api: Awaited<ReturnType<typeof captchaApi>>;
  beforeAll(async () => {
    api = await captchaApi();
  });
  afterAll(() => api.close());

  it('opens an account for a token of the register action, verified over siteverify', async () => {
    const email = uniqueEmail();
    const response = await register(api, await token(api, 'register'), email);
    expect(response.status).toBe(201);
    expect(await accountExists(api, email)).toBe(true);
    const verify = api.calls.at(-1)!;
    expect(verify.url).toBe(`${SITE}/api/dev/recaptcha/siteverify`);
    const form = new URLSearchParams(verify.body);
    expect(form.get('secret')).toBe(api.ctx.config.captcha!.secretKey);
    expect(form.get('remoteip')).toMatch(/^10\./);
    expect(form.get('response')).toBeTruthy();
  });

  it('refuses a registration without a token: 422 captcha_required, no account', async () => {
    const email = uniqueEmail();
    const response = await register(api, undefined, email);
    expect(response.status).toBe(422);
    expect(captchaCode(response)).toBe('captcha_required');
    expect(await accountExists(api, email)).toBe(false);
  });

  it('refuses a forged token and an altered one', async () => {
    const forged = await register(api, 'eyJhIjoicmVnaXN0ZXIifQ.forged-signature');
    expect(forged.status).toBe(422);
    expect(captchaCode(forged)).toBe('captcha_failed');

    const good = await token(api, 'register');
    const [payload, signature] = good.split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    altered.s = 1;
    const tampered = `${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    const response = await register(api, tampered);
    expect(response.status).toBe(422);
    expect(captchaCode(response)).toBe('captcha_failed');
  });

  it('takes a token once: its replay is refused', async () => {
    const once = await token(api, 'register');
    expect((await register(api, once)).status).toBe(201);
    const replay = await register(api, once);
    expect(replay.status).toBe(422);
    expect(captchaCode(replay)).toBe('captcha_failed');
  });

  it('refuses a token made for another action', async () => {
    const response = await register(api, await token(api, 'login'));
    expect(response.status).toBe(422);
    expect(captchaCode(response)).toBe('captcha_failed');
  });

  it('refuses a score under the action threshold and takes one at it', async () => {
    const robot = await register(api, await token(api, 'register', { score: 0.4 }));
    expect(robot.status).toBe(422);
    expect(captchaCode(robot)).toBe('captcha_failed');
    expect((await register(api, await token(api, 'register', { score: 0.5 }))).status).toBe(201);
  });

  it('refuses a token solved on a host that is not ours', async () => {
    const response = await register(
      api,
      await token(api, 'register', { origin: 'https://elsewhere.example' }),
    );
    expect(response.status).toBe(422);
    expect(captchaCode(response)).toBe('captcha_failed');
  });

  it('refuses a token older than two minutes', async () => {
    const old = await token(api, 'register');
    api.clock.advance(121_000);
    const response = await register(api, old);
    expect(response.status).toBe(422);
    expect(captchaCode(response)).toBe('captcha_failed');
  });

  it('counts what became of the tokens in the metrics', async () => {
    const metrics = (await api.get('/api/metrics', { token: METRICS_TOKEN })).text;
    expect(metrics).toMatch(
      /arcada_captcha_checks_total\{action="register",outcome="passed"\} \d+/,
    );
    expect(metrics).toMatch(
      /arcada_captcha_checks_total\{action="register",outcome="missing"\} \d+/,
    );
    expect(metrics).toMatch(/arcada_captcha_checks_total\{action="register",outcome="low_score"\}/);
    expect(metrics).toMatch(
      /arcada_captcha_checks_total\{action="register",outcome="wrong_host"\}/,
    );
  });
});

describe('the captcha on the other public forms', () => {
  let api: Awaited<ReturnType<typeof captchaApi>>;
  beforeAll(async () => {
    api = await captchaApi({ RECAPTCHA_MIN_SCORES: 'login=0.3' });
  });
  afterAll(() => api.close());

  const forms: [string, CaptchaAction, () => Record<string, unknown>][] = [
    [
      '/api/api/v2/auth/login/email/password',
      'login',
      () => ({ email: uniqueEmail(), password: 'x' }),
    ],
    ['/api/api/v2/auth/login/email/verification', 'login', () => ({ email: uniqueEmail() })],
    ['/api/api/v2/auth/password/email/forgot', 'forgot', () => ({ email: uniqueEmail() })],
    ['/api/api/v2/auth/password/phone/forgot', 'forgot', () => ({ phone: '+77011234567' })],
  ];

  it.each(forms)('%s wants a token of its action', async (path, action, body) => {
    const without = await api.post(path, body(), { ip: uniqueIp() });
    expect(without.status).toBe(422);
    expect(captchaCode(without)).toBe('captcha_required');
    const other = action === 'login' ? 'forgot' : 'login';
    const wrong = await api.post(
      path,
      { ...body(), captcha: await token(api, other) },
      {
        ip: uniqueIp(),
      },
    );
    expect(captchaCode(wrong)).toBe('captcha_failed');
    const right = await api.post(
      path,
      { ...body(), captcha: await token(api, action) },
      {
        ip: uniqueIp(),
      },
    );
    expect(right.json?.errors?.captcha).toBeUndefined();
  });

  it('lets a login score of 0.3 through where a registration needs 0.5', async () => {
    const { email } = await registerWithToken(api);
    const login = await api.post(
      '/api/api/v2/auth/login/email/password',
      { email, password: PASSWORD, captcha: await token(api, 'login', { score: 0.3 }) },
      { ip: uniqueIp() },
    );
    expect(login.status).toBe(200);
  });

  it('asks a signed-in player taking a promo code for a promo token', async () => {
    const { token: session } = await registerWithToken(api);
    const without = await api.post(
      '/api/bonus-system/promo',
      { promo: 'NO-SUCH-CODE' },
      { token: session },
    );
    expect(captchaCode(without)).toBe('captcha_required');
    const withToken = await api.post(
      '/api/bonus-system/promo',
      { promo: 'NO-SUCH-CODE', captcha: await token(api, 'promo') },
      { token: session },
    );
    expect(withToken.json.errors?.captcha).toBeUndefined();
    expect(withToken.json.errors?.promo).toBeDefined();
  });
});

async function registerWithToken(api: TestApi) {
  const email = uniqueEmail();
  const response = await register(api, await token(api, 'register'), email);
  expect(response.status).toBe(201);
  return { email, token: response.json.token as string };
}

describe('the captcha provider', () => {
  it('answers 422 captcha_unavailable when siteverify does not answer, and lets nothing in', async () => {
    const api = await captchaApi();
    try {
      const good = await token(api, 'register');
      api.ctx.fetch = (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch;
      const email = uniqueEmail();
      const response = await register(api, good, email);
      expect(response.status).toBe(422);
      expect(captchaCode(response)).toBe('captcha_unavailable');
      expect(await accountExists(api, email)).toBe(false);
    } finally {
      await api.close();
    }
  });

  it('asks Google with the configured secret and checks its answer (reCAPTCHA v3)', async () => {
    const api = await createTestApi({
      env: {
        CAPTCHA: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site-key-0123456789',
        RECAPTCHA_SECRET_KEY: 'secret-key-0123456789',
        RECAPTCHA_HOSTNAMES: 'app.casino.example',
      },
    });
    const asked: URLSearchParams[] = [];
    let answer: Record<string, unknown> = {};
    api.ctx.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      expect(String(input)).toBe('https://www.google.com/recaptcha/api/siteverify');
      asked.push(new URLSearchParams(String(init?.body)));
      return Response.json(answer);
    }) as typeof fetch;
    try {
      answer = {
        success: true,
        challenge_ts: '2026-11-30T05:00:00Z',
        hostname: 'app.casino.example',
        score: 0.9,
        action: 'register',
      };
      expect((await register(api, 'google-token')).status).toBe(201);
      expect(asked[0]!.get('secret')).toBe('secret-key-0123456789');
      expect(asked[0]!.get('response')).toBe('google-token');

      answer = { success: false, 'error-codes': ['invalid-input-response'] };
      expect(captchaCode(await register(api, 'bad-token'))).toBe('captcha_failed');

      answer = { ...answer, success: true, hostname: 'localhost', score: 0.1, action: 'register' };
      expect(captchaCode(await register(api, 'robot-token'))).toBe('captcha_failed');

      // Google answering something that is not its protocol: no way to tell, so refused.
      answer = { ok: 'yes' };
      expect(captchaCode(await register(api, 'strange-token'))).toBe('captcha_unavailable');

      const config = await api.get('/api/client_config');
      expect(config.json.captcha).toEqual({
        site_key: 'site-key-0123456789',
        script_url: 'https://www.google.com/recaptcha/api.js',
      });
    } finally {
      await api.close();
    }
  });

  it('the sandbox speaks siteverify: a wrong secret and a missing token are refused as Google does', async () => {
    const api = await captchaApi();
    try {
      const form = (fields: Record<string, string>) =>
        api.call('POST', '/api/dev/recaptcha/siteverify', {
          body: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const secret = api.ctx.config.captcha!.secretKey;
      expect((await form({ secret: 'wrong', response: 'x' })).json).toEqual({
        success: false,
        'error-codes': ['invalid-input-secret'],
      });
      expect((await form({ secret })).json).toEqual({
        success: false,
        'error-codes': ['missing-input-response'],
      });
      const good = await form({ secret, response: await token(api, 'login') });
      expect(good.json).toMatchObject({ success: true, action: 'login', hostname: 'localhost' });
      expect(good.json.score).toBe(0.9);
      const wrongKey = await api.post('/api/dev/recaptcha/token', {
        sitekey: 'another-site-key',
        action: 'login',
      });
      expect(wrongKey.status).toBe(422);
    } finally {
      await api.close();
    }
  });

  it('is not there when another captcha, or none, is configured', async () => {
    const api = await createTestApi();
    try {
      expect((await api.get('/api/dev/recaptcha/api.js')).status).toBe(404);
      expect((await api.get('/api/client_config')).json.captcha).toBeNull();
      // Off: the forms go through without a token.
      expect((await register(api)).status).toBe(201);
    } finally {
      await api.close();
    }
  });

  it('serves the stand-in script that pages load instead of Google\u2019s', async () => {
    const api = await captchaApi();
    try {
      const script = await api.get('/api/dev/recaptcha/api.js?render=x');
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(script.text).toContain('window.grecaptcha');
      expect((await api.get('/api/client_config')).json.captcha).toEqual({
        site_key: SANDBOX_CAPTCHA_SITE_KEY,
        script_url: 'dev/recaptcha/api.js',
      });
    } finally {
      await api.close();
    }
  });
});
