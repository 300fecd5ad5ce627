import type { AppContext } from '@/server/app-context';

export type { EventBus, StreamMessage } from './ports';

/** Answers the current state of the topics it owns; a fresh connection gets it first. */
export type TopicSource = {
  /** Whether this source owns the topic (e.g. `crash`, `rooms:red:RUB`). */
  matches(topic: string): boolean;
  snapshot(ctx: AppContext, topic: string): Promise<unknown>;
};
