import { eq } from 'drizzle-orm';
import { ledgerTransfers } from '@/server/db/schema';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { fundedPlayer, operator, OPERATOR_TOKEN, uniqueKey } from '@/tests/support/wallet';

let api: TestApi;
let withoutOperator: TestApi;
beforeAll(async () => {
  [api, withoutOperator] = await Promise.all([
    createTestApi({ env: { OPERATOR_TOKEN } }),
    createTestApi(),
  ]);
}, 30_000);
afterAll(() => Promise.all([api.close(), withoutOperator.close()]));

const ADJUST = '/api/operator/wallet/adjustments';

function body(userId: number, fields: Record<string, unknown> = {}) {
  return {
    key: uniqueKey('adj'),
    user_id: userId,
    currency: 'RUB',
    amount: 100,
    direction: 'credit',
    kind: 'real',
    reason: 'goodwill',
    ...fields,
  };
}

describe('POST /operator/wallet/adjustments', () => {
  it('credits and debits a player through one ledger transfer with the house', async () => {
    const player = await fundedPlayer(api);
    const credit = await api.post(ADJUST, body(player.id, { amount: 250.75 }), operator);
    expect(credit.status).toBe(201);
    expect(credit.json).toEqual({ transfer_id: expect.any(Number), balance: 250.75 });
    const [row] = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, credit.json.transfer_id));
    expect(row).toMatchObject({
      kind: 'adjustment',
      status: 'posted',
      amount: 25_075,
      metadata: { reason: 'goodwill' },
    });
    expect(row!.idempotencyKey).toMatch(/^adjustment:/);

    const debit = await api.post(
      ADJUST,
      body(player.id, { amount: 50, direction: 'debit', reason: 'chargeback' }),
      operator,
    );
    expect(debit.status).toBe(201);
    expect(debit.json.balance).toBe(200.75);
    expect(await profileBalance(api, player.token)).toBe(200.75);
    await expectLedgerBalanced(api);
  });

  it('refuses a debit beyond the balance, changing nothing', async () => {
    const player = await fundedPlayer(api, { amount: 100 });
    const response = await api.post(
      ADJUST,
      body(player.id, { amount: 100.01, direction: 'debit' }),
      operator,
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
    expect(await profileBalance(api, player.token)).toBe(100);
  });

  it('a replayed key moves the money once; the same key with other content is a 409', async () => {
    const player = await fundedPlayer(api);
    const request = body(player.id, { amount: 70 });
    const first = await api.post(ADJUST, request, operator);
    const again = await api.post(ADJUST, request, operator);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => api.post(ADJUST, request, operator)),
    );
    expect(new Set(concurrent.map((response) => response.json.transfer_id))).toEqual(
      new Set([first.json.transfer_id]),
    );
    expect(await profileBalance(api, player.token)).toBe(70);

    const conflict = await api.post(ADJUST, { ...request, amount: 71 }, operator);
    expect(conflict.status).toBe(409);
    expect(conflict.json).toMatchObject({ error: 'idempotency_conflict' });
    const otherWay = await api.post(ADJUST, { ...request, direction: 'debit' }, operator);
    expect(otherWay.status).toBe(409);
    expect(await profileBalance(api, player.token)).toBe(70);
  });

  it('credits bonus money and other currencies', async () => {
    const player = await fundedPlayer(api);
    const bonus = await api.post(ADJUST, body(player.id, { kind: 'bonus', amount: 30 }), operator);
    expect(bonus.json.balance).toBe(30);
    const usd = await api.post(ADJUST, body(player.id, { currency: 'USD', amount: 5 }), operator);
    expect(usd.json.balance).toBe(5);
    const profile = (await api.get('/api/profile/user', player)).json.user;
    expect(profile).toMatchObject({ balance: 0, bonus_balance: 30, total_balance: 30 });
  });

  it('refuses bad bodies and unknown players with 422', async () => {
    const player = await fundedPlayer(api);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: 1.234 }, 'amount', 'invalid_amount'],
      [{ amount: 0 }, 'amount', 'invalid_amount'],
      [{ currency: 'GBP' }, 'currency', 'invalid_value'],
      [{ direction: 'sideways' }, 'direction', 'invalid_value'],
      [{ kind: 'house' }, 'kind', 'invalid_value'],
      [{ reason: '' }, 'reason', 'required'],
      [{ key: undefined }, 'key', 'required'],
      [{ user_id: 2_000_000_000 }, 'user_id', 'invalid_value'],
    ];
    for (const [fields, field, code] of cases) {
      const response = await api.post(ADJUST, body(player.id, fields), operator);
      expect(response.status).toBe(422);
      expect(response.json.errors[field]?.[0]).toMatch(new RegExp(`^${code}:`));
    }
  });

  it('answers 401 without the operator token, and to it when OPERATOR_TOKEN is unset', async () => {
    const player = await fundedPlayer(api);
    expect((await api.post(ADJUST, body(player.id))).status).toBe(401);
    expect((await api.post(ADJUST, body(player.id), player)).status).toBe(401);
    expect((await api.post(ADJUST, body(player.id), { token: `${OPERATOR_TOKEN}x` })).status).toBe(
      401,
    );
    expect((await withoutOperator.post(ADJUST, body(player.id), operator)).status).toBe(401);
    expect(await profileBalance(api, player.token)).toBe(0);
  });
});
