import { eq } from 'drizzle-orm';
import { payouts } from '@/server/db/schema';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  fundedPlayer,
  GOOD_CARD,
  operator,
  OPERATOR_TOKEN,
  payoutHash,
} from '@/tests/support/wallet';

/**
 * Payouts racing for one balance. On PostgreSQL (DATABASE_URL, as in CI) the requests really run
 * at once on a pool of connections; on PGlite they are serialized, and the rules must hold too.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const PAYOUT = '/api/api/v2/billing/payout';

describe('concurrent payouts', () => {
  it('20 requests for 60 % of the balance each: exactly one holds the money', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const body = { hash: payoutHash('RUB'), amount: 600, details: { card_number: GOOD_CARD } };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.post(PAYOUT, body, player)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(422)]);
    for (const response of responses.filter(({ status }) => status === 422)) {
      expect(response.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
    }
    expect(
      await api.ctx.db.select().from(payouts).where(eq(payouts.userId, player.id)),
    ).toHaveLength(1);
    expect(await profileBalance(api, player.token)).toBe(400);
    await expectLedgerBalanced(api);
  });

  it('a cancel racing an approval: one wins, the money moves once', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const created = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount: 500, details: { card_number: GOOD_CARD } },
      player,
    );
    const id = created.json.id as string;
    const [cancel, approve] = await Promise.all([
      api.post(`${PAYOUT}/${id}/cancel`, undefined, player),
      api.post(`/api/operator/payouts/${id}/approve`, {}, operator),
    ]);
    expect([cancel.status, approve.status].sort()).toEqual([200, 409]);
    expect(await profileBalance(api, player.token)).toBe(cancel.status === 200 ? 1000 : 500);
    await expectLedgerBalanced(api);
  });

  it('payouts racing adjustments never overdraw the account', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const requests = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0
        ? api.post(
            PAYOUT,
            { hash: payoutHash('RUB'), amount: 300, details: { card_number: GOOD_CARD } },
            player,
          )
        : api.post(
            '/api/operator/wallet/adjustments',
            {
              key: `race-${player.id}-${index}`,
              user_id: player.id,
              currency: 'RUB',
              amount: 300,
              direction: 'debit',
              reason: 'race',
            },
            operator,
          ),
    );
    const responses = await Promise.all(requests);
    const succeeded = responses.filter(({ status }) => status === 201).length;
    expect(succeeded).toBe(3);
    expect(await profileBalance(api, player.token)).toBe(100);
    await expectLedgerBalanced(api);
  });
});
