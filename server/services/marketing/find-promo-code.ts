import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { promoCodes } from '@/server/db/schema';

/** The active, unexpired promo code (case-insensitive), or null (spec §5 promo lookup). */
export async function findPromoCode(ctx: Pick<AppContext, 'clock'> & { db: Db }, code: string) {
  const [promo] = await ctx.db
    .select({
      code: promoCodes.code,
      type: promoCodes.type,
      value: promoCodes.value,
      name: promoCodes.name,
    })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.code, code.trim().toUpperCase()),
        eq(promoCodes.active, true),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, ctx.clock.now())),
      ),
    )
    .limit(1);
  return promo ?? null;
}
