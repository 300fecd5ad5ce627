import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { promoCodes, type PromoCode } from '@/server/db/schema';

/**
 * The promo code (case-insensitive) if it can be taken now, or null (spec §5 promo lookup: the
 * middleware clears a code that answers 404): active, started, not expired and not used up.
 */
export async function findPromoCode(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  code: string,
): Promise<PromoCode | null> {
  const now = ctx.clock.now();
  const [promo] = await ctx.db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.code, code.trim().toUpperCase()),
        eq(promoCodes.active, true),
        or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
        or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
      ),
    )
    .limit(1);
  return promo ?? null;
}
