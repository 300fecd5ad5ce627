import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { MAX_MESSAGE_BYTES } from '@/server/services/stream/envelope';
import { createStreamHub } from '@/server/services/stream/hub';
import type { StreamBus, StreamHub } from '@/server/services/stream/ports';
import { postgresEventBus } from '@/server/services/stream/postgres-bus';
import { redisEventBus } from '@/server/services/stream/redis-bus';
import type { TopicSource } from '@/server/services/stream/types';
import { createTestApi, type TestApi } from '../support/api';
import { eventReader } from '../support/event-stream';
import { captureLogs } from '../support/logs';

/**
 * The buses between API processes: two buses on one database (or one Redis), each with its own
 * hub, stand for two processes. Each test uses a channel of its own, so runs sharing the
 * server do not hear each other.
 */
const snapshots = new Map<string, number>();
const source: TopicSource = {
  matches: (topic) => topic.startsWith('bus-'),
  snapshot: async (_ctx, topic) => ({ version: snapshots.get(topic) ?? 0 }),
};

let api: TestApi;
const hubs: StreamHub[] = [];
const buses: StreamBus[] = [];
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  for (const hub of hubs) hub.close();
  await Promise.all(buses.map((bus) => bus.close()));
  await api.close();
});

const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

function hub() {
  const made = createStreamHub({ sources: [source], context: () => api.ctx });
  hubs.push(made);
  return made;
}

/** A stream of `topic` on `on`, past its retry line and snapshot. */
async function subscribe(on: StreamHub, topic: string) {
  const events = eventReader(on.open({ topics: [topic], address: '10.0.0.1' }));
  await events.next();
  expect((await events.nextData()).data.type).toBe('snapshot');
  return events;
}

/** Both processes' streams get what either publishes, once and in order. */
async function deliversAcross(publisher: StreamBus, [here, there]: StreamHub[]) {
  const topic = uniqueName('bus');
  const local = await subscribe(here!, topic);
  const remote = await subscribe(there!, topic);
  for (let n = 1; n <= 3; n += 1) await publisher.publish({ topic, type: 'step', data: { n } });
  for (const events of [local, remote]) {
    for (let n = 1; n <= 3; n += 1) {
      expect((await events.nextData()).data).toMatchObject({ topic, type: 'step', data: { n } });
    }
  }
  return { topic, remote };
}

/**
 * A message of three payloads' size (a full rooms round's bets) travels in parts and reaches
 * both processes' streams whole, between what was published before and after it.
 */
async function deliversLargeAcross(publisher: StreamBus, [here, there]: StreamHub[]) {
  const topic = uniqueName('bus');
  const local = await subscribe(here!, topic);
  const remote = await subscribe(there!, topic);
  const text = 'ж€x'.repeat(MAX_MESSAGE_BYTES / 2);
  await publisher.publish({ topic, type: 'before', data: {} });
  await publisher.publish({ topic, type: 'large', data: { text } });
  await publisher.publish({ topic, type: 'after', data: {} });
  for (const events of [local, remote]) {
    expect((await events.nextData()).data.type).toBe('before');
    expect((await events.nextData()).data).toMatchObject({ topic, type: 'large', data: { text } });
    expect((await events.nextData()).data.type).toBe('after');
  }
}

const databaseUrl = process.env.DATABASE_URL;

/** Runs on PostgreSQL (DATABASE_URL, as in CI); PGlite has one process and no such bus. */
(databaseUrl ? describe : describe.skip)('the PostgreSQL bus (LISTEN/NOTIFY)', () => {
  function bus(on: StreamHub, channel: string) {
    const made = postgresEventBus({
      connectionString: databaseUrl!,
      hub: on,
      clock: api.clock,
      channel,
    });
    buses.push(made);
    return made;
  }

  it('delivers what one process publishes to the streams of both', async () => {
    const channel = uniqueName('stream');
    const [a, b] = [hub(), hub()];
    const [busA, busB] = [bus(a, channel), bus(b, channel)];
    await Promise.all([busA.ready, busB.ready]);
    await deliversAcross(busA, [a, b]);
  });

  it('publishes while player requests hold every connection of the pool', async () => {
    const channel = uniqueName('stream');
    const [a, b] = [hub(), hub()];
    const [busA, busB] = [bus(a, channel), bus(b, channel)];
    await Promise.all([busA.ready, busB.ready]);
    // Under load every pooled connection is taken and a queue waits for one; a round's
    // `crashed` must not wait in it (issue 41).
    const pool = (api.ctx.db as unknown as { $client: Pool }).$client;
    const held = await Promise.all(
      Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()),
    );
    try {
      await deliversAcross(busA, [a, b]);
    } finally {
      for (const client of held) client.release();
    }
  });

  it('carries a message over NOTIFY\u2019s 8000 bytes in parts to the streams of both', async () => {
    const channel = uniqueName('stream');
    const [a, b] = [hub(), hub()];
    const [busA, busB] = [bus(a, channel), bus(b, channel)];
    await Promise.all([busA.ready, busB.ready]);
    await deliversLargeAcross(busA, [a, b]);
  });

  it('listens again after losing its connection, and starts its streams over from a snapshot', async () => {
    const channel = uniqueName('stream');
    const [a, b] = [hub(), hub()];
    const [busA, busB] = [bus(a, channel), bus(b, channel)];
    await Promise.all([busA.ready, busB.ready]);
    const { topic, remote } = await deliversAcross(busA, [a, b]);

    snapshots.set(topic, 9);
    const logs = captureLogs();
    const killed = (await api.ctx.db.execute(
      `select pg_terminate_backend(pid) as done from pg_stat_activity where query = 'LISTEN "${channel}"'`,
    )) as unknown as { rows: unknown[] };
    expect(killed.rows).toHaveLength(2);
    // Both listeners come back; the stream hears what it may have missed as a new snapshot.
    expect((await remote.nextData()).data).toMatchObject({
      type: 'snapshot',
      data: { version: 9 },
    });
    await busA.publish({ topic, type: 'after', data: {} });
    expect((await remote.nextData()).data.type).toBe('after');
    logs.stop();
    expect(logs.lines.filter((line) => line.msg.startsWith('The stream listener lost'))).toEqual([
      expect.objectContaining({ level: 'warn' }),
      expect.objectContaining({ level: 'warn' }),
    ]);
  });
});

const redisUrl = process.env.REDIS_URL;

/** Runs where Redis is (REDIS_URL, e.g. redis://127.0.0.1:6379), as in CI with Redis. */
(redisUrl ? describe : describe.skip)('the Redis bus (pub/sub)', () => {
  const clients: Redis[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.quit())));

  function bus(on: StreamHub, channel: string) {
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    const made = redisEventBus({ redis, hub: on, clock: api.clock, channel });
    buses.push(made);
    return { bus: made, redis };
  }

  it('delivers what one process publishes to the streams of both', async () => {
    const channel = uniqueName('stream');
    const [a, b] = [hub(), hub()];
    const [first, second] = [bus(a, channel), bus(b, channel)];
    await Promise.all([first.bus.ready, second.bus.ready]);
    await deliversAcross(first.bus, [a, b]);
  });

  it('carries a message over a NOTIFY payload\u2019s size in parts, as the other buses do', async () => {
    const channel = uniqueName('stream');
    const [a, b] = [hub(), hub()];
    const [first, second] = [bus(a, channel), bus(b, channel)];
    await Promise.all([first.bus.ready, second.bus.ready]);
    await deliversLargeAcross(first.bus, [a, b]);
  });

  it('starts its streams over from a snapshot after its subscriber reconnects', async () => {
    const channel = uniqueName('stream');
    const [a, b] = [hub(), hub()];
    const [first, second] = [bus(a, channel), bus(b, channel)];
    await Promise.all([first.bus.ready, second.bus.ready]);
    const { topic, remote } = await deliversAcross(first.bus, [a, b]);

    snapshots.set(topic, 4);
    const logs = captureLogs();
    // The subscriber's connection goes (a server restart, a network cut); ioredis comes back.
    const list = (await first.redis.client('LIST')) as string;
    const subscribers = list
      .split('\n')
      .filter((line) => line.includes('cmd=subscribe') || line.includes('sub=1'))
      .map((line) => line.match(/\bid=(\d+)/)?.[1]);
    expect(subscribers.length).toBeGreaterThanOrEqual(2);
    for (const id of subscribers) await first.redis.client('KILL', 'ID', id!);
    expect((await remote.nextData()).data).toMatchObject({
      type: 'snapshot',
      data: { version: 4 },
    });
    await first.bus.publish({ topic, type: 'after', data: {} });
    expect((await remote.nextData()).data.type).toBe('after');
    logs.stop();
  });
});
