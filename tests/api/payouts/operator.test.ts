import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { ledgerTransfers, riskFlags } from '@/server/db/schema';
import { paidDeposit } from '@/tests/support/bonus';
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

let api: TestApi;
let withoutOperator: TestApi;
beforeAll(async () => {
  [api, withoutOperator] = await Promise.all([
    createTestApi({ env: { OPERATOR_TOKEN } }),
    createTestApi(),
  ]);
}, 30_000);
afterAll(() => Promise.all([api.close(), withoutOperator.close()]));

const PAYOUT = '/api/api/v2/billing/payout';
const OPERATOR = '/api/operator/payouts';

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

/** The ledger transfers of a payout: its hold and whatever settled it. */
async function transfersOf(id: string) {
  const rows = await api.ctx.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `payout:${id}%`))
    .orderBy(ledgerTransfers.id);
  return rows.map(({ idempotencyKey, status, amount, kind }) => ({
    idempotencyKey,
    status,
    amount,
    kind,
  }));
}

describe('operator payouts', () => {
  it('approve posts the hold: the money leaves for the provider, once', async () => {
    const { player, id } = await pendingPayout();
    const response = await api.post(`${OPERATOR}/${id}/approve`, { note: 'checked' }, operator);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id,
      status: 'approved',
      user_id: player.id,
      details: { card_number: '•••• 1111' },
      decision_note: 'checked',
      decided_at: expect.any(String),
      provider_reference: expect.stringMatching(/^sbx_payout_/),
    });
    const settled = [
      { idempotencyKey: `payout:${id}`, status: 'pending', amount: 40_000, kind: 'payout' },
      {
        idempotencyKey: `payout:${id}:post`,
        status: 'posted',
        amount: 40_000,
        kind: 'payout:post',
      },
    ];
    expect(await transfersOf(id)).toEqual(settled);
    expect(await profileBalance(api, player.token)).toBe(600);

    // The same decision again answers the payout unchanged; the other one is a conflict.
    const again = await api.post(`${OPERATOR}/${id}/approve`, { note: 'twice' }, operator);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(response.json);
    expect(await transfersOf(id)).toEqual(settled);
    const reject = await api.post(`${OPERATOR}/${id}/reject`, {}, operator);
    expect(reject.status).toBe(409);
    expect(reject.json).toMatchObject({ error: 'payout_not_pending' });
    expect(await profileBalance(api, player.token)).toBe(600);
    await expectLedgerBalanced(api);
  });

  it('reject voids the hold: the money is the player’s again', async () => {
    const { player, id } = await pendingPayout();
    const response = await api.post(`${OPERATOR}/${id}/reject`, { note: 'KYC missing' }, operator);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      status: 'rejected',
      decision_note: 'KYC missing',
      provider_reference: null,
    });
    expect(await profileBalance(api, player.token)).toBe(1000);
    expect((await transfersOf(id)).map(({ status }) => status)).toEqual(['pending', 'voided']);
    // An empty body is fine too.
    const again = await api.post(`${OPERATOR}/${id}/reject`, undefined, operator);
    expect(again.status).toBe(200);
    expect(again.json.status).toBe('rejected');
    expect((await api.post(`${OPERATOR}/${id}/approve`, {}, operator)).status).toBe(409);
    expect(await profileBalance(api, player.token)).toBe(1000);
    await expectLedgerBalanced(api);
  });

  it('a cancelled payout cannot be approved or rejected', async () => {
    const { player, id } = await pendingPayout();
    await api.post(`${PAYOUT}/${id}/cancel`, undefined, player);
    expect((await api.post(`${OPERATOR}/${id}/approve`, {}, operator)).status).toBe(409);
    expect((await api.post(`${OPERATOR}/${id}/reject`, {}, operator)).status).toBe(409);
    expect(await profileBalance(api, player.token)).toBe(1000);
  });

  it('concurrent approve and reject: one wins, the other is a conflict', async () => {
    const { player, id } = await pendingPayout();
    const [approve, reject] = await Promise.all([
      api.post(`${OPERATOR}/${id}/approve`, {}, operator),
      api.post(`${OPERATOR}/${id}/reject`, {}, operator),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    expect(await profileBalance(api, player.token)).toBe(approve.status === 200 ? 600 : 1000);
    await expectLedgerBalanced(api);
  });

  it('lists payouts newest first, by status and player, a page at a time', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const ids: string[] = [];
    for (const amount of [100, 200, 300]) {
      const response = await api.post(
        PAYOUT,
        { hash: payoutHash('RUB'), amount, details: { card_number: GOOD_CARD } },
        player,
      );
      ids.push(response.json.id);
      api.clock.advance(1000);
    }
    const [first, second, third] = ids;
    await api.post(`${OPERATOR}/${second}/reject`, {}, operator);

    const mine = `user_id=${player.id}`;
    const page = await api.get(`${OPERATOR}?status=pending&${mine}&per_page=1&page=2`, operator);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.json).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(page.json.items).toHaveLength(1);
    expect(page.json.items[0]).toMatchObject({
      id: first,
      status: 'pending',
      user_id: player.id,
      amount: 100,
      details: { card_number: '•••• 1111' },
      decision_note: null,
      decided_at: null,
    });

    const all = await api.get(`${OPERATOR}?${mine}`, operator);
    expect(all.json).toMatchObject({ page: 1, per_page: 20, total: 3 });
    expect(all.json.items.map((item: { id: string }) => item.id)).toEqual([third, second, first]);
    const rejected = await api.get(`${OPERATOR}?status=rejected&${mine}`, operator);
    expect(rejected.json.items.map((item: { id: string }) => item.id)).toEqual([second]);
    // Every player's queue, too.
    const queue = await api.get(`${OPERATOR}?status=pending&per_page=100`, operator);
    expect(queue.json.total).toBeGreaterThanOrEqual(2);

    // An id no `integer` column holds is a 422 too, not a database error.
    for (const query of [
      'status=settled',
      'page=0',
      'per_page=101',
      'page=x',
      'user_id=me',
      'user_id=2147483648',
      'user_id=9999999999',
    ]) {
      const bad = await api.get(`${OPERATOR}?${query}`, operator);
      expect(bad.status).toBe(422);
    }
  });

  it('lists payouts by cursor, newest first and without a total, also through one instant', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    // The clock stands still for the first three: one instant, ordered by their ids.
    const ids: string[] = [];
    for (const amount of [100, 110, 120, 130]) {
      if (amount === 130) api.clock.advance(1000);
      const response = await api.post(
        PAYOUT,
        { hash: payoutHash('RUB'), amount, details: { card_number: GOOD_CARD } },
        player,
      );
      ids.push(response.json.id);
    }
    const expected = [ids[3]!, ...ids.slice(0, 3).sort().reverse()];

    const mine = `user_id=${player.id}`;
    const seen: string[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 2; pages += 1) {
      const cursor: string = before ? `&before=${encodeURIComponent(before)}` : '';
      const page = await api.get(`${OPERATOR}?${mine}&limit=2${cursor}`, operator);
      expect(page.status).toBe(200);
      expect(page.json).not.toHaveProperty('total');
      expect(page.json.items[0]).toMatchObject({ user_id: player.id, status: 'pending' });
      expect(page.json.items[0].risk).toMatchObject({ open_flags: expect.any(Number) });
      seen.push(...page.json.items.map((item: { id: string }) => item.id));
      before = page.json.next;
    }
    expect(seen).toEqual(expected);
    expect(before).toBeNull();

    // `limit` alone is the cursor form's first page; the page form still answers its total.
    const first = await api.get(`${OPERATOR}?status=pending&${mine}&limit=3`, operator);
    expect(first.json.items.map((item: { id: string }) => item.id)).toEqual(expected.slice(0, 3));
    expect(first.json.next).toEqual(expect.any(String));
    expect((await api.get(`${OPERATOR}?${mine}`, operator)).json).toMatchObject({ total: 4 });

    for (const query of [
      'before=garbage',
      `before=${encodeURIComponent(`2026-02-30T00:00:00.000000Z~${randomUUID()}`)}`,
      'limit=0',
      'limit=201',
      'limit=2&page=2',
      'limit=2&per_page=5',
    ]) {
      const bad = await api.get(`${OPERATOR}?${query}`, operator);
      expect([query, bad.status]).toEqual([query, 422]);
    }
    expect((await api.get(`${OPERATOR}?limit=2&page=2`, operator)).json.errors).toHaveProperty(
      'page',
    );
  });

  it('shows each payout with its player\u2019s risk data: verification, flags, net deposits, turnover', async () => {
    const turnover = await createTestApi({
      env: { OPERATOR_TOKEN, PAYOUT_TURNOVER: '1' },
      ownDatabase: true,
    });
    try {
      const player = await fundedPlayer(turnover);
      await paidDeposit(turnover, player.token, 2_000, false);
      // The turnover rule asks 2,000 staked first: the request is refused, so a flag and a
      // payout asked before the rule are made by hand.
      await turnover.ctx.db.insert(riskFlags).values({
        userId: player.id,
        kind: 'large_payout',
        dedupKey: `test:${player.id}`,
        evidence: {},
        createdAt: turnover.ctx.clock.now(),
      });
      turnover.ctx.config.kyc.turnover = 0;
      const asked = await turnover.post(
        PAYOUT,
        { hash: payoutHash('RUB'), amount: 500, details: { card_number: GOOD_CARD } },
        player,
      );
      expect(asked.status).toBe(201);
      turnover.ctx.config.kyc.turnover = 1;
      const list = await turnover.get(`${OPERATOR}?status=pending&user_id=${player.id}`, operator);
      // Ours, and whatever the payout itself raised (a quick deposit-payout cycle).
      const open = await turnover.ctx.db
        .select()
        .from(riskFlags)
        .where(and(eq(riskFlags.userId, player.id), eq(riskFlags.status, 'open')));
      expect(open.length).toBeGreaterThanOrEqual(1);
      expect(list.json.items[0].risk).toEqual({
        kyc_level: 0,
        kyc_required_level: 0,
        open_flags: open.length,
        net_deposits: 2_000,
        turnover_remaining: 2_000,
      });
    } finally {
      await turnover.close();
    }
  });

  it('is 404 for an unknown or malformed payout id', async () => {
    expect((await api.post(`${OPERATOR}/${randomUUID()}/approve`, {}, operator)).status).toBe(404);
    expect((await api.post(`${OPERATOR}/nope/reject`, {}, operator)).status).toBe(404);
  });

  it('answers 401 without the operator token, with a wrong one or a player’s', async () => {
    const { player, id } = await pendingPayout();
    expect((await api.get(OPERATOR)).status).toBe(401);
    expect((await api.get(OPERATOR, { token: `${OPERATOR_TOKEN}x` })).status).toBe(401);
    expect((await api.get(OPERATOR, player)).status).toBe(401);
    expect((await api.post(`${OPERATOR}/${id}/approve`, {}, player)).status).toBe(401);
    expect((await api.post(`${OPERATOR}/${id}/reject`, {})).status).toBe(401);
    expect(await profileBalance(api, player.token)).toBe(600);
  });

  it('refuse the token when OPERATOR_TOKEN is unset: only staff sessions open them then', async () => {
    expect((await withoutOperator.get(OPERATOR, operator)).status).toBe(401);
    const response = await withoutOperator.post(
      `${OPERATOR}/${randomUUID()}/approve`,
      {},
      operator,
    );
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ error: 'unauthorized' });
  });
});
