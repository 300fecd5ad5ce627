import type { Currency } from './currencies';

/** Deposit amount defaults when a payment method gives none (spec §5), major units. */
export const DEPOSIT_DEFAULT_MIN = 100;
export const DEPOSIT_DEFAULT_MAX = 300000;
export const DEPOSIT_DEFAULT_AMOUNT = 100;

/** The local storage key of the open deposit config (`lib/atoms/deposit-config.ts`). */
export const DEPOSIT_CONFIG_STORAGE_KEY = 'depositConfig';

/** How long a deposit config (an open invoice) stays payable (spec §9), seconds. */
export const DEPOSIT_LIFE_TIME_S = 1200;
/**
 * The sandbox checkout link carries its token in the fragment (`#token=…`): browsers never send
 * a fragment to a server, so no access log or Referer holds it.
 */
export const SANDBOX_CHECKOUT_TOKEN_PARAM = 'token';
/** How often the client asks for an open invoice's status (spec §9). */
export const PAYMENT_STATUS_POLL_MS = 5000;
/** PayIn opens this long after login or registration when the balance is 0 (spec §4, §9). */
export const PAY_IN_PROMPT_DELAY_MS = 17_000;

/**
 * `GET /billing/payment/status/{invoiceId}` answers one of these; 3 is success (spec §4).
 * The other numbers are ours.
 */
export const PAYMENT_STATUS = { pending: 1, paid: 3, failed: 4, expired: 5, refunded: 6 } as const;

/** The smallest payout per currency (spec §9), major units; EUR as USD. */
export const MIN_PAYOUT: Record<Currency, number> = {
  RUB: 100,
  USD: 1,
  KZT: 500,
  INR: 100,
  EUR: 1,
};

/**
 * The filters of the payments history (`GET /api/v2/billing/history?type=`). Here, not in the
 * schema, so the history page can list them without loading zod with the page.
 */
export const HISTORY_TYPES = ['all', 'deposit', 'payout'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** A deposit invoice's statuses (`payment_invoices.status`). */
export const INVOICE_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type InvoiceStatusName = (typeof INVOICE_STATUSES)[number];

/**
 * The deposit methods of the catalogue by code (`server/services/payments/methods.ts`; a test
 * keeps the two lists equal): the back office filters deposits by them.
 */
export const DEPOSIT_METHOD_CODES = ['card', 'sbp', 'kaspi', 'usdt-trc20', 'btc'] as const;
export type DepositMethodCode = (typeof DEPOSIT_METHOD_CODES)[number];

/** What happened to an invoice (`payment_provider_events.kind`). */
export const PAYMENT_EVENT_KINDS = ['opened', 'callback', 'expired'] as const;
