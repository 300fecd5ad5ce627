import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Delivery, DeliverySender } from './services/delivery/types';
import type { RateLimitStore } from './services/rate-limit/store';
import type { EventBus, StreamHub } from './services/stream/ports';

/**
 * Everything a service needs from the outside world, passed in so tests can replace it. Only
 * types live here: services import this file, the composition root (`context.ts`) builds one.
 */
export type AppContext = {
  config: Config;
  /** The database, or the transaction the caller runs the service in. */
  db: Db;
  clock: Clock;
  delivery: Delivery;
  /** Sends queued messages in the background (`queueMessage` hands it work). */
  sender: DeliverySender;
  /** Outgoing HTTP (social-login providers, SMS gateway). */
  fetch: typeof fetch;
  /** Where rate-limit counters live: Redis when REDIS_URL is set, else the database's table. */
  rateLimits: RateLimitStore;
  /**
   * Publishes a state change to every API process's streams (`ctx.events.publish`): in process,
   * or PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set. Never inside a money
   * transaction: publish after the commit.
   */
  events: EventBus;
  /** This process's open streams (`GET /api/stream`). */
  stream: StreamHub;
};
