import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import {
  bonusOffers,
  promoCodes,
  promoRedemptions,
  type BonusGrant,
  type BonusOffer,
  type BonusTemplate,
  type User,
} from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/lib/app-error';
import { PROMO_OFFER_LIFETIME_S } from '@/lib/constants/bonus-offers';
import { checkPromo } from './check-promo';
import { creditBonus } from './credit-bonus';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type PromoResult = {
  template: BonusTemplate;
  offer: BonusOffer | null;
  grant: BonusGrant | null;
};

/**
 * A player takes a promo code (`POST /bonus-system/promo`, and registration with `promo`): once
 * per player (409 `promo_used`), under the code's rules (`checkPromo`, 422 `invalid_promo`), and
 * within its `max_uses` (counted atomically: `uses < max_uses` in the update). A no-deposit bonus
 * is credited at once (key `promo:<code>:<user>`); a deposit bonus becomes a waiting offer for
 * `PROMO_OFFER_LIFETIME_S` (the spec's 3-day promo countdown). One transaction: a refused step
 * leaves no redemption behind. A free-spins code's offer is recorded waiting in it, like a
 * deposit code's: its callers grant the spins once it committed (`bonus-spins/`; the aggregator
 * is never called inside), or the minute job does (`grantLeftFreeSpins`).
 */
export async function redeemPromo(
  ctx: Ctx,
  user: Pick<User, 'id' | 'currency' | 'attribution'>,
  code: string,
): Promise<PromoResult> {
  const { promo, template } = await checkPromo(ctx, code, {
    currency: user.currency,
    registeredWith: user.attribution.promo ?? null,
  });
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [redeemed] = await tx
      .insert(promoRedemptions)
      .values({ code: promo.code, userId: user.id, redeemedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!redeemed) throw AppError.of('promo_used', 409);
    const [counted] = await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(
        and(
          eq(promoCodes.code, promo.code),
          or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
        ),
      )
      .returning({ code: promoCodes.code });
    if (!counted) throw AppError.field('promo', 'promo_used_up');

    if (template.kind === 'no_deposit') {
      const credited = await creditBonus(txCtx, {
        userId: user.id,
        currency: user.currency,
        templateId: template.id,
        key: `promo:${promo.code}:${user.id}`,
        source: 'promo',
      });
      if (!credited) throw AppError.field('promo', 'invalid_promo');
      return { template, offer: null, grant: credited.grant };
    }
    const [offer] = await tx
      .insert(bonusOffers)
      .values({
        userId: user.id,
        templateId: template.id,
        source: 'promo',
        sourceRef: promo.code,
        status: 'waiting',
        expiresAt: addSeconds(now, PROMO_OFFER_LIFETIME_S),
        createdAt: now,
      })
      .returning();
    await tx
      .update(promoRedemptions)
      .set({ offerId: offer!.id })
      .where(and(eq(promoRedemptions.code, promo.code), eq(promoRedemptions.userId, user.id)));
    return { template, offer: offer!, grant: null };
  });
}
