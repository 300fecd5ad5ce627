import { NextResponse } from 'next/server';
import { createPipeline } from '@/lib/edge/pipeline';
import { gameServiceOrigins } from '@/lib/edge/page-security';
import { clearEdgeCaches, edgeRequest } from '../support/edge';

const VISITOR = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Mozilla/5.0 test' };

/** The middleware with `env` read at run time, and the API's mirror list as given. */
function policyOf(env: Record<string, string>, mirrors: { origin: string; api: string }[] = []) {
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
        : Response.json({})) as typeof fetch,
    isDevelopment: false,
    env,
  });
  return async (url: string) => {
    const response = await pipeline(edgeRequest(url, { headers: VISITOR }));
    const policy = response.headers.get('content-security-policy') ?? '';
    return policy.split('; ').find((directive) => directive.startsWith('connect-src'));
  };
}

beforeEach(() => {
  clearEdgeCaches();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("the page's connect-src and the game services (spec §7)", () => {
  it("allows a service's own URL, and its port on the API host and on each mirror's", async () => {
    const connect = policyOf(
      { DICE_API_PORT: '3101', CRASH_API_URL: 'https://crash.casino.example/api' },
      [{ origin: 'https://casino2.example', api: 'https://api.casino2.example' }],
    );
    expect(await connect('https://casino.example/faq')).toBe(
      "connect-src 'self' https://api.casino.example https://api.casino2.example " +
        'https://crash.casino.example https://api.casino.example:3101 https://api.casino2.example:3101',
    );
  });

  it('follows the host the page was asked on, and its /api on localhost', async () => {
    const connect = policyOf({ DICE_API_PORT: '3101' });
    expect(await connect('http://localhost:3100/en/games/dice')).toBe(
      "connect-src 'self' http://localhost:3100 http://localhost:3101",
    );
  });

  it('adds nothing without services, and leaves a bad value out with a warning', async () => {
    expect(await policyOf({})('https://casino.example/')).toBe(
      "connect-src 'self' https://api.casino.example",
    );
    expect(
      await policyOf({ KENO_API_PORT: '70000', MINER_API_URL: 'not a url' })(
        'https://casino.example/',
      ),
    ).toBe("connect-src 'self' https://api.casino.example");
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^KENO_API_PORT: /));
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^MINER_API_URL: /));
  });

  it('reduces each base to an origin', () => {
    expect(
      gameServiceOrigins(
        { dice: { port: 443 }, cases: { url: 'https://cases.example:8443/x/y' }, keno: {} },
        ['https://api.casino.example'],
      ),
    ).toEqual(['https://api.casino.example', 'https://cases.example:8443']);
  });
});
