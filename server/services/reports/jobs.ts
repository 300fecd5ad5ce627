import type { AppContext } from '@/server/app-context';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { closeLedgerDays } from './close-days';

/** How often the days that are over are looked for (a day closes ten minutes after midnight). */
const CLOSE_DAYS_JOB_MS = 5 * 60_000;

/**
 * The reports' job in every API process: days that are over are summed into
 * `ledger_day_totals` (`closeLedgerDays`), at once at start and every five minutes. Each day is
 * claimed in its transaction, so two processes close it once.
 */
export function startReportJobs(ctx: AppContext): { stop(): void } {
  return startPeriodicJob(
    {
      everyMs: CLOSE_DAYS_JOB_MS,
      failure: 'reports: closing the ledger days failed',
      immediately: true,
    },
    () => closeLedgerDays(ctx),
  );
}
