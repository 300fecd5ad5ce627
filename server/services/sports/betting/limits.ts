import { and, eq, inArray } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { DEFAULT_SPORT_LIMITS, type SportLimitValues } from '@/lib/constants/sports';
import type { Db } from '@/server/db/client';
import { sportLimits } from '@/server/db/schema';

/** The row for every sport without one of its own. */
export const ALL_SPORTS = '*';

const valuesOf = (row: typeof sportLimits.$inferSelect): SportLimitValues => ({
  minStakeMinor: row.minStakeMinor,
  maxStakeMinor: row.maxStakeMinor,
  maxPayoutMinor: row.maxPayoutMinor,
  liveDelayMs: row.liveDelayMs,
  cashoutMarginE4: row.cashoutMarginE4,
});

/** The strictest of several sports' limits: the highest minimum, the lowest maximums, the longest delay, the widest margin. */
export function strictest(all: readonly SportLimitValues[]): SportLimitValues {
  return all.reduce((a, b) => ({
    minStakeMinor: Math.max(a.minStakeMinor, b.minStakeMinor),
    maxStakeMinor: Math.min(a.maxStakeMinor, b.maxStakeMinor),
    maxPayoutMinor: Math.min(a.maxPayoutMinor, b.maxPayoutMinor),
    liveDelayMs: Math.max(a.liveDelayMs, b.liveDelayMs),
    cashoutMarginE4: Math.max(a.cashoutMarginE4, b.cashoutMarginE4),
  }));
}

/**
 * A ticket's limits in `currency`: each sport's own `sport_limits` row, else the currency's `*`
 * row, else the defaults of lib/constants/sports.ts; a ticket over several sports takes the
 * strictest of each value.
 */
export async function ticketLimits(
  db: Db,
  currency: Currency,
  sportIds: readonly string[],
): Promise<SportLimitValues> {
  const rows = await db
    .select()
    .from(sportLimits)
    .where(
      and(
        eq(sportLimits.currency, currency),
        inArray(sportLimits.sportId, [ALL_SPORTS, ...new Set(sportIds)]),
      ),
    );
  return limitsOf(rows, currency, sportIds);
}

/** `ticketLimits` from the currency's rows read already (those of the sports and `*`, or more). */
export function limitsOf(
  rows: readonly (typeof sportLimits.$inferSelect)[],
  currency: Currency,
  sportIds: readonly string[],
): SportLimitValues {
  const wanted = [...new Set(sportIds)];
  const fallback = rows.find((row) => row.sportId === ALL_SPORTS);
  const base = fallback ? valuesOf(fallback) : DEFAULT_SPORT_LIMITS[currency];
  if (wanted.length === 0) return base;
  return strictest(
    wanted.map((sportId) => {
      const own = rows.find((row) => row.sportId === sportId);
      return own ? valuesOf(own) : base;
    }),
  );
}
