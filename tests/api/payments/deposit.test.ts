import { eq } from 'drizzle-orm';
import { paymentInvoices } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { DEPOSIT, depositHash, player } from '@/tests/support/payments';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

function passesLuhn(number: string) {
  const digits = number.replace(/\s/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('POST /api/v2/billing/deposit', () => {
  it('opens a card deposit and answers the deposit config', async () => {
    const { token, id: userId } = await player(api, 'RUB');
    const hash = depositHash('card');
    const response = await api.post(DEPOSIT, { hash, amount: 1500.5 }, { token });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const config = response.json;
    expect(config).toMatchObject({
      hash,
      type: 'card',
      amount: 1500.5,
      shop_amount: 1500.5,
      commission: 0,
      currency: 'RUB',
      life_time: 1200,
      expires_at: new Date(api.clock.now().getTime() + 1_200_000).toISOString(),
      address: null,
      network: null,
      checkout_url: expect.stringMatching(
        new RegExp(`^http://localhost:3000/payments/sandbox/${config.id}#token=\\d+\\.[\\w-]{43}$`),
      ),
      sum_was_changed: false,
    });
    expect(config.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(config.card.card_number).toMatch(/^2200( \d{4}){3}$/);
    expect(passesLuhn(config.card.card_number)).toBe(true);
    expect(config.card.phone_number).toMatch(/^\+79\d{9}$/);

    const [row] = await api.ctx.db
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.id, config.id));
    expect(row).toMatchObject({
      userId,
      provider: 'sandbox',
      methodHash: hash,
      amount: 150050,
      commission: 0,
      status: 'pending',
      paidAmount: null,
    });
    expect(row!.details.card).toEqual(config.card);
  });

  it('charges the method fee as commission and links the checkout in the player language', async () => {
    const { token } = await player(api, 'RUB');
    const response = await api.post(
      DEPOSIT,
      { hash: depositHash('sbp'), amount: 1000 },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      type: 'sbp',
      amount: 1000,
      commission: 15,
      shop_amount: 985,
    });
    expect(response.json.checkout_url).toMatch(
      new RegExp(`^http://localhost:3000/en/payments/sandbox/${response.json.id}#token=`),
    );
  });

  it('gives crypto deposits an address and network instead of a card', async () => {
    const { token } = await player(api, 'RUB');
    const usdt = await api.post(
      DEPOSIT,
      { hash: depositHash('usdt-trc20'), amount: 2000 },
      { token },
    );
    expect(usdt.status).toBe(201);
    expect(usdt.json).toMatchObject({ type: 'crypto', card: null, network: 'TRC20' });
    expect(usdt.json.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const btc = await api.post(DEPOSIT, { hash: depositHash('btc'), amount: 2000 }, { token });
    expect(btc.json).toMatchObject({ type: 'crypto', card: null, network: 'BTC' });
    expect(btc.json.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  });

  it('opens a Kaspi deposit for a KZT player in Kazakhstan, with a Kazakh phone', async () => {
    const { token } = await player(api, 'KZT');
    const response = await api.post(
      DEPOSIT,
      { hash: depositHash('kaspi', 'KZT'), amount: 5000 },
      { token },
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ type: 'wallet', currency: 'KZT', commission: 50 });
    expect(response.json.card.phone_number).toMatch(/^\+77\d{9}$/);
  });

  it('accepts the default limits exactly', async () => {
    const { token } = await player(api, 'RUB');
    const hash = depositHash('card');
    expect((await api.post(DEPOSIT, { hash, amount: 100 }, { token })).status).toBe(201);
    expect((await api.post(DEPOSIT, { hash, amount: '300000' }, { token })).status).toBe(201);
  });

  it.each([
    ['an unknown hash', { hash: 'f'.repeat(24), amount: 1000 }, 'hash', 'invalid_value'],
    [
      'a KZT method hash',
      { hash: depositHash('card', 'KZT'), amount: 1000 },
      'hash',
      'invalid_value',
    ],
    [
      'a payout hash',
      { hash: depositHash('card', 'RUB', 'RU', 'payout'), amount: 1000 },
      'hash',
      'invalid_value',
    ],
    ['an empty hash', { hash: '', amount: 1000 }, 'hash', 'required'],
    ['a missing amount', { hash: depositHash('card') }, 'amount', 'required'],
    [
      'an amount below the default minimum',
      { hash: depositHash('card'), amount: 99.99 },
      'amount',
      'amount_too_small',
    ],
    [
      'an amount above the default maximum',
      { hash: depositHash('card'), amount: 300000.01 },
      'amount',
      'amount_too_large',
    ],
    [
      'an amount below the method minimum',
      { hash: depositHash('sbp'), amount: 499 },
      'amount',
      'amount_too_small',
    ],
    [
      'an amount above the method maximum',
      { hash: depositHash('sbp'), amount: 100001 },
      'amount',
      'amount_too_large',
    ],
    [
      'a crypto amount below its minimum',
      { hash: depositHash('btc'), amount: 999 },
      'amount',
      'amount_too_small',
    ],
    ['three decimals', { hash: depositHash('card'), amount: 100.001 }, 'amount', 'invalid_amount'],
    ['a negative amount', { hash: depositHash('card'), amount: -500 }, 'amount', 'invalid_amount'],
    ['zero', { hash: depositHash('card'), amount: 0 }, 'amount', 'invalid_amount'],
    [
      'a string of garbage',
      { hash: depositHash('card'), amount: '12abc' },
      'amount',
      'invalid_amount',
    ],
    ['an absurd amount', { hash: depositHash('card'), amount: 5e12 }, 'amount', 'too_big'],
    [
      'a bonus choice that is not true or false',
      { hash: depositHash('card'), amount: 1000, bonus: 1 },
      'bonus',
      'invalid_value',
    ],
    [
      'an unknown field',
      { hash: depositHash('card'), amount: 1000, promo: 'WELCOME' },
      'promo',
      'unknown_field',
    ],
  ])('refuses %s with 422', async (_, body, field, code) => {
    const { token } = await player(api, 'RUB');
    const response = await api.post(DEPOSIT, body, { token });
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    expect(response.json.errors[field][0].split(':')[0]).toBe(code);
  });

  it('refuses SBP when the Region header says Kazakhstan', async () => {
    const { token } = await player(api, 'RUB');
    const response = await api.post(
      DEPOSIT,
      { hash: depositHash('sbp'), amount: 1000 },
      { token, headers: { region: 'KZ' } },
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.hash[0]).toMatch(/^invalid_value:/);
  });

  it('answers 401 to a guest and 400 to broken JSON', async () => {
    expect((await api.post(DEPOSIT, { hash: depositHash('card'), amount: 1000 })).status).toBe(401);
    const { token } = await player(api, 'RUB');
    const broken = await api.post(DEPOSIT, '{"hash":', { token });
    expect(broken.status).toBe(400);
    expect(broken.json.error).toBe('invalid_json');
  });

  it('limits deposits per player to 20 in 10 minutes, refused ones included', async () => {
    const { token } = await player(api, 'RUB');
    const hash = depositHash('card');
    for (let i = 0; i < 19; i += 1) {
      expect((await api.post(DEPOSIT, { hash, amount: 1 }, { token })).status).toBe(422);
    }
    expect((await api.post(DEPOSIT, { hash, amount: 1000 }, { token })).status).toBe(201);
    const blocked = await api.post(DEPOSIT, { hash, amount: 1000 }, { token });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another player is not affected.
    const other = await player(api, 'RUB');
    expect((await api.post(DEPOSIT, { hash, amount: 1000 }, { token: other.token })).status).toBe(
      201,
    );
  });

  it('answers 503 payments_unavailable while no provider is on', async () => {
    const off = await createTestApi({ env: { SANDBOX_PSP_ENABLED: '0' } });
    try {
      const { token } = await player(off, 'RUB');
      const response = await off.post(
        DEPOSIT,
        { hash: depositHash('card'), amount: 1000 },
        { token },
      );
      expect(response.status).toBe(503);
      expect(response.json.error).toBe('payments_unavailable');
    } finally {
      await off.close();
    }
  });
});
