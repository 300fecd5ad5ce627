import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One event as it reached the collector, with how its request was sent. */
export type CollectedEvent = {
  event: string;
  distinctId: string | undefined;
  properties: Record<string, unknown>;
  /** The capture path: `/batch/` (posthog-node), `/e/` or `/i/v0/e/` (posthog-js). */
  path: string;
  /** `gzip` (Content-Encoding or `compression=gzip-js`), `base64`, or `none`. */
  encoding: 'gzip' | 'base64' | 'none';
  /** Events in the same request, this one included. */
  batchSize: number;
};

export type PosthogCollector = {
  /** The base URL to give posthog-node as its host, or to route the browser's `/ingest` to. */
  url: string;
  events: CollectedEvent[];
  /** Every request's method and path, capture or not (flags, remote config…). */
  requests: { method: string; path: string }[];
  /** Waits until `predicate` holds of the events collected so far. */
  waitFor(predicate: (events: CollectedEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Answers a request the browser made (Playwright's `route.fulfill` from a `/ingest` route). */
  handle(request: CollectorRequest): CollectorAnswer;
  close(): Promise<void>;
};

export type CollectorRequest = {
  method: string;
  /** Path and query, relative to the collector (`/e/?compression=gzip-js`). */
  url: string;
  headers: Record<string, string | undefined>;
  body: Buffer;
};
export type CollectorAnswer = { status: number; contentType: string; body: string };

const SUPPORTED_COMPRESSION = ['gzip', 'gzip-js'];
const CAPTURE_PATHS = ['/batch/', '/e/', '/i/v0/e/', '/capture/', '/track/', '/engage/', '/s/'];

/**
 * A stand-in for PostHog's ingestion API, for tests: it speaks the capture endpoints posthog-node
 * (`POST /batch/`) and posthog-js (`POST /e/`, `/i/v0/e/`, gzip-js or base64 bodies, one event or
 * a batch) send to, answers feature flags (`/flags/`, `/decide/`) and remote config
 * (`/array/<key>/config`) with none, and records every event it decodes.
 */
export async function startPosthogCollector(): Promise<PosthogCollector> {
  const events: CollectedEvent[] = [];
  const requests: PosthogCollector['requests'] = [];
  const waiters = new Set<() => void>();

  const handle = (request: CollectorRequest): CollectorAnswer => {
    const url = new URL(request.url, 'http://collector.local');
    const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    requests.push({ method: request.method, path: url.pathname });
    if (request.method === 'POST' && CAPTURE_PATHS.includes(path)) {
      const { payload, encoding } = decode(request, url);
      const batch = eventsOf(payload);
      for (const raw of batch) {
        events.push({
          event: String(raw.event),
          distinctId: distinctIdOf(raw),
          properties: (raw.properties as Record<string, unknown>) ?? {},
          path,
          encoding,
          batchSize: batch.length,
        });
      }
      for (const wake of waiters) wake();
      return json({ status: 1 });
    }
    // As PostHog answers: no flags, and gzip accepted (posthog-js compresses only when told).
    if (path === '/flags/' || path === '/decide/') {
      return json({
        flags: {},
        featureFlags: {},
        featureFlagPayloads: {},
        errorsWhileComputingFlags: false,
        supportedCompression: SUPPORTED_COMPRESSION,
      });
    }
    if (/^\/array\/[^/]+\/config\/$/.test(path)) {
      return json({ supportedCompression: SUPPORTED_COMPRESSION });
    }
    if (/^\/array\/[^/]+\/config\.js\/$/.test(path)) {
      return { status: 200, contentType: 'application/javascript', body: '' };
    }
    return { status: 404, contentType: 'text/plain', body: 'not found' };
  };

  const server = createServer(async (incoming, outgoing) => {
    const answer = handle({
      method: incoming.method ?? 'GET',
      url: incoming.url ?? '/',
      headers: headersOf(incoming),
      body: await read(incoming),
    });
    outgoing.writeHead(answer.status, { 'content-type': answer.contentType });
    outgoing.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    events,
    requests,
    handle,
    waitFor(predicate, timeoutMs = 10_000) {
      if (predicate(events)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(events)) return;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`collector: not seen within ${timeoutMs} ms (${events.length} events)`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function decode(request: CollectorRequest, url: URL) {
  const compression = url.searchParams.get('compression');
  // posthog-js names gzip in the query (`compression=gzip-js`), posthog-node in Content-Encoding;
  // the gzip magic number settles a body sent with neither.
  const gzipped =
    request.headers['content-encoding'] === 'gzip' ||
    compression === 'gzip-js' ||
    compression === 'gzip' ||
    (request.body[0] === 0x1f && request.body[1] === 0x8b);
  if (gzipped) {
    return {
      payload: JSON.parse(gunzipSync(request.body).toString('utf8')),
      encoding: 'gzip' as const,
    };
  }
  const text = request.body.toString('utf8');
  if (compression === 'base64' || text.startsWith('data=')) {
    const data = new URLSearchParams(text).get('data') ?? '';
    return {
      payload: JSON.parse(Buffer.from(data, 'base64').toString('utf8')),
      encoding: 'base64' as const,
    };
  }
  return { payload: JSON.parse(text), encoding: 'none' as const };
}

type RawEvent = { event?: unknown; distinct_id?: unknown; properties?: unknown };

/** `{batch: [...]}` (posthog-node), an array (posthog-js batching), or one event. */
function eventsOf(payload: unknown): RawEvent[] {
  if (Array.isArray(payload)) return payload as RawEvent[];
  if (payload && typeof payload === 'object' && 'batch' in payload) {
    return (payload as { batch: RawEvent[] }).batch;
  }
  return [payload as RawEvent];
}

function distinctIdOf(raw: RawEvent): string | undefined {
  const id =
    raw.distinct_id ?? (raw.properties as { distinct_id?: unknown } | undefined)?.distinct_id;
  return id === undefined || id === null ? undefined : String(id);
}

function json(value: unknown): CollectorAnswer {
  return { status: 200, contentType: 'application/json', body: JSON.stringify(value) };
}

function headersOf(incoming: IncomingMessage) {
  return Object.fromEntries(
    Object.entries(incoming.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  );
}

async function read(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
