import { randomBytes } from 'node:crypto';
import type { Currency } from '@/lib/constants/currencies';
import { depositHash } from './payments';
import type { TestApi } from './api';

/** The operator token the wallet suites configure (`createTestApi({ env: { OPERATOR_TOKEN } })`). */
export const OPERATOR_TOKEN = 'operator-token-wallet-suites-0123456789';
export const operator = { token: OPERATOR_TOKEN };

/** Card and crypto details that pass the payout checks. */
export const GOOD_CARD = '4111 1111 1111 1111';
export const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

export const uniqueKey = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/** A registered player with a token and id, funded through the operator adjustment endpoint. */
export async function fundedPlayer(
  api: TestApi,
  options: { currency?: Currency; amount?: number; locale?: string } = {},
) {
  const currency = options.currency ?? 'RUB';
  const { token } = await api.registerByEmail({
    currency,
    ...(options.locale && { locale: options.locale }),
  });
  const id = (await api.get('/api/profile/user', { token })).json.user.id as number;
  if (options.amount) await adjust(api, id, options.amount, { currency });
  return { token, id, currency };
}

/** Credits (or debits) a player through `POST /operator/wallet/adjustments`; fails loudly. */
export async function adjust(
  api: TestApi,
  userId: number,
  amount: number,
  options: { currency?: Currency; direction?: 'credit' | 'debit'; kind?: 'real' | 'bonus' } = {},
) {
  const response = await api.post(
    '/api/operator/wallet/adjustments',
    {
      key: uniqueKey('fund'),
      user_id: userId,
      currency: options.currency ?? 'RUB',
      amount,
      direction: options.direction ?? 'credit',
      kind: options.kind ?? 'real',
      reason: 'test funding',
    },
    operator,
  );
  if (response.status !== 201) throw new Error(`adjustment failed: ${response.text}`);
  return response.json as { transfer_id: number; balance: number };
}

/** The hash of a payout method offered in this currency (`card`, `usdt-trc20`, `btc`). */
export function payoutHash(currency: Currency, code = 'card', region: 'RU' | 'KZ' = 'RU') {
  return depositHash(code, currency, region, 'payout');
}
