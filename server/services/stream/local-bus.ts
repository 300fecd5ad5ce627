import type { Clock } from '@/server/lib/clock';
import { encodeMessage } from './envelope';
import type { StreamBus, StreamHub } from './ports';

/**
 * The bus of one process (the embedded database, tests): a message goes straight to this
 * process's hub. It is encoded as the other buses encode it, so a message too large for them
 * fails here too, where the publisher is tested.
 */
export function localEventBus(hub: StreamHub, clock: Clock): StreamBus {
  return {
    ready: Promise.resolve(),
    async publish(message) {
      for (const payload of encodeMessage(message, clock)) hub.deliver(payload);
    },
    async close() {},
  };
}
