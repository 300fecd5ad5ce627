import { createTestApi, type TestApi } from '@/tests/support/api';
import { BILLING_DATA, depositHash, player } from '@/tests/support/payments';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Method = { hash: string; type: string; name: string; name_en: string } & Record<
  string,
  unknown
>;
const names = (methods: Method[]) => methods.map((method) => method.name_en);

describe('GET /api/v2/billing/data', () => {
  it('answers 401 to a guest', async () => {
    const response = await api.get(BILLING_DATA);
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('unauthorized');
  });

  it('offers a RUB player in Russia cards and SBP, crypto apart, and card payouts', async () => {
    const { token } = await player(api, 'RUB');
    const response = await api.get(BILLING_DATA, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = response.json;
    expect(names(data.payments.methods)).toEqual(['Bank card', 'Faster Payments (SBP)']);
    expect(data.payments.bonus).toEqual({ name: null, min_deposit: null });
    expect(names(data['crypto-payments'])).toEqual(['USDT (TRC20)', 'Bitcoin']);
    expect(names(data.payouts.methods)).toEqual(['Bank card']);
    expect(names(data['crypto-payouts'])).toEqual(['USDT (TRC20)', 'Bitcoin']);

    const [card, sbp] = data.payments.methods;
    // No limits of its own: null, meaning the spec's defaults (100, 300000, 100).
    expect(card).toEqual({
      hash: depositHash('card', 'RUB'),
      type: 'card',
      name: 'Банковская карта',
      name_en: 'Bank card',
      currency: 'RUB',
      min_amount: null,
      max_amount: null,
      default_amount: null,
      exchange_currency: null,
      network: null,
    });
    expect(sbp).toMatchObject({ type: 'sbp', min_amount: 500, max_amount: 100000 });
    expect(sbp.default_amount).toBe(1000);
    expect(data['crypto-payments'][0]).toMatchObject({
      type: 'crypto',
      exchange_currency: 'USDT',
      network: 'TRC20',
      min_amount: 1000,
    });
    // Payout hashes are not deposit hashes: a hash names one direction.
    expect(data.payouts.methods[0].hash).not.toBe(card.hash);
    expect(data['crypto-payouts'][0].min_amount).toBeNull();
  });

  it('names methods in the request language: ru, en, kk and kz; anything else is ru', async () => {
    const { token } = await player(api, 'KZT');
    const nameIn = async (language: string | null) => {
      const headers: Record<string, string> = language ? { 'accept-language': language } : {};
      const response = await api.get(BILLING_DATA, { token, headers });
      return response.json.payments.methods[0].name as string;
    };
    expect(await nameIn(null)).toBe('Банковская карта');
    expect(await nameIn('en')).toBe('Bank card');
    expect(await nameIn('en-US,en;q=0.9')).toBe('Bank card');
    expect(await nameIn('kk-KZ')).toBe('Банк картасы');
    expect(await nameIn('kz')).toBe('Банк картасы');
    expect(await nameIn('de-DE,en;q=0.5')).toBe('Bank card');
    expect(await nameIn('de')).toBe('Банковская карта');
  });

  it('follows the currency and the Region header', async () => {
    const kzt = await player(api, 'KZT');
    const fromKz = await api.get(BILLING_DATA, { token: kzt.token });
    expect(names(fromKz.json.payments.methods)).toEqual(['Bank card', 'Kaspi']);
    expect(fromKz.json.payments.methods.every((m: Method) => m.currency === 'KZT')).toBe(true);
    const kztInRu = await api.get(BILLING_DATA, { token: kzt.token, headers: { region: 'RU' } });
    expect(names(kztInRu.json.payments.methods)).toEqual(['Bank card']);

    const rub = await player(api, 'RUB');
    const rubInKz = await api.get(BILLING_DATA, { token: rub.token, headers: { region: 'KZ' } });
    expect(names(rubInKz.json.payments.methods)).toEqual(['Bank card']);

    const usd = await player(api, 'USD');
    const dollars = await api.get(BILLING_DATA, { token: usd.token });
    expect(names(dollars.json.payments.methods)).toEqual(['Bank card']);
    expect(dollars.json['crypto-payments'][0]).toMatchObject({ currency: 'USD', min_amount: 10 });
    // The same method in another currency is another hash.
    expect(dollars.json.payments.methods[0].hash).not.toBe(fromKz.json.payments.methods[0].hash);
  });

  it('offers nothing while no payment provider is on', async () => {
    const off = await createTestApi({ env: { SANDBOX_PSP_ENABLED: '0' } });
    try {
      const { token } = await player(off, 'RUB');
      const response = await off.get(BILLING_DATA, { token });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        payments: { methods: [], bonus: { name: null, min_deposit: null } },
        'crypto-payments': [],
        payouts: { methods: [] },
        'crypto-payouts': [],
      });
    } finally {
      await off.close();
    }
  });
});
