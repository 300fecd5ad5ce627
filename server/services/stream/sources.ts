import type { TopicSource } from './types';

/**
 * Every topic the stream serves, one source per family of topics (registry of variants: callers
 * never switch on the topic). A topic no source matches is refused with 422.
 */
export const TOPIC_SOURCES: readonly TopicSource[] = [];
