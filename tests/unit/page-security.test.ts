import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { createPipeline, navigationSteps } from '@/lib/edge/pipeline';
import { routing } from '@/lib/i18n/routing';
import { clearEdgeCaches, edgeRequest, setCookie } from '../support/edge';

const VISITOR = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Mozilla/5.0 test' };
/** What a visitor who has been here before carries: nothing for the middleware to set. */
const RETURNING = {
  language: 'ru',
  userVersion: '203.0.113.9',
  userBrowser: 'Mozilla/5.0 test',
  showLikeHostMatched: 'casino.example',
};

/** The API as a plain visit finds it: no mirror move, no redirect rule, a Russian visitor. */
async function apiStub(input: RequestInfo | URL) {
  const path = new URL(String(input)).pathname.replace(/^\/(api\/)?/, '');
  const bodies: Record<string, unknown> = {
    'middleware/mirrorRedirect': { redirect: { newLink: null, oldDomain: null } },
    'middleware/redirect': { redirect: null },
    geo_ip: { data: { ip: '203.0.113.9', country_code: 'RU', region: 'RU' } },
    mirror: {
      redirect: { newLink: null },
      sso: null,
      verification: { google: null, yandex: null },
      mirrors: [],
    },
    'middleware/simpleAuth': { token: 'session-token' },
  };
  return Response.json(bodies[path] ?? { success: true });
}

/**
 * The middleware as middleware.ts builds it, next-intl included, with the request next-intl
 * was handed kept for the test (the one Next renders the page from).
 */
function middleware(options: { isDevelopment?: boolean; env?: Record<string, string> } = {}) {
  const rendered: NextRequest[] = [];
  const intl = createIntlMiddleware(routing);
  const pipeline = createPipeline({
    steps: navigationSteps({}),
    handleLocale: (request) => {
      rendered.push(request);
      return intl(request);
    },
    fetch: apiStub as typeof fetch,
    isDevelopment: options.isDevelopment ?? false,
    env: options.env ?? {},
  });
  return { pipeline, rendered };
}

/** The request headers Next renders with: what `NextResponse.next({request})` carried over. */
function forwardedHeader(response: Response, name: string) {
  return response.headers.get(`x-middleware-request-${name}`);
}

beforeEach(() => {
  clearEdgeCaches();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  // Every call the stub received was read within its contract.
  expect(console.warn).not.toHaveBeenCalledWith(
    expect.anything(),
    expect.stringContaining('contract'),
  );
  jest.restoreAllMocks();
});

describe('page answers', () => {
  it("a first visit's answer sets cookies, so it is private, with the policy and HSTS", async () => {
    const { pipeline } = middleware();
    const response = await pipeline(
      edgeRequest('https://casino.example/faq', { headers: VISITOR }),
    );
    expect(setCookie(response, 'language')?.value).toBe('ru');
    expect(setCookie(response, 'userVersion')?.value).toBe('203.0.113.9');
    expect(setCookie(response, 'userBrowser')).toBeDefined();
    expect(setCookie(response, 'showLikeHostMatched')?.value).toBe('casino.example');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
    expect(policy).toContain("connect-src 'self' https://api.casino.example");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it("a returning visitor's answer sets nothing and keeps the caching Next gives the page", async () => {
    const { pipeline } = middleware();
    const response = await pipeline(
      edgeRequest('https://casino.example/faq', { headers: VISITOR, cookies: RETURNING }),
    );
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(response.headers.get('strict-transport-security')).not.toBeNull();
  });

  it('a redirect a step answers with cookies is private too', async () => {
    const { pipeline } = middleware();
    const response = await pipeline(
      edgeRequest('https://casino.example/?simpleAuthToken=one-time', {
        headers: VISITOR,
        cookies: { ...RETURNING, simpleAuth: '1' },
      }),
    );
    expect(response.status).toBe(302);
    expect(setCookie(response, 'bearerToken')?.value).toBe('session-token');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('hands Next the policy with the nonce the answer carries, a new one each request', async () => {
    const { pipeline, rendered } = middleware();
    const first = await pipeline(edgeRequest('https://casino.example/en', { headers: VISITOR }));
    const second = await pipeline(edgeRequest('https://casino.example/en', { headers: VISITOR }));
    const policy = first.headers.get('content-security-policy');
    expect(rendered[0]?.headers.get('content-security-policy')).toBe(policy);
    expect(forwardedHeader(first, 'content-security-policy')).toBe(policy);
    // The visitor's own headers still reach the page.
    expect(forwardedHeader(first, 'user-agent')).toBe('Mozilla/5.0 test');
    const nonce = (answer: Response) =>
      answer.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce(first)).toBeDefined();
    expect(nonce(first)).not.toBe(nonce(second));
  });

  it('allows the api. host the browser derives from the address a proxy names', async () => {
    const { pipeline } = middleware();
    const response = await pipeline(
      edgeRequest('http://10.0.0.5:3000/faq', {
        headers: {
          ...VISITOR,
          'x-forwarded-host': 'www.casino-mirror.example',
          'x-forwarded-proto': 'https',
        },
      }),
    );
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self' https://api.casino-mirror.example;");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it("lets the page reach the active mirrors' APIs, for the client's failover", async () => {
    const mirrors = [
      { origin: 'https://casino2.example', api: 'https://api.casino2.example' },
      { origin: 'http://127.0.0.1:3000', api: 'http://127.0.0.1:3000/api' },
    ];
    const pipeline = createPipeline({
      steps: [],
      handleLocale: () => NextResponse.next(),
      fetch: (async (input: RequestInfo | URL) =>
        new URL(String(input)).pathname.replace(/^\/(api\/)?/, '') === 'mirror'
          ? Response.json({
              redirect: { newLink: null },
              sso: null,
              verification: { google: null, yandex: null },
              mirrors,
            })
          : apiStub(input)) as typeof fetch,
      isDevelopment: false,
      env: {},
    });
    const response = await pipeline(
      edgeRequest('https://casino.example/faq', { headers: VISITOR }),
    );
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.casino.example https://api.casino2.example http://127.0.0.1:3000;",
    );
  });

  it('keeps the policy without mirrors when the mirror list cannot be had', async () => {
    const pipeline = createPipeline({
      steps: [],
      handleLocale: () => NextResponse.next(),
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      isDevelopment: false,
      env: {},
    });
    const response = await pipeline(
      edgeRequest('https://casino.example/faq', { headers: VISITOR }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.casino.example;",
    );
  });

  it('frames the configured game providers and nothing else', async () => {
    const { pipeline } = middleware({
      env: {
        GAME_PROVIDER_ORIGINS: 'https://games.provider.example,not an origin',
        CAPTCHA: 'off',
      },
    });
    const response = await pipeline(edgeRequest('https://casino.example/', { headers: VISITOR }));
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-src https://games.provider.example;',
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"not an origin"'));
  });

  it('frames the site itself only while the sandbox game provider is on', async () => {
    const policyWith = async (env: Record<string, string>, isDevelopment = false) => {
      const { pipeline } = middleware({ env: { CAPTCHA: 'off', ...env }, isDevelopment });
      const response = await pipeline(edgeRequest('https://casino.example/', { headers: VISITOR }));
      return response.headers.get('content-security-policy') ?? '';
    };
    expect(await policyWith({ SANDBOX_RGS_ENABLED: '1' })).toContain("frame-src 'self';");
    expect(await policyWith({ DEV_TOOLS: '1' })).toContain("frame-src 'self';");
    expect(await policyWith({}, true)).toContain("frame-src 'self';");
    // The sandbox KYC provider's page is framed too while it is on (issue 35).
    expect(await policyWith({ SANDBOX_RGS_ENABLED: '0' }, true)).toContain("frame-src 'self';");
    expect(await policyWith({ SANDBOX_RGS_ENABLED: '0', KYC_PROVIDER: 'off' }, true)).toContain(
      "frame-src 'none';",
    );
    expect(await policyWith({})).toContain("frame-src 'none';");
  });

  it("frames the KYC provider's verification window: the sandbox's page, or Sumsub's", async () => {
    const policyWith = async (env: Record<string, string>) => {
      const { pipeline } = middleware({ env: { CAPTCHA: 'off', ...env } });
      const response = await pipeline(edgeRequest('https://casino.example/', { headers: VISITOR }));
      return response.headers.get('content-security-policy') ?? '';
    };
    expect(await policyWith({ KYC_PROVIDER: 'sandbox' })).toContain("frame-src 'self';");
    const sumsub = await policyWith({ KYC_PROVIDER: 'sumsub' });
    expect(sumsub).toContain('frame-src https://api.sumsub.com;');
    // Its builder script is trusted through the loader; the host is for browsers before CSP 3.
    expect(sumsub).toMatch(/script-src [^;]*'strict-dynamic' https:\/\/static\.sumsub\.com/);
    expect(
      await policyWith({ KYC_PROVIDER: 'sumsub', SUMSUB_BASE_URL: 'https://api.sumsub.example/' }),
    ).toContain('frame-src https://api.sumsub.example;');
    expect(
      await policyWith({ KYC_PROVIDER: 'off', DEV_TOOLS: '1', SANDBOX_RGS_ENABLED: '0' }),
    ).toContain("frame-src 'none';");
  });

  it('in development: eval for React, no HSTS, no upgrade of http requests', async () => {
    const { pipeline } = middleware({ isDevelopment: true });
    const response = await pipeline(edgeRequest('http://localhost:3000/', { headers: VISITOR }));
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).toContain("connect-src 'self' http://localhost:3000;");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('leaves the api. host to the API, which sets its own headers', async () => {
    const pipeline = createPipeline({
      steps: navigationSteps({}),
      handleLocale: () => NextResponse.next(),
      isDevelopment: false,
      env: {},
    });
    const response = await pipeline(edgeRequest('https://api.casino.example/profile/user'));
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'https://api.casino.example/api/profile/user',
    );
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
