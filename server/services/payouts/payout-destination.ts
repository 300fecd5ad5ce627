import { maskCardNumber } from '@/lib/payments/payout-details';
import type { Config } from '@/server/config';
import type { Payout, PayoutDetails } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { open, seal } from '@/server/lib/sealed';
import type { PayoutDestination } from '@/server/services/payments/providers/types';

export type { PayoutDestination };

type Keyed = { config: Pick<Config, 'payoutDetailsKey'> };

/** The row's associated data: a sealed card number opens only on its own payout. */
const contextOf = (payoutId: string) => `payout:${payoutId}`;

/**
 * What a payout row keeps of a card (issue 32): its last four digits to show, and the number
 * sealed under the payout-details key. A crypto address is public and kept as it is.
 */
export function storedDetails(
  ctx: Keyed,
  payoutId: string,
  destination: PayoutDestination,
): PayoutDetails {
  if ('address' in destination) {
    return { address: destination.address, network: destination.network ?? undefined };
  }
  const digits = destination.card_number;
  return {
    card_last4: digits.slice(-4),
    card_sealed: seal(ctx.config.payoutDetailsKey, digits, contextOf(payoutId)),
  };
}

/** The details as anyone sees them, players and staff alike: a card by its last four digits. */
export function shownDetails(details: PayoutDetails) {
  // `card_number` in the clear: a row written before the numbers were sealed.
  const last4 = details.card_last4 ?? details.card_number?.slice(-4);
  return last4
    ? { card_number: maskCardNumber(last4) }
    : { address: details.address ?? '', network: details.network ?? null };
}

/**
 * The full destination of a payout, opened for the provider's call. A seal the key does not open
 * (the key, or AUTH_SECRET it was derived from, changed) is a 409 `payout_details_unreadable`
 * for the operator, not a 500: the hold stays, and the payout can be rejected.
 */
export function destinationOf(ctx: Keyed, payout: Payout): PayoutDestination {
  const { details } = payout;
  if (details.card_sealed) {
    try {
      return {
        card_number: open(ctx.config.payoutDetailsKey, details.card_sealed, contextOf(payout.id)),
      };
    } catch (error) {
      log.error('payout: the card number does not open', { payoutId: payout.id, error });
      throw AppError.of('payout_details_unreadable', 409);
    }
  }
  if (details.card_number) return { card_number: details.card_number };
  return { address: details.address ?? '', network: details.network ?? null };
}
