import 'server-only';
import { Client, escapeIdentifier, Pool } from 'pg';
import type { Clock } from '@/server/lib/clock';
import { log } from '@/server/lib/log';
import { encodeMessage } from './envelope';
import type { StreamBus, StreamHub } from './ports';

/** The NOTIFY channel; channels are per database, so every deployment has its own. */
export const STREAM_CHANNEL = 'stream';
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * PostgreSQL LISTEN/NOTIFY. Publishing is one `pg_notify` outside any transaction (a NOTIFY
 * inside one takes a lock every notifying commit waits for, and would not go out until the
 * commit), on a connection of the bus's own rather than the players' pool: under load a pooled
 * connection is seconds away, and a round's `crashed` would reach players that late (issue 41).
 * Each process listens on another connection of its own, as a pooled connection goes back to
 * others (and PgBouncer's transaction pooling drops LISTEN). When that connection breaks, the
 * bus reconnects with backoff, and every local stream gets a fresh snapshot: what was published
 * meanwhile is lost, the state it changed is not.
 */
export function postgresEventBus(options: {
  connectionString: string;
  hub: StreamHub;
  clock: Clock;
  channel?: string;
}): StreamBus {
  const channel = options.channel ?? STREAM_CHANNEL;
  let current: Client | null = null;
  let closed = false;
  let failures = 0;
  let listenedBefore = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // One connection, kept open when idle: what one publisher sends goes out in its order, and no
  // publish pays for a new connection. A broken one is replaced at the next publish; unheard, its
  // error would end the process.
  const publisher = new Pool({
    connectionString: options.connectionString,
    max: 1,
    idleTimeoutMillis: 0,
  });
  publisher.on('error', (error) =>
    log.warn('The stream publisher lost its database connection', { error }),
  );

  function connect() {
    retry = null;
    const connection = new Client({ connectionString: options.connectionString, keepAlive: true });
    let gone = false;
    const lose = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (current === connection) current = null;
      connection.end().catch(() => {});
      if (closed) return;
      // Full jitter: listeners of every instance losing one server do not all come back at once.
      const delayMs = Math.round(
        Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.5 + Math.random() / 2),
      );
      failures += 1;
      log.warn('The stream listener lost its database connection; reconnecting', {
        error,
        delayMs,
      });
      retry = setTimeout(connect, delayMs);
      retry.unref?.();
    };
    connection.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) {
        options.hub.deliver(notification.payload);
      }
    });
    connection.on('error', lose);
    connection.on('end', () => lose(new Error('The connection ended')));
    connection
      .connect()
      .then(() => connection.query(`LISTEN ${escapeIdentifier(channel)}`))
      .then(() => {
        if (gone) return;
        if (closed) return lose();
        current = connection;
        failures = 0;
        // Whatever was published while nobody here listened is gone: start every stream over.
        if (listenedBefore) options.hub.resync();
        listenedBefore = true;
        markReady();
      }, lose);
  }
  connect();

  return {
    ready,
    async publish(message) {
      // One after another (each committed before the next is sent): the parts of a large
      // message arrive in order, before what follows.
      for (const payload of encodeMessage(message, options.clock)) {
        await publisher.query('select pg_notify($1, $2)', [channel, payload]);
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const connection = current;
      current = null;
      await Promise.all([connection?.end().catch(() => {}), publisher.end().catch(() => {})]);
    },
  };
}
