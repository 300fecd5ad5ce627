/**
 * The watcher of `npm run bench:crash-timing`, a process of its own so the load on the bench's
 * own event loop (autocannon) does not bend what it sees. Two views of each crash round:
 *
 *  - the database's: every BENCH_POLL_MS it reads the open rounds on a connection of its own,
 *    with the statement's time on PostgreSQL's clock, and notes when a round was first seen
 *    running and first seen crashed: the engine's commit lies between that read and the one
 *    before it (both kept, so the figure's resolution is known);
 *  - the players': a stream of `crash` from the API (BENCH_BASE), each `started` and `crashed`
 *    event noted with the time it arrived.
 *
 * Talks to the bench over IPC: `ready` once both run, `report` with everything seen so far.
 */
import { Client } from 'pg';

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const base = process.env.BENCH_BASE!;
const POLL_MS = Number(process.env.BENCH_POLL_MS || 10);

/** One round as the watcher saw it; times are epoch ms. */
export type ObservedRound = {
  id: number;
  crashPoint: number;
  startsAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  /** The first read showing it running (or later), and the read before it, which did not. */
  startSeen: { at: number; before: number } | null;
  crashSeen: { at: number; before: number } | null;
  /** When the stream's `started` and `crashed` events of the round arrived. */
  startedEventAt: number | null;
  crashedEventAt: number | null;
};

type Row = {
  id: string;
  status: string;
  crash_point: number;
  starts_at: Date | null;
  started_at: Date | null;
  ended_at: Date | null;
  at_ms: string;
};

const rounds = new Map<number, ObservedRound>();
/** Per round, the last status seen and when that read ran. */
const last = new Map<number, { status: string; at: number }>();
let stopping = false;

function roundOf(id: number, crashPoint: number): ObservedRound {
  let round = rounds.get(id);
  if (!round) {
    round = {
      id,
      crashPoint,
      startsAt: null,
      startedAt: null,
      endedAt: null,
      startSeen: null,
      crashSeen: null,
      startedEventAt: null,
      crashedEventAt: null,
    };
    rounds.set(id, round);
  }
  return round;
}

const RUNNING_OR_LATER = new Set(['running', 'crashed', 'settled']);
const CRASHED_OR_LATER = new Set(['crashed', 'settled']);

async function poll(client: Client) {
  // Rounds still open, and those that closed since the last read: the lowest id still watched.
  let floor = 0;
  while (!stopping) {
    const { rows } = await client.query<Row>(
      `select id, status, crash_point, starts_at, started_at, ended_at,
              (extract(epoch from statement_timestamp()) * 1000)::bigint as at_ms
         from crash_rounds where id >= $1 order by id`,
      [floor],
    );
    for (const row of rows) {
      const id = Number(row.id);
      const at = Number(row.at_ms);
      const round = roundOf(id, row.crash_point);
      round.crashPoint = row.crash_point;
      round.startsAt = row.starts_at?.getTime() ?? null;
      round.startedAt = row.started_at?.getTime() ?? null;
      round.endedAt = row.ended_at?.getTime() ?? null;
      const before = last.get(id);
      if (before) {
        if (!RUNNING_OR_LATER.has(before.status) && RUNNING_OR_LATER.has(row.status)) {
          round.startSeen ??= { at, before: before.at };
        }
        if (!CRASHED_OR_LATER.has(before.status) && CRASHED_OR_LATER.has(row.status)) {
          round.crashSeen ??= { at, before: before.at };
        }
      }
      last.set(id, { status: row.status, at });
    }
    const open = rows.filter((row) => !['settled', 'void'].includes(row.status));
    floor = open.length > 0 ? Number(open[0]!.id) : Number(rows.at(-1)?.id ?? floor);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

type Frame = { type: string; data?: { round?: { id: number } } };

/** Reads the stream of `crash`, noting when each round's `started` and `crashed` arrived. */
async function listen() {
  const response = await fetch(`${base}/stream?topics=crash`, {
    headers: { accept: 'text/event-stream', 'x-forwarded-for': '10.250.0.1' },
  });
  if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const now = Date.now();
    text += decoder.decode(chunk, { stream: true });
    let end = text.indexOf('\n\n');
    while (end !== -1) {
      const frame = text.slice(0, end);
      text = text.slice(end + 2);
      end = text.indexOf('\n\n');
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (!data) continue;
      let parsed: Frame;
      try {
        parsed = JSON.parse(data) as Frame;
      } catch {
        continue;
      }
      const id = parsed.data?.round?.id;
      if (id === undefined) continue;
      if (parsed.type === 'started') roundOf(id, 0).startedEventAt ??= now;
      if (parsed.type === 'crashed') roundOf(id, 0).crashedEventAt ??= now;
    }
    if (stopping) break;
  }
}

async function main() {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const polling = poll(client);
  listen().catch((error: unknown) => {
    if (!stopping) console.error('crash-timing observer: the stream failed', error);
  });
  process.send!({ type: 'ready' });
  await polling;
  await client.end();
}

process.on('message', (message: { type: string }) => {
  if (message.type === 'report') process.send!({ type: 'report', rounds: [...rounds.values()] });
  if (message.type === 'stop') {
    stopping = true;
    setTimeout(() => process.exit(0), 200).unref();
  }
});

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
