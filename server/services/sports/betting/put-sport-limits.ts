import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { operatorSportLimitsRequestSchema } from '@/lib/schemas/sports';
import type { AppContext } from '@/server/app-context';
import { sportLimits } from '@/server/db/schema';
import { listSportLimits } from './list-sport-limits';

type Request = z.output<typeof operatorSportLimitsRequestSchema>;

/**
 * Writes limits rows, each replacing the row of its currency and sport (`*` for every sport
 * without its own). Tickets placed from now on use them; placed ones keep what they were.
 */
export async function putSportLimits(ctx: Pick<AppContext, 'db' | 'clock'>, request: Request) {
  const now = ctx.clock.now();
  await ctx.db
    .insert(sportLimits)
    .values(
      request.limits.map((row) => ({
        currency: row.currency,
        sportId: row.sport_id,
        minStakeMinor: row.min_stake,
        maxStakeMinor: row.max_stake,
        maxPayoutMinor: row.max_payout,
        liveDelayMs: row.live_delay_ms,
        cashoutMarginE4: row.cashout_margin_e4,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [sportLimits.currency, sportLimits.sportId],
      set: {
        minStakeMinor: sql`excluded.min_stake_minor`,
        maxStakeMinor: sql`excluded.max_stake_minor`,
        maxPayoutMinor: sql`excluded.max_payout_minor`,
        liveDelayMs: sql`excluded.live_delay_ms`,
        cashoutMarginE4: sql`excluded.cashout_margin_e4`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return listSportLimits(ctx);
}
