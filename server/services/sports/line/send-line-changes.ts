import { inArray } from 'drizzle-orm';
import { SPORTS_LIVE_TOPIC, sportsEventTopic } from '@/lib/constants/sports';
import { STREAM_TOPIC_PATTERN } from '@/lib/constants/stream';
import type { SportEventView, SportMarketView } from '@/lib/schemas/sports';
import { marketKey } from '@/lib/sports/specifiers';
import type { AppContext } from '@/server/app-context';
import { sportEvents } from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { MAX_MESSAGE_BYTES } from '@/server/services/stream/envelope';
import type { StreamMessage } from '@/server/services/stream/ports';
import type { PendingEvent } from './conflater';
import { eventRows } from './event-rows';
import { withMainMarkets } from './list-events';
import { marketRows, marketsIn, type MarketId } from './market-rows';
import { isShown, mainTypeOf, marketView, type MarketRecord } from './views';

/**
 * Room left in a message for its envelope (`{"topic","type","at","data":{"event_id",…}}`)
 * besides the markets or keys it carries.
 */
const ENVELOPE_BYTES = 600;
const BATCH_BYTES = MAX_MESSAGE_BYTES - ENVELOPE_BYTES;

/**
 * Publishes what `batch` says changed, with the line's state now (read in three statements for
 * the whole batch: the events, the changed markets, the main markets of changed events). On
 * `sports:event:<id>`: `markets` (changed markets with their versions), `removed` (keys), `event`.
 * On `sports:live`, for events live now: their main market's changes and removal, and the event
 * whenever it changed after kick-off (so a match that ends leaves the live list).
 */
export async function sendLineChanges(
  ctx: Pick<AppContext, 'db' | 'events'>,
  batch: ReadonlyMap<string, PendingEvent>,
): Promise<void> {
  const eventIds = [...batch.keys()];
  const records = await eventRows(ctx.db, inArray(sportEvents.id, eventIds));
  const events = new Map(records.map((record) => [record.id, record]));

  const ids = [...batch].flatMap(([eventId, pending]) =>
    [...pending.changed].map((key) => marketIdOf(eventId, key)).filter((id) => id !== null),
  );
  const markets = new Map(
    (ids.length === 0 ? [] : await marketRows(ctx.db, marketsIn(ids))).map(
      (market) => [marketKey(market), market] as const,
    ),
  );
  const changedEvents = records.filter((record) => batch.get(record.id)!.eventChanged);
  const views = new Map(
    (await withMainMarkets(ctx, changedEvents)).map((view) => [view.id, view] as const),
  );

  const messages: StreamMessage[] = [];
  for (const [eventId, pending] of batch) {
    const event = events.get(eventId);
    const shown: MarketRecord[] = [];
    const removed = new Set(pending.removed);
    for (const key of pending.changed) {
      const market = markets.get(key);
      // Changed, then gone before the window closed: what the browser must hear is that it went.
      if (market && isShown(market)) shown.push(market);
      else removed.add(key);
    }
    const view = views.get(eventId);
    const eventTopic = sportsEventTopic(eventId);
    if (STREAM_TOPIC_PATTERN.test(eventTopic)) {
      messages.push(...changeMessages(eventTopic, eventId, shown.map(marketView), [...removed]));
      if (view) messages.push({ topic: eventTopic, type: 'event', data: view });
    } else {
      log.warn('A sports event id does not fit a stream topic; its page gets no deltas', {
        eventId,
      });
    }
    if (!event) continue;
    if (event.status === 'live') {
      const main = mainTypeOf(event.sportSlug);
      messages.push(
        ...changeMessages(
          SPORTS_LIVE_TOPIC,
          eventId,
          shown.filter((market) => market.typeId === main).map(marketView),
          [...removed].filter((key) => marketIdOf(eventId, key)?.typeId === main),
        ),
      );
    }
    if (view && event.status !== 'not_started') {
      messages.push({
        topic: SPORTS_LIVE_TOPIC,
        type: 'event',
        data: view satisfies SportEventView,
      });
    }
  }

  for (const message of messages) {
    try {
      await ctx.events.publish(message);
    } catch (error) {
      log.error('Publishing a sports line change failed', {
        topic: message.topic,
        type: message.type,
        error,
      });
    }
  }
}

/** `markets` and `removed` messages of one event, each within what a bus carries. */
function changeMessages(
  topic: string,
  eventId: string,
  markets: SportMarketView[],
  removed: string[],
): StreamMessage[] {
  return [
    ...inBatches(markets).map((part) => ({
      topic,
      type: 'markets',
      data: { event_id: eventId, markets: part },
    })),
    ...inBatches(removed).map((keys) => ({
      topic,
      type: 'removed',
      data: { event_id: eventId, keys },
    })),
  ];
}

/** Items in runs whose JSON stays within `BATCH_BYTES`, in order. */
function inBatches<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (current.length > 0 && bytes + size > BATCH_BYTES) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** `<event>/<type>/<spec key>` of a known event back into its parts; null when malformed. */
function marketIdOf(eventId: string, key: string): MarketId | null {
  const prefix = `${eventId}/`;
  if (!key.startsWith(prefix)) return null;
  const rest = key.slice(prefix.length);
  const slash = rest.indexOf('/');
  if (slash === -1) return null;
  const typeId = Number(rest.slice(0, slash));
  if (!Number.isInteger(typeId) || typeId < 0 || typeId > 2_147_483_647) return null;
  return { eventId, typeId, specKey: rest.slice(slash + 1) };
}
