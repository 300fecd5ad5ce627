import { SANDBOX_TITLES } from '@/lib/casino/sandbox/titles';
import { manualClock } from '@/server/lib/clock';
import { hub88Source, mapHub88Games } from '@/server/services/casino/catalogue/hub88-source';
import { rtpText, slugify, volatilityOf } from '@/server/services/casino/catalogue/normalize';
import { sandboxArtwork } from '@/server/services/casino/catalogue/sandbox-artwork';
import { sandboxSource } from '@/server/services/casino/catalogue/sandbox-source';
import {
  mapSlotegratorGames,
  slotegratorSource,
} from '@/server/services/casino/catalogue/slotegrator-source';
import { isOpenAt } from '@/server/services/casino/catalogue/table-hours';
import hub88List from '@/tests/fixtures/casino/hub88-game-list.json';
import gisPage1 from '@/tests/fixtures/casino/gis-games-page-1.json';
import gisPage2 from '@/tests/fixtures/casino/gis-games-page-2.json';

describe('the Hub88 mapper', () => {
  const { games, skipped } = mapHub88Games(hub88List);

  it('reads every game it can and counts the rest', () => {
    expect(games.map((game) => game.externalCode)).toEqual([
      'clt_dragonrising',
      'evo_lightningroulette',
      'png_blackjackmh',
    ]);
    expect(skipped).toBe(2);
  });

  it('maps a slot field by field', () => {
    expect(games[0]).toEqual({
      externalCode: 'clt_dragonrising',
      preferredSlug: null,
      provider: { slug: 'caleta-gaming', name: 'Caleta Gaming' },
      kind: 'slot',
      name: { ru: 'Dragon Rising', en: 'Dragon Rising', kz: 'Dragon Rising' },
      tags: ['free-spins', 'bonus-buy'],
      rtp: '96.10',
      volatility: 'high',
      volatilityRaw: '4',
      paylines: 25,
      maxWinX: null,
      hasDemo: true,
      hasFreeSpins: true,
      hasLobby: false,
      platforms: ['desktop', 'mobile'],
      blockedCountries: ['US', 'GB'],
      currencies: [],
      releaseDate: '2021-03-17',
      available: true,
      image: { kind: 'url', url: 'https://cdn.hub88.example/games/clt_dragonrising/thumb.png' },
      liveTables: [],
    });
  });

  it('knows live and table games, disabled games, and refuses a plain-http image', () => {
    const [, live, blackjack] = games;
    expect(live).toMatchObject({
      kind: 'live',
      tags: ['live'],
      volatility: null,
      paylines: null,
      hasLobby: true,
      releaseDate: '2018-04-25',
      provider: { slug: 'evolution-gaming' },
    });
    expect(blackjack).toMatchObject({
      kind: 'table',
      available: false,
      image: null,
      releaseDate: null,
      provider: { slug: 'play-n-go', name: "Play'n GO" },
      blockedCountries: ['RU'],
      volatility: 'low',
    });
  });

  it('refuses an answer that is no list', () => {
    expect(() => mapHub88Games({ error: 'RS_ERROR_INVALID_SIGNATURE' })).toThrow(/not an array/);
  });

  it('asks Hub88 with a signed body through the given fetch', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const source = hub88Source({
      apiUrl: 'https://api.hub88.example/',
      operatorId: 42,
      sign: (body) => `signed(${body})`,
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return Response.json(hub88List);
      }) as typeof fetch,
    });
    expect(await source.listGames()).toHaveLength(3);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.hub88.example/operator/generic/v2/game/list');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"operator_id":42}');
    expect((calls[0]!.init.headers as Record<string, string>)['x-hub88-signature']).toBe(
      'signed({"operator_id":42})',
    );
  });

  it('fails on an error status rather than calling the list empty', async () => {
    const source = hub88Source({
      apiUrl: 'https://api.hub88.example',
      operatorId: 1,
      sign: () => 'x',
      fetch: (async () => new Response('no', { status: 401 })) as unknown as typeof fetch,
    });
    await expect(source.listGames()).rejects.toThrow('Hub88 game list: HTTP 401');
  });
});

describe('the GIS mapper', () => {
  it('maps a page field by field', () => {
    const { games, skipped } = mapSlotegratorGames(gisPage1.items);
    expect(skipped).toBe(0);
    expect(games[0]).toEqual({
      externalCode: '3f2c1e0a9b8d4c7e6f5a4b3c2d1e0f9a',
      preferredSlug: null,
      provider: { slug: 'pragmatic-play', name: 'Pragmatic Play' },
      kind: 'slot',
      name: { ru: 'Gates of Olympus', en: 'Gates of Olympus', kz: 'Gates of Olympus' },
      tags: ['popular', 'bonus-buy'],
      rtp: '96.50',
      volatility: 'high',
      volatilityRaw: 'high',
      paylines: 20,
      maxWinX: null,
      hasDemo: true,
      hasFreeSpins: true,
      hasLobby: false,
      platforms: ['desktop', 'mobile'],
      blockedCountries: [],
      currencies: [],
      releaseDate: null,
      available: true,
      image: { kind: 'url', url: 'https://cdn.slotegrator.example/images/gates-of-olympus.webp' },
      liveTables: [],
    });
    expect(games[1]).toMatchObject({
      kind: 'live',
      tags: ['live'],
      rtp: '98.94',
      volatility: 'high',
      volatilityRaw: 'medium-high',
      hasLobby: true,
      platforms: ['desktop'],
      // No `image`: the first of `images`.
      image: { kind: 'url', url: 'https://cdn.slotegrator.example/images/speed-baccarat.png' },
    });
  });

  it('skips a game without an id', () => {
    const { games, skipped } = mapSlotegratorGames(gisPage2.items);
    expect(games.map((game) => game.name.en)).toEqual(['Book of Dead']);
    expect(games[0]).toMatchObject({ rtp: '96.21', volatility: 'high', paylines: 10 });
    expect(skipped).toBe(1);
  });

  it('walks the pages, signed, one request a second', async () => {
    const urls: string[] = [];
    const waits: number[] = [];
    const source = slotegratorSource({
      apiUrl: 'https://gis.example/api/index.php/v1',
      sign: (params) => ({ 'X-Sign': `page-${params.page}` }),
      fetch: (async (url: string, init: RequestInit) => {
        urls.push(url);
        expect((init.headers as Record<string, string>)['X-Sign']).toBe(
          `page-${new URL(url).searchParams.get('page')}`,
        );
        return Response.json(new URL(url).searchParams.get('page') === '1' ? gisPage1 : gisPage2);
      }) as typeof fetch,
      wait: async (ms) => {
        waits.push(ms);
      },
      perPage: 2,
    });
    const games = await source.listGames();
    expect(games.map((game) => game.name.en)).toEqual([
      'Gates of Olympus',
      'Speed Baccarat A',
      'Book of Dead',
    ]);
    expect(urls).toEqual([
      'https://gis.example/api/index.php/v1/games?expand=tags%2Cparameters%2Cimages&page=1&per-page=2',
      'https://gis.example/api/index.php/v1/games?expand=tags%2Cparameters%2Cimages&page=2&per-page=2',
    ]);
    expect(waits).toEqual([1000]);
  });
});

describe('the sandbox source', () => {
  it('lists every title with its figures, artwork and live tables', async () => {
    const clock = manualClock(new Date('2026-05-01T03:00:00Z'));
    const games = await sandboxSource(clock).listGames();
    expect(games.map((game) => game.preferredSlug)).toEqual(SANDBOX_TITLES.map((t) => t.code));
    const roulette = games.find((game) => game.externalCode === 'roulette-live')!;
    expect(roulette.kind).toBe('live');
    expect(roulette.liveTables.map((table) => [table.name, table.isOpen])).toEqual([
      ['Roulette Almaty', true],
      // Open 06:00–23:00 UTC; it is 03:00.
      ['Roulette Moscow', false],
    ]);
    expect(roulette.liveTables[0]!.limits.RUB).toEqual({ min: 1_000, max: 5_000_000 });
    const fruits = games.find((game) => game.externalCode === 'sandbox-fruits')!;
    expect(fruits.image).toMatchObject({ kind: 'bytes', contentType: 'image/svg+xml' });
  });

  it('draws each emblem as a self-contained SVG with the English name', () => {
    for (const title of SANDBOX_TITLES) {
      const svg = sandboxArtwork(title);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain(`>${title.name.en}</text>`);
      expect(svg).toContain(title.art.from);
      // Nothing the image route's policy would refuse, nothing fetched.
      expect(svg).not.toMatch(/<script|href=|url\((?!#)/);
      expect(sandboxArtwork(title)).toBe(svg);
    }
    const names = SANDBOX_TITLES.map((title) => sandboxArtwork(title));
    expect(new Set(names).size).toBe(SANDBOX_TITLES.length);
  });

  it('names every title in Russian and Kazakh words, with no English left in them', () => {
    const latin = SANDBOX_TITLES.flatMap((title) =>
      [title.name.ru, title.name.kz].filter((name) => /[A-Za-z]/.test(name)),
    );
    expect(latin).toEqual([]);
  });

  it('escapes a name that is markup', () => {
    const svg = sandboxArtwork({
      code: 'x',
      name: { ru: 'x', en: '<b>&"', kz: 'x' },
      art: { from: '#000', to: '#fff', emblem: 'unknown' },
    });
    expect(svg).toContain('&#60;b&#62;&#38;&#34;');
  });
});

describe('normalisation', () => {
  it.each([
    ["Play'n GO", 'play-n-go'],
    ['  Évolution  Gaming ', 'evolution-gaming'],
    ['---', ''],
  ])('slugify(%j) is %j', (text, slug) => expect(slugify(text)).toBe(slug));

  it.each([
    ['96.5', '96.50'],
    [96.123, '96.12'],
    ['97,3%', '97.30'],
    ['0', null],
    ['101', null],
    ['abc', null],
    [null, null],
  ])('rtpText(%j) is %j', (value, text) => expect(rtpText(value)).toBe(text));

  it.each([
    [1, 'low'],
    [3, 'medium'],
    [5, 'high'],
    ['low-medium', 'medium'],
    ['Very High', 'high'],
    ['2', 'low'],
    ['extreme', null],
    [0, null],
  ])('volatilityOf(%j) is %j', (value, level) => expect(volatilityOf(value)).toBe(level));

  it('knows opening hours, also past midnight', () => {
    const at = (time: string) => new Date(`2026-01-01T${time}:00Z`);
    expect(isOpenAt(at('05:59'), '06:00', '23:00')).toBe(false);
    expect(isOpenAt(at('06:00'), '06:00', '23:00')).toBe(true);
    expect(isOpenAt(at('23:00'), '06:00', '23:00')).toBe(false);
    expect(isOpenAt(at('01:00'), '22:00', '04:00')).toBe(true);
    expect(isOpenAt(at('12:00'), '22:00', '04:00')).toBe(false);
    expect(isOpenAt(at('12:00'), null, null)).toBe(true);
  });
});
