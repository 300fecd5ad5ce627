import type { AppContext } from '@/server/app-context';

/** One state change on a topic, published once by the process that owns the topic. */
export type StreamMessage = { topic: string; type: string; data: unknown };

/** Publishes to every API process, this one included. Never inside a money transaction. */
export interface EventBus {
  publish(message: StreamMessage): Promise<void>;
}

/** Answers the current state of the topics it owns; a fresh connection gets it first. */
export type TopicSource = {
  /** Whether this source owns the topic (e.g. `crash`, `rooms:red:RUB`). */
  matches(topic: string): boolean;
  snapshot(ctx: AppContext, topic: string): Promise<unknown>;
};
