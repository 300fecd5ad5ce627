import { randomUUID } from 'node:crypto';
import { log } from '@/server/lib/log';

/**
 * A message too large for one bus payload (`MAX_MESSAGE_BYTES`: PostgreSQL's NOTIFY) travels as
 * parts, each a payload of its own: `{"topic","type","at","part":{"id","index","count","chunk"}}`,
 * `chunk` a base64 slice of the message's JSON. Every receiving process joins them (`partJoiner`)
 * and delivers the message as if it had come whole, so its streams show it unchanged. A bus keeps
 * one publisher's payloads in order, so the message still comes after what was published before
 * it and before what is published after it.
 */

/** The most parts a message is split into (some 170 KB of JSON): beyond, the publisher batches. */
export const MAX_MESSAGE_PARTS = 32;
/** Messages whose parts have not all come that a process keeps, the oldest forgotten first. */
const MAX_PENDING_MESSAGES = 64;
/** Room in a part for all but its chunk: the head with a 64-character topic, the part's fields. */
const PART_HEAD_BYTES = 400;

export type MessageHead = { topic: string; type: string; at: number };
type Part = { id: string; index: number; count: number; chunk: string };

/**
 * The parts of `payload` (the message's JSON), each at most `limit` bytes; throws past
 * `MAX_MESSAGE_PARTS`.
 */
export function splitMessage(payload: Buffer, head: MessageHead, limit: number): string[] {
  // Base64 turns 3 bytes into 4 characters.
  const chunkBytes = Math.floor((limit - PART_HEAD_BYTES - head.type.length) / 4) * 3;
  const count = Math.ceil(payload.byteLength / chunkBytes);
  if (chunkBytes <= 0 || count > MAX_MESSAGE_PARTS) {
    throw new Error(
      `A ${head.topic} ${head.type} message is ${payload.byteLength} bytes, more than ${MAX_MESSAGE_PARTS} parts of ${limit}: publish it in batches`,
    );
  }
  const id = randomUUID();
  return Array.from({ length: count }, (_, index) => {
    const chunk = payload.subarray(index * chunkBytes, (index + 1) * chunkBytes);
    const part: Part = { id, index, count, chunk: chunk.toString('base64') };
    return JSON.stringify({ ...head, part });
  });
}

function isPart(value: unknown): value is Part {
  if (typeof value !== 'object' || value === null) return false;
  const { id, index, count, chunk } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 64 &&
    Number.isInteger(count) &&
    (count as number) >= 2 &&
    (count as number) <= MAX_MESSAGE_PARTS &&
    Number.isInteger(index) &&
    (index as number) >= 0 &&
    (index as number) < (count as number) &&
    typeof chunk === 'string'
  );
}

type Pending = { chunks: (Buffer | undefined)[]; received: number };

/** What joins a process's parts back into messages; the hub holds one. */
export type PartJoiner = {
  /** Takes one part; answers the message's JSON once its last part came, else null. */
  take(part: unknown): string | null;
  /** Forgets every message not yet whole (the bus may have lost its other parts). */
  clear(): void;
};

export function partJoiner(maxPending = MAX_PENDING_MESSAGES): PartJoiner {
  const pending = new Map<string, Pending>();
  return {
    take(part) {
      if (!isPart(part)) {
        log.warn('A stream message part is malformed; dropped');
        return null;
      }
      let message = pending.get(part.id);
      if (message && message.chunks.length !== part.count) {
        log.warn('The parts of a stream message disagree; dropped', { id: part.id });
        pending.delete(part.id);
        return null;
      }
      if (!message) {
        message = { chunks: new Array<Buffer | undefined>(part.count), received: 0 };
        pending.set(part.id, message);
        for (const [id] of pending) {
          if (pending.size <= maxPending) break;
          log.warn('A stream message never got all its parts; dropped', { id });
          pending.delete(id);
        }
      }
      if (message.chunks[part.index]) return null;
      message.chunks[part.index] = Buffer.from(part.chunk, 'base64');
      message.received += 1;
      if (message.received < part.count) return null;
      pending.delete(part.id);
      return Buffer.concat(message.chunks as Buffer[]).toString('utf8');
    },
    clear: () => pending.clear(),
  };
}
