import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import { waitingOffersOf } from './list-offers';
import { secondsLeft } from './serialize-offer';
import { localized } from './terms';

/**
 * The spec's bonus-wait (`{name, expires_in}`, §3): the player's waiting offer that ends first,
 * or null. Guests get null: their countdown is the promo cookie's.
 */
export async function bonusWait(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  locale: Locale,
) {
  const now = ctx.clock.now();
  const waiting = await waitingOffersOf(ctx.db, userId, now);
  const first = waiting.sort((a, b) => +a.offer.expiresAt - +b.offer.expiresAt)[0];
  if (!first) return null;
  return {
    name: localized(first.template.name, locale),
    expires_in: secondsLeft(first.offer.expiresAt, now),
  };
}
