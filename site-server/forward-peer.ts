import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import { SITE_HOP_HEADER } from '@/lib/net/forwarding';

function sameSecret(given: string, token: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Does what any proxy does before Next sees the request: appends the socket's peer to
 * X-Forwarded-For. Next itself only fills the header in when it is missing, so without this a
 * route handler could not tell the peer from what the client wrote. The site's own calls (the
 * middleware, server rendering) carry `token` in `x-site-hop`: they forward a chain that already
 * ends with the visitor's peer, and are passed on as they are. The header never reaches Next.
 */
export function forwardPeer(request: IncomingMessage, token: string) {
  const hop = request.headers[SITE_HOP_HEADER];
  delete request.headers[SITE_HOP_HEADER];
  if (typeof hop === 'string' && sameSecret(hop, token)) return;
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
}

/** `handle` (Next's request handler) behind `forwardPeer`. */
export function withForwardedPeer(handle: RequestListener, token: string): RequestListener {
  return (request, response) => {
    forwardPeer(request, token);
    return handle(request, response);
  };
}
