import { and, asc, count, eq, gte, isNotNull } from 'drizzle-orm';
import { AML } from '@/lib/constants/kyc';
import type { AppContext } from '@/server/app-context';
import { sessions, type RiskFlag } from '@/server/db/schema';
import { guarded } from './guarded';
import { raiseFlag } from './raise-flag';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * many_countries: the player signed in from `AML.manyCountries` or more countries within
 * `AML.countriesWindowMs` (`sessions.country` of the sessions opened in it; unknown countries
 * left out). Evidence: each country with its sign-ins. Raised once per player and set of
 * countries (`many_countries:<user>:<countries sorted, joined>`), so a new country raises it
 * again and the same ones never do. Called after a sign-in's session is written; a failure is
 * logged, never the sign-in's. Answers the flag raised now.
 */
export async function flagSignIn(ctx: Ctx, userId: number): Promise<RiskFlag | null> {
  return guarded('aml: the sign-in countries rule failed', { user_id: userId }, async () => {
    const from = new Date(ctx.clock.now().getTime() - AML.countriesWindowMs);
    const rows = await ctx.db
      .select({ country: sessions.country, signIns: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNotNull(sessions.country),
          gte(sessions.createdAt, from),
        ),
      )
      .groupBy(sessions.country)
      .orderBy(asc(sessions.country));
    if (rows.length < AML.manyCountries) return null;
    const countries = rows.map((row) => row.country!);
    return raiseFlag(ctx, {
      userId,
      kind: 'many_countries',
      dedupKey: `many_countries:${userId}:${countries.join(',')}`,
      evidence: {
        countries: Object.fromEntries(rows.map((row) => [row.country!, Number(row.signIns)])),
        window_days: AML.countriesWindowMs / DAY_MS,
      },
    });
  });
}
