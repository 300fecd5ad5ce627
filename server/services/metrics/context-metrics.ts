import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { Pool } from 'pg';
import type { AppContext } from '@/server/app-context';
import { engineDbOf, rootOf, type Db } from '@/server/db/client';
import { log } from '@/server/lib/log';
import { PROCESS_METRICS } from '@/server/lib/metrics';
import { leaseStates } from '@/server/services/engines/lease-states';
import { producerRows } from '@/server/services/sports/feed/producers';

/** How long a scrape waits for one reading from the database before it answers without it. */
const READING_MS = 2_000;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'stream'>;

type ContextMetrics = { registry: Registry; refresh(): Promise<void> };

/** One registry per context (never prom-client's global one), made at its first scrape. */
const made = new WeakMap<object, ContextMetrics>();

/**
 * The context's metrics in Prometheus' text format: the process's counters (`server/lib/metrics.ts`),
 * Node's default process metrics, and what is read at the scrape: the engines' leases, the feed's
 * producers (one query each, at most `READING_MS` each), the database pool, the open streams.
 */
export async function scrapeMetrics(ctx: Ctx): Promise<{ contentType: string; text: string }> {
  let metrics = made.get(ctx);
  if (!metrics) made.set(ctx, (metrics = createContextMetrics(ctx)));
  await metrics.refresh();
  return { contentType: metrics.registry.contentType, text: await metrics.registry.metrics() };
}

function createContextMetrics(ctx: Ctx): ContextMetrics {
  const registry = new Registry();
  for (const metric of PROCESS_METRICS) registry.registerMetric(metric);
  // Node's own (CPU, memory, event loop lag, GC, handles) under their usual names, so the
  // common Node.js dashboards read them as they are.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const readingOk = new Gauge({
    name: 'arcada_metrics_reading_ok',
    help: 'Whether the last scrape could read this from the database (1) or not (0)',
    labelNames: ['reading'] as const,
    registers,
  });

  const engineDriving = new Gauge({
    name: 'arcada_engine_driving',
    help: 'Whether this process holds the engine lease and drives the engine (1) or not (0)',
    labelNames: ['engine'] as const,
    registers,
  });
  const engineEpoch = new Gauge({
    name: 'arcada_engine_lease_epoch',
    help: 'The epoch of the engine lease; it grows at every take-over',
    labelNames: ['engine'] as const,
    registers,
  });
  const engineRenewed = new Gauge({
    name: 'arcada_engine_lease_renewed_seconds',
    help: 'Seconds since the holder last renewed the engine lease (over 15: nothing drives it)',
    labelNames: ['engine'] as const,
    registers,
  });

  const producerUp = new Gauge({
    name: 'arcada_feed_producer_up',
    help: 'Whether the sports feed producer is up (1) or down, its markets suspended (0)',
    labelNames: ['producer'] as const,
    registers,
  });
  const producerAlive = new Gauge({
    name: 'arcada_feed_alive_age_seconds',
    help: 'Seconds since the producer last sent an alive',
    labelNames: ['producer'] as const,
    registers,
  });
  const producerLag = new Gauge({
    name: 'arcada_feed_lag_seconds',
    help: 'Seconds between now and the feed time of the last message processed from the producer',
    labelNames: ['producer'] as const,
    registers,
  });

  const pools = [
    {
      pool: poolOf(rootOf(ctx.db)),
      name: 'arcada_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: open (total), idle, and queries waiting for one',
    },
    {
      // Only where the engines have a pool of their own (`engineDbOf`).
      pool: engineDbOf(ctx.db) === rootOf(ctx.db) ? null : poolOf(engineDbOf(ctx.db)),
      name: 'arcada_db_engine_pool_connections',
      help: "Connections of the engines' own PostgreSQL pool: open (total), idle, and waiting",
    },
  ];
  for (const { pool, name, help } of pools) {
    if (!pool) continue;
    new Gauge({
      name,
      help,
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: 'arcada_stream_open',
    help: 'Server-Sent Event streams open on this process',
    registers,
    collect() {
      this.set(ctx.stream.stats().streams);
    },
  });
  new Gauge({
    name: 'arcada_stream_topics',
    help: 'Stream topics with at least one open stream on this process',
    registers,
    collect() {
      this.set(ctx.stream.stats().topics);
    },
  });
  new Counter({
    name: 'arcada_stream_messages_total',
    help: 'Messages the bus brought to this process for its streams',
    registers,
    collect() {
      this.reset();
      this.inc(ctx.stream.stats().messages);
    },
  });
  // From a message's publication to the last of this process's streams being written it: the
  // bus, the framing and the flush over every socket (measured from the first scrape on).
  const deliveryLag = new Histogram({
    name: 'arcada_stream_delivery_lag_seconds',
    help: 'From a stream message being published to its last stream on this process being written',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1, 2.5, 5],
    registers,
  });
  ctx.stream.onDelivered((lagMs) => deliveryLag.observe(Math.max(0, lagMs) / 1000));
  new Counter({
    name: 'arcada_stream_dropped_total',
    help: 'Streams closed because their client did not keep up',
    registers,
    collect() {
      this.reset();
      this.inc(ctx.stream.stats().dropped);
    },
  });

  /** Runs one reading; a failed or slow one leaves its gauges empty and says so. */
  async function reading(name: string, gauges: Gauge[], read: () => Promise<void>) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READING_MS} ms`)), READING_MS);
    });
    for (const gauge of gauges) gauge.reset();
    try {
      await Promise.race([read(), timeout]);
      readingOk.set({ reading: name }, 1);
    } catch (error) {
      for (const gauge of gauges) gauge.reset();
      readingOk.set({ reading: name }, 0);
      log.warn(`metrics: the ${name} reading failed`, { error });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    registry,
    async refresh() {
      await Promise.all([
        reading('engines', [engineDriving, engineEpoch, engineRenewed], async () => {
          for (const lease of await leaseStates(ctx)) {
            const engine = { engine: lease.engine };
            engineDriving.set(engine, lease.driving ? 1 : 0);
            if (lease.epoch !== null) engineEpoch.set(engine, lease.epoch);
            if (lease.renewedSAgo !== null) engineRenewed.set(engine, lease.renewedSAgo);
          }
        }),
        // The feed's producers only where a feed runs: a deployment without one has no lag.
        ctx.config.sports.feed === 'off'
          ? Promise.resolve()
          : reading('feed', [producerUp, producerAlive, producerLag], async () => {
              const now = ctx.clock.now().getTime();
              for (const row of (await producerRows(ctx.db)).values()) {
                const producer = { producer: row.name };
                producerUp.set(producer, row.up ? 1 : 0);
                if (row.lastAliveAt) {
                  producerAlive.set(producer, (now - row.lastAliveAt.getTime()) / 1000);
                }
                if (row.lastProcessedTs > 0) {
                  producerLag.set(producer, (now - row.lastProcessedTs) / 1000);
                }
              }
            }),
      ]);
    },
  };
}

/** The node-postgres pool under a database; null on PGlite, which has none. */
function poolOf(db: Db): Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof Pool ? client : null;
}
