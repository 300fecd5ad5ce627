import { SPORTS_LIVE_TOPIC, sportsEventTopic } from '@/lib/constants/sports';
import { sportsStreamEvents } from '@/lib/schemas/sports';
import { MAX_MESSAGE_BYTES } from '@/server/services/stream/envelope';
import type { LineChanges } from '@/server/services/sports/feed/line-changes';
import {
  flushLineChanges,
  publishLineChanges,
} from '@/server/services/sports/line/publish-line-changes';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';
import { eventReader, type StreamData } from '@/tests/support/event-stream';
import {
  changeMarket,
  insertEvent,
  insertMarket,
  insertSport,
  insertTournament,
  oneXtwo,
  setEvent,
} from '@/tests/support/sports-read';

/**
 * The line on the stream: `sports:live` and `sports:event:<id>` answer a snapshot, then the
 * changes the feed applier hands `publishLineChanges`, conflated and read when they go out.
 * Rows are written straight into the tables; the suite has a database of its own.
 */

const MIN = 60_000;
let api: TestApi;
let sportId: string;
let tournamentId: string;

beforeAll(async () => {
  api = await createTestApi({ ownDatabase: true });
  sportId = await insertSport(api.ctx.db, { slug: 'football' });
  ({ id: tournamentId } = await insertTournament(api.ctx.db, { sportId }));
});
afterEach(async () => {
  await flushLineChanges(api.ctx);
  api.ctx.stream.close();
});
afterAll(() => api.close());

/** A football match with a 1X2 and two totals; answers its id and market keys. */
async function match(status: 'live' | 'not_started' = 'live') {
  const db = api.ctx.db;
  const now = api.clock.now().getTime();
  const eventId = await insertEvent(db, {
    sportId,
    tournamentId,
    status,
    scheduledAt: new Date(now + (status === 'live' ? -30 : 60) * MIN),
  });
  const main = await insertMarket(db, { eventId, typeId: 1, outcomes: oneXtwo() });
  const totals = [];
  for (const total of ['1.5', '2.5']) {
    totals.push(
      await insertMarket(db, {
        eventId,
        typeId: 18,
        specifiers: { total },
        outcomes: [{ id: '12' }, { id: '13' }],
      }),
    );
  }
  return { eventId, main, totals };
}

/** Opens `/api/stream` on the topics; answers a reader past the `retry:` line. */
async function open(...topics: string[]) {
  const response = await api.app.request(`/api/stream?topics=${topics.join(',')}`, {
    headers: { 'x-forwarded-for': `${uniqueIp()}, 127.0.0.1` },
  });
  expect(response.status).toBe(200);
  const events = eventReader(response.body);
  expect((await events.next())?.retry).toBeDefined();
  return events;
}

const change = (eventId: string, fields: Partial<LineChanges> = {}): LineChanges => ({
  eventId,
  changed: [],
  removed: [],
  eventChanged: false,
  ...fields,
});

async function publish(...changes: LineChanges[]) {
  publishLineChanges(api.ctx, changes);
  await flushLineChanges(api.ctx);
}

/** The next frame's data, checked against the contract of its type. */
async function next(events: Awaited<ReturnType<typeof open>>): Promise<StreamData> {
  const { data } = await events.nextData();
  const schema = sportsStreamEvents[data.type as keyof typeof sportsStreamEvents];
  expect(schema).toBeDefined();
  if (data.data !== null) schema.parse(data.data);
  return data;
}

/** A change nobody else makes, to show no frame came before it. */
async function sentinel(events: Awaited<ReturnType<typeof open>>, topic = SPORTS_LIVE_TOPIC) {
  const { eventId } = await match('live');
  await publish(change(eventId, { eventChanged: true }));
  expect(await next(events)).toMatchObject({ topic, type: 'event', data: { id: eventId } });
}

describe('sports:live', () => {
  it('opens with the live list, then sends a market once with its latest state and version', async () => {
    const { eventId, main } = await match('live');
    const events = await open(SPORTS_LIVE_TOPIC);
    const snapshot = await next(events);
    expect(snapshot).toMatchObject({ topic: SPORTS_LIVE_TOPIC, type: 'snapshot' });
    expect(snapshot.data).toEqual((await api.get('/api/sports/events?live=1')).json);
    const shown = snapshot.data.events.find((event: { id: string }) => event.id === eventId);
    expect(shown.main_market).toMatchObject({ key: main, version: 1 });

    const market = { eventId, typeId: 1 };
    await changeMarket(api.ctx.db, market, { odds: { '1': '2.2' } });
    publishLineChanges(api.ctx, [change(eventId, { changed: [main] })]);
    const version = await changeMarket(api.ctx.db, market, { odds: { '1': '2.3' }, status: -1 });
    publishLineChanges(api.ctx, [change(eventId, { changed: [main] })]);
    await flushLineChanges(api.ctx);

    const delta = await next(events);
    expect(delta).toMatchObject({ topic: SPORTS_LIVE_TOPIC, type: 'markets' });
    expect(delta.data.event_id).toBe(eventId);
    expect(delta.data.markets).toHaveLength(1);
    expect(delta.data.markets[0]).toMatchObject({ key: main, version: 3, status: 'suspended' });
    expect(version).toBe(3);
    expect(delta.data.markets[0].outcomes[0]).toEqual({ id: '1', odds: '2.3', active: true });
    // The two changes went out as one.
    await sentinel(events);
  });

  it('carries only live events’ main markets; their other markets stay on the event topic', async () => {
    const live = await match('live');
    const prematch = await match('not_started');
    const events = await open(SPORTS_LIVE_TOPIC, sportsEventTopic(live.eventId));
    await next(events);
    await next(events);

    await changeMarket(
      api.ctx.db,
      { eventId: live.eventId, typeId: 18, specifiers: { total: '2.5' } },
      {},
    );
    await changeMarket(api.ctx.db, { eventId: prematch.eventId, typeId: 1 }, {});
    await publish(
      change(live.eventId, { changed: [live.totals[1]!] }),
      change(prematch.eventId, { changed: [prematch.main] }),
    );
    const delta = await next(events);
    expect(delta).toMatchObject({
      topic: sportsEventTopic(live.eventId),
      type: 'markets',
      data: { event_id: live.eventId, markets: [{ key: live.totals[1], version: 2 }] },
    });
    await sentinel(events);
  });

  it('sends an event that changed after kick-off, so a match that ends leaves the list', async () => {
    const live = await match('live');
    const prematch = await match('not_started');
    const events = await open(SPORTS_LIVE_TOPIC);
    await next(events);

    await setEvent(api.ctx.db, prematch.eventId, { scheduledAt: new Date() });
    await setEvent(api.ctx.db, live.eventId, {
      status: 'ended',
      state: { status: 'ended', homeScore: 2, awayScore: 1 },
    });
    await publish(
      change(prematch.eventId, { eventChanged: true }),
      change(live.eventId, { eventChanged: true }),
    );
    const ended = await next(events);
    expect(ended).toMatchObject({
      topic: SPORTS_LIVE_TOPIC,
      type: 'event',
      data: { id: live.eventId, status: 'ended', live: false, score: { home: 2, away: 1 } },
    });
    await sentinel(events);
  });
});

describe('sports:event:<id>', () => {
  it('opens with the event’s detail, as GET /sports/events/{id} answers it', async () => {
    const { eventId } = await match('live');
    const events = await open(sportsEventTopic(eventId));
    const snapshot = await next(events);
    expect(snapshot.topic).toBe(sportsEventTopic(eventId));
    expect(snapshot.data).toEqual((await api.get(`/api/sports/events/${eventId}`)).json);
  });

  it('opens with null for an event that is not there, and stays open', async () => {
    const events = await open(sportsEventTopic('sim:match:nowhere'), SPORTS_LIVE_TOPIC);
    expect(await next(events)).toMatchObject({ type: 'snapshot', data: null });
    expect(await next(events)).toMatchObject({ topic: SPORTS_LIVE_TOPIC, type: 'snapshot' });
    await sentinel(events);
  });

  it('sends removed markets, including one changed and then gone within the window', async () => {
    const { eventId, main, totals } = await match('live');
    const topic = sportsEventTopic(eventId);
    const events = await open(topic);
    await next(events);

    // The applier reported a total changed, then it was deactivated before the window closed.
    await changeMarket(
      api.ctx.db,
      { eventId, typeId: 18, specifiers: { total: '1.5' } },
      {
        status: 0,
      },
    );
    publishLineChanges(api.ctx, [change(eventId, { changed: [totals[0]!] })]);
    // The other total was settled and reported so; the 1X2 reported gone, then back.
    await changeMarket(
      api.ctx.db,
      { eventId, typeId: 18, specifiers: { total: '2.5' } },
      {
        status: -3,
      },
    );
    publishLineChanges(api.ctx, [change(eventId, { removed: [totals[1]!, main] })]);
    publishLineChanges(api.ctx, [change(eventId, { changed: [main] })]);
    await flushLineChanges(api.ctx);

    const markets = await next(events);
    expect(markets).toMatchObject({ topic, type: 'markets' });
    expect(markets.data.markets.map((market: { key: string }) => market.key)).toEqual([main]);
    const removed = await next(events);
    expect(removed).toMatchObject({ topic, type: 'removed', data: { event_id: eventId } });
    expect([...removed.data.keys].sort()).toEqual([...totals].sort());
    // And the live list hears nothing of markets that are not the main one.
    const live = await open(SPORTS_LIVE_TOPIC);
    await next(live);
    await publish(change(eventId, { removed: [totals[0]!] }));
    await sentinel(live);
  });

  it('sends the event when its score changes, with its main market', async () => {
    const { eventId, main } = await match('live');
    const topic = sportsEventTopic(eventId);
    const events = await open(topic);
    await next(events);
    await setEvent(api.ctx.db, eventId, {
      state: { status: 'live', homeScore: 1, awayScore: 0, clock: { minute: 40, period: '1h' } },
    });
    await publish(change(eventId, { eventChanged: true }));
    expect(await next(events)).toMatchObject({
      topic,
      type: 'event',
      data: {
        id: eventId,
        score: { home: 1, away: 0 },
        clock: { minute: 40, period: '1h' },
        markets_count: 3,
        main_market: { key: main },
      },
    });
  });

  it('splits many changed markets into messages a bus carries, each market once', async () => {
    const { eventId } = await match('live');
    const keys: string[] = [];
    for (let line = 0; line < 80; line += 1) {
      keys.push(
        await insertMarket(api.ctx.db, {
          eventId,
          typeId: 16,
          specifiers: { hcp: `${line - 40}.25` },
          outcomes: [
            { id: '1714', odds: '1.95' },
            { id: '1715', odds: '1.85' },
          ],
        }),
      );
    }
    const events = await open(sportsEventTopic(eventId));
    await next(events);
    const sizes: number[] = [];
    const sent = api.ctx.events.publish.bind(api.ctx.events);
    const spy = jest.spyOn(api.ctx.events, 'publish').mockImplementation(async (message) => {
      sizes.push(Buffer.byteLength(JSON.stringify(message)));
      return sent(message);
    });
    try {
      await publish(change(eventId, { changed: keys }));
    } finally {
      spy.mockRestore();
    }
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThan(MAX_MESSAGE_BYTES);
    const seen: string[] = [];
    for (let i = 0; i < sizes.length; i += 1) {
      const delta = await next(events);
      expect(delta.type).toBe('markets');
      seen.push(...delta.data.markets.map((market: { key: string }) => market.key));
    }
    expect(seen.sort()).toEqual([...keys].sort());
  });

  it('sends what waits when the window closes, without being flushed', async () => {
    const { eventId, main } = await match('live');
    const events = await open(sportsEventTopic(eventId));
    await next(events);
    await changeMarket(api.ctx.db, { eventId, typeId: 1 }, { odds: { '2': '3.5' } });
    publishLineChanges(api.ctx, [change(eventId, { changed: [main] })]);
    expect(await next(events)).toMatchObject({
      type: 'markets',
      data: { markets: [{ key: main, version: 2 }] },
    });
  });
});
