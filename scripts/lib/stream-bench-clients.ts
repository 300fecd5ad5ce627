/**
 * A worker of `npm run bench:stream`: opens BENCH_CLIENTS streams of BENCH_TOPICS on BENCH_BASE
 * over raw TCP (no HTTP client, no EventSource library: the bench measures the server, and on
 * this machine the clients share its cores, where a browser would have a device of its own),
 * each from its own client address (X-Forwarded-For; the instance trusts the loopback as its
 * proxy), and keeps a histogram of delivery latency: receipt time − the frame's `at`, both this
 * machine's clock. Talks to the bench over IPC: `connected` once every stream has its snapshot,
 * `reset` to start the measured window, `report` when asked.
 */
import { connect, type Socket } from 'node:net';

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
const READ_BUFFER = Buffer.alloc(64 * 1024);

const histogram = new Uint32Array(MAX_MS + 1);
const counts = { received: 0, snapshots: 0, dropped: 0, failed: 0 };
const sockets: Socket[] = [];
const url = new URL(`${base}/stream?topics=${topics}`);
const OK = Buffer.from('HTTP/1.1 200 ');
let closing = false;

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Opens stream `i`; settles once its snapshot came (or it failed). The answer is read as bytes:
 * the status line, then frames found by their blank line. The chunked framing between them
 * (`1a3\r\n` before a frame, `\r\n` after it) holds neither a blank line nor `"at":`, so it
 * needs no decoding.
 */
function openStream(i: number) {
  return new Promise<void>((resolve) => {
    const socket = connect({
      host: url.hostname,
      port: Number(url.port),
      // Reads land in one buffer the worker reuses and come to `onData` directly, with no
      // readable stream or buffer per read between.
      onread: {
        buffer: READ_BUFFER,
        callback: (length) => {
          onData(READ_BUFFER, length);
          return true;
        },
      },
    });
    sockets.push(socket);
    socket.write(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
        `X-Forwarded-For: ${address(i)}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    let rest: Buffer | null = null;
    let answered = false;
    let ready = false;
    // Not answered 200 by the time it closes: refused, or never connected.
    const fail = () => socket.destroy();
    const onData = (buffer: Buffer, length: number) => {
      const now = Date.now();
      const chunk = buffer.subarray(0, length);
      const data: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
      if (!answered) {
        if (data.length < OK.length) return void (rest = Buffer.from(data));
        if (!data.subarray(0, OK.length).equals(OK)) return fail();
        answered = true;
      }
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
      // The read buffer is reused: an unfinished frame is kept as a copy.
      rest = start < data.length ? Buffer.from(data.subarray(start)) : null;
    };
    // 'close' follows every error.
    socket.on('error', () => {});
    socket.on('close', () => {
      if (!answered) counts.failed += 1;
      else if (!closing) counts.dropped += 1;
      resolve();
    });
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
  // The measured window starts: what came before (while the crowd connected) is not counted.
  if (message.type === 'reset') {
    histogram.fill(0);
    counts.received = 0;
    counts.snapshots = 0;
    process.send!({ type: 'reset' });
  }
  if (message.type === 'stop') {
    closing = true;
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  }
});

void main();
