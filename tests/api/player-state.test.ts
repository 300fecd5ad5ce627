/**
 * Staff block, close and reopen players' accounts (`POST /operator/players/{id}/state`, issue
 * 33): a reason is required, the audit keeps the state before and after in the change's
 * transaction, the player is signed out at once, and each state's rule for payouts and grants.
 * The walk of every operation as a blocked player is tests/api/account-states.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, sessions, users } from '@/server/db/schema';
import { createTestApi, type TestApi } from '../support/api';
import { GOOD_CARD, OPERATOR_TOKEN, fundedPlayer, operator, payoutHash } from '../support/wallet';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const PAYOUT = '/api/api/v2/billing/payout';
const stateOf = (id: number) => `/api/operator/players/${id}/state`;

async function setState(id: number, state: string, reason = 'chargebacks under review') {
  return api.post(stateOf(id), { state, reason }, operator);
}

async function askPayout(token: string, amount = 300) {
  const asked = await api.post(
    PAYOUT,
    { hash: payoutHash('RUB'), amount, details: { card_number: GOOD_CARD } },
    { token },
  );
  expect(asked.status).toBe(201);
  return asked.json.id as string;
}

describe('account states', () => {
  it('blocks with a reason, signs the player out everywhere, audits before and after, and reopens', async () => {
    const player = await fundedPlayer(api, { amount: 1_000 });
    const other = await api.post('/api/api/v2/auth/login/email/password', {
      email: await emailOf(player.id),
      password: 'correct-horse-battery',
    });
    expect(other.status).toBe(200);

    const missing = await api.post(stateOf(player.id), { state: 'blocked' }, operator);
    expect(missing.status).toBe(422);
    expect(missing.json.errors.reason).toBeDefined();
    const blank = await api.post(stateOf(player.id), { state: 'blocked', reason: '  ' }, operator);
    expect(blank.status).toBe(422);

    const blocked = await setState(player.id, 'blocked');
    expect(blocked.status).toBe(200);
    expect(blocked.json).toMatchObject({
      user_id: player.id,
      state: 'blocked',
      reason: 'chargebacks under review',
      sessions_ended: 2,
    });
    const live = await api.ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, player.id)));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);

    // The old token now answers why it stopped working, not just 401.
    const profile = await api.get('/api/profile/user', player);
    expect([401, 403]).toContain(profile.status);
    const refreshed = await api.post('/api/auth/refresh-token', undefined, player);
    expect(refreshed.status).toBe(403);
    expect(refreshed.json.error).toBe('account_blocked');

    const [row] = await api.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'players.state'), eq(auditLog.targetId, String(player.id))));
    expect(row).toMatchObject({
      actorType: 'service',
      targetType: 'players',
      reason: 'chargebacks under review',
      before: { state: 'active', reason: null },
      after: { state: 'blocked', sessions_ended: 2 },
    });

    // The same state again changes nothing and writes no second row.
    expect((await setState(player.id, 'blocked', 'again')).json.sessions_ended).toBe(0);
    const rows = await api.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'players.state'), eq(auditLog.targetId, String(player.id))));
    expect(rows).toHaveLength(1);

    expect((await setState(player.id, 'active', 'cleared')).status).toBe(200);
    const again = await api.post('/api/api/v2/auth/login/email/password', {
      email: await emailOf(player.id),
      password: 'correct-horse-battery',
    });
    expect(again.status).toBe(200);
  });

  it('answers 404 for an unknown player, 422 for an unknown state and 401 without credentials', async () => {
    expect((await setState(2_000_000_000, 'blocked')).status).toBe(404);
    expect((await api.post(stateOf(1), { state: 'frozen', reason: 'x' }, operator)).status).toBe(
      422,
    );
    expect((await api.post(stateOf(1), { state: 'blocked', reason: 'x' })).status).toBe(401);
  });

  it("holds a blocked player's pending payout (rejecting stays possible) and pays a closed one's", async () => {
    const blocked = await fundedPlayer(api, { amount: 1_000 });
    const held = await askPayout(blocked.token);
    await setState(blocked.id, 'blocked');
    const refused = await api.post(`/api/operator/payouts/${held}/approve`, {}, operator);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('account_blocked');
    expect(
      (await api.post(`/api/operator/payouts/${held}/reject`, { note: 'blocked' }, operator))
        .status,
    ).toBe(200);

    const closed = await fundedPlayer(api, { amount: 1_000 });
    const paid = await askPayout(closed.token);
    await setState(closed.id, 'closed', 'asked to close the account');
    const approved = await api.post(`/api/operator/payouts/${paid}/approve`, {}, operator);
    expect(approved.status).toBe(200);
    const login = await api.post('/api/api/v2/auth/login/email/password', {
      email: await emailOf(closed.id),
      password: 'correct-horse-battery',
    });
    expect(login.status).toBe(403);
    expect(login.json.error).toBe('account_closed');
    // A wrong password tells nothing of the state.
    const wrong = await api.post('/api/api/v2/auth/login/email/password', {
      email: await emailOf(closed.id),
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(422);
  });

  it('refuses a bonus to a blocked player (409) and gives it once reopened', async () => {
    const template = {
      code: `state-${Date.now()}`,
      kind: 'no_deposit',
      name: { ru: 'Бонус', en: 'Bonus', kz: 'Бонус' },
      terms: { ru: 'Бонус', en: 'Bonus', kz: 'Бонус' },
      currencies: {
        RUB: {
          min_deposit: 0,
          max_bonus: 0,
          fixed_amount: 500,
          max_bet: 100,
          max_conversion: 5000,
        },
      },
      wagering_multiplier: 20,
      wagering_base: 'bonus',
      contributions: {
        slots: 100,
        live_casino: 10,
        table: 10,
        in_house_reference_edge: 4,
        sports: 50,
        sports_min_odds: 1.5,
        excluded_games: [],
      },
      validity_days: 7,
    };
    expect((await api.post('/api/operator/bonuses/templates', template, operator)).status).toBe(
      201,
    );
    const player = await fundedPlayer(api, { amount: 100 });
    await setState(player.id, 'blocked');
    const grant = {
      key: `blocked-${player.id}`,
      user_id: player.id,
      template: template.code,
      currency: 'RUB',
      reason: 'goodwill',
    };
    const refused = await api.post('/api/operator/bonuses/grants', grant, operator);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('account_blocked');
    await setState(player.id, 'active', 'cleared');
    expect((await api.post('/api/operator/bonuses/grants', grant, operator)).status).toBe(201);
  });
});

async function emailOf(userId: number) {
  const [row] = await api.ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row!.email!;
}
