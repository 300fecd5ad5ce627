import { VIP_JOB_MS } from '@/lib/constants/vip';
import type { AppContext } from '@/server/app-context';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { scoreVip } from './score-vip';
import { payWeeklyCashback } from './weekly-cashback';

/**
 * The VIP club's jobs in every API process, at start and then every 10 s: score the settled
 * bets (levels, level-up bonuses, rakeback), then pay a week's cashback once it has ended. The
 * advisory lock lets one process score at a time; a run still going is not doubled.
 */
export function startVipJobs(ctx: AppContext): { stop(): void } {
  return startPeriodicJob(
    { everyMs: VIP_JOB_MS, failure: 'vip: scoring or cashback failed', immediately: true },
    () => scoreVip(ctx).then(() => payWeeklyCashback(ctx)),
  );
}
