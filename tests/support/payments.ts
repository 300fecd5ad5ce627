import type { Currency } from '@/lib/constants/currencies';
import { SANDBOX_PSP_DEV_SECRET } from '@/server/config';
import { methodsFor, type Region } from '@/server/services/payments/methods';
import { signWebhook } from '@/server/services/payments/providers/sign';
import type { TestApi } from './api';

export const BILLING_DATA = '/api/api/v2/billing/data';
export const DEPOSIT = '/api/api/v2/billing/deposit';
export const WEBHOOK = '/api/payments/sandbox/webhook';
export const statusPath = (id: string) => `/api/billing/payment/status/${id}`;
export const checkoutPath = (id: string) => `/api/payments/sandbox/invoices/${id}`;

/** A fresh player with a token and id. */
export async function player(api: TestApi, currency: Currency = 'RUB') {
  const { token } = await api.registerByEmail({ currency });
  const profile = await api.get('/api/profile/user', { token });
  return { token, id: profile.json.user.id as number };
}

/** The hash of a sandbox method, by catalogue code (deposits unless told). */
export function depositHash(
  code: string,
  currency: Currency = 'RUB',
  region: Region = currency === 'KZT' ? 'KZ' : 'RU',
  direction: 'deposit' | 'payout' = 'deposit',
) {
  const method = methodsFor(direction, currency, region, new Set(['sandbox'])).find(
    (m) => m.code === code,
  );
  if (!method) throw new Error(`no ${direction} method ${code} for ${currency}/${region}`);
  return method.hash;
}

/** Opens a deposit and answers its config; fails the test on anything but 201. */
export async function openDeposit(
  api: TestApi,
  token: string,
  amount = 1000,
  code = 'card',
  options: { bonus?: boolean } = {},
) {
  const response = await api.post(
    DEPOSIT,
    { hash: depositHash(code), amount, ...options },
    { token },
  );
  if (response.status !== 201) throw new Error(`deposit failed: ${response.text}`);
  return response.json as { id: string; amount: number; commission: number; checkout_url: string };
}

/** The token in the fragment of a sandbox deposit's `checkout_url`. */
export function checkoutToken(deposit: { checkout_url: string }) {
  const token = new URLSearchParams(new URL(deposit.checkout_url).hash.slice(1)).get('token');
  if (!token) throw new Error(`no token in ${deposit.checkout_url}`);
  return token;
}

/** Posts a raw webhook body, signed with `secret` unless a signature is given (null: none). */
export function sendWebhook(
  api: TestApi,
  body: unknown,
  options: { secret?: string; signature?: string | null } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signWebhook(raw, options.secret ?? SANDBOX_PSP_DEV_SECRET)
      : options.signature;
  return api.post(WEBHOOK, raw, {
    headers: signature === null ? {} : { 'x-signature': signature },
  });
}

/** The player's real balance as the profile answers it, major units. */
export async function profileBalance(api: TestApi, token: string) {
  const response = await api.get('/api/profile/user', { token });
  return response.json.user.balance as number;
}
