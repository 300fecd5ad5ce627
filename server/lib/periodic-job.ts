import { log } from './log';
import { countJobRun } from './metrics';

/**
 * Runs `job` every `everyMs` in this process (and at once with `immediately`), the way every
 * background job here runs: a run still going when the next is due is skipped, not doubled; a
 * failure is logged as `failure` and the next run tries again. The timer does not hold the
 * process open. Runs and failures are counted in the metrics under `failure`, each job's own.
 */
export function startPeriodicJob(
  options: { everyMs: number; failure: string; immediately?: boolean },
  job: () => Promise<unknown>,
): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    job()
      .then(
        () => countJobRun(options.failure, false),
        (error: unknown) => {
          countJobRun(options.failure, true);
          log.error(options.failure, { error });
        },
      )
      .finally(() => {
        running = false;
      });
  };
  if (options.immediately) run();
  const timer = setInterval(run, options.everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
