import { toMajor } from '@/lib/money/units';
import type { Payout } from '@/server/db/schema';
import { shownDetails } from './payout-destination';

/**
 * The Payout as the player sees it: a card by its last four digits (the number is kept sealed
 * and opened only for the provider's call); a crypto address is public anyway and shown whole.
 */
export function serializePayout(payout: Payout) {
  return {
    id: payout.id,
    hash: payout.methodHash,
    type: payout.type,
    amount: toMajor(payout.amount),
    currency: payout.currency,
    status: payout.status,
    details: shownDetails(payout.details),
    created_at: payout.createdAt.toISOString(),
  };
}

/** The Payout as an operator sees it: whose it is, where the money goes (masked), the decision. */
export function serializePayoutForOperator(payout: Payout) {
  return {
    ...serializePayout(payout),
    user_id: payout.userId,
    decision_note: payout.decisionNote,
    decided_at: payout.decidedAt?.toISOString() ?? null,
    provider_reference: payout.providerReference,
    provider_status: payout.providerStatus,
    failure_reason: payout.failureReason,
    settled_at: payout.settledAt?.toISOString() ?? null,
  };
}

export type SerializedPayout = ReturnType<typeof serializePayout>;
