import { eq } from 'drizzle-orm';
import { bonusGrants, ledgerTransfers } from '@/server/db/schema';
import { creditBonus } from '@/server/services/bonus/credit-bonus';
import { expireGrants } from '@/server/services/bonus/expire-grants';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { balanceOf, createTemplate, ledgerSum } from '@/tests/support/bonus';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { fundedPlayer, GOOD_CARD, OPERATOR_TOKEN, payoutHash } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const PAYOUT = '/api/api/v2/billing/payout';
const GRANTS = '/api/bonus-system/grants';

/** A funded player with an active 500 RUB no-deposit grant (×20). */
async function playerWithGrant(real = 1000) {
  const template = await createTemplate(api, { kind: 'no_deposit', wageringMultiplier: 20 });
  const player = await fundedPlayer(api, { amount: real });
  const credited = await creditBonus(api.ctx, {
    userId: player.id,
    currency: 'RUB',
    templateId: template.id,
    key: `grants-suite:${player.id}`,
    source: 'operator',
  });
  return { ...player, template, grant: credited!.grant };
}

const grantRow = async (id: number) =>
  (await api.ctx.db.select().from(bonusGrants).where(eq(bonusGrants.id, id)))[0]!;

describe('GET /bonus-system/grants', () => {
  it('answers the active grant with its wagering and terms, localized', async () => {
    const { token, grant } = await playerWithGrant();
    const response = await api.get(GRANTS, { token, headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    expect(response.json.data.history).toEqual([]);
    expect(response.json.data.active).toEqual([
      expect.objectContaining({
        id: grant.id,
        name: 'Match bonus',
        status: 'active',
        amount: 500,
        balance: 500,
        wagering_required: 10_000,
        wagered: 0,
        wagering_left: 10_000,
        progress: 0,
        terms: expect.objectContaining({ kind: 'no_deposit', max_bonus: 500, max_bet: 500 }),
      }),
    ]);
    const profile = await api.get('/api/profile/user', { token });
    expect(profile.json.user).toMatchObject({ bonus: 10_000, bonus_balance: 500, balance: 1000 });
  });
});

describe('expiry', () => {
  it('returns the bonus money to the pool, lazily and by the job, conserving money', async () => {
    const lazy = await playerWithGrant();
    const byJob = await playerWithGrant();
    const before = await ledgerSum(api);
    // Both grants' validity ends now (the sessions would not live through 7 days of clock).
    for (const player of [lazy, byJob]) {
      await api.ctx.db
        .update(bonusGrants)
        .set({ expiresAt: api.clock.now() })
        .where(eq(bonusGrants.id, player.grant.id));
    }
    // Read by the player: ended on the spot.
    const response = await api.get(GRANTS, { token: lazy.token });
    expect(response.json.data.active).toEqual([]);
    expect(response.json.data.history[0]).toMatchObject({
      status: 'expired',
      balance: 0,
      returned_amount: 500,
      wagering_left: 0,
    });
    expect(await expireGrants(api.ctx)).toBeGreaterThanOrEqual(1);
    expect(await grantRow(byJob.grant.id)).toMatchObject({
      status: 'expired',
      returnedAmount: 50_000,
    });
    expect(await expireGrants(api.ctx)).toBe(0);
    for (const player of [lazy, byJob]) {
      expect(await balanceOf(api, player.id, 'bonus')).toBe(0);
      expect(await balanceOf(api, player.id, 'real')).toBe(100_000);
    }
    const [transfer] = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `bonus-grant:${byJob.grant.id}:expire`));
    expect(transfer).toMatchObject({ kind: 'bonus_expire', amount: 50_000 });
    expect(await ledgerSum(api)).toBe(before);
    await expectLedgerBalanced(api);
  });
});

describe('POST /bonus-system/grants/{id}/cancel', () => {
  it('cancels for the confirmed amount only, once, conserving money', async () => {
    const { token, id, grant } = await playerWithGrant();
    const path = `${GRANTS}/${grant.id}/cancel`;
    const changed = await api.post(path, { confirm_amount: 400 }, { token });
    expect(changed.status).toBe(409);
    expect(changed.json).toMatchObject({ error: 'amount_changed' });
    const before = await ledgerSum(api);
    const answers = await Promise.all([
      api.post(path, { confirm_amount: 500 }, { token }),
      api.post(path, { confirm_amount: 500 }, { token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.json.data).toMatchObject({ status: 'cancelled', returned_amount: 500 });
    expect(await balanceOf(api, id, 'bonus')).toBe(0);
    expect(await balanceOf(api, id, 'real')).toBe(100_000);
    expect(await ledgerSum(api)).toBe(before);
    expect((await api.get('/api/profile/user', { token })).json.user.bonus).toBe(0);
    await expectLedgerBalanced(api);
  });

  it('answers 401, 404 and 422 for bad requests', async () => {
    const { token, grant } = await playerWithGrant();
    const stranger = await fundedPlayer(api);
    const path = `${GRANTS}/${grant.id}/cancel`;
    expect((await api.post(path, { confirm_amount: 500 })).status).toBe(401);
    expect((await api.post(path, { confirm_amount: 500 }, stranger)).status).toBe(404);
    expect((await api.post(`${GRANTS}/abc/cancel`, { confirm_amount: 1 }, { token })).status).toBe(
      404,
    );
    expect(
      (await api.post(`${GRANTS}/99999999/cancel`, { confirm_amount: 1 }, { token })).status,
    ).toBe(404);
    const bad = await api.post(path, { confirm_amount: -1 }, { token });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.confirm_amount).toEqual([expect.stringMatching(/^invalid_value/)]);
    expect((await api.post(path, {}, { token })).status).toBe(422);
    expect((await grantRow(grant.id)).status).toBe('active');
  });
});

describe('a payout with an active bonus', () => {
  it('is 409 bonus_active with the amount, then forfeits it and pays out', async () => {
    const { token, id, grant } = await playerWithGrant();
    const request = { hash: payoutHash('RUB'), amount: 400, details: { card_number: GOOD_CARD } };
    const refused = await api.post(PAYOUT, request, { token });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: 'bonus_active', amount: 500, currency: 'RUB' });
    const wrong = await api.post(PAYOUT, { ...request, forfeit_bonus: 499 }, { token });
    expect(wrong.status).toBe(409);
    expect((await grantRow(grant.id)).status).toBe('active');

    const before = await ledgerSum(api);
    const accepted = await api.post(PAYOUT, { ...request, forfeit_bonus: 500 }, { token });
    expect(accepted.status).toBe(201);
    expect(await grantRow(grant.id)).toMatchObject({
      status: 'forfeited',
      reason: 'payout',
      returnedAmount: 50_000,
    });
    expect(await balanceOf(api, id, 'bonus')).toBe(0);
    // The deposit was never locked: the whole payout is held from real money.
    expect((await api.get('/api/profile/user', { token })).json.user).toMatchObject({
      balance: 600,
      bonus: 0,
      bonus_balance: 0,
    });
    expect(await ledgerSum(api)).toBe(before);
    // Without a bonus the field is not needed.
    const next = await api.post(PAYOUT, request, { token });
    expect(next.status).toBe(201);
    await expectLedgerBalanced(api);
  });

  it('keeps the bonus when the payout itself is refused', async () => {
    const { token, grant } = await playerWithGrant(100);
    const response = await api.post(
      PAYOUT,
      {
        hash: payoutHash('RUB'),
        amount: 500,
        details: { card_number: GOOD_CARD },
        forfeit_bonus: 500,
      },
      { token },
    );
    expect(response.status).toBe(422);
    expect((await grantRow(grant.id)).status).toBe('active');
  });
});
