import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { APPROVAL_TTL_MS } from '@/lib/constants/staff';
import { loadConfig } from '@/server/config';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';
import {
  auditLog,
  exchangeRates,
  ledgerTransfers,
  payouts,
  sportAudit,
  staffApprovals,
} from '@/server/db/schema';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { createStaff } from '@/server/services/staff/create-staff';
import { needsFourEyes } from '@/server/services/staff/approvals/threshold';
import { totpCode } from '@/server/services/staff/totp';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { market, oddsChange, placeTestTicket, seedEvent, ticketRow } from '@/tests/support/sports';
import { fundedPlayer, GOOD_CARD, payoutHash, uniqueKey } from '@/tests/support/wallet';

const OPERATOR_TOKEN = 'four-eyes-operator-token-0123456789abcdef';
const service = { token: OPERATOR_TOKEN };
const PASSWORD = 'office-password-1';
/** 1,000 ₽: the suite's FOUR_EYES_THRESHOLD. */
const THRESHOLD = 1000;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    env: { OPERATOR_TOKEN, FOUR_EYES_THRESHOLD: String(THRESHOLD) },
    // The exchange rates and the sports line are everybody's tables: this suite changes both.
    ownDatabase: true,
  });
}, 30_000);
afterAll(() => api.close());

const ADJUST = '/api/operator/wallet/adjustments';
const APPROVALS = '/api/operator/approvals';
const PAYOUT = '/api/api/v2/billing/payout';
const SETTLE = '/api/operator/sports/markets/settle';

type Member = { token: string; id: number; email: string };

let serial = 0;
/** A member of staff with `role`, signed in through password and TOTP. */
async function member(role: string): Promise<Member> {
  serial += 1;
  const email = `four-eyes-${serial}-${randomBytes(3).toString('hex')}@office.test`;
  const created = await createStaff(
    api.ctx,
    { email, name: `Staff ${serial}`, role, password: PASSWORD },
    { type: 'system', label: 'test' },
    { ip: null, requestId: null },
  );
  const ip = `10.77.${serial}.1`;
  const first = await api.post('/api/office/auth/login', { email, password: PASSWORD }, { ip });
  const secret = first.json.enrolment.secret as string;
  const second = await api.post(
    '/api/office/auth/second-factor',
    { challenge: first.json.challenge, code: totpCode(secret, api.clock.now()) },
    { ip },
  );
  expect(second.status).toBe(200);
  return { token: second.json.token as string, id: created.id, email };
}

/** Money given to a player the way the seed gives it: no operator request, so no four eyes. */
async function fund(userId: number, amountMinor: number, currency: 'RUB' | 'USD' = 'RUB') {
  await adjustBalance(api.ctx, {
    key: uniqueKey('seed'),
    userId,
    currency,
    amount: amountMinor,
    direction: 'credit',
    kind: 'real',
    reason: 'test funding',
  });
}

const adjustment = (userId: number, amount: number, fields: Record<string, unknown> = {}) => ({
  key: uniqueKey('adj'),
  user_id: userId,
  currency: 'RUB',
  amount,
  direction: 'credit',
  kind: 'real',
  reason: 'goodwill',
  ...fields,
});

const transferOf = async (key: string) =>
  (
    await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `adjustment:${key}`))
  )[0];

const approvalsOf = (action: string, target: string) =>
  api.ctx.db
    .select()
    .from(staffApprovals)
    .where(and(eq(staffApprovals.action, action), eq(staffApprovals.targetId, target)));

let finance: Member;
let financeToo: Member;
let admin: Member;
let payments: Member;
let trader: Member;
let traderToo: Member;
let support: Member;
beforeAll(async () => {
  finance = await member('finance');
  financeToo = await member('finance');
  admin = await member('admin');
  payments = await member('payments');
  trader = await member('trader');
  traderToo = await member('trader');
  support = await member('support');
}, 30_000);

describe('FOUR_EYES_THRESHOLD', () => {
  const base = {
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
  };
  it('is 100,000 ₽ (about 1,000 EUR) unless set; 0 holds every money action', async () => {
    expect(loadConfig(base).fourEyesThresholdMinor).toBe(100_000_00);
    expect(loadConfig({ ...base, FOUR_EYES_THRESHOLD: '0' }).fourEyesThresholdMinor).toBe(0);
    expect(() => loadConfig({ ...base, FOUR_EYES_THRESHOLD: '-1' })).toThrow(/FOUR_EYES/);
    const zero = { ...api.ctx, config: { ...api.ctx.config, fourEyesThresholdMinor: 0 } };
    expect(await needsFourEyes(zero, [{ amount: 1, currency: 'RUB' }])).toBe(true);
  });
});

describe('the contract', () => {
  it('documents the 202 of each held action beside its usual answer', async () => {
    const doc = (await api.get('/api/openapi.json')).json;
    const answers = (path: string) => {
      const responses = doc.paths[path].post.responses as Record<string, { content?: unknown }>;
      return Object.keys(responses).filter((status) => status < '300');
    };
    expect(answers('/operator/payouts/{id}/approve')).toEqual(['200', '202']);
    expect(answers('/operator/wallet/adjustments')).toEqual(['201', '202']);
    expect(answers('/operator/sports/markets/settle')).toEqual(['200', '202']);
    const held = doc.paths['/operator/wallet/adjustments'].post.responses['202'];
    expect(JSON.stringify(held)).toContain('ApprovalHeld');
    expect(doc.paths['/operator/approvals/{id}/confirm'].post.security).toEqual([
      { staff: ['payouts.decide'] },
      { staff: ['finance.adjust'] },
      { staff: ['sports.trade'] },
    ]);
  });
});

describe('a balance adjustment', () => {
  it('runs below the threshold; at it, waits for a second member, who runs it once', async () => {
    const player = await fundedPlayer(api);
    const below = await api.post(ADJUST, adjustment(player.id, THRESHOLD - 0.01), finance);
    expect(below.status).toBe(201);
    expect(below.json).toEqual({ transfer_id: expect.any(Number), balance: 999.99 });

    const request = adjustment(player.id, THRESHOLD);
    const held = await api.post(ADJUST, request, finance);
    expect(held.status).toBe(202);
    expect(held.json.approval).toMatchObject({
      action: 'wallet.adjust',
      status: 'pending',
      target_type: 'adjustment',
      target_id: request.key,
      amount: THRESHOLD,
      currency: 'RUB',
      requested_by: `staff:${finance.id}`,
      requested_by_label: finance.email,
      reason: 'goodwill',
      decided_by: null,
      request: { ...request, amount: THRESHOLD * 100 },
    });
    const id = held.json.approval.id as number;
    // Nothing moved.
    expect(await transferOf(request.key)).toBeUndefined();
    expect(await profileBalance(api, player.token)).toBe(999.99);

    // The same request again answers the same approval; another one for the key is refused.
    const again = await api.post(ADJUST, request, financeToo);
    expect(again.status).toBe(202);
    expect(again.json.approval.id).toBe(id);
    expect(await approvalsOf('wallet.adjust', request.key)).toHaveLength(1);
    const other = await api.post(ADJUST, { ...request, amount: 2000 }, finance);
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ error: 'approval_pending', approval_id: id });

    // Not by whoever asked; not by a role without the action's permission.
    const same = await api.post(`${APPROVALS}/${id}/confirm`, {}, finance);
    expect(same.status).toBe(409);
    expect(same.json.error).toBe('four_eyes_same_actor');
    expect((await api.post(`${APPROVALS}/${id}/confirm`, {}, support)).status).toBe(403);
    expect((await api.post(`${APPROVALS}/${id}/confirm`, {}, trader)).status).toBe(403);
    expect((await api.get(`${APPROVALS}/${id}`, trader)).status).toBe(403);
    expect(await profileBalance(api, player.token)).toBe(999.99);

    const confirmed = await api.post(`${APPROVALS}/${id}/confirm`, { note: 'checked' }, financeToo);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      approval: {
        id,
        status: 'confirmed',
        decided_by: `staff:${financeToo.id}`,
        decided_by_label: financeToo.email,
        decision_note: 'checked',
      },
      result: { transfer_id: expect.any(Number), balance: 1999.99 },
    });
    expect(await profileBalance(api, player.token)).toBe(1999.99);
    const moved = await transferOf(request.key);
    expect(moved!.metadata).toEqual({
      reason: 'goodwill',
      approval: `four eyes #${id}: asked by ${finance.email}, confirmed by ${financeToo.email}`,
    });

    // Decided once; the first member's retry of the key answers the transfer made.
    const twice = await api.post(`${APPROVALS}/${id}/confirm`, {}, admin);
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe('approval_not_pending');
    const retried = await api.post(ADJUST, request, finance);
    expect(retried.status).toBe(201);
    expect(retried.json.transfer_id).toBe(moved!.id);
    expect(await profileBalance(api, player.token)).toBe(1999.99);

    // The trail: the request (202) by the first, the confirmation by the second, before and after.
    const trail = await api.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorLabel, financeToo.email));
    const confirmation = trail.find((row) => row.action === 'POST /operator/approvals/:id/confirm');
    expect(confirmation).toMatchObject({
      actorType: 'staff',
      actorId: financeToo.id,
      targetType: 'approvals',
      targetId: String(id),
      reason: 'checked',
      before: { approval: { status: 'pending' } },
      after: {
        approval: { status: 'confirmed' },
        result: { transfer_id: moved!.id },
      },
    });
    const [asked] = await api.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorLabel, finance.email),
          eq(auditLog.action, `POST /operator/wallet/adjustments`),
        ),
      )
      .limit(1);
    expect(asked).toBeDefined();
    await expectLedgerBalanced(api);
  });

  it('asked twice at once makes one approval', async () => {
    const player = await fundedPlayer(api);
    const request = adjustment(player.id, 1500);
    const [one, two] = await Promise.all([
      api.post(ADJUST, request, finance),
      api.post(ADJUST, request, financeToo),
    ]);
    expect([one.status, two.status]).toEqual([202, 202]);
    expect(one.json.approval.id).toBe(two.json.approval.id);
    expect(await approvalsOf('wallet.adjust', request.key)).toHaveLength(1);
  });

  it('confirmed twice at once runs once', async () => {
    const player = await fundedPlayer(api);
    const held = await api.post(ADJUST, adjustment(player.id, 1500), finance);
    expect(held.status).toBe(202);
    const id = held.json.approval.id as number;
    const answers = await Promise.all([
      api.post(`${APPROVALS}/${id}/confirm`, {}, financeToo),
      api.post(`${APPROVALS}/${id}/confirm`, {}, admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json.error).toBe(
      'approval_not_pending',
    );
    expect(await profileBalance(api, player.token)).toBe(1500);
    await expectLedgerBalanced(api);
  });

  it('the service may ask but never confirm; a refusal moves nothing; the asker may withdraw', async () => {
    const player = await fundedPlayer(api);
    const byService = await api.post(ADJUST, adjustment(player.id, 2000), service);
    expect(byService.status).toBe(202);
    expect(byService.json.approval).toMatchObject({
      requested_by: 'service',
      requested_by_label: 'service',
    });
    const id = byService.json.approval.id as number;
    // The machines' key never confirms: not its own request, nor a person's.
    const own = await api.post(`${APPROVALS}/${id}/confirm`, {}, service);
    expect(own.status).toBe(403);
    expect(own.json.error).toBe('four_eyes_staff_only');
    const byPerson = await api.post(ADJUST, adjustment(player.id, 2500), finance);
    expect(byPerson.status).toBe(202);
    const forPerson = await api.post(
      `${APPROVALS}/${byPerson.json.approval.id}/confirm`,
      {},
      service,
    );
    expect(forPerson.status).toBe(403);
    expect(forPerson.json.error).toBe('four_eyes_staff_only');
    expect(
      (
        await api.post(
          `${APPROVALS}/${byPerson.json.approval.id}/refuse`,
          { note: 'asked twice' },
          finance,
        )
      ).status,
    ).toBe(200);

    const noNote = await api.post(`${APPROVALS}/${id}/refuse`, {}, financeToo);
    expect(noNote.status).toBe(422);
    expect(noNote.json.errors.note).toBeDefined();
    const blank = await api.post(`${APPROVALS}/${id}/refuse`, { note: '   ' }, financeToo);
    expect(blank.status).toBe(422);
    expect(blank.json.errors.note).toBeDefined();
    const refused = await api.post(
      `${APPROVALS}/${id}/refuse`,
      { note: 'no ticket for this' },
      financeToo,
    );
    expect(refused.status).toBe(200);
    expect(refused.json.approval).toMatchObject({
      status: 'refused',
      decided_by: `staff:${financeToo.id}`,
      decision_note: 'no ticket for this',
    });
    const late = await api.post(`${APPROVALS}/${id}/confirm`, {}, finance);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('approval_not_pending');
    expect(await profileBalance(api, player.token)).toBe(0);

    // The asker withdraws their own.
    const mine = await api.post(ADJUST, adjustment(player.id, 3000), finance);
    const withdrawn = await api.post(
      `${APPROVALS}/${mine.json.approval.id}/refuse`,
      { note: 'wrong player' },
      finance,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.approval).toMatchObject({
      status: 'refused',
      decided_by: `staff:${finance.id}`,
    });

    // A member of staff may be the service's second pair of eyes.
    const asked = await api.post(ADJUST, adjustment(player.id, 1200), service);
    const confirmed = await api.post(`${APPROVALS}/${asked.json.approval.id}/confirm`, {}, finance);
    expect(confirmed.status).toBe(200);
    expect(await profileBalance(api, player.token)).toBe(1200);
    await expectLedgerBalanced(api);
  });

  it('weighs another currency at its exchange rate; a currency without one is held', async () => {
    const player = await fundedPlayer(api);
    // USD at 95 ₽: 10 $ is 950 ₽, 11 $ is 1,045 ₽.
    await api.ctx.db
      .update(exchangeRates)
      .set({ toBaseE8: 95_00000000 })
      .where(eq(exchangeRates.currency, 'USD'));
    const ten = await api.post(ADJUST, adjustment(player.id, 10, { currency: 'USD' }), finance);
    expect(ten.status).toBe(201);
    const eleven = await api.post(ADJUST, adjustment(player.id, 11, { currency: 'USD' }), finance);
    expect(eleven.status).toBe(202);
    expect(eleven.json.approval).toMatchObject({ amount: 11, currency: 'USD' });

    const [inr] = await api.ctx.db
      .delete(exchangeRates)
      .where(eq(exchangeRates.currency, 'INR'))
      .returning();
    try {
      const unweighed = await api.post(
        ADJUST,
        adjustment(player.id, 0.01, { currency: 'INR' }),
        finance,
      );
      expect(unweighed.status).toBe(202);
    } finally {
      await api.ctx.db.insert(exchangeRates).values(inr!);
    }
    // Nothing to hold for a player who does not exist: the usual 422.
    const nobody = await api.post(ADJUST, adjustment(2_000_000_000, 5000), finance);
    expect(nobody.status).toBe(422);
    expect(nobody.json.errors.user_id).toBeDefined();
  });
});

describe('a payout approval', () => {
  async function pendingPayout(token: string, amount: number) {
    const response = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount, details: { card_number: GOOD_CARD } },
      { token },
    );
    expect(response.status).toBe(201);
    return response.json.id as string;
  }
  const payoutRow = async (id: string) =>
    (await api.ctx.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;

  it('approves a small payout at once; a large one waits and is approved under both names', async () => {
    const player = await fundedPlayer(api);
    await fund(player.id, 5000_00);
    const small = await pendingPayout(player.token, 400);
    const approved = await api.post(`/api/operator/payouts/${small}/approve`, {}, payments);
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');

    const large = await pendingPayout(player.token, 2000);
    const held = await api.post(
      `/api/operator/payouts/${large}/approve`,
      { note: 'known player' },
      payments,
    );
    expect(held.status).toBe(202);
    expect(held.json.approval).toMatchObject({
      action: 'payouts.approve',
      target_type: 'payout',
      target_id: large,
      amount: 2000,
      currency: 'RUB',
      request: { id: large, note: 'known player' },
    });
    expect((await payoutRow(large)).status).toBe('pending');

    const confirmed = await api.post(`${APPROVALS}/${held.json.approval.id}/confirm`, {}, admin);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.result).toMatchObject({ id: large, status: 'approved' });
    expect(confirmed.json.result.decision_note).toBe(
      `known player; four eyes #${held.json.approval.id}: asked by ${payments.email}, confirmed by ${admin.email}`,
    );
    expect(await profileBalance(api, player.token)).toBe(2600);
    await expectLedgerBalanced(api);
  });

  it('answers the action’s own error when it fails at confirmation, and the approval stays pending', async () => {
    const player = await fundedPlayer(api);
    await fund(player.id, 5000_00);
    const id = await pendingPayout(player.token, 1500);
    const held = await api.post(`/api/operator/payouts/${id}/approve`, {}, payments);
    expect(held.status).toBe(202);
    // Rejecting is not held: the money goes back to the player.
    expect((await api.post(`/api/operator/payouts/${id}/reject`, {}, admin)).status).toBe(200);

    const approval = held.json.approval.id as number;
    const failed = await api.post(`${APPROVALS}/${approval}/confirm`, {}, admin);
    expect(failed.status).toBe(409);
    expect(failed.json.error).toBe('payout_not_pending');
    const read = await api.get(`${APPROVALS}/${approval}`, payments);
    expect(read.json.approval.status).toBe('pending');
    expect(
      (await api.post(`${APPROVALS}/${approval}/refuse`, { note: 'rejected meanwhile' }, payments))
        .status,
    ).toBe(200);
    expect(await profileBalance(api, player.token)).toBe(5000);
    await expectLedgerBalanced(api);
  });
});

describe('a manual settlement', () => {
  async function eventWithTicket(userId: number, stakeMinor: number) {
    const eventId = await seedEvent(api.ctx);
    await applyFeedMessage(
      api.ctx,
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3.4', 3: '4' })]),
    );
    const ticket = await placeTestTicket(api.ctx, {
      userId,
      stakeMinor,
      legs: [{ eventId, typeId: 1, outcomeId: '1', oddsE4: 20_000 }],
    });
    return { eventId, ticket };
  }
  const settlement = (eventId: string) => ({
    event_id: eventId,
    type_id: 1,
    spec_key: '',
    reason: 'official result',
    outcomes: [
      { id: '1', result: 1 },
      { id: '2', result: 0 },
      { id: '3', result: 0 },
    ],
  });

  it('settles at once when its tickets could pay less; waits for a second trader when more', async () => {
    const player = await fundedPlayer(api);
    await fund(player.id, 2000_00);
    // 100 ₽ at 2.0: 200 ₽ at most.
    const small = await eventWithTicket(player.id, 100_00);
    const direct = await api.post(SETTLE, settlement(small.eventId), trader);
    expect(direct.status).toBe(200);
    expect(direct.json).toMatchObject({ status: 'settled', tickets_settled: 1 });

    // 600 ₽ at 2.0: 1,200 ₽.
    const large = await eventWithTicket(player.id, 600_00);
    const held = await api.post(SETTLE, settlement(large.eventId), trader);
    expect(held.status).toBe(202);
    expect(held.json.approval).toMatchObject({
      action: 'sports.settle',
      target_type: 'market',
      target_id: `${large.eventId}/1/`,
      amount: 1200,
      currency: 'RUB',
      reason: 'official result',
    });
    expect((await ticketRow(api.ctx, large.ticket)).status).toBe('open');

    const id = held.json.approval.id as number;
    expect((await api.post(`${APPROVALS}/${id}/confirm`, {}, finance)).status).toBe(403);
    const confirmed = await api.post(`${APPROVALS}/${id}/confirm`, {}, traderToo);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.result).toMatchObject({ status: 'settled', tickets_settled: 1 });
    expect(await ticketRow(api.ctx, large.ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 1200_00,
    });
    const [audited] = await api.ctx.db
      .select()
      .from(sportAudit)
      .where(eq(sportAudit.eventId, large.eventId));
    expect(audited!.reason).toBe(
      `official result; four eyes #${id}: asked by ${trader.email}, confirmed by ${traderToo.email}`,
    );
    // 2,000 − 100 + 200 − 600 + 1,200
    expect(await profileBalance(api, player.token)).toBe(2700);
    await expectLedgerBalanced(api);
  });
});

describe('GET /operator/approvals', () => {
  it('lists newest first by cursor, only the actions the member may decide', async () => {
    const first = await api.get(`${APPROVALS}?limit=1`, admin);
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(1);
    expect(first.json.next).toBe(first.json.data[0].id);
    const second = await api.get(`${APPROVALS}?limit=1&cursor=${first.json.next}`, admin);
    expect(second.json.data[0].id).toBeLessThan(first.json.data[0].id);

    const all = await api.get(`${APPROVALS}?limit=200`, admin);
    const actions = new Set(all.json.data.map((row: { action: string }) => row.action));
    expect(actions).toEqual(new Set(['wallet.adjust', 'payouts.approve', 'sports.settle']));
    const ids = all.json.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const traders = await api.get(`${APPROVALS}?limit=200`, trader);
    expect(traders.json.data.map((row: { action: string }) => row.action)).toEqual([
      'sports.settle',
    ]);
    const refused = await api.get(`${APPROVALS}?status=refused&limit=200`, finance);
    expect(refused.json.data.length).toBeGreaterThan(0);
    expect(
      refused.json.data.every(
        (row: { status: string; action: string }) =>
          row.status === 'refused' && row.action === 'wallet.adjust',
      ),
    ).toBe(true);
    expect((await api.get(APPROVALS, support)).status).toBe(403);
    expect((await api.get(APPROVALS)).status).toBe(401);
    expect((await api.get(`${APPROVALS}/999999`, admin)).status).toBe(404);
    expect((await api.get(`${APPROVALS}/nope`, admin)).status).toBe(404);
  });
});

describe('expiry', () => {
  it('an approval nobody decided within 24 hours expires, and the action may be asked again', async () => {
    const player = await fundedPlayer(api);
    const request = adjustment(player.id, 5000);
    const held = await api.post(ADJUST, request, service);
    expect(held.status).toBe(202);
    const id = held.json.approval.id as number;

    api.clock.advance(APPROVAL_TTL_MS + 1_000);
    const read = await api.get(`${APPROVALS}/${id}`, service);
    expect(read.json.approval).toMatchObject({
      status: 'expired',
      decided_at: held.json.approval.expires_at,
    });
    const fresh = await member('finance');
    const late = await api.post(`${APPROVALS}/${id}/confirm`, {}, fresh);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('approval_not_pending');

    const again = await api.post(ADJUST, request, service);
    expect(again.status).toBe(202);
    expect(again.json.approval.id).not.toBe(id);
    expect(await transferOf(request.key)).toBeUndefined();
  });
});
