/**
 * A worker of `npm run bench:stream`: opens BENCH_CLIENTS streams of BENCH_TOPICS on BENCH_BASE
 * with raw `http` (no EventSource library: the bench measures the server, not a parser), each
 * from its own client address (X-Forwarded-For; the instance trusts the loopback as its proxy),
 * and keeps a histogram of delivery latency: receipt time − the frame's `at`, both this
 * machine's clock. Talks to the bench over IPC: `connected` once every stream has its snapshot,
 * `report` when asked.
 */
import { request } from 'node:http';

const base = process.env.BENCH_BASE!;
const count = Number(process.env.BENCH_CLIENTS);
const first = Number(process.env.BENCH_FIRST || 0);
const topics = process.env.BENCH_TOPICS || 'crash';
/** Streams being opened at once; the rest wait for a slot, as a crowd does not arrive in one ms. */
const OPENING = 200;
const MAX_MS = 60_000;

const histogram = new Uint32Array(MAX_MS + 1);
const counts = { received: 0, snapshots: 0, dropped: 0, failed: 0 };
const requests: Array<ReturnType<typeof request>> = [];
let closing = false;

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Opens stream `i`; settles once its snapshot came (or it failed). */
function openStream(i: number) {
  return new Promise<void>((resolve) => {
    const req = request(
      `${base}/stream?topics=${topics}`,
      { agent: false, headers: { 'x-forwarded-for': address(i), accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          counts.failed += 1;
          response.resume();
          return resolve();
        }
        response.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        response.on('data', (chunk: string) => {
          const now = Date.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            // `{"topic","type","at",…}`: `at` is found without parsing the whole frame.
            const at = frame.indexOf('"at":');
            if (at === -1) continue;
            if (frame.includes('"type":"snapshot"')) {
              counts.snapshots += 1;
              if (!ready) resolve();
              ready = true;
              continue;
            }
            counts.received += 1;
            const ms = now - parseInt(frame.slice(at + 5), 10);
            histogram[Math.min(MAX_MS, Math.max(0, ms))]! += 1;
          }
        });
        response.on('close', () => {
          if (!closing) counts.dropped += 1;
          resolve();
        });
      },
    );
    req.on('error', () => {
      counts.failed += 1;
      resolve();
    });
    req.end();
    requests.push(req);
  });
}

async function main() {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPENING, count) }, async () => {
      while (next < count) await openStream(first + next++);
    }),
  );
  process.send!({ type: 'connected', ms: performance.now() - started, ...counts });
}

process.on('message', (message: { type: string }) => {
  if (message.type === 'report') {
    const latencies: Array<[number, number]> = [];
    histogram.forEach((n, ms) => n > 0 && latencies.push([ms, n]));
    process.send!({ type: 'report', ...counts, latencies });
  }
  if (message.type === 'stop') {
    closing = true;
    for (const req of requests) req.destroy();
    process.exit(0);
  }
});

void main();
