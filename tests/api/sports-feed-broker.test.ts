import amqp from 'amqplib';
import { eq, sql } from 'drizzle-orm';
import type { FeedMessage } from '@/lib/sports/feed-messages';
import { sportProducers, type FeedMessageOutcome } from '@/server/db/schema';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { checkProducers, producersDown } from '@/server/services/sports/feed/producer-watchdog';
import { createSimFeed, type SimFeed } from '@/server/services/sports/feed/sim';
import { createAmqpFeed } from '@/server/services/sports/feed/uof/amqp-feed';
import { buildUofMessage } from '@/server/services/sports/feed/uof/build-message';
import { routingKey } from '@/server/services/sports/feed/uof/routing-key';
import { startSimOnBroker, type SimOnBroker } from '@/server/services/sports/feed/uof/sim-broker';
import { createUofApi } from '@/server/services/sports/feed/uof/uof-api';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { tcpProxy } from '@/tests/support/tcp-proxy';

/**
 * @long 60 — two databases fed twenty simulated minutes each, one through RabbitMQ (about 25 s alone).
 *
 * The simulated feed as production's feed arrives: published as UOF XML on a real RabbitMQ
 * (RABBITMQ_URL; CI runs one), read back by the AMQP adapter production points at Betradar,
 * fixtures and recoveries through the REST stand-in. A twin of the simulation, fed to a second
 * database in the process, is the reference: what arrives through the broker must leave the
 * line exactly as the twin's, even across a connection cut in the middle of the matches.
 */
const brokerUrl = process.env.RABBITMQ_URL;
const SEED = 'broker-feed-scenario-seed-0001';
const START = new Date('2026-11-26T12:00:00Z');

const describeBroker = brokerUrl ? describe : describe.skip;
// Two databases applying the same minutes of matches, beside other suites on two cores.
jest.setTimeout(120_000);

describeBroker('the simulated feed through RabbitMQ, read by the UOF adapter', () => {
  let api: TestApi;
  let twinApi: TestApi;
  let sim: SimFeed;
  let twin: SimFeed;
  let broker: SimOnBroker;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let feed: ReturnType<typeof createAmqpFeed>;
  const published: FeedMessage[] = [];
  const delivered: { message: FeedMessage; outcome: FeedMessageOutcome }[] = [];
  let connectionsLost = 0;

  /** Waits until `done` holds, checking every 50 ms, for at most `ms`. */
  async function until(done: () => boolean | Promise<boolean>, ms = 90_000) {
    const deadline = Date.now() + ms;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Moves both worlds on by `ms`, then waits until the adapter has applied what was published. */
  async function advance(ms: number, { expectDelivery = true } = {}) {
    const before = published.length;
    await Promise.all([sim.advance(ms), twin.advance(ms)]);
    if (expectDelivery) await until(() => delivered.length >= published.length);
    return published.length - before;
  }

  /**
   * The line as players see it: every market's status, and the odds and results of its
   * outcomes unless it is suspended (a suspended market's odds are not offered, and a feed may
   * suspend one without them: a recovery cannot know what the last odds before it were).
   */
  const line = async (test: TestApi) =>
    (
      (await test.ctx.db.execute(sql`
        select m.event_id, m.type_id, m.spec_key, m.status,
               case when m.status = -1 then 'suspended' else string_agg(o.outcome_id || '=' || coalesce(o.odds_e4::text, '-') || ':' || o.active || ':' || coalesce(o.result::text, '-'), ' ' order by o.outcome_id) end as outcomes
        from sport_markets m left join sport_outcomes o
          on o.event_id = m.event_id and o.type_id = m.type_id and o.spec_key = m.spec_key
        group by 1, 2, 3, 4 order by 1, 2, 3`)) as unknown as { rows: unknown[] }
    ).rows;

  beforeAll(async () => {
    [api, twinApi] = await Promise.all([
      createTestApi({ ownDatabase: true }),
      createTestApi({ ownDatabase: true }),
    ]);
    api.clock.set(START);
    twinApi.clock.set(START);
    const options = { seed: SEED, speed: 0, faults: false };
    sim = createSimFeed({ ...options, now: () => api.clock.now() });
    twin = createSimFeed({ ...options, now: () => twinApi.clock.now() });
    twin.start(async (message) => {
      if (message.timestamp > twinApi.clock.now().getTime()) {
        twinApi.clock.set(new Date(message.timestamp));
      }
      await applyFeedMessage(twinApi.ctx, message);
    });

    broker = (await startSimOnBroker(sim, brokerUrl!))!;
    const target = new URL(brokerUrl!);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5672) });
    const proxied = new URL(brokerUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    feed = createAmqpFeed({
      url: proxied.toString(),
      api: createUofApi({
        baseUrl: broker.apiUrl,
        token: broker.token,
        languages: ['ru', 'kz'],
        fetch,
      }),
      exchange: broker.exchange,
      deadLetterExchange: broker.deadLetters,
      onConnectionLost: () => {
        connectionsLost += 1;
      },
    });
    feed.start(async (message) => {
      if (message.timestamp > api.clock.now().getTime()) api.clock.set(new Date(message.timestamp));
      const { outcome } = await applyFeedMessage(api.ctx, message);
      delivered.push({ message, outcome });
    });
    await feed.ready();
    sim.start(async (message) => {
      published.push(message);
      await broker.publish(message);
    });
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await twin?.stop();
    await feed?.stop();
    await broker?.close();
    await proxy?.close();
    await Promise.all([api?.close(), twinApi?.close()]);
  });

  it('delivers every message published, once and in order, as the simulation made it', async () => {
    expect(await advance(12 * 60_000)).toBeGreaterThan(100);
    // A fixture change carries no names on the wire: the adapter reads the fixture from the
    // REST stand-in, which holds the newest the simulation announced.
    const withoutFixtures = (message: FeedMessage) =>
      message.type === 'fixture_change' ? { ...message, fixture: null } : message;
    expect(delivered.map(({ message }) => withoutFixtures(message))).toEqual(
      published.map(withoutFixtures),
    );
    expect(delivered.every(({ outcome }) => outcome !== 'duplicate')).toBe(true);
    const types = new Set(delivered.map(({ message }) => message.type));
    for (const type of ['fixture_change', 'odds_change', 'alive']) expect(types).toContain(type);
    expect(await line(api)).toEqual(await line(twinApi));
  });

  it('names the matches in all three languages from the fixtures', async () => {
    const names = (
      (await api.ctx.db.execute(
        sql`select home, away from sport_events order by id`,
      )) as unknown as { rows: { home: Record<string, string> }[] }
    ).rows;
    const twinNames = (
      (await twinApi.ctx.db.execute(
        sql`select home, away from sport_events order by id`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(twinNames);
  });

  it('applies a redelivered message once, an older one not at all, and keeps going past one that does not parse', async () => {
    const connection = await amqp.connect(brokerUrl!);
    const channel = await connection.createChannel();
    try {
      const last = [...published].reverse().find((message) => message.type === 'odds_change')!;
      const key = routingKey(last, {});
      const count = delivered.length;
      channel.publish(broker.exchange, key, Buffer.from(buildUofMessage(last)));
      channel.publish(broker.exchange, key, Buffer.from('<odds_change product="3" event_id='));
      channel.publish(broker.exchange, key, Buffer.from(buildUofMessage(last)));
      // Out of order: the event's first priced odds, after newer ones were applied.
      const older = published.find(
        (message) =>
          message.type === 'odds_change' &&
          message.eventId === last.eventId &&
          message.producer === last.producer &&
          message.timestamp < last.timestamp &&
          message.markets.some((market) => market.outcomes),
      )!;
      const lineBefore = await line(api);
      channel.publish(
        broker.exchange,
        key,
        Buffer.from(buildUofMessage({ ...older, timestamp: older.timestamp + 1 })),
      );
      await until(() => delivered.length >= count + 3);
      expect(delivered.slice(count).map(({ outcome }) => outcome)).toEqual([
        'duplicate',
        'duplicate',
        'stale',
      ]);
      expect(await line(api)).toEqual(lineBefore);
      await until(async () => (await channel.checkQueue(broker.deadLetters)).messageCount === 1);
      const dead = await channel.get(broker.deadLetters, { noAck: true });
      expect(dead && dead.content.toString()).toBe('<odds_change product="3" event_id=');

      // A fixture change for a match the REST API does not know (404) is set aside at once: it
      // would otherwise come back forever and hold the queue behind it.
      const fixture = published.find((message) => message.type === 'fixture_change')!;
      const unknown = { ...fixture, eventId: 'sim:match:unknown-1', timestamp: Date.now() };
      channel.publish(
        broker.exchange,
        routingKey(unknown, {}),
        Buffer.from(buildUofMessage(unknown)),
      );
      await until(async () => (await channel.checkQueue(broker.deadLetters)).messageCount === 1);
      const setAside = await channel.get(broker.deadLetters, { noAck: true });
      expect(setAside && setAside.content.toString()).toContain('sim:match:unknown-1');
      // The feed goes on after them.
      expect(await advance(60_000)).toBeGreaterThan(0);
    } finally {
      await connection.close();
    }
  });

  it('loses nothing across a cut connection: the producers go down and a recovery fills the gap', async () => {
    proxy.cut();
    await until(() => connectionsLost === 1);
    await producersDown(api.ctx, 'connection_lost');
    // Minutes of matches while the adapter's queue is gone: these messages reach nobody.
    const missed = published.length;
    await advance(5 * 60_000, { expectDelivery: false });
    expect(published.length).toBeGreaterThan(missed);
    expect(await line(api)).not.toEqual(await line(twinApi));

    proxy.restore();
    await feed.ready();
    // The watchdog asks each producer down for what came after its last message, through the
    // REST stand-in; the replay arrives on the feed, closed by snapshot_complete. A recovery
    // sends the state as it is now, so the twin, which missed nothing, is asked the same
    // recovery at the same moment: its line is what the recovered line must be.
    await checkProducers(api.ctx, {
      async recover(producer, after, requestId) {
        await feed.recover(producer, after, requestId);
        // The twin waits for the same recovery, so its stale guard lets the replay through.
        await twinApi.ctx.db
          .update(sportProducers)
          .set({ up: false, recoveryRequestId: requestId })
          .where(eq(sportProducers.id, producer));
        await twin.recover(producer, after, requestId);
      },
    });
    await until(async () => {
      const rows = (
        (await api.ctx.db.execute(
          sql`select bool_and(up) as up from sport_producers`,
        )) as unknown as {
          rows: { up: boolean }[];
        }
      ).rows;
      return rows[0]!.up === true;
    });
    expect(delivered.some(({ message }) => message.type === 'snapshot_complete')).toBe(true);
    expect(await line(api)).toEqual(await line(twinApi));
    // And the feed carries on as before.
    await advance(2 * 60_000, { expectDelivery: false });
    await until(
      async () => JSON.stringify(await line(api)) === JSON.stringify(await line(twinApi)),
    );
  });
});
