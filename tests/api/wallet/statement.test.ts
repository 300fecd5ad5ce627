import { bonusOffers } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { createTemplate, paidDeposit } from '@/tests/support/bonus';
import { betKey, GAMES } from '@/tests/support/game-bets';
import { player } from '@/tests/support/payments';
import { adjust, GOOD_CARD, operator, OPERATOR_TOKEN, payoutHash } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const STATEMENT = '/api/api/v2/billing/statement';

type Entry = {
  id: number;
  product: string;
  reason: string;
  amount: number;
  balance: number;
  subject: { type: string; id: string } | null;
};

async function statementOf(token: string, query = '') {
  const response = await api.get(`${STATEMENT}${query}`, { token });
  expect(response.status).toBe(200);
  return response.json as { balance: number; items: Entry[]; total: number; currency: string };
}

/** Every entry's balance is the one below it plus its own amount, and the newest is the header's. */
function expectExplained(items: Entry[], header: number) {
  expect(items[0]?.balance ?? 0).toBeCloseTo(header, 2);
  items.forEach((entry, index) => {
    const below = items[index + 1]?.balance ?? 0;
    expect(entry.balance).toBeCloseTo(below + entry.amount, 2);
  });
}

async function header(token: string) {
  const { user } = (await api.get('/api/profile/user', { token })).json;
  return { real: user.balance as number, bonus: user.bonus_balance as number };
}

describe('GET /api/v2/billing/statement', () => {
  it('explains the header: a deposit with its bonus, bets, a held and a released payout', async () => {
    const { token, id } = await player(api);
    // A promo offer waiting for the deposit (the player's own: no global welcome pack here).
    const template = await createTemplate(api, { percent: 100 });
    await api.ctx.db.insert(bonusOffers).values({
      userId: id,
      templateId: template.id,
      source: 'promo',
      sourceRef: 'STATEMENT',
      status: 'waiting',
      expiresAt: new Date(api.clock.now().getTime() + 3_600_000),
      createdAt: api.clock.now(),
    });
    await paidDeposit(api, token, 1000);
    expect((await header(token)).bonus).toBe(1000);
    for (let i = 0; i < 3; i++) {
      const bet = await api.post(
        `${GAMES}/dice/bet`,
        { key: betKey(), amount: 50, target: 50, direction: 'under' },
        { token },
      );
      expect(bet.status).toBe(200);
    }
    const held = await api.post(
      '/api/api/v2/billing/payout',
      // The bonus is given up by the payout: the bonus statement shows it taken back.
      {
        hash: payoutHash('RUB'),
        amount: 200,
        details: { card_number: GOOD_CARD },
        forfeit_bonus: (await header(token)).bonus,
      },
      { token },
    );
    expect(held.status).toBe(201);
    const rejected = await api.post(
      `/api/operator/payouts/${held.json.id}/reject`,
      { note: 'test' },
      operator,
    );
    expect(rejected.status).toBe(200);
    await adjust(api, id, 5);

    const now = await header(token);
    const real = await statementOf(token, '?per_page=100');
    expect(real.balance).toBeCloseTo(now.real, 2);
    expectExplained(real.items, now.real);
    const reasons = real.items.map((entry) => entry.reason);
    expect(reasons).toEqual(
      expect.arrayContaining(['deposit', 'bet_stake', 'payout', 'payout_void', 'adjustment']),
    );
    expect(real.items.find((entry) => entry.reason === 'payout_void')).toMatchObject({
      product: 'payments',
      amount: 200,
      subject: { type: 'payout', id: held.json.id },
    });
    // The stakes of the bets, each linked to its bet.
    const stakes = real.items.filter((entry) => entry.reason === 'bet_stake');
    expect(stakes.length).toBeGreaterThanOrEqual(3);
    for (const stake of stakes) {
      expect(stake).toMatchObject({ product: 'games', subject: { type: 'bet' } });
    }

    const bonus = await statementOf(token, '?account=bonus&per_page=100');
    expect(bonus.balance).toBeCloseTo(now.bonus, 2);
    expectExplained(bonus.items, now.bonus);
    expect(bonus.items.at(-1)).toMatchObject({ reason: 'bonus_credit', product: 'bonus' });
    expect(bonus.items[0]).toMatchObject({ reason: 'bonus_forfeit', balance: 0 });
  });

  it('filters by product and period, keeping each shown row\u2019s true balance', async () => {
    const { token, id } = await player(api);
    await adjust(api, id, 100);
    api.clock.advance(60_000);
    const cut = api.clock.now().toISOString();
    const bet = await api.post(
      `${GAMES}/dice/bet`,
      { key: betKey(), amount: 10, target: 50, direction: 'under' },
      { token },
    );
    expect(bet.status).toBe(200);
    const all = await statementOf(token);
    const games = await statementOf(token, '?product=games');
    expect(games.items.length).toBeGreaterThan(0);
    expect(games.items.every((entry) => entry.product === 'games')).toBe(true);
    for (const entry of games.items) {
      expect(entry.balance).toBe(all.items.find((row) => row.id === entry.id)!.balance);
    }
    const adjustments = await statementOf(token, '?product=adjustments');
    expect(adjustments.items).toEqual([
      expect.objectContaining({ reason: 'adjustment', amount: 100 }),
    ]);
    const before = await statementOf(token, `?to=${encodeURIComponent(cut)}`);
    expect(before.items.map((entry) => entry.reason)).toEqual(['adjustment']);
    const after = await statementOf(token, `?from=${encodeURIComponent(cut)}`);
    expect(after.total).toBe(all.total - 1);
  });

  it('pages newest first with the total, and refuses bad filters with 422 and a session with 401', async () => {
    const { token, id } = await player(api);
    for (const amount of [1, 2, 3]) await adjust(api, id, amount);
    const first = await statementOf(token, '?per_page=2');
    expect(first.total).toBe(3);
    expect(first.items.map((entry) => entry.amount)).toEqual([3, 2]);
    const second = await statementOf(token, '?per_page=2&page=2');
    expect(second.items.map((entry) => entry.amount)).toEqual([1]);
    expect((await statementOf(token, '?page=9')).items).toEqual([]);
    // Another currency than the profile's: an empty account.
    expect(await statementOf(token, '?currency=USD')).toMatchObject({
      balance: 0,
      items: [],
      currency: 'USD',
    });

    for (const query of ['?account=debt', '?product=lottery', '?from=yesterday', '?currency=XXX']) {
      const response = await api.get(`${STATEMENT}${query}`, { token });
      expect(response.status).toBe(422);
      expect(Object.keys(response.json.errors)).toHaveLength(1);
    }
    expect((await api.get(STATEMENT)).status).toBe(401);
  });
});
