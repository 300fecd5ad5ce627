import 'server-only';
import type { Redis } from 'ioredis';
import type { Clock } from '@/server/lib/clock';
import { log } from '@/server/lib/log';
import { encodeMessage } from './envelope';
import type { StreamBus, StreamHub } from './ports';

/** The channel, apart from whatever else shares the Redis (as the rate-limit keys are). */
export const STREAM_REDIS_CHANNEL = 'stream:events';

/**
 * Redis pub/sub (REDIS_URL). Publishing goes through the process's connection; listening needs
 * one of its own, as a subscribed connection can do nothing else. ioredis reconnects and
 * subscribes again by itself; every reconnection after the first gives every local stream a
 * fresh snapshot, as messages published meanwhile are lost.
 */
export function redisEventBus(options: {
  redis: Redis;
  hub: StreamHub;
  clock: Clock;
  channel?: string;
}): StreamBus {
  const channel = options.channel ?? STREAM_REDIS_CHANNEL;
  const subscriber = options.redis.duplicate();
  let subscribed = false;
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) options.hub.deliver(payload);
  });
  subscriber.on('ready', () => {
    if (subscribed) options.hub.resync();
  });
  subscriber.on('error', (error: Error) => {
    log.warn('The stream subscriber lost Redis; reconnecting', { error });
  });
  const ready = subscriber.subscribe(channel).then(() => {
    subscribed = true;
  });

  return {
    ready,
    async publish(message) {
      // One after another: the parts of a large message arrive in order, before what follows.
      for (const payload of encodeMessage(message, options.clock)) {
        await options.redis.publish(channel, payload);
      }
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
