/**
 * The back office's Casino section (issue 36): `GET /operator/casino/games` lists the catalogue
 * as staff see it (hidden games included) by name or slug, studio, aggregator, kind and what
 * players see, a page at a time by cursor; `GET /operator/casino/providers` every studio with its
 * counts and each aggregator's last sync. Both `casino.manage`. And the round look-up's answer
 * of each call, which the section shows beside the call.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { casinoGames } from '@/server/db/schema';
import { likePattern } from '@/server/services/casino/catalogue/list-games';
import { gameSearchText } from '@/server/services/casino/catalogue/office-games';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { syncCatalogue } from '@/server/services/casino/catalogue/sync-catalogue';
import { bet } from '@/server/services/casino/wallet';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame } from '@/tests/support/casino';
import { gameRecord, listSource } from '@/tests/support/casino-catalogue';
import { signedInStaff } from '@/tests/support/staff';
import { fundedPlayer, OPERATOR_TOKEN } from '@/tests/support/wallet';

const GAMES = '/api/operator/casino/games';
const PROVIDERS = '/api/operator/casino/providers';

const studio = (slug: string, name: string) => ({ slug, name });
const named = (en: string, ru = en) => ({ ru, en, kz: en });

/** Hub88's list: two studios, a game it no longer offers, a live game. */
const HUB88 = [
  gameRecord('book', {
    provider: studio('play-n-go', "Play'n GO"),
    name: named('Book of Dead', 'Книга мёртвых'),
    rtp: '96.21',
    hasFreeSpins: true,
  }),
  gameRecord('gates', {
    provider: studio('pragmatic-play', 'Pragmatic Play'),
    name: named('Gates of Olympus', 'Врата Олимпа'),
    rtp: '96.50',
  }),
  gameRecord('sweet', {
    provider: studio('pragmatic-play', 'Pragmatic Play'),
    name: named('Sweet Bonanza'),
    rtp: null,
  }),
  gameRecord('gone', {
    provider: studio('play-n-go', "Play'n GO"),
    name: named('Gone Game'),
    available: false,
  }),
  gameRecord('lightning', {
    provider: studio('evolution', 'Evolution'),
    name: named('Lightning Roulette'),
    kind: 'live',
  }),
];

/** Slotegrator's list, synced an hour later: one more studio, one studio shared with Hub88. */
const SLOTEGRATOR = [
  gameRecord('wolf', {
    provider: studio('pragmatic-play', 'Pragmatic Play'),
    name: named('Wolf Gold'),
  }),
  gameRecord('fire', {
    provider: studio('off-studio', 'Off Studio'),
    name: named('100% Fire_Joker'),
  }),
];

let api: TestApi;
let casino: { token: string };
let support: { token: string };
let hub88SyncedAt: Date;
let slotegratorSyncedAt: Date;

beforeAll(async () => {
  // A catalogue of its own on PostgreSQL: the counts are this suite's.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  hub88SyncedAt = api.clock.now();
  await syncCatalogue(
    api.ctx,
    listSource('hub88', () => HUB88),
  );
  api.clock.advance(60 * 60_000);
  slotegratorSyncedAt = api.clock.now();
  await syncCatalogue(
    api.ctx,
    listSource('slotegrator', () => SLOTEGRATOR),
  );
  casino = { token: await signedInStaff(api, 'casino') };
  support = { token: await signedInStaff(api, 'support') };
  // Staff hide a game and a whole studio.
  expect(
    (
      await api.put(
        `/api/operator/casino/games/pragmatic-play-sweet-bonanza`,
        { enabled: false, reason: 'Pulled by the studio' },
        casino,
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await api.put(
        '/api/operator/casino/providers/off-studio',
        { enabled: false, reason: 'Contract ended' },
        casino,
      )
    ).status,
  ).toBe(200);
});
afterAll(() => api.close());

type Game = { id: number; slug: string; [key: string]: unknown };
type Page = { games: Game[]; next: number | null };

const list = async (query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await api.get(`${GAMES}?${search}`, casino);
  expect(response.status).toBe(200);
  return response.json as Page;
};
const slugs = async (query: Record<string, string | number> = {}) =>
  (await list(query)).games.map((game) => game.slug);

/** The slugs the syncs gave, in the order they were added (oldest first). */
const ADDED = [
  'play-n-go-book-of-dead',
  'pragmatic-play-gates-of-olympus',
  'pragmatic-play-sweet-bonanza',
  'play-n-go-gone-game',
  'evolution-lightning-roulette',
  'pragmatic-play-wolf-gold',
  'off-studio-100-fire-joker',
];
const NEWEST_FIRST = [...ADDED].reverse();

describe('GET /operator/casino/games', () => {
  it('lists every game newest first, hidden ones included, with both switches', async () => {
    const { games, next } = await list();
    expect(games.map((game) => game.slug)).toEqual(NEWEST_FIRST);
    expect(next).toBeNull();
    expect(games.find((game) => game.slug === 'play-n-go-book-of-dead')).toEqual({
      id: expect.any(Number),
      slug: 'play-n-go-book-of-dead',
      name: { ru: 'Книга мёртвых', en: 'Book of Dead', kz: 'Book of Dead' },
      provider: { slug: 'play-n-go', name: "Play'n GO", enabled: true },
      aggregator: 'hub88',
      external_code: 'book',
      kind: 'slot',
      rtp: '96.21',
      volatility: 'medium',
      has_demo: true,
      has_free_spins: true,
      image: null,
      enabled: true,
      available: true,
      visible: true,
      blocked_countries: [],
      created_at: hub88SyncedAt.toISOString(),
      synced_at: hub88SyncedAt.toISOString(),
    });
    const bySlug = new Map(games.map((game) => [game.slug, game]));
    expect(bySlug.get('pragmatic-play-sweet-bonanza')).toMatchObject({
      enabled: false,
      available: true,
      visible: false,
      rtp: null,
    });
    expect(bySlug.get('play-n-go-gone-game')).toMatchObject({
      enabled: true,
      available: false,
      visible: false,
    });
    expect(bySlug.get('off-studio-100-fire-joker')).toMatchObject({
      enabled: true,
      available: true,
      visible: false,
      provider: { slug: 'off-studio', name: 'Off Studio', enabled: false },
      synced_at: slotegratorSyncedAt.toISOString(),
    });
  });

  it('finds games by part of the slug or of the name in any language', async () => {
    expect(await slugs({ q: 'olymp' })).toEqual(['pragmatic-play-gates-of-olympus']);
    expect(await slugs({ q: 'ВРАТА' })).toEqual(['pragmatic-play-gates-of-olympus']);
    expect(await slugs({ q: 'play-n-go-' })).toEqual([
      'play-n-go-gone-game',
      'play-n-go-book-of-dead',
    ]);
    // `%` and `_` are themselves, not wildcards.
    expect(await slugs({ q: '100% Fire_' })).toEqual(['off-studio-100-fire-joker']);
    expect(await slugs({ q: '%' })).toEqual(['off-studio-100-fire-joker']);
    expect(await slugs({ q: 'nothing like it' })).toEqual([]);
  });

  it('filters by studio, aggregator, kind and what players see', async () => {
    expect(await slugs({ provider: 'pragmatic-play' })).toEqual([
      'pragmatic-play-wolf-gold',
      'pragmatic-play-sweet-bonanza',
      'pragmatic-play-gates-of-olympus',
    ]);
    expect(await slugs({ provider: 'pragmatic-play', aggregator: 'hub88' })).toEqual([
      'pragmatic-play-sweet-bonanza',
      'pragmatic-play-gates-of-olympus',
    ]);
    expect(await slugs({ aggregator: 'slotegrator' })).toEqual([
      'off-studio-100-fire-joker',
      'pragmatic-play-wolf-gold',
    ]);
    expect(await slugs({ kind: 'live' })).toEqual(['evolution-lightning-roulette']);
    expect(await slugs({ visible: 'shown' })).toEqual([
      'pragmatic-play-wolf-gold',
      'evolution-lightning-roulette',
      'pragmatic-play-gates-of-olympus',
      'play-n-go-book-of-dead',
    ]);
    expect(await slugs({ visible: 'hidden' })).toEqual([
      'off-studio-100-fire-joker',
      'play-n-go-gone-game',
      'pragmatic-play-sweet-bonanza',
    ]);
    expect(await slugs({ visible: 'game_off' })).toEqual(['pragmatic-play-sweet-bonanza']);
    expect(await slugs({ visible: 'studio_off' })).toEqual(['off-studio-100-fire-joker']);
    expect(await slugs({ visible: 'unlisted' })).toEqual(['play-n-go-gone-game']);
    expect(await slugs({ provider: 'no-such-studio' })).toEqual([]);
  });

  it('pages by cursor: every game once, in order, with the filters kept', async () => {
    const seen: string[] = [];
    let before: number | undefined;
    let pages = 0;
    for (;;) {
      const page = await list({ limit: 2, ...(before !== undefined && { before }) });
      pages += 1;
      expect(page.games.length).toBeLessThanOrEqual(2);
      seen.push(...page.games.map((game) => game.slug));
      if (page.next === null) break;
      expect(page.next).toBe(page.games.at(-1)!.id);
      before = page.next;
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(NEWEST_FIRST);

    const first = await list({ visible: 'hidden', limit: 2 });
    expect(first.games.map((game) => game.slug)).toEqual([
      'off-studio-100-fire-joker',
      'play-n-go-gone-game',
    ]);
    const second = await list({ visible: 'hidden', limit: 2, before: first.next! });
    expect(second).toEqual({
      games: [expect.objectContaining({ slug: 'pragmatic-play-sweet-bonanza' })],
      next: null,
    });
  });

  it('shows a game switched back on as players see it again', async () => {
    const slug = 'pragmatic-play-sweet-bonanza';
    const on = { enabled: true, reason: 'Back in the lobby' };
    expect((await api.put(`${GAMES}/${slug}`, on, casino)).json).toEqual({
      slug,
      enabled: true,
    });
    expect((await list({ q: 'sweet' })).games[0]).toMatchObject({ enabled: true, visible: true });
    await api.put(`${GAMES}/${slug}`, { enabled: false, reason: 'Pulled again' }, casino);
    expect((await list({ q: 'sweet' })).games[0]).toMatchObject({ enabled: false, visible: false });
  });

  it('refuses a bad query with the fields at fault', async () => {
    const bad = await api.get(
      `${GAMES}?visible=maybe&limit=0&before=abc&provider=Bad!&aggregator=nope&kind=crash`,
      casino,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual([
      'aggregator',
      'before',
      'kind',
      'limit',
      'provider',
      'visible',
    ]);
    const tooMany = await api.get(`${GAMES}?limit=201&q=${'x'.repeat(101)}`, casino);
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.json.errors).sort()).toEqual(['limit', 'q']);
    const unknown = await api.get(`${GAMES}?sort=name`, casino);
    expect(unknown.status).toBe(422);
  });

  it('wants casino.manage', async () => {
    expect((await api.get(GAMES)).status).toBe(401);
    expect((await api.get(GAMES, support)).status).toBe(403);
    expect((await api.get(GAMES, { token: OPERATOR_TOKEN })).status).toBe(200);
  });
});

describe('GET /operator/casino/providers', () => {
  it('lists every studio, hidden ones too, with its game counts, and each aggregator', async () => {
    const response = await api.get(PROVIDERS, casino);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      providers: [
        {
          slug: 'evolution',
          name: 'Evolution',
          enabled: true,
          games: { total: 1, playable: 1, off: 0, unlisted: 0 },
          aggregators: ['hub88'],
        },
        {
          slug: 'off-studio',
          name: 'Off Studio',
          enabled: false,
          games: { total: 1, playable: 1, off: 0, unlisted: 0 },
          aggregators: ['slotegrator'],
        },
        {
          slug: 'play-n-go',
          name: "Play'n GO",
          enabled: true,
          games: { total: 2, playable: 1, off: 0, unlisted: 1 },
          aggregators: ['hub88'],
        },
        {
          slug: 'pragmatic-play',
          name: 'Pragmatic Play',
          enabled: true,
          games: { total: 3, playable: 2, off: 1, unlisted: 0 },
          aggregators: ['hub88', 'slotegrator'],
        },
      ],
      aggregators: [
        { aggregator: 'sandbox', configured: true, games: 0, last_synced_at: null },
        {
          aggregator: 'hub88',
          configured: false,
          games: 5,
          last_synced_at: hub88SyncedAt.toISOString(),
        },
        {
          aggregator: 'slotegrator',
          configured: false,
          games: 2,
          last_synced_at: slotegratorSyncedAt.toISOString(),
        },
      ],
    });
  });

  it('shows a studio switched back on', async () => {
    await api.put(`${PROVIDERS}/off-studio`, { enabled: true, reason: 'Contract renewed' }, casino);
    const { providers } = (await api.get(PROVIDERS, casino)).json as {
      providers: { slug: string; enabled: boolean }[];
    };
    expect(providers.find((row) => row.slug === 'off-studio')).toMatchObject({ enabled: true });
    expect(await slugs({ provider: 'off-studio', visible: 'shown' })).toEqual([
      'off-studio-100-fire-joker',
    ]);
    await api.put(`${PROVIDERS}/off-studio`, { enabled: false, reason: 'Contract ended' }, casino);
  });

  it('keeps its counts with the games through switches, syncs and deletes', async () => {
    // What the triggers keep must equal the games counted afresh, statement after statement.
    const stored = () =>
      api.ctx.db.execute(
        sql`select provider_id, aggregator, total, playable, off, unlisted from casino_studio_counts where total > 0 order by 1, 2`,
      );
    const counted = () =>
      api.ctx.db.execute(sql`select provider_id, aggregator, count(*)::int as total,
          (count(*) filter (where enabled and available))::int as playable,
          (count(*) filter (where not enabled))::int as off,
          (count(*) filter (where not available))::int as unlisted
        from casino_games group by 1, 2 order by 1, 2`);
    const rows = async (result: Promise<unknown>) => ((await result) as { rows: unknown[] }).rows;
    const agree = async () => expect(await rows(stored())).toEqual(await rows(counted()));

    await agree();
    const [some] = await api.ctx.db.select().from(casinoGames).limit(1);
    const copy = { ...some!, id: undefined };
    const [game] = await api.ctx.db
      .insert(casinoGames)
      .values({
        ...copy,
        slug: 'counted-extra',
        externalCode: 'counted-extra',
        aggregator: 'sandbox',
      })
      .returning({ id: casinoGames.id });
    const thisGame = sql`${casinoGames.id} = ${game!.id}`;
    await agree();
    await api.ctx.db.update(casinoGames).set({ enabled: false }).where(thisGame);
    await agree();
    // A sync's statement: every game touched, one listed no longer.
    await api.ctx.db.update(casinoGames).set({
      syncedAt: api.clock.now(),
      available: sql`${casinoGames.available} and ${casinoGames.id} <> ${game!.id}`,
    });
    await agree();
    await api.ctx.db.delete(casinoGames).where(thisGame);
    await agree();
    await api.ctx.db.execute(sql`select casino_studio_counts_recount()`);
    await agree();
  });

  it('wants casino.manage', async () => {
    expect((await api.get(PROVIDERS)).status).toBe(401);
    expect((await api.get(PROVIDERS, support)).status).toBe(403);
  });
});

describe('PUT /operator/casino/games/{slug} and /providers/{slug}', () => {
  const GAME_ACTION = 'PUT /operator/casino/games/:slug';
  const STUDIO_ACTION = 'PUT /operator/casino/providers/:slug';

  /** The audit rows of a switch of `slug`, newest first. */
  async function auditOf(action: string, slug: string) {
    const search = new URLSearchParams({ action, target_id: slug });
    const answer = await api.get(`/api/operator/audit?${search}`, { token: OPERATOR_TOKEN });
    expect(answer.status).toBe(200);
    return answer.json.data as {
      actor: { type: string; role: string | null };
      action: string;
      target: { type: string; id: string };
      after: { request: unknown; answer: unknown };
      reason: string | null;
    }[];
  }
  const state = async () => ({
    game: (await list({ q: 'sweet' })).games[0],
    studio: ((await api.get(PROVIDERS, casino)).json.providers as { slug: string }[]).find(
      (row) => row.slug === 'off-studio',
    ),
  });

  it('refuses a switch without a reason, or with a blank or too long one, and changes nothing', async () => {
    const before = await state();
    expect(before.game).toMatchObject({ enabled: false, visible: false });
    expect(before.studio).toMatchObject({ enabled: false });
    const audited = {
      game: (await auditOf(GAME_ACTION, 'pragmatic-play-sweet-bonanza')).length,
      studio: (await auditOf(STUDIO_ACTION, 'off-studio')).length,
    };
    const bodies = [
      { enabled: true },
      { enabled: true, reason: null },
      { enabled: true, reason: 42 },
      { enabled: true, reason: '' },
      { enabled: true, reason: ' \t\n ' },
      { enabled: true, reason: 'x'.repeat(501) },
    ];
    for (const path of [`${GAMES}/pragmatic-play-sweet-bonanza`, `${PROVIDERS}/off-studio`]) {
      for (const body of bodies) {
        const refused = await api.put(path, body, casino);
        expect({ path, body, status: refused.status }).toEqual({ path, body, status: 422 });
        expect(Object.keys(refused.json.errors)).toEqual(['reason']);
      }
    }
    const missing = await api.put(
      `${GAMES}/pragmatic-play-sweet-bonanza`,
      { enabled: true },
      casino,
    );
    expect(missing.json.errors.reason).toEqual([expect.stringMatching(/^required/)]);
    const blank = await api.put(`${PROVIDERS}/off-studio`, { enabled: true, reason: '  ' }, casino);
    expect(blank.json.errors.reason).toEqual([expect.stringMatching(/^required/)]);

    expect(await state()).toEqual(before);
    expect((await auditOf(GAME_ACTION, 'pragmatic-play-sweet-bonanza')).length).toBe(audited.game);
    expect((await auditOf(STUDIO_ACTION, 'off-studio')).length).toBe(audited.studio);
  });

  it('writes the reason to the audit trail with who switched what', async () => {
    const slug = 'pragmatic-play-gates-of-olympus';
    const off = await api.put(
      `${GAMES}/${slug}`,
      { enabled: false, reason: '  Studio asked to pull it  ' },
      casino,
    );
    expect(off.json).toEqual({ slug, enabled: false });
    const [row] = await auditOf(GAME_ACTION, slug);
    expect(row).toMatchObject({
      actor: { type: 'staff', role: 'casino' },
      action: GAME_ACTION,
      target: { type: 'games', id: slug },
      after: {
        request: { enabled: false, reason: 'Studio asked to pull it' },
        answer: { slug, enabled: false },
      },
      reason: 'Studio asked to pull it',
    });
    await api.put(`${GAMES}/${slug}`, { enabled: true, reason: 'Studio fixed it' }, casino);
    expect((await auditOf(GAME_ACTION, slug)).map((entry) => entry.reason)).toEqual([
      'Studio fixed it',
      'Studio asked to pull it',
    ]);

    // The studio switched off in `beforeAll`, and back and forth since, each with its reason.
    const studio = await auditOf(STUDIO_ACTION, 'off-studio');
    expect(studio.at(-1)).toMatchObject({
      actor: { type: 'staff', role: 'casino' },
      target: { type: 'providers', id: 'off-studio' },
      reason: 'Contract ended',
    });
    expect(studio.every((entry) => entry.reason)).toBe(true);
  });

  it('wants casino.manage, and answers 404 for a slug it does not know', async () => {
    const body = { enabled: false, reason: 'Testing' };
    expect((await api.put(`${GAMES}/pragmatic-play-wolf-gold`, body)).status).toBe(401);
    expect((await api.put(`${GAMES}/pragmatic-play-wolf-gold`, body, support)).status).toBe(403);
    expect((await api.put(`${PROVIDERS}/off-studio`, body, support)).status).toBe(403);
    expect((await api.put(`${GAMES}/no-such-game`, body, casino)).status).toBe(404);
    expect((await api.put(`${PROVIDERS}/no-such-studio`, body, casino)).status).toBe(404);
    expect((await list({ q: 'wolf' })).games[0]).toMatchObject({ enabled: true });
  });
});

describe('GET /operator/casino/rounds', () => {
  it('gives each call the answer the wallet gave', async () => {
    // Last in the file: the round's game joins the catalogue the lists above counted.
    const code = 'office_round_game';
    await ensureCasinoGame(api.ctx.db, { aggregator: 'sandbox', code, now: api.clock.now() });
    const player = await fundedPlayer(api, { amount: 100 });
    const session = await openCasinoSession(api.ctx, {
      userId: player.id,
      currency: 'RUB',
      aggregator: 'sandbox',
      gameCode: code,
      mode: 'real',
    });
    const roundId = `r-${randomBytes(6).toString('hex')}`;
    const answer = await bet(api.ctx, {
      aggregator: 'sandbox',
      userId: player.id,
      currency: 'RUB',
      token: session.token,
      gameCode: code,
      txId: `b-${randomBytes(6).toString('hex')}`,
      roundId,
      amount: 700,
    });
    expect(answer.code).toBe('ok');
    const response = await api.get(
      `/api/operator/casino/rounds?aggregator=sandbox&round_id=${roundId}`,
      casino,
    );
    expect(response.status).toBe(200);
    expect(response.json.items[0].transactions).toEqual([
      expect.objectContaining({
        kind: 'bet',
        amount: 7,
        response: JSON.parse(JSON.stringify(answer)),
      }),
    ]);
  });
});

describe('the search\u2019s index', () => {
  it('finds a name or slug by the trigram index of the same expression', async () => {
    const plan = await api.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select ${casinoGames.id} from ${casinoGames} where ${gameSearchText} ilike ${likePattern('dead')}`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('casino_games_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
