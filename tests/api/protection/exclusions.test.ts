/**
 * Time-out, self-exclusion and closure (issue 34): each starts at once and signs the player out
 * everywhere; nobody ends a time-out or self-exclusion early, staff included; the player may still
 * sign in to see it and be paid; a self-exclusion ends only when the player asks after its term,
 * a cooling-off later. Staff with `players.protection` read it all, with its history.
 */
import { eq } from 'drizzle-orm';
import { protectionEvents, sessions, users } from '@/server/db/schema';
import { endProtectionStates } from '@/server/services/protection/jobs';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';
import { betKey, GAMES } from '@/tests/support/game-bets';
import { GOOD_CARD, OPERATOR_TOKEN, adjust, operator, payoutHash } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const HOUR = 3600_000;
const PROTECTION = '/api/protection';

type Player = { id: number; token: string; email: string; password: string };

async function player(amount = 1_000): Promise<Player> {
  const account = await api.registerByEmail();
  const id = (await api.get('/api/profile/user', account)).json.user.id as number;
  await adjust(api, id, amount);
  return { ...account, id };
}

async function signIn(who: Player) {
  const login = await api.post(
    '/api/api/v2/auth/login/email/password',
    { email: who.email, password: who.password },
    { ip: uniqueIp() },
  );
  if (login.status === 200) who.token = login.json.token as string;
  return login;
}

const dice = (who: Player) =>
  api.post(`${GAMES}/dice/bet`, { key: betKey(), amount: 10, target: 50, direction: 'under' }, who);

describe('time-out', () => {
  it('starts at once, signs out everywhere, refuses play but not payouts, and ends by itself', async () => {
    const who = await player();
    const second = await signIn({ ...who });
    const took = await api.post(`${PROTECTION}/timeout`, { term: '24h' }, who);
    expect(took.status).toBe(200);
    expect(took.json.state).toBe('timed_out');
    expect(new Date(took.json.state_until).getTime() - api.clock.now().getTime()).toBe(24 * HOUR);
    const live = await api.ctx.db.select().from(sessions).where(eq(sessions.userId, who.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await api.get('/api/profile/user', { token: second.json.token })).status).toBe(401);

    // Signs in to see it and be paid; nothing else.
    expect((await signIn(who)).status).toBe(200);
    const bet = await dice(who);
    expect([bet.status, bet.json.error]).toEqual([403, 'account_timed_out']);
    const payout = await api.post(
      '/api/api/v2/billing/payout',
      { hash: payoutHash('RUB'), amount: 300, details: { card_number: GOOD_CARD } },
      who,
    );
    expect(payout.status).toBe(201);
    const again = await api.post(`${PROTECTION}/timeout`, { term: '7d' }, who);
    expect([again.status, again.json.error]).toEqual([409, 'protection_in_force']);
    // Staff can neither lift it nor replace it.
    const lifted = await api.post(
      `/api/operator/players/${who.id}/state`,
      { state: 'active', reason: 'player asked on the phone' },
      operator,
    );
    expect([lifted.status, lifted.json.error]).toEqual([409, 'exclusion_in_force']);

    api.clock.advance(24 * HOUR);
    await signIn(who);
    expect((await api.get(PROTECTION, who)).json.state).toBe('active');
    expect((await dice(who)).status).toBe(200);
    // The stored state follows within a minute, with a line in the history.
    await endProtectionStates(api.ctx);
    const [row] = await api.ctx.db.select().from(users).where(eq(users.id, who.id));
    expect([row!.state, row!.stateUntil]).toEqual(['active', null]);
  });
});

describe('self-exclusion', () => {
  it('needs the player to confirm, cannot be shortened, and reopens only when asked after the term, a day later', async () => {
    const who = await player();
    const unconfirmed = await api.post(`${PROTECTION}/self-exclusion`, { term: '6m' }, who);
    expect(unconfirmed.status).toBe(422);
    const excluded = await api.post(
      `${PROTECTION}/self-exclusion`,
      { term: '6m', confirm: true },
      who,
    );
    expect(excluded.status).toBe(200);
    expect(excluded.json.state).toBe('self_excluded');
    await signIn(who);
    const read = await api.get(PROTECTION, who);
    const { self_exclusion: exclusion } = read.json;
    expect(exclusion.indefinite).toBe(false);
    expect(exclusion.reopen_from).toBe(exclusion.ends_at);
    const deposit = await api.post('/api/api/v2/billing/deposit', { hash: 'x', amount: 100 }, who);
    expect([deposit.status, deposit.json.error]).toEqual([403, 'account_self_excluded']);
    const early = await api.post(`${PROTECTION}/self-exclusion/reopen`, undefined, who);
    expect([early.status, early.json.error]).toEqual([409, 'reopen_not_allowed']);
    const timeout = await api.post(`${PROTECTION}/timeout`, { term: '24h' }, who);
    expect(timeout.status).toBe(409);

    api.clock.set(new Date(new Date(exclusion.ends_at).getTime() + HOUR));
    await signIn(who);
    // The term is over, but the account stays excluded until the player asks.
    expect((await dice(who)).status).toBe(403);
    const asked = await api.post(`${PROTECTION}/self-exclusion/reopen`, undefined, who);
    expect(asked.status).toBe(200);
    expect(new Date(asked.json.state_until).getTime() - api.clock.now().getTime()).toBe(24 * HOUR);
    expect((await dice(who)).status).toBe(403);
    const twice = await api.post(`${PROTECTION}/self-exclusion/reopen`, undefined, who);
    expect(twice.status).toBe(409);

    api.clock.advance(24 * HOUR);
    await signIn(who);
    expect((await dice(who)).status).toBe(200);
  });

  it('lets an indefinite exclusion be asked to end after 6 months, with 7 days of cooling-off', async () => {
    const who = await player();
    await api.post(`${PROTECTION}/self-exclusion`, { term: 'indefinite', confirm: true }, who);
    await signIn(who);
    const read = await api.get(PROTECTION, who);
    expect(read.json.self_exclusion).toMatchObject({ indefinite: true, ends_at: null });
    api.clock.set(new Date(new Date(read.json.self_exclusion.reopen_from).getTime() + HOUR));
    await signIn(who);
    const asked = await api.post(`${PROTECTION}/self-exclusion/reopen`, undefined, who);
    expect(new Date(asked.json.state_until).getTime() - api.clock.now().getTime()).toBe(168 * HOUR);
  });
});

describe('closing the account', () => {
  it('asks for the balance to be withdrawn first, then closes with the reason and signs out', async () => {
    const who = await player(300);
    const refused = await api.post(
      `${PROTECTION}/close`,
      { reason: 'not_interested', confirm: true },
      who,
    );
    expect([refused.status, refused.json.error]).toEqual([409, 'balance_remaining']);
    const payout = await api.post(
      '/api/api/v2/billing/payout',
      { hash: payoutHash('RUB'), amount: 300, details: { card_number: GOOD_CARD } },
      who,
    );
    expect(payout.status).toBe(201);
    const closed = await api.post(
      `${PROTECTION}/close`,
      { reason: 'gambling_problem', comment: 'too much', confirm: true },
      who,
    );
    expect(closed.status).toBe(200);
    expect(closed.json.state).toBe('closed');
    const login = await signIn(who);
    expect([login.status, login.json.error]).toEqual([403, 'account_closed']);
  });
});

describe('staff', () => {
  it('read a player\u2019s limits and history with players.protection, and have no way to change them', async () => {
    const who = await player();
    await api.put(`${PROTECTION}/limits`, { kind: 'loss', period: 'week', amount: 200 }, who);
    await api.put(`${PROTECTION}/limits`, { kind: 'loss', period: 'week', amount: 900 }, who);
    const view = await api.get(`/api/operator/players/${who.id}/protection`, operator);
    expect(view.status).toBe(200);
    expect(view.json.protection.limits[0]).toMatchObject({
      kind: 'loss',
      amount: 200,
      pending: { amount: 900, ready: false },
    });
    expect(view.json.events.map((event: { action: string }) => event.action)).toEqual([
      'limit_raise_asked',
      'limit_set',
    ]);
    expect((await api.get(`/api/operator/players/${who.id}/protection`)).status).toBe(401);
    expect((await api.get('/api/operator/players/999999999/protection', operator)).status).toBe(
      404,
    );
    // The history is kept as written.
    await expect(
      api.ctx.db
        .update(protectionEvents)
        .set({ action: 'edited' })
        .where(eq(protectionEvents.userId, who.id)),
    ).rejects.toThrow();
    // The player's own endpoints take no staff credential.
    const staffRaise = await api.put(
      `${PROTECTION}/limits`,
      { kind: 'loss', period: 'week', amount: 5000 },
      operator,
    );
    expect(staffRaise.status).toBe(401);
  });
});
