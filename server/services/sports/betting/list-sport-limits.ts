import { asc } from 'drizzle-orm';
import { CURRENCIES } from '@/lib/constants/currencies';
import { DEFAULT_SPORT_LIMITS, type SportLimitValues } from '@/lib/constants/sports';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { sportLimits } from '@/server/db/schema';
import { ALL_SPORTS } from './limits';

const rowOf = (
  currency: (typeof CURRENCIES)[number],
  sportId: string,
  values: SportLimitValues,
) => ({
  currency,
  sport_id: sportId,
  min_stake: toMajor(values.minStakeMinor),
  max_stake: toMajor(values.maxStakeMinor),
  max_payout: toMajor(values.maxPayoutMinor),
  live_delay_ms: values.liveDelayMs,
  cashout_margin_e4: values.cashoutMarginE4,
});

/** The limits rows an operator set, and the built-in defaults that apply without one. */
export async function listSportLimits(ctx: Pick<AppContext, 'db'>) {
  const rows = await ctx.db
    .select()
    .from(sportLimits)
    .orderBy(asc(sportLimits.currency), asc(sportLimits.sportId));
  return {
    limits: rows.map((row) => rowOf(row.currency, row.sportId, row)),
    defaults: CURRENCIES.map((currency) =>
      rowOf(currency, ALL_SPORTS, DEFAULT_SPORT_LIMITS[currency]),
    ),
  };
}
