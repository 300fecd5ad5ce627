import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';
import type { Payout } from '@/server/db/schema';
import type { OfferedMethod } from '../methods';

/** What a provider is asked to open: our invoice, amounts in minor units. */
export type OpenInvoiceInput = {
  id: string;
  amount: number;
  currency: Currency;
  method: OfferedMethod;
  expiresAt: Date;
  /** The player's language, for the provider's own checkout page. */
  locale: Locale;
};

/** How the player pays the opened invoice (the deposit config shows it) and the provider's fee. */
export type OpenedInvoice = {
  /** Minor units. */
  commission: number;
  card?: { card_number: string; phone_number: string | null } | null;
  address?: string | null;
  network?: string | null;
  checkoutUrl?: string | null;
  /** The provider's own id of the payment. */
  reference?: string | null;
};

/** A provider's report on an invoice, in our terms; `amount` is what was paid, minor units. */
export type WebhookEvent = {
  invoiceId: string;
  status: 'paid' | 'failed';
  amount: number;
  currency: string;
  /**
   * The body's fields as the provider sent them (the ones its protocol defines), kept with the
   * invoice's history for staff; the event's own fields when absent.
   */
  payload?: Record<string, unknown>;
};

/** Where an approved payout's money goes, in full: only for the call to the provider. */
export type PayoutDestination =
  { card_number: string } | { address: string; network: string | null };

/**
 * One payment provider (PSP). Every provider looks the same to the wallet, so adding a real one
 * is a new implementation of this, not a change to the deposit and payout rules.
 */
export interface PaymentProvider {
  readonly name: string;
  openInvoice(input: OpenInvoiceInput): Promise<OpenedInvoice>;
  /** True only when the webhook carries the provider's valid signature (compared in constant time). */
  verifyWebhook(rawBody: string, headers: Headers): boolean;
  /** The event of a verified webhook; a body that does not parse is a 422. */
  parseWebhook(rawBody: string): WebhookEvent;
  /**
   * Sends an approved payout to its destination (the card number opened from its seal for this
   * call only); answers the provider's reference of the transfer.
   */
  sendPayout(payout: Payout, destination: PayoutDestination): Promise<{ reference: string }>;
}
