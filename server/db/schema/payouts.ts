import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import { users } from './users';

/**
 * `approved`: the operator approved it and the provider took it; a provider that reports the
 * transfer's end (NOWPayments' payout IPN) then makes it `paid`, or `failed` with the money back
 * on the player's balance. A provider that reports nothing (the sandbox) leaves it `approved`.
 */
export type PayoutStatus = 'pending' | 'approved' | 'paid' | 'failed' | 'rejected' | 'cancelled';

/**
 * Where the money goes: a card (its last four digits, and the number sealed under the
 * payout-details key: `services/payouts/payout-destination.ts`), or a crypto address and its
 * network. `card_number` in the clear is only in rows written before the numbers were sealed.
 */
export type PayoutDetails = {
  card_last4?: string;
  card_sealed?: string;
  card_number?: string;
  address?: string;
  network?: string;
};

/**
 * A withdrawal. The amount is held on the player's real account at once (a pending ledger
 * transfer, key `payout:<id>`); an operator approves it (the hold is posted: the money leaves)
 * or rejects it (the hold is voided: the money is back), and the player may cancel it while it
 * is pending. Amounts are integer minor units.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    methodHash: text('method_hash').notNull(),
    type: text('type').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    details: jsonb('details').$type<PayoutDetails>().notNull(),
    /**
     * A keyed hash of the destination (the card's digits or the address): the same card or wallet
     * across payouts and accounts, for the risk flags, without the number.
     */
    destinationHash: text('destination_hash'),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    /** Why an operator rejected it, or who approved it; shown to operators only. */
    decisionNote: text('decision_note'),
    providerReference: text('provider_reference'),
    /** The provider's last word on the transfer, as it spells it (NOWPayments: `SENDING`, …). */
    providerStatus: text('provider_status'),
    /** Why the provider refused or failed it (its error text), for staff. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the provider reported it paid or failed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    // Newest first by (created_at, id), the office's cursor: every payout, one player's, a status's.
    index('payouts_created_idx').on(table.createdAt, table.id),
    index('payouts_user_idx').on(table.userId, table.createdAt, table.id),
    index('payouts_status_idx').on(table.status, table.createdAt, table.id),
    index('payouts_destination_idx').on(table.destinationHash),
    // A provider's payout callback names its own id of the transfer (NOWPayments' withdrawal id).
    index('payouts_provider_reference_idx').on(table.provider, table.providerReference),
    check('payouts_amount_ck', sql`${table.amount} > 0`),
    check(
      'payouts_status_ck',
      sql`${table.status} in ('pending', 'approved', 'paid', 'failed', 'rejected', 'cancelled')`,
    ),
  ],
);

export type Payout = typeof payouts.$inferSelect;
