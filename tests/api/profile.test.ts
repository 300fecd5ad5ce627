import type { AccountRef } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import { createTestApi, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ACCESS_TOKEN_TTL_S: '3600' } });
});
afterAll(() => api.close());

describe('GET /profile/user', () => {
  it('answers every User field of spec §3 with zero balances in the player currency', async () => {
    const { token } = await api.registerByEmail({ currency: 'USD', locale: 'en', name: 'Ann' });
    const response = await api.get('/api/profile/user', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Ann',
        email: expect.any(String),
        phone: null,
        balance: 0,
        bonus: 0,
        bonus_balance: 0,
        total_balance: 0,
        currency: 'USD',
        locale: 'en',
        timezone: null,
        image: { small: null },
        register_method: 'email',
        is_phone_verified: false,
        is_email_verified: false,
        is_password_exists: true,
        is_avatar_hidden: false,
        is_statistics_hidden: false,
        verification: { is_need: false, data: { status: 'init' } },
        premium: { status: false },
      },
      features: [],
      region: null,
      fresh_token: null,
      super_bonus: expect.stringMatching(/^[\w-]{20,}$/),
    });
  });

  it('answers the wallet: real money less holds, bonus money, and their total', async () => {
    const { token } = await api.registerByEmail({ currency: 'KZT' });
    const { json: before } = await api.get('/api/profile/user', { token });
    const userId = before.user.id as number;
    const account = (kind: 'real' | 'bonus') =>
      ({ owner: 'user', userId, currency: 'KZT', kind }) as const;
    const move = (key: string, credit: AccountRef, amount: number, pending = false) =>
      transfer(api.ctx, {
        key: `${key}-${userId}`,
        kind: 'test',
        debit: credit.owner === 'user' ? { owner: 'house', currency: 'KZT' } : account('real'),
        credit,
        amount,
        currency: 'KZT',
        pending,
      });
    await move('deposit', account('real'), 150_050);
    await move('bonus', account('bonus'), 20_000);
    await move('hold', { owner: 'psp', provider: 'sandbox', currency: 'KZT' }, 50_000, true);
    // Another currency's money is not this wallet's.
    await transfer(api.ctx, {
      key: `usd-${userId}`,
      kind: 'test',
      debit: { owner: 'house', currency: 'USD' },
      credit: { owner: 'user', userId, currency: 'USD', kind: 'real' },
      amount: 999,
      currency: 'USD',
    });

    const { json } = await api.get('/api/profile/user', { token });
    expect(json.user).toMatchObject({
      balance: 1000.5,
      bonus_balance: 200,
      total_balance: 1200.5,
      bonus: 0,
      currency: 'KZT',
    });
  });

  it('hands out fresh_token in the last quarter of the token life', async () => {
    const { token } = await api.registerByEmail();
    api.clock.advance(2700 * 1000 + 1000);
    const response = await api.get('/api/profile/user', { token });
    expect(response.json.fresh_token).toEqual(expect.any(String));
    expect(response.json.fresh_token).not.toBe(token);
    api.clock.advance(1000 * 1000);
    expect((await api.get('/api/profile/user', { token })).status).toBe(401);
    expect((await api.get('/api/profile/user', { token: response.json.fresh_token })).status).toBe(
      200,
    );
  });

  it('keeps the same super_bonus and accepts whoAreYou', async () => {
    const { token } = await api.registerByEmail();
    const first = await api.get('/api/profile/user', { token });
    const second = await api.get(`/api/profile/user?whoAreYou=${first.json.super_bonus}`, {
      token,
    });
    expect(second.json.super_bonus).toBe(first.json.super_bonus);
    const tooLong = await api.get(`/api/profile/user?whoAreYou=${'x'.repeat(200)}`, { token });
    expect(tooLong.status).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await api.get('/api/profile/user')).status).toBe(401);
  });
});

describe('PUT /profile/settings', () => {
  it('saves language, time zone and privacy switches', async () => {
    const { token } = await api.registerByEmail();
    const response = await api.put(
      '/api/profile/settings',
      {
        locale: 'kz',
        timezone: 'Asia/Almaty',
        is_avatar_hidden: true,
        is_statistics_hidden: 'true',
      },
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.json.user).toMatchObject({
      locale: 'kz',
      timezone: 'Asia/Almaty',
      is_avatar_hidden: true,
      is_statistics_hidden: true,
    });
  });

  it('answers an error field for an unsupported language or time zone', async () => {
    const { token } = await api.registerByEmail();
    const locale = await api.put('/api/profile/settings', { locale: 'br' }, { token });
    expect(locale.status).toBe(400);
    expect(locale.json).toMatchObject({ error: 'unsupported_locale' });
    const zone = await api.put('/api/profile/settings', { timezone: 'Mars/Olympus' }, { token });
    expect(zone.json).toMatchObject({ error: 'unsupported_timezone' });
  });

  it('refuses wrong types and unknown fields with 422, and guests with 401', async () => {
    const { token } = await api.registerByEmail();
    const response = await api.put(
      '/api/profile/settings',
      { is_avatar_hidden: 'maybe', balance: 5 },
      { token },
    );
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors).sort()).toEqual(['balance', 'is_avatar_hidden']);
    expect((await api.put('/api/profile/settings', { locale: 'en' })).status).toBe(401);
  });
});

describe('POST /api/v2/vip/join', () => {
  it('files a request once per type', async () => {
    const { token } = await api.registerByEmail();
    for (let i = 0; i < 2; i += 1) {
      const response = await api.post('/api/api/v2/vip/join', { request_type: 'page' }, { token });
      expect(response.json).toEqual({ success: true });
    }
  });

  it('validates request_type and needs a session', async () => {
    const { token } = await api.registerByEmail();
    const bad = await api.post('/api/api/v2/vip/join', { request_type: 'DROP TABLE' }, { token });
    expect(bad.status).toBe(422);
    const missing = await api.post('/api/api/v2/vip/join', {}, { token });
    expect(missing.json.errors.request_type[0]).toMatch(/^required: /);
    expect((await api.post('/api/api/v2/vip/join', { request_type: 'page' })).status).toBe(401);
  });
});
