import { z } from '@/lib/zod';
import { STREAM_MAX_TOPICS, STREAM_TOPIC_PATTERN } from '@/lib/constants/stream';

/**
 * `GET /api/stream?topics=crash,rooms:red:RUB`: 1–8 comma-separated topic names, each once. A
 * malformed list is one message on `topics` (not one per position), as the browser sends the
 * list as one parameter; whether a well-formed topic exists is the server's to say.
 */
export const streamQuerySchema = z.object({
  topics: z.string().transform((value, context) => {
    const topics = [...new Set(value.split(','))];
    if (!topics.every((topic) => STREAM_TOPIC_PATTERN.test(topic))) {
      context.addIssue({ code: 'custom', message: 'invalid_value' });
      return z.NEVER;
    }
    if (topics.length > STREAM_MAX_TOPICS) {
      context.addIssue({ code: 'custom', message: 'too_many_topics' });
      return z.NEVER;
    }
    return topics;
  }),
});
export type StreamQuery = z.output<typeof streamQuerySchema>;

/**
 * The `data:` of every frame of the stream: a state change of `topic` (`type` as its publisher
 * names it), or `type: 'snapshot'` with the topic's whole state, which a stream sends first for
 * each topic and again whenever it may have missed changes. `at` is the server's clock in ms when
 * the change was published (or the snapshot read): the browser's clock offset comes from it.
 */
export const streamFrameSchema = z.object({
  topic: z.string(),
  type: z.string(),
  at: z.number(),
  data: z.unknown(),
});
export type StreamFrame = z.infer<typeof streamFrameSchema>;
