import { serviceOfPath } from '@/lib/api/game-services';
import { clientConfigAnswerSchema } from '@/lib/schemas/client-config';
import { serviceOnly } from '@/server/api/service-listener';
import { createTestApi, HARNESS_PROXY, type TestApi } from '@/tests/support/api';
import { apiOperations } from '@/tests/support/fuzz';
import { betKey, gamePlayer } from '@/tests/support/game-bets';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

const SITE = 'http://localhost:3000';

describe('GET /api/client_config: the game services (spec §7)', () => {
  it('names the configured services only: the URL, else the port', async () => {
    const api = await createTestApi({
      env: {
        DICE_API_PORT: '3101',
        CRASH_API_URL: 'https://crash.example/api/',
        CASES_API_URL: 'https://cases.example',
        CASES_API_PORT: '4100',
      },
    });
    try {
      const answer = clientConfigAnswerSchema.parse((await api.get('/api/client_config')).json);
      expect(answer.services).toEqual({
        dice: { port: 3101 },
        crash: { url: 'https://crash.example/api' },
        cases: { url: 'https://cases.example' },
      });
    } finally {
      await api.close();
    }
  });

  it('names none by default: every game on the main API', async () => {
    const api = await createTestApi();
    try {
      expect((await api.get('/api/client_config')).json.services).toEqual({});
    } finally {
      await api.close();
    }
  });
});

describe('every operation of the games and of fairness', () => {
  it('belongs to a service, and no other operation does', () => {
    const { operations } = apiOperations();
    // Paths relative to the API root, as the document and the browser's calls name them.
    const paths = [...new Set(operations.map(({ path }) => path))];
    const games = paths.filter((path) => /^\/api\/v2\/(games|fair)(\/|$)/.test(path));
    expect(games.length).toBeGreaterThan(30);
    for (const path of paths) {
      const expected = games.includes(path) ? expect.any(String) : null;
      expect([path, serviceOfPath(path)]).toEqual([path, expected]);
    }
  });
});

describe("the API on a game service's own port", () => {
  let api: TestApi;
  let dice: (request: Request) => Response | Promise<Response>;
  beforeAll(async () => {
    api = await createTestApi({ env: { OPERATOR_TOKEN, DICE_API_PORT: '3101' } });
    dice = serviceOnly('dice', api.app.fetch);
  });
  afterAll(() => api.close());

  /** A request to the dice port from the site's page, through the harness's proxy. */
  const call = (method: string, path: string, init: { token?: string; body?: unknown } = {}) =>
    dice(
      new Request(`http://localhost:3101${path}`, {
        method,
        headers: {
          origin: SITE,
          'x-forwarded-for': `10.9.8.7, ${HARNESS_PROXY}`,
          ...(init.token && { authorization: `Bearer ${init.token}` }),
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );

  it('takes a dice bet as the main API would, with its CORS', async () => {
    const player = await gamePlayer(api, 1000);
    const response = await call('POST', '/api/api/v2/games/dice/bet', {
      token: player.token,
      body: { key: betKey(), amount: 10, target: 50, direction: 'under' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    const bet = (await response.json()) as { game: string; amount: number; payout: number };
    expect(bet).toMatchObject({ game: 'dice', amount: 10 });
    const profile = await api.get('/api/profile/user', { token: player.token });
    expect(profile.json.user.balance).toBeCloseTo(1000 - 10 + bet.payout, 2);
  });

  it("answers the site's preflight as the main API does", async () => {
    const preflight = await dice(
      new Request('http://localhost:3101/api/api/v2/games/dice/bet', {
        method: 'OPTIONS',
        headers: {
          origin: SITE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-forwarded-for',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    // The harness (development tools) may name its address across origins (playwright.config.ts).
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-forwarded-for',
    );
    const stranger = await dice(
      new Request('http://localhost:3101/api/api/v2/games/dice/bet', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      }),
    );
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers its probes and 404 to every other route', async () => {
    expect((await call('GET', '/api/health')).status).toBe(200);
    const player = await gamePlayer(api);
    for (const path of [
      '/api/profile/user',
      '/api/api/v2/games/keno/recent',
      '/api/api/v2/fair/seeds',
      '/api/client_config',
      '/api/api/v2/games/dice/../../../../profile/user',
      '/en/games/dice',
      '/',
    ]) {
      const response = await call('GET', path, { token: player.token });
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
    // The main port still serves them.
    expect((await api.get('/api/profile/user', { token: player.token })).status).toBe(200);
    expect((await call('GET', '/api/api/v2/games/dice/recent')).status).toBe(200);
  });
});
