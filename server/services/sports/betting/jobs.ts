import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { acceptDueTickets } from './accept-live-tickets';

/** How often live tickets whose delay is over are decided. */
const ACCEPT_EVERY_MS = 500;

/**
 * The betting jobs every API process runs: the live acceptor decides each live ticket once its
 * delay is over (`FOR UPDATE SKIP LOCKED`: any number of processes share the work, none decides
 * a ticket twice). A run still going when the next is due is not doubled.
 */
export function startSportsJobs(ctx: AppContext): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    acceptDueTickets(ctx)
      .catch((error: unknown) => log.error('sports: live tickets could not be decided', { error }))
      .finally(() => {
        running = false;
      });
  }, ACCEPT_EVERY_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
