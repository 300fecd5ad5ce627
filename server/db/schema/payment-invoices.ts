import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
 * `refunded`: the provider gave a credited payment back to the payer (NOWPayments' `refunded`),
 * so the credit was taken back; a refund before any credit is `failed`.
 */
export type InvoiceStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

/** What the player needs to pay an invoice: a card and phone to transfer to, an address, a page. */
export type InvoiceDetails = {
  card?: { card_number: string; phone_number: string | null } | null;
  address?: string | null;
  network?: string | null;
  checkout_url?: string | null;
  /** A crypto processor's exact sum to send (decimal text, e.g. `0.00123456`) and its coin. */
  pay_amount?: string | null;
  pay_currency?: string | null;
};

/**
 * A deposit: the player asked to pay `amount` through a payment method; the provider confirms
 * it by a webhook. Money reaches the wallet only through the ledger transfer the confirmation
 * posts (key `deposit:<id>`), so a replayed confirmation cannot credit twice. `paid_amount` is
 * what the provider reports as paid; it differs from `amount` when the player paid another sum
 * (`sum_was_changed`). Amounts are integer minor units.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    methodHash: text('method_hash').notNull(),
    /** card, sbp, wallet, crypto: how the deposit config is shown. */
    type: text('type').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The provider's fee, what the operator does not receive; the player is credited in full. */
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    sumWasChanged: boolean('sum_was_changed').notNull().default(false),
    /**
     * The player asked for the deposit bonus on offer (the pay-in form's box, ticked when one is
     * offered): a deposit without it never triggers a bonus, so a player can always decline.
     */
    takeBonus: boolean('take_bonus').notNull().default(false),
    status: text('status').$type<InvoiceStatus>().notNull().default('pending'),
    details: jsonb('details')
      .$type<InvoiceDetails>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The provider's own id of the payment, once it tells us. */
    providerReference: text('provider_reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    // The back office's deposits list, newest first by (created_at, id) from its cursor: the
    // whole table, or one player, status, method or currency (each a range of its own index).
    index('payment_invoices_created_idx').on(table.createdAt, table.id),
    index('payment_invoices_user_idx').on(table.userId, table.createdAt, table.id),
    index('payment_invoices_status_idx').on(table.status, table.createdAt, table.id),
    index('payment_invoices_method_idx').on(table.methodHash, table.createdAt, table.id),
    index('payment_invoices_currency_idx').on(table.currency, table.createdAt, table.id),
    index('payment_invoices_pending_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    check('payment_invoices_amount_ck', sql`${table.amount} > 0`),
    check(
      'payment_invoices_status_ck',
      sql`${table.status} in ('pending', 'paid', 'failed', 'expired', 'refunded')`,
    ),
  ],
);

export type PaymentInvoice = typeof paymentInvoices.$inferSelect;
