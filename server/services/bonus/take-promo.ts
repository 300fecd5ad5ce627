import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { withGameName } from './game-names';
import { redeemPromo } from './redeem-promo';
import { serializeGrant } from './serialize-grant';
import { serializeOffer, shapeOf } from './serialize-offer';
import { grantBalance } from './end-grant';

/** `POST /bonus-system/promo`: redeems the code and answers the offer or grant it made. */
export async function takePromo(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  user: User,
  code: string,
  locale: Locale,
) {
  const redeemed = await redeemPromo(ctx, user, code);
  const { offer, grant } = redeemed;
  const template = await withGameName(ctx.db, redeemed.template);
  const now = ctx.clock.now();
  return {
    offer: offer && serializeOffer(template, user.currency, locale, now, shapeOf(offer)),
    grant: grant && serializeGrant(grant, template, await grantBalance(ctx.db, grant), locale),
  };
}
