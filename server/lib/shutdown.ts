import { constants as osConstants } from 'node:os';
import { log } from './log';

const profiled = process.execArgv.some((flag) => flag.startsWith('--cpu-prof'));

type Hook = { name: string; run: () => Promise<unknown> };

const hooks: Hook[] = [];
let installed = false;

/** How long the hooks may take together before the process stops without them. */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Runs `run` when the process is asked to stop (SIGTERM, SIGINT): the engines let their leases
 * go, so another instance drives at once instead of after the lease lapses, and analytics sends
 * what it queued. The hooks run at once; after them, or after `SHUTDOWN_GRACE_MS`, the process
 * stops as the signal would have stopped it.
 */
export function onShutdown(name: string, run: () => Promise<unknown>): void {
  hooks.push({ name, run });
  if (installed) return;
  installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // A process killed by a signal writes no CPU profile: a profiled one (`--cpu-prof`, the
      // benches' BENCH_API_PROFILE and BENCH_SITE_PROFILE) exits with the signal's status instead.
      const done = profiled
        ? () => process.exit(128 + osConstants.signals[signal])
        : () => process.kill(process.pid, signal);
      const timer = setTimeout(done, SHUTDOWN_GRACE_MS);
      log.info('stopping', { signal, hooks: hooks.map((hook) => hook.name) });
      Promise.all(
        hooks.map((hook) =>
          hook.run().catch((error: unknown) => log.warn(`${hook.name}: not stopped`, { error })),
        ),
      ).finally(() => {
        clearTimeout(timer);
        done();
      });
    });
  }
}
