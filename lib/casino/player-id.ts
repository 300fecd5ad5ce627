import { CURRENCIES, type Currency } from '@/lib/constants/currencies';

/**
 * The player id aggregators know (Hub88 `user`, GIS `player_id`): `<user id>-<CURRENCY>`, e.g.
 * `100042-RUB`. An aggregator freezes a player's currency at its first call (research B5), so a
 * player of several currencies is one aggregator player per currency; the id also tells a call
 * without a currency (Hub88 `/user/info`, `/user/balance`) which wallet it means. It names no
 * personal data, as Hub88 asks, and is at least 4 characters.
 */
export function externalPlayerId(userId: number, currency: Currency): string {
  return `${userId}-${currency}`;
}

/** The user id and currency of an external id, or null for anything we did not hand out. */
export function parseExternalPlayerId(id: string): { userId: number; currency: Currency } | null {
  const match = /^([1-9]\d{0,14})-([A-Z]{3})$/.exec(id);
  if (!match) return null;
  const currency = match[2] as Currency;
  if (!CURRENCIES.includes(currency)) return null;
  const userId = Number(match[1]);
  return Number.isSafeInteger(userId) ? { userId, currency } : null;
}
