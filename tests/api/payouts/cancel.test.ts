import { randomUUID } from 'node:crypto';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { fundedPlayer, GOOD_CARD, OPERATOR_TOKEN, payoutHash } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const PAYOUT = '/api/api/v2/billing/payout';

async function pendingPayout(amount = 400) {
  const player = await fundedPlayer(api, { amount: 1000 });
  const response = await api.post(
    PAYOUT,
    { hash: payoutHash('RUB'), amount, details: { card_number: GOOD_CARD } },
    player,
  );
  expect(response.status).toBe(201);
  return { player, id: response.json.id as string };
}

describe('POST /api/v2/billing/payout/{id}/cancel', () => {
  it('releases the hold of the player’s own pending payout', async () => {
    const { player, id } = await pendingPayout();
    expect(await profileBalance(api, player.token)).toBe(600);
    const response = await api.post(`${PAYOUT}/${id}/cancel`, undefined, player);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id,
      status: 'cancelled',
      amount: 400,
      details: { card_number: '•••• 1111' },
    });
    expect(await profileBalance(api, player.token)).toBe(1000);
    await expectLedgerBalanced(api);
  });

  it('is 409 the second time, and the money is released once', async () => {
    const { player, id } = await pendingPayout();
    expect((await api.post(`${PAYOUT}/${id}/cancel`, undefined, player)).status).toBe(200);
    const again = await api.post(`${PAYOUT}/${id}/cancel`, undefined, player);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'payout_not_pending' });
    expect(await profileBalance(api, player.token)).toBe(1000);
  });

  it('is 404 for another player’s payout, an unknown id or a malformed one', async () => {
    const { player, id } = await pendingPayout();
    const stranger = await fundedPlayer(api);
    const other = await api.post(`${PAYOUT}/${id}/cancel`, undefined, stranger);
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({ error: 'not_found' });
    expect((await api.post(`${PAYOUT}/${randomUUID()}/cancel`, undefined, player)).status).toBe(
      404,
    );
    expect((await api.post(`${PAYOUT}/not-a-uuid/cancel`, undefined, player)).status).toBe(404);
    // The owner's payout is untouched.
    expect(await profileBalance(api, player.token)).toBe(600);
  });

  it('is 409 once an operator has decided', async () => {
    const { player, id } = await pendingPayout();
    const approved = await api.post(
      `/api/operator/payouts/${id}/approve`,
      {},
      {
        token: OPERATOR_TOKEN,
      },
    );
    expect(approved.status).toBe(200);
    const response = await api.post(`${PAYOUT}/${id}/cancel`, undefined, player);
    expect(response.status).toBe(409);
    expect(await profileBalance(api, player.token)).toBe(600);
  });

  it('answers 401 without a session', async () => {
    const { id } = await pendingPayout();
    expect((await api.post(`${PAYOUT}/${id}/cancel`)).status).toBe(401);
  });
});
