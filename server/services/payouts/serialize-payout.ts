import { toMajor } from '@/lib/money/units';
import { maskCardNumber } from '@/lib/payments/payout-details';
import type { Payout } from '@/server/db/schema';

/**
 * The Payout as the player sees it: the card number masked, since the answer may sit in logs
 * and browser caches; a crypto address is public anyway and shown whole.
 */
export function serializePayout(payout: Payout) {
  const { card_number, address, network } = payout.details;
  return {
    id: payout.id,
    hash: payout.methodHash,
    type: payout.type,
    amount: toMajor(payout.amount),
    currency: payout.currency,
    status: payout.status,
    details: card_number
      ? { card_number: maskCardNumber(card_number) }
      : { address: address ?? '', network: network ?? null },
    created_at: payout.createdAt.toISOString(),
  };
}

/** The Payout as an operator sees it: whose it is, where the money goes in full, the decision. */
export function serializePayoutForOperator(payout: Payout) {
  return {
    ...serializePayout(payout),
    user_id: payout.userId,
    details: payout.details,
    decision_note: payout.decisionNote,
    decided_at: payout.decidedAt?.toISOString() ?? null,
    provider_reference: payout.providerReference,
  };
}

export type SerializedPayout = ReturnType<typeof serializePayout>;
