import { STREAM_TOPIC_PATTERN } from '@/lib/constants/stream';
import type { Clock } from '@/server/lib/clock';
import { splitMessage } from './parts';
import type { StreamMessage } from './ports';

/**
 * The largest payload any bus carries, in bytes of its JSON. PostgreSQL's NOTIFY takes at most
 * 8000; the same bound on every bus keeps a publisher that works on one working on the others.
 * Publishers batch (the crash engine sends its bets every 500 ms, not one by one, the sports
 * line by size); a message that is larger all the same (a rooms round's bets with every
 * player's share) travels as parts that each process joins again (`parts.ts`), up to
 * `MAX_MESSAGE_PARTS`.
 */
export const MAX_MESSAGE_BYTES = 7900;

/**
 * A message as the buses carry it, in the payloads to publish in order: the message itself as
 * the frames' `data:` line shows it, `{"topic","type","at","data"}` with `at` the publisher's
 * clock in ms, or its parts when it is over `MAX_MESSAGE_BYTES` (`splitMessage`). Serialised
 * once, here.
 */
export function encodeMessage(message: StreamMessage, clock: Clock): string[] {
  if (!STREAM_TOPIC_PATTERN.test(message.topic)) {
    throw new Error(`Not a stream topic: ${JSON.stringify(message.topic)}`);
  }
  // A snapshot is the hub's to send: a published one would replace the browsers' state with a
  // change.
  if (message.type === 'snapshot') throw new Error('A published message may not be a snapshot');
  const head = { topic: message.topic, type: message.type, at: clock.now().getTime() };
  const payload = JSON.stringify({ ...head, data: message.data ?? null });
  if (Buffer.byteLength(payload) <= MAX_MESSAGE_BYTES) return [payload];
  return splitMessage(Buffer.from(payload), head, MAX_MESSAGE_BYTES);
}
