import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { expireGrants } from './expire-grants';

/** How often grants and offers past their expiry are ended. */
const EXPIRE_EVERY_MS = 60_000;

/**
 * The bonus jobs every API process runs: expiry once a minute. Ending a grant is idempotent by
 * its row lock and ledger key, so processes running it at once do no harm. A run still going
 * when the next is due is not doubled.
 */
export function startBonusJobs(ctx: AppContext): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireGrants(ctx)
      .catch((error: unknown) => log.error('bonus: grants could not be expired', { error }))
      .finally(() => {
        running = false;
      });
  }, EXPIRE_EVERY_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
