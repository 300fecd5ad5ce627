import type { AppContext } from '@/server/app-context';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { grantLeftFreeSpins } from './grant-template-free-spins';

/** How often free-spins offers left waiting are granted. */
const EVERY_MS = 60_000;

/**
 * The free-spins job every API process runs once a minute: offers left waiting after their
 * trigger committed (a crash, an aggregator down) are granted (`grantLeftFreeSpins`, idempotent
 * by key, so processes running it at once grant once). A run still going is not doubled.
 */
export function startFreeSpinJobs(ctx: AppContext): { stop(): void } {
  return startPeriodicJob(
    { everyMs: EVERY_MS, failure: 'bonus: free spins left waiting failed' },
    () => grantLeftFreeSpins(ctx),
  );
}
