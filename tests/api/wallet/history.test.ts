import { randomUUID } from 'node:crypto';
import { paymentInvoices, type InvoiceStatus } from '@/server/db/schema';
import { methodsFor } from '@/server/services/payments/methods';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  fundedPlayer,
  GOOD_CARD,
  operator,
  OPERATOR_TOKEN,
  payoutHash,
} from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const HISTORY = '/api/api/v2/billing/history';
const PAYOUT = '/api/api/v2/billing/payout';

const depositCard = methodsFor('deposit', 'RUB', 'RU', new Set(['sandbox'])).find(
  (method) => method.code === 'card',
)!;

/** An invoice written straight into the table, as the deposit flow would leave it. */
async function invoice(
  userId: number,
  fields: {
    status?: InvoiceStatus;
    amount?: number;
    paidAmount?: number | null;
    hash?: string;
    lifeS?: number;
  } = {},
) {
  const now = api.clock.now();
  const id = randomUUID();
  const status = fields.status ?? 'pending';
  await api.ctx.db.insert(paymentInvoices).values({
    id,
    userId,
    provider: 'sandbox',
    methodHash: fields.hash ?? depositCard.hash,
    type: 'card',
    currency: 'RUB',
    amount: fields.amount ?? 100_000,
    paidAmount: fields.paidAmount ?? null,
    status,
    expiresAt: new Date(now.getTime() + (fields.lifeS ?? 1200) * 1000),
    createdAt: now,
    settledAt: status === 'paid' || status === 'failed' ? now : null,
  });
  api.clock.advance(1000);
  return id;
}

async function payout(token: string, amount: number) {
  const response = await api.post(
    PAYOUT,
    { hash: payoutHash('RUB'), amount, details: { card_number: GOOD_CARD } },
    { token },
  );
  expect(response.status).toBe(201);
  api.clock.advance(1000);
  return response.json.id as string;
}

describe('GET /api/v2/billing/history', () => {
  it('lists deposits and payouts newest first, with their statuses', async () => {
    const player = await fundedPlayer(api, { amount: 5000 });
    const paid = await invoice(player.id, { status: 'paid', paidAmount: 95_000 });
    const failed = await invoice(player.id, { status: 'failed' });
    const expired = await invoice(player.id, { lifeS: 1 }); // pending, past its life time
    const approved = await payout(player.token, 100);
    const cancelled = await payout(player.token, 200);
    const rejected = await payout(player.token, 300);
    const pending = await invoice(player.id);
    await api.post(`/api/operator/payouts/${approved}/approve`, {}, operator);
    await api.post(`${PAYOUT}/${cancelled}/cancel`, undefined, player);
    await api.post(`/api/operator/payouts/${rejected}/reject`, {}, operator);

    const response = await api.get(HISTORY, { ...player, headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toMatchObject({ page: 1, per_page: 20, total: 7 });
    expect(
      response.json.items.map(({ id, type, status }: Record<string, string>) => ({
        id,
        type,
        status,
      })),
    ).toEqual([
      { id: pending, type: 'deposit', status: 'pending' },
      { id: rejected, type: 'payout', status: 'rejected' },
      { id: cancelled, type: 'payout', status: 'cancelled' },
      { id: approved, type: 'payout', status: 'approved' },
      { id: expired, type: 'deposit', status: 'expired' },
      { id: failed, type: 'deposit', status: 'failed' },
      { id: paid, type: 'deposit', status: 'paid' },
    ]);
    const byId = (id: string) => response.json.items.find((item: { id: string }) => item.id === id);
    expect(byId(paid)).toEqual({
      id: paid,
      type: 'deposit',
      method: { hash: depositCard.hash, name: 'Bank card' },
      amount: 1000,
      paid_amount: 950,
      currency: 'RUB',
      status: 'paid',
      created_at: expect.any(String),
      settled_at: expect.any(String),
    });
    expect(byId(approved)).toEqual({
      id: approved,
      type: 'payout',
      method: { hash: payoutHash('RUB'), name: 'Bank card' },
      amount: 100,
      paid_amount: null,
      currency: 'RUB',
      status: 'approved',
      created_at: expect.any(String),
      settled_at: expect.any(String),
    });
    expect(byId(pending).settled_at).toBeNull();
  });

  it('filters by type and pages with the total', async () => {
    const player = await fundedPlayer(api, { amount: 5000 });
    const deposits = [await invoice(player.id), await invoice(player.id), await invoice(player.id)];
    const payouts = [await payout(player.token, 100), await payout(player.token, 100)];

    const page2 = await api.get(`${HISTORY}?per_page=2&page=2`, player);
    expect(page2.json).toMatchObject({ page: 2, per_page: 2, total: 5 });
    expect(page2.json.items.map((item: { id: string }) => item.id)).toEqual([
      deposits[2],
      deposits[1],
    ]);
    const page1 = await api.get(`${HISTORY}?per_page=2`, player);
    expect(page1.json.items.map((item: { id: string }) => item.id)).toEqual([
      payouts[1],
      payouts[0],
    ]);
    const last = await api.get(`${HISTORY}?per_page=2&page=3`, player);
    expect(last.json.items.map((item: { id: string }) => item.id)).toEqual([deposits[0]]);
    const beyond = await api.get(`${HISTORY}?per_page=2&page=9`, player);
    expect(beyond.json).toMatchObject({ items: [], total: 5 });

    const onlyDeposits = await api.get(`${HISTORY}?type=deposit`, player);
    expect(onlyDeposits.json.total).toBe(3);
    expect(onlyDeposits.json.items.map((item: { id: string }) => item.id)).toEqual(
      [...deposits].reverse(),
    );
    const onlyPayouts = await api.get(`${HISTORY}?type=payout&per_page=1`, player);
    expect(onlyPayouts.json).toMatchObject({ total: 2, per_page: 1 });
    expect(onlyPayouts.json.items.map((item: { id: string }) => item.id)).toEqual([payouts[1]]);
  });

  it('names the method in the request’s language, by its type when the catalogue lost it', async () => {
    const player = await fundedPlayer(api);
    await invoice(player.id, { hash: 'gone-from-the-catalogue' });
    await invoice(player.id);
    const names = async (language: string) =>
      (
        await api.get(HISTORY, { ...player, headers: { 'accept-language': language } })
      ).json.items.map((item: { method: { name: string } }) => item.method.name);
    expect(await names('ru-RU,ru;q=0.9')).toEqual(['Банковская карта', 'card']);
    expect(await names('kk')).toEqual(['Банк картасы', 'card']);
    expect(await names('en-US')).toEqual(['Bank card', 'card']);
  });

  it('shows only the player’s own entries', async () => {
    const player = await fundedPlayer(api);
    const other = await fundedPlayer(api);
    await invoice(other.id);
    const response = await api.get(HISTORY, player);
    expect(response.json).toEqual({ items: [], page: 1, per_page: 20, total: 0 });
  });

  it('answers 422 on a bad query and 401 without a session', async () => {
    const player = await fundedPlayer(api);
    const cases: Array<[string, string]> = [
      ['type=bonus', 'type'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=x', 'page'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['per_page=1.5', 'per_page'],
    ];
    for (const [query, field] of cases) {
      const response = await api.get(`${HISTORY}?${query}`, player);
      expect(response.status).toBe(422);
      expect(Object.keys(response.json.errors)).toEqual([field]);
    }
    expect((await api.get(`${HISTORY}?per_page=100`, player)).status).toBe(200);
    expect((await api.get(HISTORY)).status).toBe(401);
  });
});
