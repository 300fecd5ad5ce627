import { STREAM_TOPIC_PATTERN } from '@/lib/constants/stream';
import type { Clock } from '@/server/lib/clock';
import type { StreamMessage } from './ports';

/**
 * The largest message any bus carries, in bytes of its JSON. PostgreSQL's NOTIFY takes at most
 * 8000; the same bound on every bus keeps a publisher that works on one working on the others,
 * so publishers batch (the crash engine sends its bets every 500 ms, not one by one) and send ids
 * where a batch would not fit.
 */
export const MAX_MESSAGE_BYTES = 7900;

/**
 * A message as the buses carry it and as the frames' `data:` line shows it:
 * `{"topic","type","at","data"}`, `at` the publisher's clock in ms. Serialised once, here.
 */
export function encodeMessage(message: StreamMessage, clock: Clock): string {
  if (!STREAM_TOPIC_PATTERN.test(message.topic)) {
    throw new Error(`Not a stream topic: ${JSON.stringify(message.topic)}`);
  }
  // A snapshot is the hub's to send: a published one would replace the browsers' state with a
  // change.
  if (message.type === 'snapshot') throw new Error('A published message may not be a snapshot');
  const payload = JSON.stringify({
    topic: message.topic,
    type: message.type,
    at: clock.now().getTime(),
    data: message.data ?? null,
  });
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_MESSAGE_BYTES) {
    throw new Error(
      `A ${message.topic} ${message.type} message is ${bytes} bytes, over the ${MAX_MESSAGE_BYTES} a bus carries: publish it in batches`,
    );
  }
  return payload;
}
