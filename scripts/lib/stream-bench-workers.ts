import { fork, type ChildProcess } from 'node:child_process';

/**
 * The bench's side of `stream-bench-clients.ts`: forking its workers, asking them over IPC, and
 * merging what they measured. Shared by `npm run bench:stream` and `npm run bench:cluster`.
 */

/** What a worker answers to `report`: its counts and its delivery latency histogram. */
export type WorkerReport = {
  received: number;
  snapshots: number;
  dropped: number;
  failed: number;
  latencies: Array<[ms: number, count: number]>;
};

/** The next IPC message of `type` from `child`. */
export function answer<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`a bench process exited (${code})`)));
  });
}

/**
 * Forks a worker opening `clients` streams of `crash` on `base` (an API's `/api` URL), their
 * client addresses numbered from `first`: workers given disjoint numbers never share an address,
 * so no instance's per-address limit refuses them.
 */
export function forkStreamClients(options: { base: string; clients: number; first: number }) {
  return fork('scripts/lib/stream-bench-clients.ts', {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_BASE: options.base,
      BENCH_CLIENTS: String(options.clients),
      BENCH_FIRST: String(options.first),
    },
  });
}

/** Sends `type` to every worker and waits for each one's answer of the same type. */
export function askAll<T>(workers: ChildProcess[], type: 'reset' | 'report'): Promise<T[]> {
  return Promise.all(
    workers.map((worker) => {
      const reply = answer<T>(worker, type);
      worker.send({ type });
      return reply;
    }),
  );
}

/** Asks every worker to close its streams and leave; one already gone is skipped. */
export function stopWorkers(workers: ChildProcess[]) {
  for (const worker of workers) {
    if (worker.connected) worker.send({ type: 'stop' });
  }
}

/** The workers' histograms as one, sorted by latency. */
export function mergeLatencies(reports: WorkerReport[]): Array<[number, number]> {
  const merged = new Map<number, number>();
  for (const report of reports) {
    for (const [ms, count] of report.latencies) merged.set(ms, (merged.get(ms) ?? 0) + count);
  }
  return [...merged].sort((a, b) => a[0] - b[0]);
}

/** The latency below which a share `p` of the `total` samples of a sorted histogram falls. */
export function percentile(latencies: Array<[number, number]>, total: number, p: number) {
  let seen = 0;
  for (const [ms, count] of latencies) {
    seen += count;
    if (seen >= total * p) return ms;
  }
  return NaN;
}
