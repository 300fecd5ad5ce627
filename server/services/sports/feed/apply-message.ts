import { eq } from 'drizzle-orm';
import type { FeedMessage, FeedMessageType } from '@/lib/sports/feed-messages';
import { sportFeedMessages, type FeedMessageOutcome } from '@/server/db/schema';
import { sha256 } from '@/server/lib/secrets';
import { settleTickets } from '../settlement/settle-tickets';
import type { Applied, FeedCtx, FeedHandler, MessageOf } from './feed-handler';
import type { LineChanges } from './line-changes';
import { MESSAGE_HANDLERS } from './message-handlers';
import { ensureProducers, markProcessed } from './producers';

/** JSON with keys sorted at every level: one body, one digest, whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const eventIdOf = (message: FeedMessage) => ('eventId' in message ? message.eventId : null);

/** type + producer + event + feed time + digest of the canonical body. */
export function dedupKey(message: FeedMessage) {
  return [
    message.type,
    message.producer,
    eventIdOf(message) ?? '',
    message.timestamp,
    sha256(canonicalJson(message)),
  ].join(':');
}

const handlerOf = <T extends FeedMessageType>(type: T) =>
  MESSAGE_HANDLERS[type] as unknown as FeedHandler<T>;

/**
 * Applies one canonical feed message: records it once (`sport_feed_messages.dedup_key`; a
 * redelivery answers 'duplicate' and changes nothing on the line) and hands it to its type's
 * handler, both in one short transaction. Tickets the message settles, reopens or voids are
 * then settled one by one, each in its own transaction under the ticket's lock: a settlement of
 * thousands of tickets does not hold the market's lock meanwhile, and a crash between the two
 * steps is finished by the message's redelivery (a duplicate settles its tickets again, which
 * is idempotent) or the `settleDueTickets` sweep. Nothing is published here: the caller
 * publishes the returned changes after the commit.
 */
export async function applyFeedMessage(
  ctx: FeedCtx,
  message: FeedMessage,
): Promise<{ outcome: FeedMessageOutcome; changes: LineChanges[] }> {
  const handler = handlerOf(message.type);
  await ensureProducers(ctx);
  const applied = await ctx.db.transaction(async (tx): Promise<Applied | null> => {
    const txCtx = { ...ctx, db: tx };
    const [row] = await tx
      .insert(sportFeedMessages)
      .values({
        dedupKey: dedupKey(message),
        type: message.type,
        producer: message.producer,
        eventId: eventIdOf(message),
        ts: message.timestamp,
        payload: message,
        outcome: 'applied',
        receivedAt: ctx.clock.now(),
      })
      .onConflictDoNothing({ target: sportFeedMessages.dedupKey })
      .returning({ id: sportFeedMessages.id });
    if (!row) return null;
    const result = await handler.apply(txCtx, message as MessageOf<typeof message.type>);
    if (result.outcome !== 'applied') {
      await tx
        .update(sportFeedMessages)
        .set({ outcome: result.outcome })
        .where(eq(sportFeedMessages.id, row.id));
    }
    await markProcessed(txCtx, message.producer, message.timestamp);
    return result;
  });
  if (!applied) {
    const tickets = handler.tickets
      ? await handler.tickets(ctx, message as MessageOf<typeof message.type>)
      : [];
    await settleTickets(ctx, tickets);
    return { outcome: 'duplicate', changes: [] };
  }
  await settleTickets(ctx, applied.tickets);
  return { outcome: applied.outcome, changes: applied.changes };
}
