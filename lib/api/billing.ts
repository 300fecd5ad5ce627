import {
  billingDataSchema,
  depositConfigSchema,
  historyPageSchema,
  paymentStatusSchema,
  payoutSchema,
  walletsSchema,
  type HistoryType,
  type PayoutInput,
} from '@/lib/schemas/billing';
import type { ApiClient } from './client';

/** Spec §7 "billing": the player's payment methods, deposits, payouts, history and wallets. */

/** `GET /api/v2/billing/data`: deposit and payout methods for the player's currency and region. */
export async function billingData(api: ApiClient) {
  return billingDataSchema.parse(await api.get<unknown>('api/v2/billing/data'));
}

/** Opens a deposit with a method and an amount (major units); answers the deposit config. */
export async function openDeposit(api: ApiClient, input: { hash: string; amount: number }) {
  return depositConfigSchema.parse(await api.post<unknown>('api/v2/billing/deposit', input));
}

/** `GET /billing/payment/status/{invoiceId}`: 3 means paid (spec §4). */
export async function paymentStatus(api: ApiClient, invoiceId: string) {
  const answer = await api.get<unknown>(`billing/payment/status/${encodeURIComponent(invoiceId)}`);
  return paymentStatusSchema.parse(answer);
}

/** Asks for a payout; the amount is held at once and waits for an operator. */
export async function requestPayout(api: ApiClient, input: PayoutInput) {
  return payoutSchema.parse(await api.post<unknown>('api/v2/billing/payout', input));
}

/** Withdraws a pending payout request; the held money returns to the balance. */
export async function cancelPayout(api: ApiClient, payoutId: string) {
  const answer = await api.post<unknown>(
    `api/v2/billing/payout/${encodeURIComponent(payoutId)}/cancel`,
  );
  return payoutSchema.parse(answer);
}

export async function billingHistory(
  api: ApiClient,
  query: { type: HistoryType; page: number; perPage: number },
) {
  const answer = await api.get<unknown>('api/v2/billing/history', {
    searchParams: { type: query.type, page: query.page, per_page: query.perPage },
  });
  return historyPageSchema.parse(answer);
}

/** Every currency the player holds money in, the profile currency first. */
export async function wallets(api: ApiClient) {
  return walletsSchema.parse(await api.get<unknown>('api/v2/billing/wallets')).wallets;
}
