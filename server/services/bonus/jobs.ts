import type { AppContext } from '@/server/app-context';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { expireGrants } from './expire-grants';

/** How often grants and offers past their expiry are ended. */
const EXPIRE_EVERY_MS = 60_000;

/**
 * The bonus jobs every API process runs: expiry once a minute. Ending a grant is idempotent by
 * its row lock and ledger key, so processes running it at once do no harm. A run still going
 * when the next is due is not doubled.
 */
export function startBonusJobs(ctx: AppContext): { stop(): void } {
  return startPeriodicJob(
    { everyMs: EXPIRE_EVERY_MS, failure: 'bonus: grants could not be expired' },
    () => expireGrants(ctx),
  );
}
