import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { syncCatalogue } from '@/server/services/casino/catalogue/sync-catalogue';
import { sandboxSource } from '@/server/services/casino/catalogue/sandbox-source';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { gameRecord, listSource } from '@/tests/support/casino-catalogue';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

// Addresses the bundled table places (as in geo.test.ts): Yandex DNS in RU, Google DNS in US.
const RU_IP = '77.88.8.8';
const US_IP = '8.8.8.8';

const studio = (slug: string, name: string) => ({ slug, name });
const named = (en: string, ru = en) => ({ ru, en, kz: en });

/** The catalogue the suite lists: hub88's games beside the sandbox's. */
const HUB88_GAMES = [
  gameRecord('book', {
    provider: studio('play-n-go', "Play'n GO"),
    name: named('Book of Dead', 'Книга мёртвых'),
    tags: ['popular', 'free-spins'],
    rtp: '96.21',
    releaseDate: '2016-01-01',
  }),
  gameRecord('gates', {
    provider: studio('pragmatic-play', 'Pragmatic Play'),
    name: named('Gates of Olympus', 'Врата Олимпа'),
    tags: ['bonus-buy'],
    rtp: '96.50',
    releaseDate: '2021-02-13',
  }),
  gameRecord('sweet', {
    provider: studio('pragmatic-play', 'Pragmatic Play'),
    name: named('Sweet Bonanza'),
    rtp: null,
    releaseDate: null,
    blockedCountries: ['RU'],
  }),
  gameRecord('hidden', {
    provider: studio('pragmatic-play', 'Pragmatic Play'),
    name: named('Hidden Gem'),
  }),
  gameRecord('gone', {
    provider: studio('play-n-go', "Play'n GO"),
    name: named('Gone Game'),
    available: false,
  }),
  gameRecord('off-studio', {
    provider: studio('off-studio', 'Off Studio'),
    name: named('Off Game'),
  }),
  gameRecord('percent', {
    provider: studio('play-n-go', "Play'n GO"),
    name: named('100% Pure_Luck'),
  }),
];

let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'casino-list-'));
  api = await createTestApi({
    env: { OPERATOR_TOKEN, DATA_DIR: dataDir },
    ownDatabase: true,
  });
  await syncCatalogue(api.ctx, sandboxSource(api.ctx.clock));
  await syncCatalogue(
    api.ctx,
    listSource('hub88', () => HUB88_GAMES),
  );
  const operator = { token: OPERATOR_TOKEN };
  await api.put(
    '/api/operator/casino/games/pragmatic-play-hidden-gem',
    { enabled: false, reason: 'Hidden for the test' },
    operator,
  );
  await api.put(
    '/api/operator/casino/providers/off-studio',
    { enabled: false, reason: 'Hidden for the test' },
    operator,
  );
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Tile = { slug: string; [key: string]: unknown };
const list = async (query: string, options: Parameters<TestApi['get']>[1] = {}) => {
  const response = await api.get(`/api/casino/games?${query}`, { ip: US_IP, ...options });
  expect(response.status).toBe(200);
  return response.json as { games: Tile[]; next_cursor: string | null };
};
const slugs = async (query: string, options?: Parameters<TestApi['get']>[1]) =>
  (await list(query, options)).games.map((game) => game.slug);

describe('GET /casino/games', () => {
  it('answers tiles with every public field', async () => {
    const { games } = await list('kind=live');
    expect(games).toEqual([
      {
        slug: 'roulette-live',
        name: { ru: 'Живая рулетка', en: 'Roulette Live', kz: 'Тікелей рулетка' },
        provider: { slug: 'steppe-studio', name: 'Steppe Studio' },
        kind: 'live',
        image: expect.stringMatching(/^\/api\/casino\/images\/[0-9a-f]{64}\.svg$/),
        tags: ['live', 'roulette'],
        rtp: '97.30',
        volatility: 'medium',
        has_demo: true,
        has_free_spins: false,
        tables: { total: 2, open: expect.any(Number) },
      },
    ]);
  });

  it('hides disabled games, disabled studios and games no longer listed', async () => {
    const all = await slugs('kind=slot&sort=name&lang=en&limit=60');
    expect(all).toEqual([
      'play-n-go-100-pure-luck',
      'aurora-gems',
      'play-n-go-book-of-dead',
      'pragmatic-play-gates-of-olympus',
      'golden-steppe',
      'sandbox-fruits',
      'pragmatic-play-sweet-bonanza',
    ]);
  });

  it("hides a game blocked in the visitor's country, by address or by the proxy's header", async () => {
    expect(await slugs('provider=pragmatic-play', { ip: US_IP })).toContain(
      'pragmatic-play-sweet-bonanza',
    );
    expect(await slugs('provider=pragmatic-play', { ip: RU_IP })).toEqual([
      'pragmatic-play-gates-of-olympus',
    ]);
    const header = await slugs('provider=pragmatic-play', {
      ip: US_IP,
      headers: { 'cf-ipcountry': 'ru' },
    });
    expect(header).toEqual(['pragmatic-play-gates-of-olympus']);
  });

  it('filters by studio and by category', async () => {
    expect(await slugs('provider=play-n-go&sort=name&lang=en')).toEqual([
      'play-n-go-100-pure-luck',
      'play-n-go-book-of-dead',
    ]);
    expect(await slugs('category=free-spins&sort=name&lang=en')).toEqual([
      'play-n-go-book-of-dead',
      'golden-steppe',
      'sandbox-fruits',
    ]);
    expect(await slugs('provider=nobody')).toEqual([]);
  });

  it('searches names in every language, whatever the case, taking % and _ literally', async () => {
    expect(await slugs('q=BOOK')).toEqual(['play-n-go-book-of-dead']);
    expect(await slugs(`q=${encodeURIComponent('книга')}`)).toEqual(['play-n-go-book-of-dead']);
    expect(await slugs(`q=${encodeURIComponent('ДАЛА')}`)).toEqual(['golden-steppe']);
    expect(await slugs(`q=${encodeURIComponent('100%')}`)).toEqual(['play-n-go-100-pure-luck']);
    expect(await slugs(`q=${encodeURIComponent('%')}`)).toEqual(['play-n-go-100-pure-luck']);
    expect(await slugs('q=e_luck')).toEqual(['play-n-go-100-pure-luck']);
    expect(await slugs(`q=${encodeURIComponent('Pure_L')}`)).toEqual(['play-n-go-100-pure-luck']);
  });

  it('sorts by RTP, by release, by name in the given language', async () => {
    // The sandbox titles' RTPs are their exact ones (lib/casino/sandbox/titles.ts).
    expect(await slugs('kind=slot&sort=rtp')).toEqual([
      'pragmatic-play-gates-of-olympus',
      'sandbox-fruits',
      'aurora-gems',
      'play-n-go-book-of-dead',
      'play-n-go-100-pure-luck',
      'golden-steppe',
      // No RTP declared: last.
      'pragmatic-play-sweet-bonanza',
    ]);
    expect((await slugs('kind=slot&sort=new')).slice(0, 3)).toEqual([
      'golden-steppe',
      'sandbox-fruits',
      'aurora-gems',
    ]);
    expect((await slugs('kind=slot&sort=new')).at(-1)).toBe('pragmatic-play-sweet-bonanza');
    expect((await slugs('kind=slot&sort=name&lang=ru')).slice(0, 2)).toEqual([
      // "100% Pure_Luck" and "Aurora…" come before Cyrillic names.
      'play-n-go-100-pure-luck',
      'pragmatic-play-sweet-bonanza',
    ]);
  });

  it.each(['popular', 'new', 'name', 'rtp'])(
    'pages through every game once by %s, in the order of one page',
    async (sort) => {
      const whole = await slugs(`sort=${sort}&limit=60`);
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { games: Tile[]; next_cursor: string | null } = await list(
          `sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.games.length).toBeLessThanOrEqual(2);
        paged.push(...page.games.map((game) => game.slug));
        cursor = page.next_cursor;
      } while (cursor);
      expect(paged).toEqual(whole);
      expect(whole).toHaveLength(8);
    },
  );

  it.each([
    ['kind=poker', 'kind'],
    ['sort=random', 'sort'],
    ['limit=0', 'limit'],
    ['limit=61', 'limit'],
    ['limit=ten', 'limit'],
    ['lang=de', 'lang'],
    ['provider=Bad%20Slug', 'provider'],
    ['favourite=yes', 'favourite'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('{"s":"rtp","l":"ru","k":"1","i":1}').toString('base64url')}`, 'cursor'],
    [
      `cursor=${Buffer.from('{"s":"popular","l":"ru","k":"1; drop","i":1}').toString('base64url')}`,
      'cursor',
    ],
  ])('answers 422 for %s', async (query, field) => {
    const response = await api.get(`/api/casino/games?${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual([field]);
  });

  it('wants a player for the favourites filter', async () => {
    expect((await api.get('/api/casino/games?favourite=1')).status).toBe(401);
  });
});

describe('GET /casino/providers', () => {
  it('counts the games the visitor may see per studio', async () => {
    const us = await api.get('/api/casino/providers?kind=slot', { ip: US_IP });
    expect(us.json.providers).toEqual([
      { slug: 'arcada-originals', name: 'Arcada Originals', games: 2 },
      { slug: 'play-n-go', name: "Play'n GO", games: 2 },
      { slug: 'pragmatic-play', name: 'Pragmatic Play', games: 2 },
      { slug: 'steppe-studio', name: 'Steppe Studio', games: 1 },
    ]);
    const ru = await api.get('/api/casino/providers?kind=slot', { ip: RU_IP });
    expect(ru.json.providers).toContainEqual({
      slug: 'pragmatic-play',
      name: 'Pragmatic Play',
      games: 1,
    });
    const live = await api.get('/api/casino/providers?kind=live');
    expect(live.json.providers).toEqual([
      { slug: 'steppe-studio', name: 'Steppe Studio', games: 1 },
    ]);
    expect((await api.get('/api/casino/providers?kind=x')).status).toBe(422);
  });
});

describe('GET /casino/games/{slug}', () => {
  it('answers a live game with its tables, limits in major units', async () => {
    const response = await api.get('/api/casino/games/roulette-live');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      slug: 'roulette-live',
      paylines: null,
      max_win_x: 36,
      has_lobby: true,
      release_date: '2026-10-01',
      available_here: true,
    });
    expect(response.json.live_tables[0]).toMatchObject({
      id: 'roulette-almaty',
      name: 'Roulette Almaty',
      dealer_name: 'Aigerim',
      limits: { RUB: { min: 10, max: 50_000 }, USD: { min: 0.1, max: 500 } },
      open_time: null,
      close_time: null,
      is_open: true,
    });
  });

  it("says a game is not available in the visitor's country instead of hiding it", async () => {
    const ru = await api.get('/api/casino/games/pragmatic-play-sweet-bonanza', { ip: RU_IP });
    expect(ru.status).toBe(200);
    expect(ru.json.available_here).toBe(false);
    const us = await api.get('/api/casino/games/pragmatic-play-sweet-bonanza', { ip: US_IP });
    expect(us.json.available_here).toBe(true);
  });

  it.each([
    'no-such-game',
    'pragmatic-play-hidden-gem',
    'play-n-go-gone-game',
    'off-studio-off-game',
    '%00',
  ])('answers 404 for %s', async (slug) => {
    expect((await api.get(`/api/casino/games/${slug}`)).status).toBe(404);
  });
});

describe('favourites', () => {
  it('marks and unmarks a game, and lists only favourites on asking', async () => {
    const { token } = await api.registerByEmail();
    const put = await api.put('/api/casino/favourites/golden-steppe', undefined, { token });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ slug: 'golden-steppe', is_favourite: true });
    // Again: still one favourite.
    await api.put('/api/casino/favourites/golden-steppe', undefined, { token });

    const mine = await list('favourite=1', { token });
    expect(mine.games.map((game) => [game.slug, game.is_favourite])).toEqual([
      ['golden-steppe', true],
    ]);
    const all = await list('kind=slot', { token });
    expect(all.games.find((game) => game.slug === 'aurora-gems')?.is_favourite).toBe(false);
    // A guest's tiles say nothing of favourites.
    expect((await list('kind=slot')).games[0]).not.toHaveProperty('is_favourite');
    const detail = await api.get('/api/casino/games/golden-steppe', { token });
    expect(detail.json.is_favourite).toBe(true);

    const removed = await api.call('DELETE', '/api/casino/favourites/golden-steppe', { token });
    expect(removed.json).toEqual({ slug: 'golden-steppe', is_favourite: false });
    expect((await list('favourite=1', { token })).games).toEqual([]);
    const again = await api.call('DELETE', '/api/casino/favourites/golden-steppe', { token });
    expect(again.status).toBe(200);
  });

  it('answers 404 for an unknown or hidden game and 401 for a guest', async () => {
    const { token } = await api.registerByEmail();
    expect((await api.put('/api/casino/favourites/nope', undefined, { token })).status).toBe(404);
    const hidden = await api.put('/api/casino/favourites/pragmatic-play-hidden-gem', undefined, {
      token,
    });
    expect(hidden.status).toBe(404);
    expect((await api.put('/api/casino/favourites/golden-steppe')).status).toBe(401);
    expect((await api.call('DELETE', '/api/casino/favourites/golden-steppe')).status).toBe(401);
  });
});

describe('GET /casino/recent', () => {
  it("lists the player's launched games, latest first, once each", async () => {
    const { token } = await api.registerByEmail();
    const id = (await api.get('/api/profile/user', { token })).json.user.id as number;
    const launch = async (aggregator: 'sandbox' | 'hub88', gameCode: string) => {
      await openCasinoSession(api.ctx, {
        userId: id,
        currency: 'RUB',
        aggregator,
        gameCode,
        mode: 'real',
      });
      api.clock.advance(1_000);
    };
    await launch('sandbox', 'golden-steppe');
    await launch('hub88', 'book');
    await launch('sandbox', 'roulette-live');
    await launch('sandbox', 'golden-steppe');
    // A game the catalogue hides is left out.
    await launch('hub88', 'hidden');

    const response = await api.get('/api/casino/recent', { token });
    expect(response.status).toBe(200);
    expect(response.json.games.map((game: Tile) => game.slug)).toEqual([
      'golden-steppe',
      'roulette-live',
      'play-n-go-book-of-dead',
    ]);
    expect((await api.get('/api/casino/recent')).status).toBe(401);
  });
});
