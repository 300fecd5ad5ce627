import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentInvoices } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { openDeposit, player, statusPath } from '@/tests/support/payments';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /billing/payment/status/{invoiceId}', () => {
  it('answers the owner the pending status of a new deposit', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token, 1234.56);
    const response = await api.get(statusPath(deposit.id), { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toEqual({
      status: 1,
      amount: 1234.56,
      paid_amount: null,
      currency: 'RUB',
      sum_was_changed: false,
      bonus_amount: 0,
    });
  });

  it("answers 404 for another player's invoice, an unknown id and a malformed one", async () => {
    const owner = await player(api);
    const deposit = await openDeposit(api, owner.token);
    const { token } = await player(api);
    for (const id of [deposit.id, randomUUID(), 'not-a-uuid', "1' or '1'='1", '%20']) {
      const response = await api.get(statusPath(encodeURIComponent(id)), { token });
      expect(response.status).toBe(404);
      expect(response.json.error).toBe('not_found');
    }
  });

  it('answers 401 to a guest', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token);
    expect((await api.get(statusPath(deposit.id))).status).toBe(401);
  });

  it('reads (and stores) a pending invoice as expired (5) once its life_time is over', async () => {
    const { token } = await player(api);
    const deposit = await openDeposit(api, token);
    api.clock.advance(1_199_000);
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(1);
    api.clock.advance(1_000);
    // The token was signed 20 minutes ago and lives an hour: still good.
    expect((await api.get(statusPath(deposit.id), { token })).json.status).toBe(5);
    const [row] = await api.ctx.db
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.id, deposit.id));
    expect(row!.status).toBe('expired');
    expect(row!.settledAt).toBeNull();
  });
});
