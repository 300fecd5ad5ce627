import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { grantLeftFreeSpins } from './grant-template-free-spins';

/** How often free-spins offers left waiting are granted. */
const EVERY_MS = 60_000;

/**
 * The free-spins job every API process runs once a minute: offers left waiting after their
 * trigger committed (a crash, an aggregator down) are granted (`grantLeftFreeSpins`, idempotent
 * by key, so processes running it at once grant once). A run still going is not doubled.
 */
export function startFreeSpinJobs(ctx: AppContext): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    grantLeftFreeSpins(ctx)
      .catch((error: unknown) => log.error('bonus: free spins left waiting failed', { error }))
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
