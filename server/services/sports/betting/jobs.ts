import type { AppContext } from '@/server/app-context';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { acceptDueTickets } from './accept-live-tickets';

/** How often live tickets whose delay is over are decided. */
const ACCEPT_EVERY_MS = 500;

/**
 * The betting jobs every API process runs: the live acceptor decides each live ticket once its
 * delay is over (`FOR UPDATE SKIP LOCKED`: any number of processes share the work, none decides
 * a ticket twice). A run still going when the next is due is not doubled.
 */
export function startSportsJobs(ctx: AppContext): { stop(): void } {
  return startPeriodicJob(
    { everyMs: ACCEPT_EVERY_MS, failure: 'sports: live tickets could not be decided' },
    () => acceptDueTickets(ctx),
  );
}
