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
const FRAME_END = Buffer.from('\n\n');
const AT = Buffer.from('"at":');
const SNAPSHOT = Buffer.from('"type":"snapshot"');
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
        // Bytes, not text: ten thousand streams of frames cost this process more than the
        // instance, and the figure measured is the instance's delivery, not our parsing.
        let rest: Buffer | null = null;
        let ready = false;
        response.on('data', (chunk: Buffer) => {
          const now = Date.now();
          const data: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
          let start = 0;
          for (let end = data.indexOf(FRAME_END, start); end !== -1;) {
            // `{"topic","type","at",…}`: `at` is found without parsing the frame.
            const at = data.indexOf(AT, start);
            if (at !== -1 && at < end) {
              const snapshot = data.indexOf(SNAPSHOT, start);
              if (snapshot !== -1 && snapshot < at) {
                counts.snapshots += 1;
                if (!ready) resolve();
                ready = true;
              } else {
                let sent = 0;
                for (let i = at + AT.length; data[i]! >= 48 && data[i]! <= 57; i += 1) {
                  sent = sent * 10 + data[i]! - 48;
                }
                counts.received += 1;
                histogram[Math.min(MAX_MS, Math.max(0, now - sent))]! += 1;
              }
            }
            start = end + FRAME_END.length;
            end = data.indexOf(FRAME_END, start);
          }
          rest = start < data.length ? data.subarray(start) : null;
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
