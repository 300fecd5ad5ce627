import type { Currency } from '@/lib/constants/currencies';
import { betLimitsMinor } from '@/lib/constants/games';
import { CASES, findCase, type GameCase } from './catalogue';
import type { CaseItem } from './ranges';

/** A case priced in one currency: price and item values in its minor units. */
export type PricedCase = {
  slug: string;
  nameKey: string;
  currency: Currency;
  price: number;
  items: CaseItem[];
};

/**
 * How RUB amounts scale into a currency: as the spec §9 bet limits do, by the ratio of the
 * currency's smallest coinflip bet to RUB's (RUB and INR ×1, KZT ×5, USD and EUR ×0.01). The
 * catalogue's prices and values are whole roubles, so every scaled amount is a whole number of
 * minor units and each case keeps exactly its return to player in every currency.
 */
export function caseScale(currency: Currency) {
  return {
    numerator: betLimitsMinor('coinflip', currency).min,
    denominator: betLimitsMinor('coinflip', 'RUB').min,
  };
}

function scaled(rubMinor: number, currency: Currency) {
  const { numerator, denominator } = caseScale(currency);
  return Math.floor((rubMinor * numerator) / denominator);
}

export function priceCase(gameCase: GameCase, currency: Currency): PricedCase {
  return {
    slug: gameCase.slug,
    nameKey: gameCase.nameKey,
    currency,
    price: scaled(gameCase.price, currency),
    items: gameCase.items.map((item) => ({ ...item, value: scaled(item.value, currency) })),
  };
}

export function listPricedCases(currency: Currency): PricedCase[] {
  return CASES.map((gameCase) => priceCase(gameCase, currency));
}

export function findPricedCase(slug: string, currency: Currency): PricedCase | undefined {
  const gameCase = findCase(slug);
  return gameCase && priceCase(gameCase, currency);
}
