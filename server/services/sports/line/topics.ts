import { STREAM_TOPIC_PATTERN } from '@/lib/constants/stream';
import { SPORTS_LIVE_TOPIC } from '@/lib/constants/sports';
import type { TopicSource } from '@/server/services/stream/types';
import { readSportEventDetail } from './event-detail';
import { listSportEvents } from './list-events';

const EVENT_TOPIC_PREFIX = 'sports:event:';

/** The event of a topic `sports:event:<id>`, or null for another topic. */
export function eventOfTopic(topic: string): string | null {
  if (!topic.startsWith(EVENT_TOPIC_PREFIX) || !STREAM_TOPIC_PATTERN.test(topic)) return null;
  const eventId = topic.slice(EVENT_TOPIC_PREFIX.length);
  return eventId === '' ? null : eventId;
}

/** `sports:live`: a fresh stream first gets the live events, as `GET /sports/events?live=1`. */
export const sportsLiveTopic: TopicSource = {
  matches: (topic) => topic === SPORTS_LIVE_TOPIC,
  snapshot: (ctx) => listSportEvents(ctx, { live: '1' }),
};

/**
 * `sports:event:<id>`: a fresh stream first gets the event's detail, as
 * `GET /sports/events/{id}`; `null` while there is no such event (an event page opened early,
 * or a mistyped id), so the stream stays open rather than failing and reconnecting.
 */
export const sportsEventTopic: TopicSource = {
  matches: (topic) => eventOfTopic(topic) !== null,
  snapshot: (ctx, topic) => readSportEventDetail(ctx, eventOfTopic(topic)!),
};
