/**
 * The back office's Sportsbook trading desk (issue 36), all `sports.trade`: the events to trade
 * (`GET /operator/sports/events`) with their markets counted and what rides on them, an event's
 * markets with their settlement and exposure (`…/events/{id}/markets`), the feed's health
 * (`GET /operator/sports/feed`). The line is written by the betting suites' support.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { tradingEventsQuerySchema } from '@/lib/schemas/sports-trading';
import { sportFeedMessages, sportProducers } from '@/server/db/schema';
import {
  exposureStatement,
  tradingEventRows,
  tradingEventsCondition,
  TEAMS,
} from '@/server/services/sports/operator/trading-events';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { signedInStaff } from '@/tests/support/staff';
import { seedTestEvent, setMarketStatus } from '@/tests/support/sports-line';
import { fundedPlayer, operator, OPERATOR_TOKEN, uniqueKey } from '@/tests/support/wallet';

const EVENTS = '/api/operator/sports/events';
const MARKETS = '/api/operator/sports/markets';
const FEED = '/api/operator/sports/feed';
const MINUTE = 60_000;

let api: TestApi;
let trader: { token: string };
let support: { token: string };
beforeAll(async () => {
  // Producers' rows are the whole deployment's: this suite moves them, so it has its own database.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  trader = { token: await signedInStaff(api, 'trader') };
  support = { token: await signedInStaff(api, 'support') };
});
afterAll(() => api.close());

/** `test:sport:<tag>` is the slug `test-<tag>` (tests/support/sports-line.ts). */
const slugOf = (sportId: string) => `test-${sportId.split(':').pop()}`;

const list = (query: Record<string, string | number>, token: { token: string } = trader) =>
  api.get(
    `${EVENTS}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    token,
  );

/** The field errors of a 422 answer, by field, as codes. */
function codes(response: { status: number; json: { errors?: Record<string, string[]> } }) {
  expect(response.status).toBe(422);
  return Object.fromEntries(
    Object.entries(response.json.errors ?? {}).map(([field, messages]) => [
      field,
      messages.map((message) => message.split(':')[0]),
    ]),
  );
}

const ref = (eventId: string, typeId = 1, spec = '') => ({
  event_id: eventId,
  type_id: typeId,
  spec_key: spec,
  reason: 'VAR review',
});

describe('GET /operator/sports/events', () => {
  it('lists live events and upcoming ones apart, by kick-off, with their markets counted', async () => {
    const now = api.clock.now().getTime();
    const live = await seedTestEvent(api.ctx, { status: 'live' });
    const sportId = live.sportId;
    const soon = await seedTestEvent(api.ctx, {
      sportId,
      scheduledAt: new Date(now + 30 * MINUTE),
    });
    const later = await seedTestEvent(api.ctx, {
      sportId,
      scheduledAt: new Date(now + 90 * MINUTE),
    });
    // Kicked off by the clock but not live: off the line's pre-match, so not upcoming.
    await seedTestEvent(api.ctx, { sportId, scheduledAt: new Date(now - MINUTE) });

    const sport = slugOf(sportId);
    const liveList = await list({ status: 'live', sport });
    expect(liveList.status).toBe(200);
    expect(liveList.json).toEqual({
      events: [
        {
          id: live.eventId,
          sport: { id: sportId, slug: sport, name: expect.objectContaining({ en: 'Test sport' }) },
          category: { id: expect.any(String), name: expect.objectContaining({ en: 'Testland' }) },
          tournament: {
            id: expect.any(String),
            name: expect.objectContaining({ en: 'Test league' }),
          },
          home: expect.objectContaining({ en: expect.stringMatching(/^Home /) }),
          away: expect.objectContaining({ en: expect.stringMatching(/^Away /) }),
          scheduled_at: expect.any(String),
          status: 'live',
          live: true,
          score: { home: 0, away: 0 },
          clock: null,
          markets: 2,
          suspended: 0,
          held: 0,
          tickets: 0,
          exposure: [],
        },
      ],
      next: null,
    });

    const upcoming = await list({ status: 'upcoming', sport });
    expect(upcoming.json.events.map((event: { id: string }) => event.id)).toEqual([
      soon.eventId,
      later.eventId,
    ]);
    expect(upcoming.json.events[0]).toMatchObject({ live: false, score: null, markets: 2 });
    // Live is the default.
    expect((await list({ sport })).json.events).toHaveLength(1);
  });

  it('pages by the cursor of the last event and finds events by a team, a tournament or the id', async () => {
    const now = api.clock.now().getTime();
    const first = await seedTestEvent(api.ctx, { scheduledAt: new Date(now + 10 * MINUTE) });
    const { sportId } = first;
    const second = await seedTestEvent(api.ctx, {
      sportId,
      scheduledAt: new Date(now + 20 * MINUTE),
    });
    const third = await seedTestEvent(api.ctx, {
      sportId,
      scheduledAt: new Date(now + 30 * MINUTE),
    });
    const sport = slugOf(sportId);
    const ids = (response: { json: { events: { id: string }[] } }) =>
      response.json.events.map((event) => event.id);

    const page1 = await list({ status: 'upcoming', sport, limit: 2 });
    expect(ids(page1)).toEqual([first.eventId, second.eventId]);
    expect(page1.json.next).toBe(second.eventId);
    const page2 = await list({ status: 'upcoming', sport, limit: 2, before: page1.json.next });
    expect(ids(page2)).toEqual([third.eventId]);
    expect(page2.json.next).toBeNull();

    const home = second.eventId.split(':').pop()!;
    expect(ids(await list({ status: 'upcoming', q: `home ${home}` }))).toEqual([second.eventId]);
    expect(ids(await list({ status: 'upcoming', q: third.eventId }))).toEqual([third.eventId]);
    expect(ids(await list({ status: 'upcoming', sport, q: 'test LEAGUE' }))).toEqual([
      first.eventId,
      second.eventId,
      third.eventId,
    ]);
    // `%` is a character of the name, not a wildcard.
    expect(ids(await list({ status: 'upcoming', sport, q: '%' }))).toEqual([]);
  });

  it('counts markets suspended by the feed and held by an operator', async () => {
    const { eventId, sportId } = await seedTestEvent(api.ctx, { status: 'live' });
    await setMarketStatus(api.ctx, { eventId, typeId: 18, specKey: 'total=2.5' }, -1);
    const held = await api.post(`${MARKETS}/suspend`, ref(eventId), trader);
    expect(held.status).toBe(200);
    const [event] = (await list({ status: 'live', sport: slugOf(sportId) })).json.events;
    expect(event).toMatchObject({ markets: 2, suspended: 2, held: 1 });
  });

  it('says what rides on an event per currency once tickets are placed', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const { eventId, sportId } = await seedTestEvent(api.ctx);
    const leg = (outcomeId: string, odds: string) => ({
      event_id: eventId,
      type_id: 1,
      spec_key: '',
      outcome_id: outcomeId,
      odds,
    });
    for (const [stake, outcome, odds] of [
      [100, '1', '2.5'],
      [20, '1', '2.5'],
      [50, '3', '2.9'],
    ] as const) {
      const placed = await api.post(
        '/api/sports/tickets',
        { key: uniqueKey('t'), kind: 'single', stake, legs: [leg(outcome, odds)] },
        player,
      );
      expect(placed.status).toBe(201);
    }
    const [event] = (await list({ status: 'upcoming', sport: slugOf(sportId) })).json.events;
    // Home's two tickets would pay 300 on 120 staked: the worst outcome's 180, not the away's 95.
    expect(event).toMatchObject({
      tickets: 3,
      exposure: [{ currency: 'RUB', tickets: 3, stake: 170, max_liability: 180 }],
    });

    const markets = await api.get(`${EVENTS}/${encodeURIComponent(eventId)}/markets`, trader);
    expect(markets.status).toBe(200);
    expect(markets.json.event).toMatchObject({ id: eventId, tickets: 3 });
    const [result] = markets.json.markets;
    expect(
      result.outcomes.map((o: { id: string; exposure: unknown }) => [o.id, o.exposure]),
    ).toEqual([
      ['1', [{ currency: 'RUB', tickets: 2, stake: 120, liability: 180 }]],
      ['2', []],
      ['3', [{ currency: 'RUB', tickets: 1, stake: 50, liability: 95 }]],
    ]);
  });
});

describe('the list\u2019s statements', () => {
  /** The plan with sequential scans priced out: what PostgreSQL does once the tables are big. */
  const plan = (statement: SQL) =>
    api.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${statement}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });

  it.each([
    { status: 'live' },
    { status: 'upcoming', sport: 'football', q: 'Arsenal' },
    { status: 'upcoming', before: 'cursor' },
  ])('reads the events of %o by the schedule index', async (raw) => {
    const { eventId } = await seedTestEvent(api.ctx);
    const query = tradingEventsQuerySchema.parse({
      ...raw,
      ...(raw.before && { before: eventId }),
    });
    const where = await tradingEventsCondition(api.ctx, query);
    const text = await plan(tradingEventRows(api.ctx.db, where, query.limit + 1).getSQL());
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toContain('sport_events_schedule_idx');
  });

  it('finds a team by the trigram index of the same expression', async () => {
    // On a few events the schedule index wins; on a million, a team's few events come from here.
    const text = await plan(sql`select id from sport_events where ${TEAMS} ilike ${'%Arsenal%'}`);
    expect(text).toContain('sport_events_teams_trgm_idx');
  });

  it('reads what rides on the page\u2019s events by their legs\u2019 index and the tickets\u2019 key', async () => {
    const text = await plan(exposureStatement(['sim:match:1', 'sim:match:2']));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toContain('sport_ticket_legs_outcome_idx');
    expect(text).toContain('sport_tickets_pkey');
  });
});

describe('GET /operator/sports/events/{id}/markets', () => {
  it('gives every market with the feed\u2019s status, the hold and the settlement', async () => {
    const { eventId } = await seedTestEvent(api.ctx);
    expect((await api.post(`${MARKETS}/suspend`, ref(eventId), trader)).status).toBe(200);
    const settled = await api.post(
      `${MARKETS}/settle`,
      {
        ...ref(eventId, 18, 'total=2.5'),
        outcomes: [
          { id: '12', result: 1 },
          { id: '13', result: 0 },
        ],
      },
      trader,
    );
    expect(settled.status).toBe(200);

    const answer = await api.get(`${EVENTS}/${encodeURIComponent(eventId)}/markets`, trader);
    expect(answer.status).toBe(200);
    expect(answer.json.markets).toEqual([
      {
        key: `${eventId}/1/`,
        type_id: 1,
        spec_key: '',
        specifiers: {},
        status: 'suspended',
        feed_status: 'active',
        held_by_operator: true,
        producer: 3,
        producer_up: true,
        version: 2,
        settlement: 'none',
        outcomes: [
          {
            id: '1',
            odds: '2.5',
            active: true,
            result: null,
            void_factor: null,
            dead_heat_factor: null,
            exposure: [],
          },
          {
            id: '2',
            odds: '3.2',
            active: true,
            result: null,
            void_factor: null,
            dead_heat_factor: null,
            exposure: [],
          },
          {
            id: '3',
            odds: '2.9',
            active: true,
            result: null,
            void_factor: null,
            dead_heat_factor: null,
            exposure: [],
          },
        ],
      },
      expect.objectContaining({
        key: `${eventId}/18/total=2.5`,
        specifiers: { total: '2.5' },
        status: 'settled',
        feed_status: 'settled',
        held_by_operator: false,
        settlement: 'confirmed',
        outcomes: [
          expect.objectContaining({ id: '12', result: 1, void_factor: null }),
          expect.objectContaining({ id: '13', result: 0 }),
        ],
      }),
    ]);
    // The settled market is off the line: the list counts the open one only.
    expect(answer.json.event).toMatchObject({ markets: 1, suspended: 1, held: 1 });
  });

  it('shows a market suspended while its producer is down, its feed status kept', async () => {
    const { eventId } = await seedTestEvent(api.ctx, { status: 'live' });
    await api.ctx.db.update(sportProducers).set({ up: false }).where(eq(sportProducers.id, 1));
    try {
      const answer = await api.get(`${EVENTS}/${encodeURIComponent(eventId)}/markets`, trader);
      expect(answer.json.markets[0]).toMatchObject({
        status: 'suspended',
        feed_status: 'active',
        held_by_operator: false,
        producer: 1,
        producer_up: false,
      });
      expect(answer.json.event).toMatchObject({ markets: 2, suspended: 2, held: 0 });
    } finally {
      await api.ctx.db.update(sportProducers).set({ up: true }).where(eq(sportProducers.id, 1));
    }
  });

  it('answers 404 for an event the line does not know', async () => {
    const answer = await api.get(
      `${EVENTS}/${encodeURIComponent('sim:match:nope')}/markets`,
      trader,
    );
    expect(answer.status).toBe(404);
  });
});

describe('GET /operator/sports/feed', () => {
  it('says each producer is up or down, its lag, its recovery and its recent messages', async () => {
    const now = api.clock.now();
    await api.ctx.db
      .insert(sportProducers)
      .values([
        { id: 1, name: 'live', updatedAt: now },
        { id: 3, name: 'prematch', updatedAt: now },
      ])
      .onConflictDoNothing();
    await api.ctx.db
      .update(sportProducers)
      .set({
        up: true,
        downReason: null,
        recoveryRequestId: null,
        lastAliveAt: new Date(now.getTime() - 4_000),
        lastProcessedTs: now.getTime() - 2_000,
      })
      .where(eq(sportProducers.id, 1));
    await api.ctx.db
      .update(sportProducers)
      .set({
        up: false,
        downReason: 'alive_interval_violation',
        recoveryRequestId: `recovery:3:${now.getTime()}`,
        lastAliveAt: new Date(now.getTime() - 45_000),
        lastProcessedTs: now.getTime() - 45_000,
      })
      .where(eq(sportProducers.id, 3));
    const message = (producer: number, ageMs: number, n: number) => ({
      dedupKey: uniqueKey(`feed-${n}`),
      type: 'alive' as const,
      producer,
      ts: now.getTime() - ageMs,
      payload: {},
      outcome: 'applied' as const,
      receivedAt: new Date(now.getTime() - ageMs),
    });
    await api.ctx.db
      .insert(sportFeedMessages)
      .values([
        message(1, 5_000, 1),
        message(1, 10_000, 2),
        message(3, 50_000, 3),
        message(3, 120_000, 4),
      ]);

    const answer = await api.get(FEED, trader);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      as_of: now.toISOString(),
      window_s: 60,
      producers: [
        {
          id: 1,
          name: 'live',
          up: true,
          down_reason: null,
          last_alive_at: new Date(now.getTime() - 4_000).toISOString(),
          alive_age_s: 4,
          last_message_at: new Date(now.getTime() - 2_000).toISOString(),
          lag_s: 2,
          recovering: false,
          // Within the minute: 5 and 10 seconds ago.
          messages: 2,
          messages_capped: false,
        },
        {
          id: 3,
          name: 'prematch',
          up: false,
          down_reason: 'alive_interval_violation',
          last_alive_at: new Date(now.getTime() - 45_000).toISOString(),
          alive_age_s: 45,
          last_message_at: new Date(now.getTime() - 45_000).toISOString(),
          lag_s: 45,
          recovering: true,
          // 50 seconds ago; the one of two minutes ago is outside the window.
          messages: 1,
          messages_capped: false,
        },
      ],
    });
  });
});

describe('who may trade, and what a query may say', () => {
  it('refuses a member without sports.trade, and a member without a session', async () => {
    const { eventId } = await seedTestEvent(api.ctx);
    for (const path of [EVENTS, `${EVENTS}/${encodeURIComponent(eventId)}/markets`, FEED]) {
      expect([path, (await api.get(path, support)).status]).toEqual([path, 403]);
      expect([path, (await api.get(path)).status]).toEqual([path, 401]);
      expect([path, (await api.get(path, operator)).status]).toEqual([path, 200]);
    }
  });

  it('answers 422 on the fields of a bad query', async () => {
    expect(codes(await list({ status: 'past' }))).toEqual({ status: ['invalid_value'] });
    expect(codes(await list({ limit: 0 }))).toEqual({ limit: ['invalid_value'] });
    expect(codes(await list({ limit: 'many' }))).toEqual({ limit: ['invalid_value'] });
    expect(codes(await list({ sport: 'Foot ball' }))).toEqual({ sport: ['invalid_value'] });
    expect(codes(await list({ q: 'x'.repeat(101) }))).toEqual({ q: ['too_long'] });
    expect(codes(await list({ before: 'sim:match:nope' }))).toEqual({ before: ['invalid_value'] });
    expect(codes(await list({ colour: 'red' }))).toEqual({ colour: ['unknown_field'] });
  });
});
