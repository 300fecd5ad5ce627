import type { RequestListener } from 'node:http';
import compression from 'compression';

/**
 * gzip/brotli for everything the site serves, done here rather than by Next (`compress: false`
 * in next.config.mjs): Next compresses inside its handler, before `nonce-stamp.ts` could read
 * the HTML. An event stream is never compressed, as a compressor holds back what it has not
 * filled a block with and the events would arrive late.
 */
const compress = compression({
  filter: (request, response) =>
    !String(response.getHeader('content-type') ?? '').startsWith('text/event-stream') &&
    compression.filter(request, response),
});

/** `handle` behind the compressor. */
export function withCompression(handle: RequestListener): RequestListener {
  return (request, response) => {
    compress(request as never, response as never, () => handle(request, response));
  };
}
