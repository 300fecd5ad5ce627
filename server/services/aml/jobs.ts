import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { reconcilePendingReviews } from './reconcile-reviews';
import { rescreenPlayers } from './screening/rescreen-players';

/** How often the rescreen looks for players due; each run takes a bounded batch. */
const SCREENING_JOB_MS = 60_000;
/** How often reviews left pending are looked for (each is asked at most hourly). */
const RECONCILE_JOB_MS = 5 * 60_000;

/**
 * The verification and anti-money-laundering jobs in every API process: every minute, verified
 * players due are screened again against the sanctions and PEP lists (`rescreenPlayers`); every
 * five minutes, reviews the provider has not answered for an hour are asked for
 * (`reconcilePendingReviews`). Flags are raised once per finding and events applied once, so two
 * processes may run them.
 */
export function startAmlJobs(ctx: AppContext): { stop(): void } {
  if (!ctx.config.kyc.screening && !ctx.config.devTools) {
    log.warn('No sanctions or PEP list is screened', {
      advice: 'README, "Verification": set SCREENING=file and SCREENING_LIST_FILE',
    });
  }
  const jobs = [
    startPeriodicJob({ everyMs: SCREENING_JOB_MS, failure: 'aml: the rescreen failed' }, () =>
      rescreenPlayers(ctx),
    ),
    startPeriodicJob(
      { everyMs: RECONCILE_JOB_MS, failure: 'kyc: the reconciliation of pending reviews failed' },
      () => reconcilePendingReviews(ctx),
    ),
  ];
  return { stop: () => jobs.forEach((job) => job.stop()) };
}
