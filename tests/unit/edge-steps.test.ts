import { NextResponse } from 'next/server';
import { createLookupCache } from '@/lib/edge/cache';
import { createEdgeApi, EdgeAnswerError } from '@/lib/edge/edge-api';
import { configureEdgeLog } from '@/lib/edge/log';
import { createPipeline, navigationSteps } from '@/lib/edge/pipeline';
import { createBlockedGamesHost } from '@/lib/edge/steps/blocked-games-host';
import { campaignCapture } from '@/lib/edge/steps/campaign-capture';
import { geoCheck } from '@/lib/edge/steps/geo-check';
import { mirrorRedirect } from '@/lib/edge/steps/mirror-redirect';
import { pageOpenRegistration } from '@/lib/edge/steps/page-open';
import { promoCheck } from '@/lib/edge/steps/promo-check';
import { redirectLookup } from '@/lib/edge/steps/redirect-lookup';
import { simpleAuthLogin } from '@/lib/edge/steps/simple-auth';
import { singleSignOn } from '@/lib/edge/steps/single-sign-on';
import { applyCookies, type EdgeStep } from '@/lib/edge/types';
import { successAnswerSchema } from '@/lib/schemas/common';
import { geoAnswerSchema } from '@/lib/schemas/geo';
import { clearEdgeCaches, edgeContext, edgeRequest, fakeEdgeApi, setCookie } from '../support/edge';

const DAY = 24 * 60 * 60;
const ok = (body: unknown) => ({ status: 200, body });
const success = () => ok({ success: true });
/** `GET /geo_ip`'s answer for a visitor of `country`. */
const located = (country: string | null) =>
  ok({
    data: { ip: '198.51.100.1', country_code: country, region: country === 'KZ' ? 'KZ' : 'RU' },
  });
/** `GET /mirror`'s answer with an SSO link. */
const mirrorAnswer = (sso: string | null) => ({
  redirect: { newLink: null },
  sso,
  verification: { google: null, yandex: null },
  mirrors: [],
});
const WELCOME = { code: 'WELCOME', type: 'deposit_percent', value: '100', name: 'Welcome' };
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** What the steps log, read through the edge logger's sink (and kept off the test output). */
let edgeLines: string[] = [];
let restoreEdgeLog: () => void;
beforeEach(() => {
  clearEdgeCaches();
  edgeLines = [];
  restoreEdgeLog = configureEdgeLog({ sink: (line) => edgeLines.push(line) });
});
afterEach(() => {
  restoreEdgeLog();
  jest.restoreAllMocks();
});

/** Runs one step and applies its cookies to its answer (or to a plain "next" answer). */
async function run(step: EdgeStep, context: ReturnType<typeof edgeContext>) {
  const answer = (await step(context)) as NextResponse | undefined;
  await context.settled();
  return { answer, response: applyCookies(context, answer ?? NextResponse.next()) };
}

describe('1. mirror redirect', () => {
  it('sends a retired domain to its new mirror with path and query kept', async () => {
    const { api, calls } = fakeEdgeApi({
      'POST middleware/mirrorRedirect': ok({
        redirect: { newLink: 'https://casino2.example', oldDomain: 'casino.example' },
      }),
    });
    const { answer } = await run(
      mirrorRedirect,
      edgeContext(edgeRequest('https://www.casino.example/games/dice?promo=A'), api),
    );
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('location')).toBe('https://casino2.example/games/dice?promo=A');
    expect(calls[0]?.body).toEqual({ domain: 'casino.example' });
  });

  it('lets an active domain through and asks once per domain while fresh', async () => {
    const { api, calls } = fakeEdgeApi({
      'POST middleware/mirrorRedirect': ok({ redirect: { newLink: null, oldDomain: null } }),
    });
    for (const path of ['/', '/faq']) {
      expect(
        (await run(mirrorRedirect, edgeContext(edgeRequest(path), api))).answer,
      ).toBeUndefined();
    }
    expect(calls.filter((call) => call.path === 'middleware/mirrorRedirect')).toHaveLength(1);
  });

  it("reports a domain's visits, a redirected one included, once a minute per domain", async () => {
    const { api, calls } = fakeEdgeApi({
      'POST middleware/mirrorRedirect': ok({
        redirect: { newLink: 'https://casino2.example', oldDomain: 'casino.example' },
      }),
      'POST middleware/mirror': ok({ data: { domain: 'casino.example', status: 'blocked' } }),
    });
    for (const path of ['/', '/faq']) {
      await run(mirrorRedirect, edgeContext(edgeRequest(`https://casino.example${path}`), api));
    }
    await run(mirrorRedirect, edgeContext(edgeRequest('https://casino3.example/'), api));
    const reports = calls.filter((call) => call.path === 'middleware/mirror');
    expect(reports.map((call) => call.body)).toEqual([
      { domain: 'casino.example' },
      { domain: 'casino3.example' },
    ]);
  });

  it('remembers a host that stays for the visitor a day, and asks no more while it names the host', async () => {
    const { api, calls } = fakeEdgeApi({
      'POST middleware/mirrorRedirect': ok({ redirect: { newLink: null, oldDomain: null } }),
      'POST middleware/mirror': ok({ data: { domain: 'casino.example', status: 'active' } }),
    });
    const first = await run(
      mirrorRedirect,
      edgeContext(edgeRequest('https://www.casino.example/'), api),
    );
    const marker = setCookie(first.response, 'showLikeHostMatched');
    expect(marker?.value).toBe('casino.example');
    expect(marker?.maxAge).toBe(DAY);
    expect(marker?.raw).toMatch(/; HttpOnly/i);
    expect(marker?.raw).toMatch(/; Path=\//i);
    expect(marker?.raw).toMatch(/; SameSite=Lax/i);

    // A cold cache (another instance): the cookie spares the visitor the lookup, not the report.
    clearEdgeCaches();
    const again = await run(
      mirrorRedirect,
      edgeContext(
        edgeRequest('https://casino.example/faq', {
          cookies: { showLikeHostMatched: 'casino.example' },
        }),
        api,
      ),
    );
    expect(again.answer).toBeUndefined();
    expect(setCookie(again.response, 'showLikeHostMatched')).toBeUndefined();
    expect(calls.map((call) => call.path)).toEqual([
      'middleware/mirror',
      'middleware/mirrorRedirect',
      'middleware/mirror',
    ]);
  });

  it('asks again when the cookie names another host, and redirects from a retired one', async () => {
    const { api, calls } = fakeEdgeApi({
      'POST middleware/mirrorRedirect': ok({
        redirect: { newLink: 'https://casino2.example', oldDomain: 'casino.example' },
      }),
    });
    const { answer, response } = await run(
      mirrorRedirect,
      edgeContext(
        edgeRequest('https://casino.example/faq', {
          cookies: { showLikeHostMatched: 'casino3.example' },
        }),
        api,
      ),
    );
    expect(answer?.headers.get('location')).toBe('https://casino2.example/faq');
    expect(setCookie(response, 'showLikeHostMatched')).toBeUndefined();
    expect(calls.filter((call) => call.path === 'middleware/mirrorRedirect')).toHaveLength(1);
  });

  it('sets no marker without a verdict or for a bot', async () => {
    const down = await run(mirrorRedirect, edgeContext(edgeRequest('/'), fakeEdgeApi({}).api));
    expect(setCookie(down.response, 'showLikeHostMatched')).toBeUndefined();
    const { api } = fakeEdgeApi({
      'POST middleware/mirrorRedirect': ok({ redirect: { newLink: null, oldDomain: null } }),
    });
    const bot = await run(
      mirrorRedirect,
      edgeContext(edgeRequest('/', { headers: { 'user-agent': GOOGLEBOT } }), api),
    );
    expect(setCookie(bot.response, 'showLikeHostMatched')).toBeUndefined();
  });

  it('skips the step when the API is down, and never redirects to itself', async () => {
    expect(
      (await run(mirrorRedirect, edgeContext(edgeRequest('/'), fakeEdgeApi({}).api))).answer,
    ).toBeUndefined();
    clearEdgeCaches();
    const { api } = fakeEdgeApi({
      'POST middleware/mirrorRedirect': ok({
        redirect: { newLink: 'https://casino.example/', oldDomain: 'casino.example' },
      }),
    });
    expect((await run(mirrorRedirect, edgeContext(edgeRequest('/'), api))).answer).toBeUndefined();
  });
});

describe('2. simple-auth login', () => {
  const api = () =>
    fakeEdgeApi({
      'POST middleware/simpleAuth': ({ body }) =>
        ok({ token: `bearer-for-${(body as { token: string }).token}` }),
    });

  it('needs both the query token and the simpleAuth cookie', async () => {
    const noCookie = await run(
      simpleAuthLogin,
      edgeContext(edgeRequest('/?simpleAuthToken=abc'), api().api),
    );
    expect(noCookie.answer).toBeUndefined();
    const noQuery = await run(
      simpleAuthLogin,
      edgeContext(edgeRequest('/', { cookies: { simpleAuth: '1' } }), api().api),
    );
    expect(noQuery.answer).toBeUndefined();
  });

  it('logs in with token cookies for 30 days and removes the parameter', async () => {
    const { answer, response } = await run(
      simpleAuthLogin,
      edgeContext(
        edgeRequest('/bonuses?simpleAuthToken=abc&x=1', { cookies: { simpleAuth: '1' } }),
        api().api,
      ),
    );
    expect(answer?.headers.get('location')).toBe('https://casino.example/bonuses?x=1');
    for (const name of ['bearerToken', 'token']) {
      expect(setCookie(response, name)).toMatchObject({
        value: 'bearer-for-abc',
        maxAge: 30 * DAY,
      });
    }
  });

  it('a refused token still leaves the address clean, without cookies', async () => {
    const { api: refusing } = fakeEdgeApi({
      'POST middleware/simpleAuth': { status: 422, body: {} },
    });
    const { answer, response } = await run(
      simpleAuthLogin,
      edgeContext(edgeRequest('/?simpleAuthToken=bad', { cookies: { simpleAuth: '1' } }), refusing),
    );
    expect(answer?.headers.get('location')).toBe('https://casino.example/');
    expect(setCookie(response, 'bearerToken')).toBeUndefined();
  });
});

describe('3. page-open registration', () => {
  it('only with subH: registers subH, the visitor id and the address', async () => {
    const { api, calls } = fakeEdgeApi({
      'POST middleware/registerPageOpenEvent': success(),
    });
    await run(pageOpenRegistration, edgeContext(edgeRequest('/faq'), api));
    expect(calls).toHaveLength(0);
    const { answer, response } = await run(
      pageOpenRegistration,
      edgeContext(edgeRequest('/faq?subH=s-1', { cookies: { visitorId: 'v-1' } }), api),
    );
    expect(answer).toBeUndefined();
    expect(calls[0]?.body).toEqual({
      subH: 's-1',
      uuid: 'v-1',
      click_url: 'https://casino.example/faq?subH=s-1',
    });
    expect(setCookie(response, 'visitorId')).toBeUndefined();
  });

  it('makes a visitor id when there is none, and a failing API does not matter', async () => {
    const { answer, response } = await run(
      pageOpenRegistration,
      edgeContext(edgeRequest('/?subH=x'), fakeEdgeApi({}).api),
    );
    expect(answer).toBeUndefined();
    expect(setCookie(response, 'visitorId')?.value).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('4. campaign capture (spec §5)', () => {
  const utm = 'utm_source=g&utm_medium=cpc&utm_campaign=c1&utm_term=slots';
  const utmApi = () =>
    fakeEdgeApi({
      'POST middleware/utm': ok({
        advId: 'adv-9',
        promo: { type: 'freespins', value: '50', modal: 'welcome' },
      }),
      'POST middleware/ip': success(),
      'POST middleware/affiliate': success(),
    });

  it('stores pr as prHash for a day, only when none is stored', async () => {
    const first = await run(campaignCapture, edgeContext(edgeRequest('/?pr=h1'), utmApi().api));
    expect(setCookie(first.response, 'prHash')).toMatchObject({ value: 'h1', maxAge: DAY });
    const again = await run(
      campaignCapture,
      edgeContext(edgeRequest('/?pr=h2', { cookies: { prHash: 'h1' } }), utmApi().api),
    );
    expect(setCookie(again.response, 'prHash')).toBeUndefined();
  });

  it('stores simple_auth as simpleAuth only when not set', async () => {
    const first = await run(
      campaignCapture,
      edgeContext(edgeRequest('/?simple_auth=1'), utmApi().api),
    );
    expect(setCookie(first.response, 'simpleAuth')).toMatchObject({ value: '1', maxAge: DAY });
    const again = await run(
      campaignCapture,
      edgeContext(edgeRequest('/?simple_auth=2', { cookies: { simpleAuth: '1' } }), utmApi().api),
    );
    expect(setCookie(again.response, 'simpleAuth')).toBeUndefined();
  });

  it('registers utm with all four parameters and no advId: advId a day, the promo 10 minutes', async () => {
    const { api, calls } = utmApi();
    const { response } = await run(
      campaignCapture,
      edgeContext(edgeRequest(`/?${utm}&extra=1`), api),
    );
    expect(calls.find((call) => call.path === 'middleware/utm')?.body).toEqual({
      utm_source: 'g',
      utm_medium: 'cpc',
      utm_campaign: 'c1',
      utm_term: 'slots',
      extra: '1',
    });
    expect(setCookie(response, 'advId')).toMatchObject({ value: 'adv-9', maxAge: DAY });
    expect(setCookie(response, 'adBonusType')).toMatchObject({ value: 'freespins', maxAge: 600 });
    expect(setCookie(response, 'adBonusValue')).toMatchObject({ value: '50', maxAge: 600 });
    expect(setCookie(response, 'adBonusModal')).toMatchObject({ value: 'welcome', maxAge: 600 });
  });

  it.each([
    ['three of four', '/?utm_source=g&utm_medium=cpc&utm_campaign=c1', {}],
    ['an advId stored', `/?${utm}`, { advId: 'old' }],
  ])('does not register utm with %s', async (_, url, cookies) => {
    const { api, calls } = utmApi();
    const { response } = await run(
      campaignCapture,
      edgeContext(edgeRequest(url, { cookies }), api),
    );
    expect(calls.some((call) => call.path === 'middleware/utm')).toBe(false);
    expect(setCookie(response, 'advId')).toBeUndefined();
  });

  it('keeps partner parameters with their lifetimes and reports the click', async () => {
    const { api, calls } = utmApi();
    const { response } = await run(
      campaignCapture,
      edgeContext(
        edgeRequest(
          '/?partner=p1&adplace=a1&stag=s1&promo=WELCOME&partnerId=7&advertiseUid=u1&advertiseSource=src&cpaOneUid=c1',
        ),
        api,
      ),
    );
    for (const [name, value, days] of [
      ['partner', 'p1', 1],
      ['adplace', 'a1', 1],
      ['stag', 's1', 1],
      ['promo', 'WELCOME', 1],
      ['partnerId', '7', 1],
      ['advertiseUid', 'u1', 30],
      ['advertiseSource', 'src', 30],
      ['cpaOneUid', 'c1', 30],
    ] as const) {
      expect(setCookie(response, name)).toMatchObject({ value, maxAge: days * DAY });
    }
    expect(calls.find((call) => call.path === 'middleware/affiliate')?.body).toMatchObject({
      partner: 'p1',
      stag: 's1',
    });
  });

  it('keeps the visitor address and browser for a day and reports a new address', async () => {
    const { api, calls } = utmApi();
    const headers = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'user-agent': 'TestBrowser/1' };
    // 10.0.0.1, the peer, is a trusted proxy: the visitor is the hop it reported.
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    try {
      const { response } = await run(
        campaignCapture,
        edgeContext(edgeRequest('/', { headers }), api),
      );
      expect(setCookie(response, 'userVersion')).toMatchObject({
        value: '203.0.113.7',
        maxAge: DAY,
      });
      expect(setCookie(response, 'userBrowser')).toMatchObject({
        value: 'TestBrowser/1',
        maxAge: DAY,
      });
      expect(calls.find((call) => call.path === 'middleware/ip')?.body).toEqual({
        host: 'casino.example',
        userAgent: 'TestBrowser/1',
      });

      const { api: api2, calls: calls2 } = utmApi();
      const same = await run(
        campaignCapture,
        edgeContext(
          edgeRequest('/', {
            headers,
            cookies: { userVersion: '203.0.113.7', userBrowser: 'TestBrowser/1' },
          }),
          api2,
        ),
      );
      expect(same.response.headers.getSetCookie()).toEqual([]);
      expect(calls2).toHaveLength(0);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });

  it('reports a visitor that keeps no cookie once a day per host, and a bot never', async () => {
    const { api, calls } = utmApi();
    const reports = () => calls.filter((call) => call.path === 'middleware/ip');
    const page = (host: string, userAgent: string) =>
      run(
        campaignCapture,
        edgeContext(
          edgeRequest(`https://${host}/`, {
            headers: { 'x-forwarded-for': '198.51.100.30', 'user-agent': userAgent },
          }),
          api,
        ),
      );
    // A hundred pages without cookies: every answer sets userVersion, one report goes out.
    for (let i = 0; i < 100; i += 1) {
      const { response } = await page('casino.example', 'Script/1');
      expect(setCookie(response, 'userVersion')).toMatchObject({ value: '198.51.100.30' });
    }
    expect(reports()).toHaveLength(1);
    // The same address on a mirror is a visit of that host.
    await page('mirror.example', 'Script/1');
    expect(reports().map((call) => (call.body as { host: string }).host)).toEqual([
      'casino.example',
      'mirror.example',
    ]);
    // A search engine's crawler gets the cookie and is not reported.
    clearEdgeCaches();
    const { response } = await page('casino.example', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(setCookie(response, 'userVersion')).toBeDefined();
    expect(reports()).toHaveLength(2);
  });

  it('takes the nearest hop, not what the visitor wrote, when no proxy is trusted', async () => {
    const { api } = utmApi();
    const headers = { 'x-forwarded-for': '203.0.113.7, 198.51.100.20' };
    const { response } = await run(
      campaignCapture,
      edgeContext(edgeRequest('/', { headers }), api),
    );
    expect(setCookie(response, 'userVersion')).toMatchObject({ value: '198.51.100.20' });
  });

  it('a failing utm call is logged and the page goes on', async () => {
    const { answer, response } = await run(
      campaignCapture,
      edgeContext(edgeRequest(`/?${utm}`), fakeEdgeApi({}).api),
    );
    expect(answer).toBeUndefined();
    expect(setCookie(response, 'advId')).toBeUndefined();
    expect(edgeLines).toEqual([expect.stringContaining('"msg":"utm registration failed"')]);
  });
});

describe('5. redirect lookup', () => {
  it('sends a path to an external address as it is', async () => {
    const { api, calls } = fakeEdgeApi({
      'GET middleware/redirect': ok({
        redirect: { to: 'https://partner.example/landing', status: 301, external: true },
      }),
    });
    const { answer } = await run(redirectLookup, edgeContext(edgeRequest('/en/old-promo/'), api));
    expect(calls[0]?.query.get('path')).toBe('/old-promo');
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get('location')).toBe('https://partner.example/landing');
  });

  it('keeps the language prefix for an internal path', async () => {
    const { api } = fakeEdgeApi({
      'GET middleware/redirect': ok({ redirect: { to: '/bonuses', status: 302, external: false } }),
    });
    const { answer } = await run(redirectLookup, edgeContext(edgeRequest('/kz/akcii'), api));
    expect(answer?.headers.get('location')).toBe('https://casino.example/kz/bonuses');
  });

  it('no rule, a bad rule or a down API: the page renders', async () => {
    const none = fakeEdgeApi({ 'GET middleware/redirect': ok({ redirect: null }) });
    expect(
      (await run(redirectLookup, edgeContext(edgeRequest('/faq'), none.api))).answer,
    ).toBeUndefined();
    clearEdgeCaches();
    const bad = fakeEdgeApi({
      'GET middleware/redirect': ok({
        redirect: { to: '//evil.example', status: 302, external: false },
      }),
    });
    expect(
      (await run(redirectLookup, edgeContext(edgeRequest('/faq'), bad.api))).answer,
    ).toBeUndefined();
    clearEdgeCaches();
    expect(
      (await run(redirectLookup, edgeContext(edgeRequest('/faq'), fakeEdgeApi({}).api))).answer,
    ).toBeUndefined();
  });
});

describe('geo (spec §4)', () => {
  it('a 451 sends the visitor to /no-access in their language', async () => {
    const { api } = fakeEdgeApi({
      'GET geo_ip': { status: 451, body: { error: 'region_blocked' } },
    });
    const { answer } = await run(geoCheck, edgeContext(edgeRequest('/en/games/dice?x=1'), api));
    expect(answer?.headers.get('location')).toBe('https://casino.example/en/no-access');
  });

  it('a blocked visitor on /no-access stays; an allowed one goes back to /', async () => {
    const blocked = fakeEdgeApi({ 'GET geo_ip': { status: 451, body: {} } });
    expect(
      (await run(geoCheck, edgeContext(edgeRequest('/no-access'), blocked.api))).answer,
    ).toBeUndefined();
    clearEdgeCaches();
    const allowed = fakeEdgeApi({ 'GET geo_ip': located('KZ') });
    const { answer } = await run(geoCheck, edgeContext(edgeRequest('/kz/no-access'), allowed.api));
    expect(answer?.headers.get('location')).toBe('https://casino.example/kz');
  });

  it('search engines skip the lookup; other errors are only logged', async () => {
    const { api, calls } = fakeEdgeApi({ 'GET geo_ip': { status: 451, body: {} } });
    const bot = await run(
      geoCheck,
      edgeContext(edgeRequest('/', { headers: { 'user-agent': GOOGLEBOT } }), api),
    );
    expect(bot.answer).toBeUndefined();
    expect(calls).toHaveLength(0);
    const failing = fakeEdgeApi({ 'GET geo_ip': { status: 500, body: {} } });
    expect(
      (await run(geoCheck, edgeContext(edgeRequest('/'), failing.api))).answer,
    ).toBeUndefined();
    expect(edgeLines).toEqual([
      expect.stringMatching(/"msg":"edge lookup failed".*"lookup":"geo"/),
    ]);
  });

  it('asks once per visitor address while the answer is fresh', async () => {
    const { api, calls } = fakeEdgeApi({ 'GET geo_ip': located(null) });
    const headers = { 'x-forwarded-for': '198.51.100.1' };
    await run(geoCheck, edgeContext(edgeRequest('/', { headers }), api));
    await run(geoCheck, edgeContext(edgeRequest('/faq', { headers }), api));
    await run(
      geoCheck,
      edgeContext(edgeRequest('/', { headers: { 'x-forwarded-for': '198.51.100.2' } }), api),
    );
    expect(calls).toHaveLength(2);
  });

  it('keys the cache on the country header only from a trusted peer, as the API reads it', async () => {
    const { api, calls } = fakeEdgeApi({ 'GET geo_ip': located(null) });
    // An untrusted peer: its country header means nothing, new values ask nothing new.
    for (const country of ['US', 'KZ', 'DE']) {
      const headers = { 'x-forwarded-for': '198.51.100.3', 'cf-ipcountry': country };
      await run(geoCheck, edgeContext(edgeRequest('/', { headers }), api));
    }
    expect(calls).toHaveLength(1);
    process.env.TRUSTED_PROXIES = '198.51.100.0/24';
    try {
      for (const country of ['US', 'KZ']) {
        const headers = { 'x-forwarded-for': '203.0.113.3, 198.51.100.4', 'cf-ipcountry': country };
        await run(geoCheck, edgeContext(edgeRequest('/', { headers }), api));
      }
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
    expect(calls).toHaveLength(3);
  });
});

describe('single sign-on (spec §4)', () => {
  const withLink = () =>
    fakeEdgeApi({
      'GET mirror': ok(mirrorAnswer('https://sso.example/enter')),
    });

  it('sends a visitor without a token to the SSO link once, with the address', async () => {
    const { answer, response } = await run(
      singleSignOn,
      edgeContext(edgeRequest('/faq?a=1'), withLink().api),
    );
    const target = new URL(answer!.headers.get('location')!);
    expect(target.origin + target.pathname).toBe('https://sso.example/enter');
    expect(target.searchParams.get('redirect_url')).toBe('https://casino.example/faq?a=1');
    const marker = setCookie(response, 'ssoRedirected');
    expect(marker?.value).toBe('1');
    expect(marker?.maxAge).toBeUndefined();
  });

  it.each([
    ['a token', edgeRequest('/', { cookies: { bearerToken: 't' } }), false],
    ['no_sso', edgeRequest('/?no_sso'), false],
    ['ssoRedirected', edgeRequest('/', { cookies: { ssoRedirected: '1' } }), false],
    ['a bot', edgeRequest('/', { headers: { 'user-agent': GOOGLEBOT } }), false],
    ['development', edgeRequest('/'), true],
  ])('stays with %s', async (_, request, isDevelopment) => {
    const { answer } = await run(
      singleSignOn,
      edgeContext(request, withLink().api, { isDevelopment }),
    );
    expect(answer).toBeUndefined();
  });

  it('clears ssoRedirected once the visitor has a token; no link, no trip', async () => {
    const { response } = await run(
      singleSignOn,
      edgeContext(
        edgeRequest('/', { cookies: { bearerToken: 't', ssoRedirected: '1' } }),
        withLink().api,
      ),
    );
    expect(setCookie(response, 'ssoRedirected')?.raw).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    );
    clearEdgeCaches();
    const none = fakeEdgeApi({ 'GET mirror': ok(mirrorAnswer(null)) });
    expect(
      (await run(singleSignOn, edgeContext(edgeRequest('/'), none.api))).answer,
    ).toBeUndefined();
  });
});

describe('promo (spec §5)', () => {
  it('an unknown promo clears the cookie and leaves the address', async () => {
    const { api } = fakeEdgeApi({
      'GET bonus-system/bonus/NOPE': { status: 404, body: { error: 'not_found' } },
    });
    const context = edgeContext(
      edgeRequest('/bonuses?promo=NOPE&x=1', { cookies: { promo: 'NOPE' } }),
      api,
    );
    const { answer, response } = await run(promoCheck, context);
    expect(answer?.headers.get('location')).toBe('https://casino.example/bonuses?x=1');
    expect(setCookie(response, 'promo')?.raw).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it('a known promo stays; an unreachable API is not a verdict', async () => {
    const { api } = fakeEdgeApi({
      'GET bonus-system/bonus/WELCOME': ok({ data: WELCOME }),
    });
    expect(
      (await run(promoCheck, edgeContext(edgeRequest('/?promo=WELCOME'), api))).answer,
    ).toBeUndefined();
    expect(
      (await run(promoCheck, edgeContext(edgeRequest('/?promo=OTHER'), fakeEdgeApi({}).api)))
        .answer,
    ).toBeUndefined();
  });
});

describe('games blocked on one host (spec §5)', () => {
  const step = createBlockedGamesHost('www.casino.kz');
  it.each(['/games/crash', '/kz/games/coinflip', '/games/cases/starter-case'])(
    '%s → /error there',
    async (path) => {
      const { answer } = await run(step, edgeContext(edgeRequest(`https://casino.kz${path}`)));
      expect(new URL(answer!.headers.get('location')!).pathname).toMatch(/^(\/kz)?\/error$/);
    },
  );
  it('other games and other hosts are untouched', async () => {
    expect(
      (await run(step, edgeContext(edgeRequest('https://casino.kz/games/dice')))).answer,
    ).toBeUndefined();
    expect(
      (await run(step, edgeContext(edgeRequest('https://casino.example/games/crash')))).answer,
    ).toBeUndefined();
  });
});

describe('the pipeline', () => {
  it('runs the steps in the spec order and puts every cookie on the final answer', async () => {
    const order: string[] = [];
    const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      order.push(`${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`);
      const path = url.pathname.replace(/^\/api\//, '');
      const bodies: Record<string, unknown> = {
        'middleware/mirrorRedirect': { redirect: { newLink: null, oldDomain: null } },
        'middleware/utm': { advId: 'adv-1', promo: null },
        'middleware/redirect': { redirect: null },
        geo_ip: located('RU').body,
        mirror: mirrorAnswer(null),
        'bonus-system/bonus/WELCOME': { data: WELCOME },
      };
      return new Response(JSON.stringify(bodies[path] ?? { success: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const pipeline = createPipeline({
      steps: navigationSteps({}),
      handleLocale: () => NextResponse.next(),
      fetch: fetchStub as unknown as typeof fetch,
      isDevelopment: false,
    });
    const response = await pipeline(
      edgeRequest(
        'http://localhost:3000/faq?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&promo=WELCOME&subH=s',
        {
          headers: { 'x-forwarded-for': '203.0.113.9' },
        },
      ),
    );
    expect(response.status).toBe(200);
    const sync = order.filter(
      (call) => !/registerPageOpenEvent|middleware\/ip|middleware\/mirror$/.test(call),
    );
    expect(sync).toEqual([
      // The active mirrors' API origins for the page's policy, beside the steps.
      'GET mirror',
      'POST middleware/mirrorRedirect',
      'POST middleware/utm',
      'GET middleware/redirect',
      'GET geo_ip',
      'GET mirror',
      'GET bonus-system/bonus/WELCOME',
    ]);
    expect(setCookie(response, 'advId')?.value).toBe('adv-1');
    expect(setCookie(response, 'promo')?.value).toBe('WELCOME');
    expect(fetchStub.mock.calls[0]![0]).toMatch(/^http:\/\/localhost:3000\/api\//);
  });

  it('rewrites the api. host before anything else', async () => {
    const pipeline = createPipeline({
      steps: navigationSteps({}),
      handleLocale: () => NextResponse.next(),
    });
    const response = await pipeline(edgeRequest('https://api.casino.example/profile/user'));
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'https://api.casino.example/api/profile/user',
    );
  });
});

describe('the edge API client', () => {
  /** A client whose fetch answers `status` with `body` as it is. */
  function clientAnswering(status: number, body: string) {
    const fetchStub = jest.fn(
      async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    );
    const api = createEdgeApi(edgeRequest('/'), { fetch: fetchStub as unknown as typeof fetch });
    return { api, fetchStub };
  }

  it("forwards the visitor's address headers and the site's own hop secret", async () => {
    const fetchStub = jest.fn<Promise<Response>, [string, RequestInit]>(async () =>
      Response.json({ success: true }),
    );
    const env = { CLIENT_IP_HEADER: 'CF-Connecting-IP', SITE_HOP_TOKEN: 'hop-secret' };
    Object.assign(process.env, env);
    try {
      const request = edgeRequest('/', {
        headers: {
          'x-forwarded-for': '203.0.113.7, 127.0.0.1',
          'cf-connecting-ip': '203.0.113.7',
          'cf-ipcountry': 'KZ',
          cookie: 'a=b',
        },
      });
      const api = createEdgeApi(request, { fetch: fetchStub as unknown as typeof fetch });
      await api.post('middleware/ip', successAnswerSchema, {});
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
    expect(fetchStub.mock.calls[0]![1].headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7, 127.0.0.1',
      'cf-connecting-ip': '203.0.113.7',
      'cf-ipcountry': 'KZ',
      'x-site-hop': 'hop-secret',
    });
  });

  it('parses a success by the answer schema', async () => {
    const { api } = clientAnswering(200, JSON.stringify({ success: true, extra: 1 }));
    await expect(api.post('middleware/ip', successAnswerSchema, {})).resolves.toEqual({
      ok: true,
      status: 200,
      body: { success: true },
    });
  });

  it('answers an error status without reading its body', async () => {
    const { api } = clientAnswering(451, 'not json at all');
    await expect(api.get('geo_ip', geoAnswerSchema)).resolves.toEqual({
      ok: false,
      status: 451,
      body: null,
    });
  });

  it('throws on a success outside its contract, as on a network failure', async () => {
    const { api } = clientAnswering(200, JSON.stringify({ data: { ip: 1 } }));
    await expect(api.get('geo_ip', geoAnswerSchema)).rejects.toThrow(EdgeAnswerError);
    const { api: broken } = clientAnswering(200, '<html>');
    await expect(broken.get('geo_ip', geoAnswerSchema)).rejects.toThrow(EdgeAnswerError);
  });

  it('aborts a call the API never answers, body included, after its timeout', async () => {
    const signals: AbortSignal[] = [];
    const silent = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          signals.push(init.signal!);
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const api = createEdgeApi(edgeRequest('/'), {
      fetch: silent as unknown as typeof fetch,
      timeoutMs: 20,
    });
    await expect(api.get('geo_ip', geoAnswerSchema)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(signals[0]?.aborted).toBe(true);

    // Headers in time, then a body that never ends: the same timeout cuts it.
    const trickle = jest.fn(
      async (_url: string, init: RequestInit) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":'));
              init.signal!.addEventListener('abort', () => controller.error(init.signal!.reason));
            },
          }),
          { status: 200 },
        ),
    );
    const slow = createEdgeApi(edgeRequest('/'), {
      fetch: trickle as unknown as typeof fetch,
      timeoutMs: 20,
    });
    await expect(slow.get('geo_ip', geoAnswerSchema)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('a success outside its contract is no verdict: the steps go on as without the API', async () => {
    const geo = fakeEdgeApi({ 'GET geo_ip': ok({ data: { country_code: 'KZ' } }) });
    expect(
      (await run(geoCheck, edgeContext(edgeRequest('/no-access'), geo.api))).answer,
    ).toBeUndefined();
    const promo = fakeEdgeApi({ 'GET bonus-system/bonus/ODD': ok({ data: { code: 'ODD' } }) });
    expect(
      (await run(promoCheck, edgeContext(edgeRequest('/?promo=ODD'), promo.api))).answer,
    ).toBeUndefined();
    const redirect = fakeEdgeApi({
      'GET middleware/redirect': ok({ redirect: { to: '/games', status: 303, external: false } }),
    });
    expect(
      (await run(redirectLookup, edgeContext(edgeRequest('/old'), redirect.api))).answer,
    ).toBeUndefined();
    expect(edgeLines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'edge lookup failed',
        source: 'edge',
        lookup: 'redirect',
        error: expect.objectContaining({
          message: expect.stringContaining('outside its contract'),
        }),
      }),
    );
  });
});

describe('lookup cache', () => {
  it('serves fresh, then stale while refreshing, and remembers failures briefly', async () => {
    let now = 0;
    const cache = createLookupCache<number>({
      name: 'test',
      ttlMs: 100,
      staleMs: 1000,
      errorTtlMs: 50,
      now: () => now,
    });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    now = 500;
    const refreshes: Promise<unknown>[] = [];
    expect(await cache.get('k', load, (p) => refreshes.push(p))).toBe(1);
    await Promise.all(refreshes);
    expect(await cache.get('k', load)).toBe(2);
    const failing = jest.fn(async () => {
      throw new Error('down');
    });
    expect(await cache.get('x', failing)).toBeUndefined();
    expect(await cache.get('x', failing)).toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    now = 600;
    await cache.get('x', failing);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('gives up on a load that never settles, so no page waits on it for good', async () => {
    let now = 0;
    const cache = createLookupCache<number>({
      name: 'stuck',
      ttlMs: 100,
      staleMs: 1000,
      errorTtlMs: 50,
      loadTimeoutMs: 20,
      now: () => now,
    });
    const never = jest.fn(() => new Promise<number>(() => {}));
    // Two pages asking at once share the one load and both go on without it.
    await expect(Promise.all([cache.get('k', never), cache.get('k', never)])).resolves.toEqual([
      undefined,
      undefined,
    ]);
    expect(never).toHaveBeenCalledTimes(1);
    expect(edgeLines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ msg: 'edge lookup failed', lookup: 'stuck' }),
    );
    // Once the failure is forgotten, the key is loaded afresh.
    now = 60;
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
