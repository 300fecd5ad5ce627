import { and, eq, isNull } from 'drizzle-orm';
import { casinoGames, casinoSessions, sandboxRgsLaunches } from '@/server/db/schema';
import { sandboxSource } from '@/server/services/casino/catalogue/sandbox-source';
import { syncCatalogue } from '@/server/services/casino/catalogue/sync-catalogue';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { fundedPlayer, OPERATOR_TOKEN } from '@/tests/support/wallet';

const US_IP = '8.8.8.8';

let api: TestApi;
beforeAll(async () => {
  // A database of its own on PostgreSQL: other suites put games of the same aggregator and code
  // into the shared catalogue under other slugs.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  await syncCatalogue(api.ctx, sandboxSource(api.ctx.clock));
});
afterAll(() => api.close());

const launchId = (url: string) => /\/sandbox-rgs\/play\/([\w-]+)$/.exec(url)?.[1];
const launchRow = async (url: string) =>
  (
    await api.ctx.db
      .select()
      .from(sandboxRgsLaunches)
      .where(eq(sandboxRgsLaunches.id, launchId(url)!))
  )[0];

describe('POST /casino/launch/demo', () => {
  it('opens a demo for anyone: the provider\u2019s page, no wallet session', async () => {
    const response = await api.post(
      '/api/casino/launch/demo',
      { game: 'sandbox-fruits', platform: 'mobile' },
      { ip: US_IP, headers: { 'accept-language': 'en' } },
    );
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ mode: 'demo', currency: 'RUB' });
    expect(response.json.url).toMatch(/^http:\/\/localhost:3000\/en\/sandbox-rgs\/play\/[\w-]+$/);
    expect(await launchRow(response.json.url)).toMatchObject({
      mode: 'demo',
      gameCode: 'sandbox-fruits',
      playerRef: null,
      sessionToken: null,
      demoBalance: 100_000,
      lobbyUrl: 'http://localhost:3000/en/games/slots',
      depositUrl: 'http://localhost:3000/en/games/slots/sandbox-fruits/demo?deposit=1',
    });
  });

  it('refuses unknown, switched-off and blocked games and games without demo', async () => {
    const demo = (game: string, ip = US_IP, headers: Record<string, string> = {}) =>
      api.post('/api/casino/launch/demo', { game }, { ip, headers });
    expect((await demo('no-such-game')).status).toBe(404);
    await api.ctx.db
      .update(casinoGames)
      .set({ enabled: false })
      .where(eq(casinoGames.slug, 'aurora-gems'));
    expect((await demo('aurora-gems')).status).toBe(404);
    await api.ctx.db
      .update(casinoGames)
      .set({ blockedCountries: ['RU'] })
      .where(eq(casinoGames.slug, 'golden-steppe'));
    const blocked = await demo('golden-steppe', US_IP, { 'cf-ipcountry': 'RU' });
    expect(blocked.status).toBe(403);
    expect(blocked.json.error).toBe('casino_game_blocked');
    expect((await demo('golden-steppe')).status).toBe(200);
    await api.ctx.db
      .update(casinoGames)
      .set({ hasDemo: false })
      .where(eq(casinoGames.slug, 'roulette-live'));
    const noDemo = await demo('roulette-live');
    expect(noDemo.status).toBe(409);
    expect(noDemo.json.error).toBe('casino_demo_unavailable');
    const bad = await api.post('/api/casino/launch/demo', { game: '', platform: 'tv', fault: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['fault', 'game', 'platform']);
  });
});

describe('POST /casino/launch', () => {
  it('wants a player; each launch opens a session that supersedes the last', async () => {
    expect((await api.post('/api/casino/launch', { game: 'sandbox-fruits' })).status).toBe(401);
    const player = await fundedPlayer(api, { amount: 10 });
    const first = await api.post(
      '/api/casino/launch',
      { game: 'sandbox-fruits' },
      { token: player.token },
    );
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ mode: 'real', currency: 'RUB' });
    const second = await api.post(
      '/api/casino/launch',
      { game: 'sandbox-fruits', protocol: 'gis', fault: 'duplicate' },
      { token: player.token },
    );
    const [current] = await api.ctx.db
      .select()
      .from(casinoSessions)
      .where(and(eq(casinoSessions.userId, player.id), isNull(casinoSessions.supersededBy)));
    expect(await launchRow(second.json.url)).toMatchObject({
      mode: 'real',
      protocol: 'gis',
      fault: 'duplicate',
      playerRef: `${player.id}-RUB`,
      sessionToken: current!.token,
    });
    expect((await launchRow(first.json.url))!.sessionToken).not.toBe(current!.token);
  });

  it('answers launches fired at once, of one game and of another, each with a session', async () => {
    const player = await fundedPlayer(api, { amount: 10 });
    const games = [...Array<string>(6).fill('sandbox-fruits'), 'golden-steppe', 'golden-steppe'];
    const answers = await Promise.all(
      games.map((game) => api.post('/api/casino/launch', { game }, { token: player.token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(games.map(() => 200));
    const current = await api.ctx.db
      .select()
      .from(casinoSessions)
      .where(and(eq(casinoSessions.userId, player.id), isNull(casinoSessions.supersededBy)));
    expect(current).toHaveLength(1);
    // Launches of the same game at the same moment share one session (PostgreSQL); one after
    // another (PGlite takes transactions in turn) each supersedes the last. Either way the
    // current session is one of theirs.
    const tokens = await Promise.all(
      answers.map(async (answer) => (await launchRow(answer.json.url))!.sessionToken),
    );
    expect(tokens).toContain(current[0]!.token);
  });
});
