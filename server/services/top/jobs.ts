import { TOP_REFRESH_MS } from '@/lib/constants/top';
import type { AppContext } from '@/server/app-context';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { refreshTopBoards } from './refresh-top-boards';

/**
 * The top list's job in every API process: the boards computed at start and then every minute.
 * The advisory lock lets one process compute at a time; a run still going when the next is due
 * is not doubled.
 */
export function startTopJobs(ctx: AppContext): { stop(): void } {
  return startPeriodicJob(
    { everyMs: TOP_REFRESH_MS, failure: 'top: boards could not be computed', immediately: true },
    () => refreshTopBoards(ctx),
  );
}
