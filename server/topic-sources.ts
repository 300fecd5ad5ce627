import { crashTopic } from '@/server/services/crash/topic';
import { roomsTopicSource } from '@/server/services/rooms/topic';
import { sportsEventTopic, sportsLiveTopic } from '@/server/services/sports/line/topics';
import { tournamentTopicSource } from '@/server/services/tournaments/topic';
import type { TopicSource } from '@/server/services/stream/types';

/**
 * Every topic the stream serves, one source per family of topics (registry of variants: callers
 * never switch on the topic). A topic no source matches is refused with 422.
 */
export const TOPIC_SOURCES: readonly TopicSource[] = [
  crashTopic,
  roomsTopicSource,
  sportsLiveTopic,
  sportsEventTopic,
  tournamentTopicSource,
];
