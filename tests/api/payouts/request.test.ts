import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ledgerTransfers, payouts } from '@/server/db/schema';
import { methodHash } from '@/server/services/payments/methods';
import { destinationOf } from '@/server/services/payouts/payout-destination';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  fundedPlayer,
  GOOD_CARD,
  OPERATOR_TOKEN,
  payoutHash,
  TRC20_ADDRESS,
} from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  // Tokens outlive the rate-limit window the last test waits out.
  api = await createTestApi({ env: { OPERATOR_TOKEN, ACCESS_TOKEN_TTL_S: '86400' } });
});
afterAll(() => api.close());

const PAYOUT = '/api/api/v2/billing/payout';

async function payoutsOf(userId: number) {
  return api.ctx.db.select().from(payouts).where(eq(payouts.userId, userId));
}

describe('POST /api/v2/billing/payout', () => {
  it('holds the amount at once: the balance drops, the payout is pending, the card masked', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const response = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount: 300.5, details: { card_number: GOOD_CARD } },
      player,
    );
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(String),
      hash: payoutHash('RUB'),
      type: 'card',
      amount: 300.5,
      currency: 'RUB',
      status: 'pending',
      details: { card_number: '•••• 1111' },
      created_at: expect.any(String),
    });
    expect(await profileBalance(api, player.token)).toBe(699.5);
    const wallets = await api.get('/api/api/v2/billing/wallets', player);
    expect(wallets.json.wallets[0]).toEqual({
      currency: 'RUB',
      balance: 699.5,
      bonus_balance: 0,
      total_balance: 699.5,
    });

    // The row keeps the last four digits and the number sealed to this payout: nobody reads it
    // but the provider's call (issue 32). The ledger holds the money under the payout's key.
    const [row] = await payoutsOf(player.id);
    expect(row).toMatchObject({
      amount: 30_050,
      details: { card_last4: '1111', card_sealed: expect.stringMatching(/^v1\./) },
    });
    expect(JSON.stringify(row!.details)).not.toContain('41111111');
    expect(destinationOf(api.ctx, row!)).toEqual({ card_number: '4111111111111111' });
    // Sealed to its own row: copied onto another payout, it does not open (a 409, not a 500).
    expect(() => destinationOf(api.ctx, { ...row!, id: randomUUID() })).toThrow(
      expect.objectContaining({ code: 'payout_details_unreadable', status: 409 }),
    );
    const [hold] = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `payout:${row!.id}`));
    expect(hold).toMatchObject({ status: 'pending', kind: 'payout', amount: 30_050 });
    await expectLedgerBalanced(api);
  });

  it('pays out to a crypto address with its network', async () => {
    const player = await fundedPlayer(api, { amount: 5000 });
    const trc20 = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB', 'usdt-trc20'), amount: 1000, details: { address: TRC20_ADDRESS } },
      player,
    );
    expect(trc20.status).toBe(201);
    expect(trc20.json).toMatchObject({
      type: 'crypto',
      details: { address: TRC20_ADDRESS, network: 'TRC20' },
    });
    // A bech32 address typed in capitals is stored as the network writes it.
    const btc = await api.post(
      PAYOUT,
      {
        hash: payoutHash('RUB', 'btc'),
        amount: 1000,
        details: { address: 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ' },
      },
      player,
    );
    expect(btc.status).toBe(201);
    expect(btc.json.details).toEqual({
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      network: 'BTC',
    });
    const legacy = await api.post(
      PAYOUT,
      {
        hash: payoutHash('RUB', 'btc'),
        amount: 1000,
        details: { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
      },
      player,
    );
    expect(legacy.status).toBe(201);
    expect(await profileBalance(api, player.token)).toBe(2000);
  });

  it.each([
    ['RUB', 100],
    ['USD', 1],
    ['KZT', 500],
  ] as const)('refuses less than the %s minimum of %d and accepts it', async (currency, min) => {
    const player = await fundedPlayer(api, { currency, amount: 10_000 });
    const region = currency === 'KZT' ? 'KZ' : 'RU';
    const hash = payoutHash(currency, 'card', region);
    const below = await api.post(
      PAYOUT,
      { hash, amount: min - 0.01, details: { card_number: GOOD_CARD } },
      player,
    );
    expect(below.status).toBe(422);
    expect(below.json.errors.amount[0]).toMatch(/^amount_too_small:/);
    const at = await api.post(
      PAYOUT,
      { hash, amount: min, details: { card_number: GOOD_CARD } },
      player,
    );
    expect(at.status).toBe(201);
    expect(at.json).toMatchObject({ currency, amount: min });
  });

  it("refuses more than the method's maximum", async () => {
    const player = await fundedPlayer(api, { amount: 600_000 });
    const response = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount: 500_000.01, details: { card_number: GOOD_CARD } },
      player,
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.amount[0]).toMatch(/^amount_too_large:/);
    expect(await payoutsOf(player.id)).toHaveLength(0);
  });

  it('refuses more than the balance and leaves no payout behind', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const response = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount: 1000.01, details: { card_number: GOOD_CARD } },
      player,
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
    expect(await payoutsOf(player.id)).toHaveLength(0);
    expect(await profileBalance(api, player.token)).toBe(1000);
    // Without any money at all, too.
    const poor = await fundedPlayer(api);
    const empty = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount: 100, details: { card_number: GOOD_CARD } },
      poor,
    );
    expect(empty.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
    expect(await payoutsOf(poor.id)).toHaveLength(0);
  });

  it.each([
    ['4111 1111 1111 1112', 'invalid_card_number'], // fails Luhn
    ['4111-1111-1111', 'invalid_card_number'], // 12 digits
    ['4111 1111 1111 111a', 'invalid_card_number'],
    ['', 'required'],
    [undefined, 'required'],
  ])('refuses the card number %p with %s', async (card, code) => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const response = await api.post(
      PAYOUT,
      {
        hash: payoutHash('RUB'),
        amount: 100,
        details: card === undefined ? {} : { card_number: card },
      },
      player,
    );
    expect(response.status).toBe(422);
    expect(response.json.errors['details.card_number'][0]).toMatch(new RegExp(`^${code}:`));
    expect(await payoutsOf(player.id)).toHaveLength(0);
  });

  it('accepts a card number with dashes and 16 to 19 digits that pass Luhn', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const response = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount: 100, details: { card_number: '5555-5555-5555-4444' } },
      player,
    );
    expect(response.status).toBe(201);
    expect(response.json.details).toEqual({ card_number: '•••• 4444' });
  });

  it.each([
    ['usdt-trc20', undefined, 'required'],
    ['usdt-trc20', '  ', 'required'],
    ['usdt-trc20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS', 'invalid_crypto_address'], // too short
    ['usdt-trc20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'invalid_crypto_address'], // a BTC one
    ['btc', TRC20_ADDRESS, 'invalid_crypto_address'],
    ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdO', 'invalid_crypto_address'],
  ])('refuses the %s address %p with %s', async (code, address, error) => {
    const player = await fundedPlayer(api, { amount: 5000 });
    const response = await api.post(
      PAYOUT,
      {
        hash: payoutHash('RUB', code),
        amount: 1000,
        details: address === undefined ? {} : { address },
      },
      player,
    );
    expect(response.status).toBe(422);
    expect(response.json.errors['details.address'][0]).toMatch(new RegExp(`^${error}:`));
    expect(await payoutsOf(player.id)).toHaveLength(0);
  });

  it('reports a bad amount and bad details together', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const response = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount: 50, details: { card_number: '1234' } },
      player,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors).sort()).toEqual(['amount', 'details.card_number']);
  });

  it('refuses an unknown hash, a deposit method and another currency’s method', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const deposit = methodHash(
      {
        code: 'card',
        provider: 'sandbox',
        direction: 'deposit',
      } as Parameters<typeof methodHash>[0],
      'RUB',
    );
    for (const hash of ['nope', deposit, payoutHash('USD')]) {
      const response = await api.post(
        PAYOUT,
        { hash, amount: 100, details: { card_number: GOOD_CARD } },
        player,
      );
      expect(response.status).toBe(422);
      expect(response.json.errors.hash[0]).toMatch(/^invalid_value:/);
    }
  });

  it('refuses bad amounts and unknown fields', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const hash = payoutHash('RUB');
    const decimals = await api.post(
      PAYOUT,
      { hash, amount: 100.001, details: { card_number: GOOD_CARD } },
      player,
    );
    expect(decimals.json.errors.amount[0]).toMatch(/^invalid_amount:/);
    const negative = await api.post(
      PAYOUT,
      { hash, amount: -5, details: { card_number: GOOD_CARD } },
      player,
    );
    expect(negative.json.errors.amount[0]).toMatch(/^invalid_amount:/);
    const extra = await api.post(
      PAYOUT,
      { hash, amount: 100, details: { card_number: GOOD_CARD, cvv: '123' } },
      player,
    );
    expect(extra.json.errors['details.cvv'][0]).toMatch(/^unknown_field:/);
    expect(await payoutsOf(player.id)).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const response = await api.post(PAYOUT, {
      hash: payoutHash('RUB'),
      amount: 100,
      details: { card_number: GOOD_CARD },
    });
    expect(response.status).toBe(401);
  });

  it('limits payout requests per player, refused ones included', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const body = { hash: 'nope', amount: 100, details: { card_number: GOOD_CARD } };
    for (let index = 0; index < 20; index += 1) {
      expect((await api.post(PAYOUT, body, player)).status).toBe(422);
    }
    const blocked = await api.post(PAYOUT, { ...body, hash: payoutHash('RUB') }, player);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await payoutsOf(player.id)).toHaveLength(0);
    // Another player is not affected.
    const other = await fundedPlayer(api, { amount: 1000 });
    expect((await api.post(PAYOUT, { ...body, hash: payoutHash('RUB') }, other)).status).toBe(201);
    // The window passes.
    api.clock.advance(60 * 60 * 1000);
    const later = await api.post(PAYOUT, { ...body, hash: payoutHash('RUB') }, player);
    expect(later.status).toBe(201);
    expect(
      await api.ctx.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, player.id), eq(payouts.status, 'pending'))),
    ).toHaveLength(1);
  });
});
