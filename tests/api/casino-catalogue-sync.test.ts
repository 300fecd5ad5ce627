import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { casinoGames, casinoLiveTables } from '@/server/db/schema';
import { runCatalogueSync } from '@/server/services/casino/catalogue/run-sync';
import { sandboxSource } from '@/server/services/casino/catalogue/sandbox-source';
import { MAX_IMAGE_BYTES } from '@/server/services/casino/catalogue/store-image';
import { syncCatalogue } from '@/server/services/casino/catalogue/sync-catalogue';
import { CONFORMANCE_GAME, ensureConformanceGame } from '@/server/services/casino/conformance-game';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { gameRecord, listSource, PNG_BYTES } from '@/tests/support/casino-catalogue';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

/** The images the fake CDN serves, by URL. */
const cdn = new Map<string, () => Response>();
const fetched: string[] = [];
const fakeFetch = (async (input: string | URL) => {
  const url = String(input);
  fetched.push(url);
  return cdn.get(url)?.() ?? new Response('missing', { status: 404 });
}) as typeof fetch;

let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'casino-catalogue-'));
  // The catalogue is one for everybody: a database of the suite's own on PostgreSQL.
  api = await createTestApi({
    env: { OPERATOR_TOKEN, DATA_DIR: dataDir },
    fetch: fakeFetch,
    ownDatabase: true,
  });
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const operator = { token: OPERATOR_TOKEN };
const gamesOf = (aggregator: 'hub88' | 'slotegrator' | 'sandbox') =>
  api.ctx.db.select().from(casinoGames).where(eq(casinoGames.aggregator, aggregator));

describe('POST /operator/casino/sync (the sandbox)', () => {
  it('adds the sandbox titles with their artwork, then changes nothing the second time', async () => {
    const first = await api.post('/api/operator/casino/sync', { aggregator: 'sandbox' }, operator);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      aggregator: 'sandbox',
      listed: 4,
      added: 4,
      updated: 0,
      removed: 0,
      images: 4,
      image_errors: 0,
    });
    const second = await api.post('/api/operator/casino/sync', { aggregator: 'sandbox' }, operator);
    expect(second.json).toMatchObject({ added: 0, updated: 0, removed: 0, images: 0 });

    const games = await gamesOf('sandbox');
    expect(games.map((game) => game.slug).sort()).toEqual([
      'aurora-gems',
      'golden-steppe',
      'roulette-live',
      'sandbox-fruits',
    ]);
    for (const game of games) {
      expect(game.image).toMatch(/^[0-9a-f]{64}\.svg$/);
      const file = readFileSync(path.join(dataDir, 'casino-images', game.image!), 'utf8');
      expect(file).toContain('<svg');
    }
    const roulette = games.find((game) => game.slug === 'roulette-live')!;
    const tables = await api.ctx.db
      .select()
      .from(casinoLiveTables)
      .where(eq(casinoLiveTables.gameId, roulette.id));
    expect(tables.map((table) => table.name).sort()).toEqual([
      'Roulette Almaty',
      'Roulette Moscow',
    ]);
  });

  it('refuses an aggregator that is not configured here, and a made-up one', async () => {
    const hub88 = await api.post('/api/operator/casino/sync', { aggregator: 'hub88' }, operator);
    expect(hub88.status).toBe(422);
    expect(Object.keys(hub88.json.errors)).toEqual(['aggregator']);
    const other = await api.post('/api/operator/casino/sync', { aggregator: 'netent' }, operator);
    expect(other.status).toBe(422);
  });

  it('wants the operator token', async () => {
    const response = await api.post('/api/operator/casino/sync', { aggregator: 'sandbox' });
    expect(response.status).toBe(401);
  });
});

describe('syncCatalogue', () => {
  it('keeps the operator switch, hides what is no longer listed and brings it back', async () => {
    let listed = [gameRecord('alpha'), gameRecord('beta'), gameRecord('gamma')];
    const source = listSource('hub88', () => listed);
    expect(await syncCatalogue(api.ctx, source)).toMatchObject({ added: 3, removed: 0 });

    const off = await api.put(
      '/api/operator/casino/games/test-studio-beta',
      { enabled: false, reason: 'Hidden by staff' },
      operator,
    );
    expect(off.json).toEqual({ slug: 'test-studio-beta', enabled: false });

    listed = [gameRecord('alpha', { rtp: '95.00' }), gameRecord('beta')];
    expect(await syncCatalogue(api.ctx, source)).toMatchObject({
      listed: 2,
      added: 0,
      updated: 1,
      removed: 1,
    });
    const bySlug = new Map((await gamesOf('hub88')).map((game) => [game.slug, game]));
    expect(bySlug.get('test-studio-alpha')).toMatchObject({ rtp: '95.00', available: true });
    expect(bySlug.get('test-studio-beta')).toMatchObject({ enabled: false, available: true });
    expect(bySlug.get('test-studio-gamma')).toMatchObject({ enabled: true, available: false });

    listed = [gameRecord('alpha', { rtp: '95.00' }), gameRecord('beta'), gameRecord('gamma')];
    expect(await syncCatalogue(api.ctx, source)).toMatchObject({
      added: 0,
      updated: 1,
      removed: 0,
    });
    const gamma = (await gamesOf('hub88')).find((game) => game.externalCode === 'gamma');
    expect(gamma).toMatchObject({ available: true, slug: 'test-studio-gamma' });
  });

  it('leaves the conformance suite\u2019s game available, and the suite brings back a retired one', async () => {
    const conformance = async () =>
      (await gamesOf('sandbox')).find((game) => game.externalCode === CONFORMANCE_GAME);
    await ensureConformanceGame(api.ctx, 'sandbox');
    // What runs at every start with the sandbox on: the sandbox source lists its own titles only.
    expect(await syncCatalogue(api.ctx, sandboxSource(api.ctx.clock))).toMatchObject({
      removed: 0,
    });
    expect(await conformance()).toMatchObject({ available: true, enabled: true });
    // Retired by a sync of before: the suite's next player makes it playable again.
    await api.ctx.db
      .update(casinoGames)
      .set({ available: false })
      .where(eq(casinoGames.externalCode, CONFORMANCE_GAME));
    await ensureConformanceGame(api.ctx, 'sandbox');
    expect(await conformance()).toMatchObject({ available: true });
  });

  it('gives a colliding name the next free suffix, and keeps slugs across syncs', async () => {
    const source = listSource('slotegrator', () => [
      gameRecord('gis-1', { name: { ru: 'Alpha', en: 'Alpha', kz: 'Alpha' } }),
      gameRecord('gis-2', { name: { ru: 'Alpha', en: 'Alpha', kz: 'Alpha' } }),
    ]);
    await syncCatalogue(api.ctx, source);
    await syncCatalogue(api.ctx, source);
    const slugs = (await gamesOf('slotegrator')).map((game) => [game.externalCode, game.slug]);
    // hub88's "alpha" took `test-studio-alpha` first.
    expect(slugs.sort()).toEqual([
      ['gis-1', 'test-studio-alpha-2'],
      ['gis-2', 'test-studio-alpha-3'],
    ]);
  });

  it('refuses an empty list rather than hide the whole catalogue', async () => {
    await expect(
      syncCatalogue(
        api.ctx,
        listSource('hub88', () => []),
      ),
    ).rejects.toThrow(/listed no games/);
    expect((await gamesOf('hub88')).filter((game) => game.available)).toHaveLength(3);
  });

  it('answers 503 through the operator sync when the aggregator fails', async () => {
    const failing = {
      aggregator: 'hub88' as const,
      listGames: () => Promise.reject(new Error('down')),
    };
    await expect(runCatalogueSync(api.ctx, 'hub88', failing)).rejects.toMatchObject({
      status: 503,
      code: 'aggregator_unavailable',
    });
  });

  it('upserts live tables and drops the ones no longer listed', async () => {
    const table = (id: string, isOpen = true) => ({
      externalTableId: id,
      name: `Table ${id}`,
      dealerName: null,
      limits: { RUB: { min: 100, max: 100_000 } },
      openTime: null,
      closeTime: null,
      isOpen,
    });
    let tables = [table('a'), table('b')];
    const source = listSource('hub88', () => [
      gameRecord('alpha'),
      gameRecord('beta'),
      gameRecord('gamma'),
      gameRecord('live-one', { kind: 'live', hasLobby: true, liveTables: tables }),
    ]);
    await syncCatalogue(api.ctx, source);
    tables = [table('b', false)];
    await syncCatalogue(api.ctx, source);
    const [game] = (await gamesOf('hub88')).filter((row) => row.externalCode === 'live-one');
    const rows = await api.ctx.db
      .select()
      .from(casinoLiveTables)
      .where(eq(casinoLiveTables.gameId, game!.id));
    expect(rows.map((row) => [row.externalTableId, row.isOpen])).toEqual([['b', false]]);
  });
});

describe('images', () => {
  const imagesDir = () => path.join(dataDir, 'casino-images');

  it('downloads an image once, stores it by its digest, and remembers the URL', async () => {
    cdn.set(
      'https://cdn.example/a.png',
      () => new Response(PNG_BYTES, { headers: { 'content-type': 'image/png' } }),
    );
    const source = listSource('slotegrator', () => [
      gameRecord('img-1', { image: { kind: 'url', url: 'https://cdn.example/a.png' } }),
      // Another game with the same picture: one file.
      gameRecord('img-2', { image: { kind: 'url', url: 'https://cdn.example/a.png' } }),
    ]);
    fetched.length = 0;
    expect(await syncCatalogue(api.ctx, source)).toMatchObject({ images: 1, imageErrors: 0 });
    expect(await syncCatalogue(api.ctx, source)).toMatchObject({ images: 0, imageErrors: 0 });
    expect(fetched).toEqual(['https://cdn.example/a.png']);
    const games = (await gamesOf('slotegrator')).filter((game) =>
      game.externalCode.startsWith('img'),
    );
    expect(new Set(games.map((game) => game.image))).toEqual(
      new Set([expect.stringMatching(/^[0-9a-f]{64}\.png$/)]),
    );
    expect(readFileSync(path.join(imagesDir(), games[0]!.image!))).toEqual(Buffer.from(PNG_BYTES));
  });

  it.each([
    [
      'a page instead of an image',
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    ],
    [
      'bytes that are not what the type says',
      () => new Response('GIF89a', { headers: { 'content-type': 'image/png' } }),
    ],
    [
      'an image over the cap',
      () =>
        new Response(new Uint8Array(MAX_IMAGE_BYTES + 1).fill(1), {
          headers: { 'content-type': 'image/png' },
        }),
    ],
    ['an error status', () => new Response('gone', { status: 500 })],
  ])('refuses %s and keeps the game', async (_, answer) => {
    const url = `https://cdn.example/${Math.random()}.png`;
    cdn.set(url, answer);
    const before = readdirSync(imagesDir()).length;
    const report = await syncCatalogue(
      api.ctx,
      listSource('slotegrator', () => [gameRecord('bad-image', { image: { kind: 'url', url } })]),
    );
    expect(report).toMatchObject({ imageErrors: 1, images: 0 });
    expect(readdirSync(imagesDir()).length).toBe(before);
  });

  it('serves a stored image for a year, with its type and a policy that runs nothing', async () => {
    const [game] = (await gamesOf('sandbox')).filter((row) => row.slug === 'sandbox-fruits');
    const response = await api.get(`/api/casino/images/${game!.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.text).toContain('Sandbox Fruits');

    const png = (await gamesOf('slotegrator')).find((row) => row.image?.endsWith('.png'));
    const image = await api.get(`/api/casino/images/${png!.image}`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    '..%2F..%2Fsecret',
    '..%2Fcasino-images%2Fx.svg',
    `${'a'.repeat(64)}.svg`,
    `${'A'.repeat(64)}.png`,
    'by-url',
    '%00.svg',
    'x.svg',
  ])('answers 404 for %s', async (file) => {
    const response = await api.get(`/api/casino/images/${file}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for a path that leaves the folder', async () => {
    expect((await api.get('/api/casino/images/../../secret')).status).toBe(404);
    expect((await api.get('/api/casino/images/sub/x.svg')).status).toBe(404);
  });
});
