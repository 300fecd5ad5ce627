import { VIP_JOB_MS } from '@/lib/constants/vip';
import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { scoreVip } from './score-vip';
import { payWeeklyCashback } from './weekly-cashback';

/**
 * The VIP club's jobs in every API process, at start and then every minute: score the settled
 * bets (levels, level-up bonuses, rakeback), then pay a week's cashback once it has ended. The
 * advisory lock lets one process score at a time; a run still going is not doubled.
 */
export function startVipJobs(ctx: AppContext): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    scoreVip(ctx)
      .then(() => payWeeklyCashback(ctx))
      .catch((error: unknown) => log.error('vip: scoring or cashback failed', { error }))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, VIP_JOB_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
