import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { rescreenPlayers } from './screening/rescreen-players';

/** How often the rescreen looks for players due; each run takes a bounded batch. */
const SCREENING_JOB_MS = 60_000;

/**
 * The anti-money-laundering job in every API process, every minute: verified players due are
 * screened again against the sanctions and PEP lists (`rescreenPlayers`). Flags are raised once
 * per finding, so two processes may run it.
 */
export function startAmlJobs(ctx: AppContext): { stop(): void } {
  if (!ctx.config.kyc.screening && !ctx.config.devTools) {
    log.warn('No sanctions or PEP list is screened', {
      advice: 'README, "Verification": set SCREENING=file and SCREENING_LIST_FILE',
    });
  }
  return startPeriodicJob({ everyMs: SCREENING_JOB_MS, failure: 'aml: the rescreen failed' }, () =>
    rescreenPlayers(ctx),
  );
}
