import type { DepositRequest, HistoryType, PayoutRequest } from '@/lib/schemas/billing';
import type { StatementAccount, StatementProduct } from '@/lib/constants/statement';
import { schemaLoader, type ApiClient } from './client';

const billingSchemas = schemaLoader(() => import('@/lib/schemas/billing'));

/** Spec §7 "billing": the player's payment methods, deposits, payouts, history and wallets. */

export const BILLING_PATHS = {
  data: 'api/v2/billing/data',
  deposit: 'api/v2/billing/deposit',
  payout: 'api/v2/billing/payout',
  history: 'api/v2/billing/history',
  statement: 'api/v2/billing/statement',
  wallets: 'api/v2/billing/wallets',
} as const;

/** `GET /api/v2/billing/data`: deposit and payout methods for the player's currency and region. */
export function billingData(api: ApiClient) {
  return api.get(BILLING_PATHS.data, billingSchemas('billingDataAnswerSchema'));
}

/**
 * Opens a deposit with a method and an amount (major units); answers the deposit config.
 * `idempotencyKey` is the submit's (`newIdempotencyKey()`): its retries open no second invoice.
 */
export function openDeposit(api: ApiClient, input: DepositRequest, idempotencyKey: string) {
  return api.post(BILLING_PATHS.deposit, billingSchemas('depositAnswerSchema'), input, {
    idempotencyKey,
  });
}

/** `GET /billing/payment/status/{invoiceId}`: 3 means paid (spec §4). */
export function paymentStatus(api: ApiClient, invoiceId: string) {
  const path = `billing/payment/status/${encodeURIComponent(invoiceId)}`;
  return api.get(path, billingSchemas('paymentStatusAnswerSchema'));
}

/**
 * Asks for a payout; the amount is held at once and waits for an operator. `idempotencyKey` is
 * the submit's: its retries hold nothing twice.
 */
export function requestPayout(api: ApiClient, input: PayoutRequest, idempotencyKey: string) {
  return api.post(BILLING_PATHS.payout, billingSchemas('payoutAnswerSchema'), input, {
    idempotencyKey,
  });
}

/** Withdraws a pending payout request; the held money returns to the balance. */
export function cancelPayout(api: ApiClient, payoutId: string, idempotencyKey: string) {
  const path = `${BILLING_PATHS.payout}/${encodeURIComponent(payoutId)}/cancel`;
  return api.post(path, billingSchemas('payoutAnswerSchema'), undefined, { idempotencyKey });
}

export function billingHistory(
  api: ApiClient,
  query: { type: HistoryType; page: number; perPage: number },
) {
  return api.get(BILLING_PATHS.history, billingSchemas('historyAnswerSchema'), {
    searchParams: { type: query.type, page: query.page, per_page: query.perPage },
  });
}

/** Every currency the player holds money in, the profile currency first. */
export async function wallets(api: ApiClient) {
  return (await api.get(BILLING_PATHS.wallets, billingSchemas('walletsAnswerSchema'))).wallets;
}

/** `GET /api/v2/billing/statement`: one page of an account's movements with the balance after each. */
export function billingStatement(
  api: ApiClient,
  query: {
    account: StatementAccount;
    product: StatementProduct | null;
    page: number;
    perPage: number;
  },
) {
  return api.get(BILLING_PATHS.statement, billingSchemas('statementAnswerSchema'), {
    searchParams: {
      account: query.account,
      ...(query.product ? { product: query.product } : {}),
      page: query.page,
      per_page: query.perPage,
    },
  });
}
