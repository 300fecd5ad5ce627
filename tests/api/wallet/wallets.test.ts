import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  adjust,
  fundedPlayer,
  GOOD_CARD,
  OPERATOR_TOKEN,
  payoutHash,
} from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const WALLETS = '/api/api/v2/billing/wallets';

describe('GET /api/v2/billing/wallets', () => {
  it('answers the profile currency with zeros for a new player', async () => {
    const player = await fundedPlayer(api, { currency: 'KZT' });
    const response = await api.get(WALLETS, player);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toEqual({
      wallets: [{ currency: 'KZT', balance: 0, bonus_balance: 0, total_balance: 0 }],
    });
  });

  it('lists every currency held, the profile currency first, holds excluded', async () => {
    const player = await fundedPlayer(api, { currency: 'USD' });
    await adjust(api, player.id, 1500.5, { currency: 'RUB' });
    await adjust(api, player.id, 200, { currency: 'RUB', kind: 'bonus' });
    await adjust(api, player.id, 40, { currency: 'USD' });
    await adjust(api, player.id, 10, { currency: 'EUR', kind: 'bonus' });
    const payout = await api.post(
      '/api/api/v2/billing/payout',
      { hash: payoutHash('USD'), amount: 15, details: { card_number: GOOD_CARD } },
      player,
    );
    expect(payout.status).toBe(201);

    const response = await api.get(WALLETS, player);
    expect(response.json.wallets).toEqual([
      { currency: 'USD', balance: 25, bonus_balance: 0, total_balance: 25 },
      { currency: 'RUB', balance: 1500.5, bonus_balance: 200, total_balance: 1700.5 },
      { currency: 'EUR', balance: 0, bonus_balance: 10, total_balance: 10 },
    ]);
  });

  it('leaves out a currency whose money is all gone', async () => {
    const player = await fundedPlayer(api);
    await adjust(api, player.id, 30, { currency: 'USD' });
    await adjust(api, player.id, 30, { currency: 'USD', direction: 'debit' });
    const response = await api.get(WALLETS, player);
    expect(response.json.wallets.map((wallet: { currency: string }) => wallet.currency)).toEqual([
      'RUB',
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await api.get(WALLETS)).status).toBe(401);
  });
});
