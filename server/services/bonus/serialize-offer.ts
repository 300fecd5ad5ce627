import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';
import type { BonusOffer as BonusOfferAnswer } from '@/lib/schemas/bonus';
import type { BonusOffer, BonusTemplate } from '@/server/db/schema';
import { bonusTerms, localized } from './terms';

/** Where an offer comes from and how long it waits. */
export type OfferShape = {
  source: BonusOfferAnswer['source'];
  promo: string | null;
  expiresAt: Date | null;
  waiting: boolean;
};

/** The shape of a player's offer row. */
export const shapeOf = (offer: BonusOffer): OfferShape => ({
  source: offer.source,
  promo: offer.source === 'promo' ? offer.sourceRef : null,
  expiresAt: offer.expiresAt,
  waiting: offer.status === 'waiting',
});

/**
 * An offer as the pages show it, with its significant terms, or null when its template is not
 * offered in `currency`. `expires_in` counts whole seconds from `now` (the server's clock).
 */
export function serializeOffer(
  template: BonusTemplate,
  currency: Currency,
  locale: Locale,
  now: Date,
  shape: OfferShape,
): BonusOfferAnswer | null {
  const terms = bonusTerms(template, currency, locale);
  if (!terms) return null;
  const { expiresAt } = shape;
  return {
    id: template.code,
    source: shape.source,
    name: localized(template.name, locale),
    terms,
    promo: shape.promo,
    expires_at: expiresAt?.toISOString() ?? null,
    expires_in: expiresAt ? secondsLeft(expiresAt, now) : null,
    waiting: shape.waiting,
  };
}

/** Whole seconds from `now` to `at`, never below zero. */
export function secondsLeft(at: Date, now: Date) {
  return Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));
}
