import { streamQuerySchema } from '@/lib/schemas/stream';
import { ServerResponse } from 'node:http';
import { attachStream, openStream } from '@/server/services/stream/open-stream';
import type { StreamSink } from '@/server/services/stream/ports';
import { clientIp, router } from '../env';
import { operation } from '../operation';
import { REQUEST_ID_HEADER } from '../request-log';
import { applySecurityHeaders } from '../security-headers';

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
      (c, { query }) => {
        const outgoing = nodeResponse(c.env);
        if (!outgoing) {
          const request = { topics: query.topics, address: clientIp(c), signal: c.req.raw.signal };
          return new Response(openStream(c.var.ctx, request), { headers: EVENT_STREAM_HEADERS });
        }
        // Served by Node itself (`npm run api`): frames go straight to the socket, with no web
        // stream and its promise per frame between them, which is what lets one process feed
        // ten thousand spectators. The answer's headers are written with the first frame, so a
        // refusal (429, 422) is still an ordinary answer.
        const headers = new Headers(c.res.headers);
        headers.set(REQUEST_ID_HEADER, c.var.requestId);
        for (const [name, value] of Object.entries(EVENT_STREAM_HEADERS)) headers.set(name, value);
        applySecurityHeaders(headers, c.var.ctx);
        const leave = attachStream(
          c.var.ctx,
          { topics: query.topics, address: clientIp(c) },
          socketSink(outgoing, headers),
        );
        outgoing.once('close', leave);
        return new Response(null, { headers: { [ALREADY_SENT]: 'true' } });
      },
    ),
  );

/** The header that tells @hono/node-server the handler answered on the socket itself. */
const ALREADY_SENT = 'x-hono-already-sent';

/** The Node response behind the request, when @hono/node-server serves the app. */
function nodeResponse(env: unknown): ServerResponse | null {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : null;
}

const CRLF = Buffer.from('\r\n');
/**
 * Each frame in HTTP/1.1 chunked framing, made once and written to every socket: the hub hands
 * every stream of a topic the same bytes, so the first stream to write a frame frames it for all.
 */
const chunks = new WeakMap<Uint8Array, Buffer>();
function chunkOf(bytes: Uint8Array): Buffer {
  let chunk = chunks.get(bytes);
  if (!chunk) {
    chunk = Buffer.concat([Buffer.from(`${bytes.byteLength.toString(16)}\r\n`), bytes, CRLF]);
    chunks.set(bytes, chunk);
  }
  return chunk;
}

/**
 * Writes frames to the response's socket itself, once its headers are out: `response.write`
 * would frame each chunk again for each of ten thousand streams. What the socket has not taken
 * yet is its write buffer. `end()` writes the closing chunk as usual.
 */
function socketSink(outgoing: ServerResponse, headers: Headers): StreamSink {
  return {
    write(frames) {
      if (!outgoing.headersSent) {
        outgoing.writeHead(200, Object.fromEntries(headers));
        outgoing.flushHeaders();
        // Frames go out as written, not gathered into bigger packets.
        outgoing.socket?.setNoDelay(true);
      }
      const socket = outgoing.socket;
      if (!socket || socket.destroyed) return;
      // An HTTP/1.0 client gets the body unframed, to the end of the connection.
      const frame = outgoing.chunkedEncoding ? chunkOf : (bytes: Uint8Array) => bytes;
      if (frames.length === 1) return void socket.write(frame(frames[0]!));
      // Several frames leave in one system call (writev), as one packet where they fit.
      socket.cork();
      for (const bytes of frames) socket.write(frame(bytes));
      socket.uncork();
    },
    unsent: () => outgoing.socket?.writableLength ?? 0,
    close: () => outgoing.end(),
    fail: () => outgoing.destroy(),
  };
}
