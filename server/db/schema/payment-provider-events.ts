import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from './payment-invoices';
import { paymentInvoices } from './payment-invoices';

/**
 * `opened`: the provider answered our request for an invoice (its reference); `callback`: the
 * provider's callback (webhook) was accepted; `expired`: nobody paid it in time.
 */
export type PaymentEventKind = 'opened' | 'callback' | 'expired';

/**
 * What happened to a deposit's invoice, one row per event, in order (back office, issue 36):
 * written in the transaction that changes the invoice, so the history and the status never
 * disagree. A callback is kept even when it changes nothing (a replay of a settled invoice),
 * with `changed` false; a refused one (a bad signature, another currency) is not, since it
 * left nothing behind and a stranger must not be able to write here. Append-only: a trigger
 * refuses UPDATE and DELETE.
 */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    /** The order of an invoice's events. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => paymentInvoices.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PaymentEventKind>().notNull(),
    /** The invoice's status after the event. */
    status: text('status').$type<InvoiceStatus>().notNull(),
    /** Whether the event changed the invoice's status. */
    changed: boolean('changed').notNull(),
    /** A callback's signature was checked and valid; null for events that are not callbacks. */
    signatureVerified: boolean('signature_verified'),
    /** The provider's fields as it sent them (a callback's body, an opened invoice's reference). */
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_provider_events_invoice_idx').on(table.invoiceId, table.id),
    check(
      'payment_provider_events_kind_ck',
      sql`${table.kind} in ('opened', 'callback', 'expired')`,
    ),
  ],
);

export type PaymentProviderEvent = typeof paymentProviderEvents.$inferSelect;
