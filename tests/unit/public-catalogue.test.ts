import { publicCatalogue } from '@/lib/api/public-catalogue';
import { CATALOGUE_REVALIDATE_S } from '@/lib/constants/casino';

afterEach(() => jest.restoreAllMocks());

const GAMES = {
  games: [
    {
      slug: 'golden-steppe',
      name: { ru: 'Золотая степь', en: 'Golden Steppe', kz: 'Алтын дала' },
      provider: { slug: 'arcada-originals', name: 'Arcada Originals' },
      kind: 'slot',
      image: null,
      tags: ['popular'],
      rtp: '96.00',
      volatility: 'medium',
      has_demo: true,
      has_free_spins: false,
      tables: null,
    },
  ],
  next_cursor: 'next',
};
const PROVIDERS = { providers: [{ slug: 'arcada-originals', name: 'Arcada Originals', games: 1 }] };

/** Answers the two calls by path. */
function answer(games: Response | Error, providers: Response | Error) {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const reply = String(input).includes('/casino/providers') ? providers : games;
    if (reply instanceof Error) throw reply;
    return reply;
  });
}

describe("the catalogue pages' server data (issue 41)", () => {
  it("asks for a guest's first page and the studios, cached with the page", async () => {
    const fetchMock = answer(Response.json(GAMES), Response.json(PROVIDERS));
    await expect(publicCatalogue('slot', 'kz')).resolves.toEqual({
      initial: GAMES,
      providers: PROVIDERS.providers,
    });
    const calls = fetchMock.mock.calls.map(([url, init]) => ({ url: new URL(String(url)), init }));
    expect(calls.map(({ url }) => `${url.pathname}${url.search}`).sort()).toEqual([
      '/api/casino/games?kind=slot&sort=popular&lang=kz&limit=24',
      '/api/casino/providers?kind=slot',
    ]);
    for (const { init } of calls) {
      // No visitor's token, cookie or address: the answer is everybody's.
      expect(init?.headers).toBeUndefined();
      expect((init as RequestInit & { next?: unknown })?.next).toEqual({
        revalidate: CATALOGUE_REVALIDATE_S,
      });
    }
  });

  it('lasts a second when made by the build, so the first visit after the start makes it again', async () => {
    const fetchMock = answer(new TypeError('fetch failed'), new TypeError('fetch failed'));
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      await expect(publicCatalogue('slot', 'ru')).resolves.toEqual({
        initial: null,
        providers: [],
      });
    } finally {
      process.env.NEXT_PHASE = phase;
      if (phase === undefined) delete process.env.NEXT_PHASE;
    }
    for (const [, init] of fetchMock.mock.calls) {
      expect((init as RequestInit & { next?: unknown })?.next).toEqual({ revalidate: 1 });
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('renders no games when the API is down or answers otherwise', async () => {
    answer(new TypeError('fetch failed'), Response.json({ error: 'x' }, { status: 500 }));
    await expect(publicCatalogue('live', 'ru')).resolves.toEqual({ initial: null, providers: [] });
    answer(Response.json({ games: 'none' }), Response.json(PROVIDERS));
    await expect(publicCatalogue('live', 'ru')).resolves.toEqual({
      initial: null,
      providers: PROVIDERS.providers,
    });
  });
});
