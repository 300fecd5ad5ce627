import { CRASH_TOPIC } from '@/lib/constants/crash';
import type { TopicSource } from '@/server/services/stream/types';
import { crashState } from './views';

/** Topic `crash` on the stream: a fresh connection first gets the state of the rounds. */
export const crashTopic: TopicSource = {
  matches: (topic) => topic === CRASH_TOPIC,
  snapshot: (ctx) => crashState(ctx),
};
