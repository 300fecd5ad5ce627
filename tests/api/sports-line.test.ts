import type { Logger } from 'drizzle-orm';
import { SPORT_EVENTS_LIMIT } from '@/server/services/sports/line/list-events';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  changeMarket,
  insertCategory,
  insertEvent,
  insertMarket,
  insertSport,
  insertTournament,
  oneXtwo,
  setProducer,
} from '@/tests/support/sports-read';

/**
 * The line's read API (`/sports/tree`, `/sports/events`, `/sports/events/{id}`) over rows written
 * straight into the tables. The suite has a database of its own: sport slugs are unique.
 */

/** Statements the API ran while `counting` was on. */
let statements = 0;
let counting = false;
const logger: Logger = {
  logQuery() {
    if (counting) statements += 1;
  },
};

const MIN = 60_000;
/** A producer the suite takes down: no other suite's markets follow it. */
const DOWN_PRODUCER = 7;

let api: TestApi;
let now: Date;
const ids: Record<string, string> = {};
const at = (minutes: number) => new Date(now.getTime() + minutes * MIN);

beforeAll(async () => {
  api = await createTestApi({ ownDatabase: true, logger });
  now = api.clock.now();
  const db = api.ctx.db;
  const football = await insertSport(db, { slug: 'football', sort: 1 });
  const hockey = await insertSport(db, { slug: 'ice-hockey', sort: 2 });
  await insertSport(db, { slug: 'tennis', sort: 3 });
  ids.football = football;

  const category = await insertCategory(db, football, 1);
  const t1 = await insertTournament(db, { sportId: football, categoryId: category, sort: 1 });
  const t2 = await insertTournament(db, { sportId: football, categoryId: category, sort: 2 });
  const t3 = await insertTournament(db, { sportId: hockey });
  const t4 = await insertTournament(db, { sportId: football, sort: 0 });
  Object.assign(ids, { t1: t1.id, t2: t2.id, t3: t3.id, t4: t4.id, category });

  const event = (name: string, fields: Parameters<typeof insertEvent>[1]) =>
    insertEvent(db, fields).then((id) => (ids[name] = id));
  await event('l1', {
    sportId: football,
    tournamentId: t1.id,
    scheduledAt: at(-30),
    status: 'live',
    state: {
      status: 'live',
      homeScore: 1,
      awayScore: 0,
      clock: { minute: 31, period: '1h' },
      periodScores: [{ home: 1, away: 0 }],
    },
    seedHash: 'hash-l1',
    seed: 'secret-l1',
  });
  await event('l2', {
    sportId: football,
    tournamentId: t2.id,
    scheduledAt: at(-60),
    status: 'live',
  });
  await event('p1', { sportId: football, tournamentId: t2.id, scheduledAt: at(120) });
  await event('p2', { sportId: football, tournamentId: t1.id, scheduledAt: at(120) });
  await event('p3', {
    sportId: football,
    tournamentId: t1.id,
    scheduledAt: at(60),
    state: { status: 'not_started', homeScore: 0, awayScore: 0 },
  });
  await event('past', { sportId: football, tournamentId: t1.id, scheduledAt: at(-60) });
  await event('ended', {
    sportId: football,
    tournamentId: t4.id,
    scheduledAt: at(-200),
    status: 'ended',
    seedHash: 'hash-ended',
    seed: 'seed-ended',
  });
  await event('h1', { sportId: hockey, tournamentId: t3.id, scheduledAt: at(-45), status: 'live' });
  await event('h2', { sportId: hockey, tournamentId: t3.id, scheduledAt: at(180) });

  // l1: the main market with its outcomes out of order, two totals, a correct score, and
  // markets that are not on the line (deactivated, settled, of a type the site does not carry).
  await insertMarket(db, {
    eventId: ids.l1!,
    typeId: 1,
    outcomes: [
      { id: '3', odds: '3.6' },
      { id: '1', odds: '2.1' },
      { id: '2', odds: '3.40' },
    ],
  });
  for (const total of ['2.5', '1.5']) {
    await insertMarket(db, {
      eventId: ids.l1!,
      typeId: 18,
      specifiers: { total },
      outcomes: [
        { id: '13', odds: '1.9' },
        { id: '12', odds: null, active: false },
      ],
    });
  }
  await insertMarket(db, {
    eventId: ids.l1!,
    typeId: 41,
    status: -1,
    outcomes: ['10:0', '2:1', '1:0', '0:1', '0:0', '1:1'].map((id) => ({ id, odds: '9' })),
  });
  await insertMarket(db, { eventId: ids.l1!, typeId: 29, status: 0, outcomes: [] });
  await insertMarket(db, { eventId: ids.l1!, typeId: 10, status: -3, outcomes: [] });
  await insertMarket(db, { eventId: ids.l1!, typeId: 999, outcomes: [{ id: '1' }] });
  // l2: its main market deactivated, so a list shows it without one.
  await insertMarket(db, { eventId: ids.l2!, typeId: 1, status: 0, outcomes: oneXtwo() });
  await insertMarket(db, { eventId: ids.p3!, typeId: 1, outcomes: oneXtwo('1.5', '4', '6') });
  // h1's producer is down, h2's market held by an operator: both active to the feed.
  await insertMarket(db, {
    eventId: ids.h1!,
    typeId: 1,
    producer: DOWN_PRODUCER,
    outcomes: oneXtwo(),
  });
  await setProducer(db, DOWN_PRODUCER, false);
  await insertMarket(db, {
    eventId: ids.h2!,
    typeId: 1,
    heldByOperator: true,
    outcomes: oneXtwo(),
  });
});
afterAll(() => api.close());

const eventIds = (body: { events: { id: string }[] }) => body.events.map((event) => event.id);

describe('GET /sports/tree', () => {
  it('counts open events per tournament and sport: live, and not started in the future', async () => {
    const response = await api.get('/api/sports/tree');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    const [football, hockey, tennis] = response.json.sports;
    expect(football).toMatchObject({ slug: 'football', live: 2, prematch: 3 });
    expect(football.categories).toEqual([
      {
        id: ids.category,
        name: expect.objectContaining({ en: `Category ${ids.category}` }),
        tournaments: [
          expect.objectContaining({ id: ids.t1, live: 1, prematch: 2 }),
          expect.objectContaining({ id: ids.t2, live: 1, prematch: 1 }),
        ],
      },
    ]);
    expect(hockey).toMatchObject({ slug: 'ice-hockey', live: 1, prematch: 1 });
    expect(hockey.categories[0].tournaments).toEqual([
      expect.objectContaining({ id: ids.t3, live: 1, prematch: 1 }),
    ]);
    // A sport without events keeps its chip; a tournament with none open leaves the tree.
    expect(tennis).toMatchObject({ slug: 'tennis', live: 0, prematch: 0, categories: [] });
    expect(JSON.stringify(response.json)).not.toContain(ids.t4);
  });

  it('moves a match out of pre-match once its kick-off passes without it going live', async () => {
    api.clock.advance(61 * MIN);
    try {
      const response = await api.get('/api/sports/tree');
      expect(response.json.sports[0]).toMatchObject({ live: 2, prematch: 2 });
    } finally {
      api.clock.set(now);
    }
  });
});

describe('GET /sports/events', () => {
  it('lists live events by kick-off, each with its main market and shown markets count', async () => {
    const response = await api.get('/api/sports/events?live=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(eventIds(response.json)).toEqual([ids.l2, ids.h1, ids.l1]);
    const l1 = response.json.events[2];
    expect(l1).toMatchObject({
      id: ids.l1,
      sport: 'football',
      tournament: { id: ids.t1 },
      category: { id: ids.category },
      status: 'live',
      live: true,
      score: { home: 1, away: 0 },
      clock: { minute: 31, period: '1h' },
      period_scores: [{ home: 1, away: 0 }],
      scheduled_at: at(-30).toISOString(),
      // 1X2, two totals and the correct score: not the deactivated, settled or unknown ones.
      markets_count: 4,
      seed_hash: 'hash-l1',
      seed: null,
    });
    expect(l1.main_market).toEqual({
      key: `${ids.l1}/1/`,
      type_id: 1,
      spec_key: '',
      specifiers: {},
      status: 'active',
      version: 1,
      outcomes: [
        { id: '1', odds: '2.1', active: true },
        { id: '2', odds: '3.4', active: true },
        { id: '3', odds: '3.6', active: true },
      ],
    });
    // A deactivated main market is no main market.
    expect(response.json.events[0]).toMatchObject({ main_market: null, markets_count: 0 });
  });

  it('lists pre-match events by kick-off, then tournament', async () => {
    const response = await api.get('/api/sports/events?live=0');
    expect(eventIds(response.json)).toEqual([ids.p3, ids.p2, ids.p1, ids.h2]);
    expect(response.json.events[0]).toMatchObject({ live: false, score: null, clock: null });
  });

  it('lists both, live first, when neither is asked; filters by sport and tournament', async () => {
    const all = await api.get('/api/sports/events');
    expect(eventIds(all.json)).toEqual([ids.l2, ids.h1, ids.l1, ids.p3, ids.p2, ids.p1, ids.h2]);
    const football = await api.get('/api/sports/events?sport=football&live=1');
    expect(eventIds(football.json)).toEqual([ids.l2, ids.l1]);
    const tournament = await api.get(`/api/sports/events?tournament=${ids.t1}`);
    expect(eventIds(tournament.json)).toEqual([ids.l1, ids.p3, ids.p2]);
    const unknown = await api.get('/api/sports/events?sport=curling');
    expect(unknown.json).toEqual({ events: [] });
  });

  it('shows a market suspended while its producer is down or an operator holds it', async () => {
    const live = await api.get('/api/sports/events?sport=ice-hockey');
    const [h1, h2] = live.json.events;
    expect(h1.main_market.status).toBe('suspended');
    expect(h2.main_market.status).toBe('suspended');
    // The odds stay as the feed left them: frozen, not gone.
    expect(h1.main_market.outcomes[0]).toEqual({ id: '1', odds: '2.1', active: true });

    await setProducer(api.ctx.db, DOWN_PRODUCER, true);
    try {
      const recovered = await api.get('/api/sports/events?sport=ice-hockey');
      expect(recovered.json.events[0].main_market.status).toBe('active');
      expect(recovered.json.events[1].main_market.status).toBe('suspended');
    } finally {
      await setProducer(api.ctx.db, DOWN_PRODUCER, false);
    }
  });

  it.each([
    ['live=2', 'live'],
    ['live=', 'live'],
    [`sport=${'x'.repeat(65)}`, 'sport'],
    [`tournament=${'x'.repeat(129)}`, 'tournament'],
  ])('answers 422 for a bad query (%s)', async (query, field) => {
    const response = await api.get(`/api/sports/events?${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual([field]);
  });

  it('reads a list in the same few statements however many events it holds', async () => {
    const count = async (path: string) => {
      statements = 0;
      counting = true;
      try {
        expect((await api.get(path)).status).toBe(200);
      } finally {
        counting = false;
      }
      return statements;
    };
    const one = await count(`/api/sports/events?tournament=${ids.t3}&live=1`);
    const seven = await count('/api/sports/events');
    expect(seven).toBe(one);
    // The events with their tournaments and counts, then their main markets with outcomes.
    expect(seven).toBe(2);
    expect(await count('/api/sports/tree')).toBe(2);
    expect(await count(`/api/sports/events/${ids.l1}`)).toBe(2);
  });
});

describe('GET /sports/events/{id}', () => {
  it('answers the event with every shown market in its page order', async () => {
    const response = await api.get(`/api/sports/events/${ids.l1}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    const { event, markets } = response.json;
    expect(event).toMatchObject({ id: ids.l1, markets_count: 4, live: true });
    expect(event.main_market.key).toBe(`${ids.l1}/1/`);
    expect(markets.map((market: { key: string }) => market.key)).toEqual([
      `${ids.l1}/1/`,
      `${ids.l1}/18/total=1.5`,
      `${ids.l1}/18/total=2.5`,
      `${ids.l1}/41/`,
    ]);
    // Outcomes as the registry lists them (over, under), an unpriced one with no odds.
    expect(markets[1]).toMatchObject({
      specifiers: { total: '1.5' },
      status: 'active',
      outcomes: [
        { id: '12', odds: null, active: false },
        { id: '13', odds: '1.9', active: true },
      ],
    });
    // Correct scores in score order, suspended as the feed said.
    expect(markets[3].status).toBe('suspended');
    expect(markets[3].outcomes.map((outcome: { id: string }) => outcome.id)).toEqual([
      '0:0',
      '0:1',
      '1:0',
      '1:1',
      '2:1',
      '10:0',
    ]);
  });

  it('shows a market the operator holds as suspended, and its new version once changed', async () => {
    const market = { eventId: ids.p3!, typeId: 1 };
    const version = await changeMarket(api.ctx.db, market, { heldByOperator: true });
    try {
      const held = await api.get(`/api/sports/events/${ids.p3}`);
      expect(held.json.markets[0]).toMatchObject({ status: 'suspended', version });
      expect(held.json.event.main_market).toMatchObject({ status: 'suspended', version });
    } finally {
      await changeMarket(api.ctx.db, market, { heldByOperator: false });
    }
    const lifted = await api.get(`/api/sports/events/${ids.p3}`);
    expect(lifted.json.markets[0]).toMatchObject({ status: 'active', version: version + 1 });
  });

  it('shows an event that is over, with its seed revealed and no markets', async () => {
    const response = await api.get(`/api/sports/events/${ids.ended}`);
    expect(response.status).toBe(200);
    expect(response.json.event).toMatchObject({
      status: 'ended',
      live: false,
      seed_hash: 'hash-ended',
      seed: 'seed-ended',
      markets_count: 0,
      main_market: null,
    });
    expect(response.json.markets).toEqual([]);
  });

  it('answers 404 not_found for an unknown event', async () => {
    for (const id of ['sim:match:404', encodeURIComponent('nope/x'), '%00']) {
      const response = await api.get(`/api/sports/events/${id}`);
      expect(response.status).toBe(404);
      expect(response.json.error).toBe('not_found');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

// Last in the file: its events would join the unfiltered lists above.
describe('the list’s cap', () => {
  it(`answers at most ${SPORT_EVENTS_LIMIT} events, the earliest kick-offs`, async () => {
    const db = api.ctx.db;
    const esports = await insertSport(db, { slug: 'esports', sort: 5 });
    const { id: tournamentId } = await insertTournament(db, { sportId: esports });
    const created = [];
    for (let i = 0; i <= SPORT_EVENTS_LIMIT; i += 1) {
      created.push(
        await insertEvent(db, { sportId: esports, tournamentId, scheduledAt: at(10 + i) }),
      );
    }
    const response = await api.get('/api/sports/events?sport=esports&live=0');
    expect(eventIds(response.json)).toEqual(created.slice(0, SPORT_EVENTS_LIMIT));
    const tree = await api.get('/api/sports/tree');
    expect(tree.json.sports.at(-1)).toMatchObject({
      slug: 'esports',
      prematch: SPORT_EVENTS_LIMIT + 1,
    });
  });
});
