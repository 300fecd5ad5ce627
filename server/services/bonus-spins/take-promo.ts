import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import { eq } from 'drizzle-orm';
import { bonusOffers, type User } from '@/server/db/schema';
import { grantBalance } from '@/server/services/bonus/end-grant';
import { withGameName } from '@/server/services/bonus/game-names';
import { redeemPromo } from '@/server/services/bonus/redeem-promo';
import { serializeGrant } from '@/server/services/bonus/serialize-grant';
import { serializeOffer, shapeOf } from '@/server/services/bonus/serialize-offer';
import { tryGrantWaitingFreeSpins } from './grant-template-free-spins';

/**
 * `POST /bonus-system/promo`: redeems the code and answers the offer or grant it made. A
 * free-spins code's offer is granted right after the redemption committed and answered as it
 * then is (`waiting` false once granted; still waiting for the minute job if that failed).
 */
export async function takePromo(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  user: User,
  code: string,
  locale: Locale,
) {
  const redeemed = await redeemPromo(ctx, user, code);
  const { grant } = redeemed;
  let { offer } = redeemed;
  if (offer && redeemed.template.kind === 'free_spins') {
    await tryGrantWaitingFreeSpins(ctx, offer.id);
    const [current] = await ctx.db.select().from(bonusOffers).where(eq(bonusOffers.id, offer.id));
    offer = current ?? offer;
  }
  const template = await withGameName(ctx.db, redeemed.template);
  const now = ctx.clock.now();
  return {
    offer: offer && serializeOffer(template, user.currency, locale, now, shapeOf(offer)),
    grant: grant && serializeGrant(grant, template, await grantBalance(ctx.db, grant), locale),
  };
}
