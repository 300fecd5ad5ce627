import { createHash } from 'node:crypto';
import type { Currency } from '@/lib/constants/currencies';
import { toMajor } from '@/lib/money/units';
import type { PayoutDetails } from '@/server/db/schema';

/**
 * The building blocks of a flag's evidence, as staff read it: money in major units beside its
 * currency (as the operator API answers money), a payout's destination as it is shown (a card
 * by its last four digits), and a short digest for a value that only names a dedup key.
 */

export function money(amount: number, currency: Currency) {
  return { amount: toMajor(amount), currency };
}

/** A payout's destination as staff may see it: a card's last four digits, or the wallet. */
export function shownDestination(details: PayoutDetails) {
  // `card_number` in the clear: a row written before the numbers were sealed.
  const last4 = details.card_last4 ?? details.card_number?.slice(-4);
  return last4
    ? { card_last4: last4 }
    : { address: details.address ?? '', network: details.network ?? null };
}

/** A value of any length as a fixed-length part of a dedup key (32 hex digits of SHA-256). */
export function digest(value: string) {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}
