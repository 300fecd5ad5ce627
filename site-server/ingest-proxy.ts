import { request as httpRequest, type IncomingMessage, type RequestListener } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Where `/ingest` goes: PostHog's capture host, and its assets host for `/ingest/static/`. */
export type IngestUpstream = { host: string; assetsHost: string };

/** What the browser's requests carry on, and what PostHog's answers carry back. */
const REQUEST_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'user-agent',
  'accept',
  'x-forwarded-for',
];
const ANSWER_HEADERS = ['content-type', 'content-encoding', 'content-length', 'cache-control'];

/** Product analytics' requests are given 60 s (spec §7), as posthog-js gives them. */
const INGEST_TIMEOUT_MS = 60_000;

/**
 * The upstream from the environment, read when the server starts: `POSTHOG_HOST`
 * (https://eu.i.posthog.com) and `POSTHOG_ASSETS_HOST` (https://eu-assets.i.posthog.com). A
 * local collector stands in by pointing `POSTHOG_HOST` at it.
 */
export function ingestUpstream(env: Record<string, string | undefined>): IngestUpstream {
  const trim = (value: string) => value.replace(/\/+$/, '');
  return {
    host: trim(env.POSTHOG_HOST || 'https://eu.i.posthog.com'),
    assetsHost: trim(env.POSTHOG_ASSETS_HOST || 'https://eu-assets.i.posthog.com'),
  };
}

function pick(headers: IncomingMessage['headers'], names: readonly string[]) {
  const picked: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/**
 * Product analytics through the site's own origin (spec §7): `/ingest/*` is forwarded to PostHog
 * here, at run time, so the destination is the running server's environment rather than the
 * build's (next.config.mjs keeps the same rewrite for `next dev`). Bodies stream through as the
 * browser compressed them; cookies and credentials never leave.
 */
export function withIngestProxy(
  handle: RequestListener,
  upstream: IngestUpstream,
): RequestListener {
  return (request, response) => {
    const url = request.url ?? '/';
    if (url !== '/ingest' && !url.startsWith('/ingest/') && !url.startsWith('/ingest?')) {
      return handle(request, response);
    }
    const rest = url.slice('/ingest'.length) || '/';
    const base = rest.startsWith('/static/') ? upstream.assetsHost : upstream.host;
    const target = new URL(`${base}${rest.startsWith('/') ? rest : `/${rest}`}`);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      target,
      {
        method: request.method,
        headers: pick(request.headers, REQUEST_HEADERS),
        timeout: INGEST_TIMEOUT_MS,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, pick(answer.headers, ANSWER_HEADERS));
        answer.pipe(response);
      },
    );
    const fail = () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end();
    };
    outgoing.on('timeout', () => outgoing.destroy(new Error('ingest timeout')));
    outgoing.on('error', fail);
    request.pipe(outgoing);
  };
}
