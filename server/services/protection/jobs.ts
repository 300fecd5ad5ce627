import { sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { recheckRegister } from './screen-register';

/** How often ended time-outs and reopened exclusions are written back as `active`. */
const PROTECTION_JOB_MS = 60_000;

/**
 * Writes back as `active` every time-out past its end and every self-exclusion past the
 * cooling-off of its reopening, with a line in the player's history. The guard already reads
 * them as active from that moment (`stateAt`); this keeps the queries that filter on
 * `state = 'active'` (cashback, VIP scoring, waiting free spins) from leaving them out.
 */
export async function endProtectionStates(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const now = ctx.clock.now().toISOString();
  await ctx.db.execute(sql`
    with ended as (
      update users set state = 'active', state_until = null, state_reason = null,
                       state_changed_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
       where state in ('timed_out', 'self_excluded') and state_until <= ${now}::timestamptz
      returning id)
    insert into protection_events (user_id, action, actor, details, at)
    select id, 'protection_ended', 'system', '{}'::jsonb, ${now}::timestamptz from ended`);
}

/**
 * The jobs in every API process, every minute: ended states written back, then the register's
 * recheck of accounts not asked for 12 hours. Both are idempotent, so two processes may run them.
 */
export function startProtectionJobs(ctx: AppContext): { stop(): void } {
  if (!ctx.config.exclusionRegister && !ctx.config.devTools) {
    log.warn('No national self-exclusion register is checked', {
      advice: 'README, "Player protection": set SELF_EXCLUSION_REGISTER to file or gamstop',
    });
  }
  return startPeriodicJob(
    { everyMs: PROTECTION_JOB_MS, failure: 'protection: ending states failed', immediately: true },
    () => endProtectionStates(ctx).then(() => recheckRegister(ctx)),
  );
}
