import { streamQuerySchema } from '@/lib/schemas/stream';
import { openStream } from '@/server/services/stream/open-stream';
import { clientIp, router } from '../env';
import { operation } from '../operation';

/**
 * Nothing on the way may hold an event back: `no-transform` keeps compressors (ours skips
 * event streams anyway, `site-server/compress.ts`) and CDNs off it, `X-Accel-Buffering` tells
 * nginx not to buffer it.
 */
const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/** The live channel, mounted at `/stream`. */
export const stream = router()
  // GET /api/stream?topics=crash,rooms:red:RUB — one Server-Sent Events stream for every topic a tab shows
  .get(
    '/',
    operation(
      {
        summary: 'Live state changes of the given topics, as Server-Sent Events',
        description:
          'Opens with `retry: 2000` and one `snapshot` event per topic, then sends each state ' +
          'change as it is published (`id:` increasing, `data:` `{"topic","type","at","data"}`, ' +
          '`at` in server milliseconds) and a `: ping` comment every 15 s. A reconnection, ' +
          '`Last-Event-ID` or not, starts from a fresh snapshot. Public: no topic carries ' +
          'anything of one player. At most 16 streams per client address.',
        tags: ['stream'],
        query: streamQuerySchema,
        answer: 'event-stream',
        errors: [429],
      },
      (c, { query }) =>
        new Response(
          openStream(c.var.ctx, {
            topics: query.topics,
            address: clientIp(c),
            signal: c.req.raw.signal,
          }),
          { headers: EVENT_STREAM_HEADERS },
        ),
    ),
  );
