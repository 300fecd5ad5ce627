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
  /**
   * A crypto processor's exact sum to send, as decimal text (`0.00123456`), and its coin
   * (`BTC`): the player sends this, not the wallet amount, which it only converts.
   */
  payAmount?: string | null;
  payCurrency?: string | null;
};

/**
 * A provider's report on an invoice, in our terms; `amount` is what was paid, minor units of
 * `currency` (for `paid`; 0 otherwise).
 *
 * - `paid`: the money arrived, in full or not (`amount` says how much); credited once.
 * - `failed`: it will not arrive; the hold is released.
 * - `pending`: news on the way (seen on chain, confirming): kept with the invoice, nothing moves.
 * - `expired`: nobody paid in time; a pending invoice expires.
 * - `refunded`: the provider gave the money back to the payer: a pending invoice fails, a
 *   credited one has its credit taken back.
 */
export type WebhookEvent = {
  invoiceId: string;
  status: 'paid' | 'failed' | 'pending' | 'expired' | 'refunded';
  amount: number;
  currency: string;
  /**
   * The provider's id of the payment the report is about, when it names one: a report on
   * another payment than the invoice's (a repeated deposit to the same address) changes nothing.
   */
  reference?: string;
  /**
   * The body's fields as the provider sent them (the ones its protocol defines), kept with the
   * invoice's history for staff; the event's own fields when absent.
   */
  payload?: Record<string, unknown>;
};

/**
 * A provider's report on a payout it took: `sent` (on its way: news only), `paid` (it arrived)
 * or `failed` (it never will: the money goes back to the player). `payoutId` is ours when the
 * report names it; otherwise the payout is found by the provider's `reference`.
 */
export type PayoutEvent = {
  payoutId: string | null;
  reference: string;
  status: 'sent' | 'paid' | 'failed';
  /** The provider's own status word (`FINISHED`, `REJECTED`…). */
  providerStatus: string;
  /** The provider's error text for a failure. */
  error: string | null;
  /** The body's fields as the provider sent them. */
  payload: Record<string, unknown>;
};

/**
 * The provider refused a payout outright (a bad address, not enough balance): it will never be
 * sent, so the approval returns the money to the player. Any other failure of the call (no
 * answer, a 5xx) may have sent it, so it is not this: the approval is rolled back instead.
 */
export class PayoutRefusedError extends Error {
  override name = 'PayoutRefusedError';
  constructor(readonly reason: string) {
    super(`payout refused: ${reason}`);
  }
}

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
   * call only), with the payout's id as the provider's idempotency key; answers the provider's
   * reference of the transfer. Throws `PayoutRefusedError` when the provider refuses it outright.
   */
  sendPayout(payout: Payout, destination: PayoutDestination): Promise<{ reference: string }>;
  /**
   * The event of a verified payout callback, for a provider that reports a payout's end
   * (`POST /payments/{provider}/payout-webhook`); a body that does not parse is a 422.
   */
  parsePayoutWebhook?(rawBody: string): PayoutEvent;
}
