/**
 * Player protection (issue 34): money limits counted by the ledger's trigger in the
 * transaction of the money they limit, a raise that waits 24 hours for the player's confirmation,
 * reality checks that pause every stake, and the session time limit.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ledgerTransfers, playerActivity, protectionEvents } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { DEPOSIT, depositHash, openDeposit } from '@/tests/support/payments';
import { fundedPlayer, OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const PROTECTION = '/api/protection';
const DICE = `${GAMES}/dice/bet`;
const HOUR = 3600_000;

type Player = { token: string; id: number };
const setLimit = (player: Player, kind: string, period: string, amount: number | null) =>
  api.put(`${PROTECTION}/limits`, { kind, period, amount }, player);
/** A dice bet; `target` 5 under wins one time in twenty, so losses come quickly. */
const dice = (player: Player, amount = 10, target = 50) =>
  api.post(DICE, { key: betKey(), amount, target, direction: 'under' }, player);
const deposit = (player: Player, amount: number) =>
  api.post(DEPOSIT, { hash: depositHash('card'), amount }, player);

/** A new player with an e-mail and password, to sign in again after the clock moved a day. */
async function member() {
  const account = await api.registerByEmail();
  const id = (await api.get('/api/profile/user', account)).json.user.id as number;
  return { ...account, id };
}
/** Signs the player in again (access tokens do not outlive a day of the test clock). */
async function again(player: { email: string; password: string; token: string }) {
  const login = await api.post('/api/api/v2/auth/login/email/password', {
    email: player.email,
    password: player.password,
  });
  expect(login.status).toBe(200);
  player.token = login.json.token as string;
}

describe('deposit limits', () => {
  it('counts open invoices, refuses one that would cross with what is left, and releases a failed one', async () => {
    const player = await fundedPlayer(api);
    const set = await setLimit(player, 'deposit', 'day', 1000);
    expect(set.status).toBe(200);
    expect(set.json.limits).toEqual([
      { kind: 'deposit', period: 'day', amount: 1000, used: 0, remaining: 1000, pending: null },
    ]);

    await openDeposit(api, player.token, 800);
    const refused = await deposit(player, 300);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.amount[0]).toMatch(/^deposit_limit:/);
    expect(refused.json.limit).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 1000,
      remaining: 200,
      currency: 'RUB',
    });
    // The lowest binding limit wins: a weekly 500 is lower than what the day still takes.
    await setLimit(player, 'deposit', 'week', 900);
    const weekly = await deposit(player, 150);
    expect(weekly.status).toBe(422);
    expect(weekly.json.limit).toMatchObject({ period: 'week', remaining: 100 });
    expect((await deposit(player, 100)).status).toBe(201);
    const read = await api.get(PROTECTION, player);
    expect(read.json.limits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ period: 'day', used: 900, remaining: 100 }),
        expect.objectContaining({ period: 'week', used: 900, remaining: 0 }),
      ]),
    );
  });

  it('counts the last 31 days when the first limit is set, and forgets deposits older than the window', async () => {
    const player = await member();
    await openDeposit(api, player.token, 700);
    const set = await setLimit(player, 'deposit', 'day', 1000);
    expect(set.json.limits[0]).toMatchObject({ used: 700, remaining: 300 });
    api.clock.advance(25 * HOUR);
    await again(player);
    const later = await api.get(PROTECTION, player);
    expect(later.json.limits[0]).toMatchObject({ used: 0, remaining: 1000 });
    expect((await deposit(player, 1000)).status).toBe(201);
  });
});

describe('raising and removing a limit', () => {
  it('lowers at once, raises only after 24 hours and the player confirming, and can drop the raise', async () => {
    const player = await member();
    await setLimit(player, 'deposit', 'day', 1000);
    const lower = await setLimit(player, 'deposit', 'day', 600);
    expect(lower.json.limits[0]).toMatchObject({ amount: 600, pending: null });

    const raise = await setLimit(player, 'deposit', 'day', 5000);
    expect(raise.json.limits[0]).toMatchObject({
      amount: 600,
      pending: { amount: 5000, ready: false },
    });
    const from = new Date(raise.json.limits[0].pending.from).getTime();
    expect(from - api.clock.now().getTime()).toBe(24 * HOUR);
    // Still the old limit while the raise waits.
    expect((await deposit(player, 700)).status).toBe(422);
    const early = await api.post(
      `${PROTECTION}/limits/confirm`,
      { kind: 'deposit', period: 'day' },
      player,
    );
    expect(early.status).toBe(409);
    expect(early.json.error).toBe('limit_not_ready');

    api.clock.advance(24 * HOUR);
    await again(player);
    const ready = await api.get(PROTECTION, player);
    expect(ready.json.limits[0].pending.ready).toBe(true);
    const confirmed = await api.post(
      `${PROTECTION}/limits/confirm`,
      { kind: 'deposit', period: 'day' },
      player,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.limits[0]).toMatchObject({ amount: 5000, pending: null });

    await setLimit(player, 'deposit', 'day', null);
    const cancelled = await api.post(
      `${PROTECTION}/limits/cancel`,
      { kind: 'deposit', period: 'day' },
      player,
    );
    expect(cancelled.json.limits[0]).toMatchObject({ amount: 5000, pending: null });
    await setLimit(player, 'deposit', 'day', null);
    api.clock.advance(24 * HOUR);
    await again(player);
    const removed = await api.post(
      `${PROTECTION}/limits/confirm`,
      { kind: 'deposit', period: 'day' },
      player,
    );
    expect(removed.json.limits).toEqual([]);

    const actions = await api.ctx.db
      .select({ action: protectionEvents.action })
      .from(protectionEvents)
      .where(eq(protectionEvents.userId, player.id))
      .orderBy(protectionEvents.id);
    expect(actions.map((row) => row.action)).toEqual([
      'limit_set',
      'limit_decreased',
      'limit_raise_asked',
      'limit_raised',
      'limit_removal_asked',
      'limit_change_cancelled',
      'limit_removal_asked',
      'limit_removed',
    ]);
  });

  it('answers 422 on bad input and 409 when nothing waits', async () => {
    const player = await fundedPlayer(api);
    for (const body of [
      { kind: 'deposit', period: 'year', amount: 10 },
      { kind: 'deposit', period: 'day', amount: -5 },
      { kind: 'deposit', period: 'day', amount: 1.234 },
      { kind: 'deposit', period: 'day', amount: 100_000_001 },
      { kind: 'session', amount: 5 },
      { kind: 'bets', period: 'day', amount: 10 },
    ]) {
      const answer = await api.put(`${PROTECTION}/limits`, body, player);
      expect(answer.status).toBe(422);
    }
    const none = await api.post(
      `${PROTECTION}/limits/confirm`,
      { kind: 'loss', period: 'week' },
      player,
    );
    expect(none.status).toBe(409);
    expect(none.json.error).toBe('limit_not_pending');
    expect((await api.get(PROTECTION)).status).toBe(401);
  });
});

describe('loss and wager limits, enforced by the ledger in every product', () => {
  it('refuses the stake that would cross a loss limit and counts wins back', async () => {
    const player = await gamePlayer(api, 100_000);
    await setLimit(player, 'loss', 'day', 50);
    // A few bets, won or lost: the limit counts stakes minus what came back.
    for (let round = 0; round < 3; round++) expect((await dice(player, 10, 5)).status).toBe(200);
    const before = (await api.get(PROTECTION, player)).json.limits[0];
    expect(before.used + before.remaining).toBeCloseTo(
      Math.max(before.used, 0) + before.remaining,
      2,
    );
    const { remaining } = before;
    // A stake over what is left is refused whatever its outcome would be; one within it is not.
    const over = await dice(player, Math.round((remaining + 1) * 100) / 100);
    expect(over.status).toBe(422);
    expect(over.json.errors.amount[0]).toMatch(/^loss_limit:/);
    expect(over.json.limit).toEqual({
      kind: 'loss',
      period: 'day',
      amount: 50,
      remaining,
      currency: 'RUB',
    });
    if (remaining >= 1) expect((await dice(player, 1)).status).toBe(200);
    const after = (await api.get(PROTECTION, player)).json.limits[0];
    expect(after.used).toBeLessThanOrEqual(50);
  });

  it('lets 20 stakes at once cross a wager limit in none of the interleavings', async () => {
    const player = await gamePlayer(api, 1000);
    await setLimit(player, 'wager', 'day', 100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => dice(player, 10)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(10);
    const [hour] = await api.ctx.db
      .select({ stakes: sql<number>`sum(${playerActivity.stakes})::int8` })
      .from(playerActivity)
      .where(eq(playerActivity.userId, player.id));
    expect(Number(hour!.stakes)).toBe(100_00);
  });
});

describe('reality checks', () => {
  it('pause every stake when due until the player answers, with the session figures', async () => {
    const player = await gamePlayer(api, 1000);
    const set = await api.put(`${PROTECTION}/reality-check`, { minutes: 15 }, player);
    expect(set.json.reality_check.minutes).toBe(15);
    expect((await api.put(`${PROTECTION}/reality-check`, { minutes: 7 }, player)).status).toBe(422);
    expect((await dice(player)).status).toBe(200);
    api.clock.advance(15 * 60_000);
    const paused = await dice(player);
    expect(paused.status).toBe(409);
    expect(paused.json.error).toBe('reality_check_due');
    const summary = await api.get(`${PROTECTION}/reality-check`, player);
    expect(summary.json).toMatchObject({ elapsed_s: 900, staked: 10, currency: 'RUB' });
    expect(summary.json.net).toBeCloseTo(summary.json.returned - 10, 2);
    const answered = await api.post(`${PROTECTION}/reality-check/answer`, undefined, player);
    expect(answered.status).toBe(200);
    expect(new Date(answered.json.due_at).getTime() - api.clock.now().getTime()).toBe(15 * 60_000);
    expect((await dice(player)).status).toBe(200);
    const stakes = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.kind, 'bet_stake'),
          sql`${ledgerTransfers.metadata}->>'game' = 'dice'`,
        ),
      );
    expect(stakes.length).toBeGreaterThan(0);
  });
});

describe('session time limit', () => {
  it('ends the session when the limit is up, and a new sign-in gets a new one', async () => {
    const account = await api.registerByEmail();
    const player = { token: account.token, id: 0 };
    const set = await api.put(`${PROTECTION}/limits`, { kind: 'session', amount: 30 }, player);
    expect(set.status).toBe(200);
    expect(set.json.limits).toEqual([
      {
        kind: 'session',
        period: 'session',
        amount: 30,
        used: null,
        remaining: null,
        pending: null,
      },
    ]);
    const ends = new Date(set.json.session_ends_at).getTime();
    expect(ends - api.clock.now().getTime()).toBeLessThanOrEqual(30 * 60_000);
    api.clock.advance(31 * 60_000);
    expect((await api.get('/api/profile/user', player)).status).toBe(401);
    // The browser learns why, to tell the player.
    const refreshed = await api.post('/api/auth/refresh-token', { token: player.token });
    expect([refreshed.status, refreshed.json.error]).toEqual([401, 'session_time_limit']);
    const again = await api.post('/api/api/v2/auth/login/email/password', {
      email: account.email,
      password: account.password,
    });
    expect(again.status).toBe(200);
    const fresh = await api.get(PROTECTION, { token: again.json.token });
    expect(new Date(fresh.json.session_ends_at).getTime() - api.clock.now().getTime()).toBe(
      30 * 60_000,
    );
  });
});

describe('POST /api/dev/protection/travel (development tools)', () => {
  it('moves one player\u2019s protection clock: a raise becomes confirmable, counted money leaves the window', async () => {
    const player = await member();
    await openDeposit(api, player.token, 400);
    await setLimit(player, 'deposit', 'day', 1000);
    await setLimit(player, 'deposit', 'day', 2000);
    const travelled = await api.post('/api/dev/protection/travel', {
      email: player.email,
      hours: 24,
    });
    expect(travelled.status).toBe(200);
    const read = await api.get(PROTECTION, player);
    expect(read.json.limits[0]).toMatchObject({ used: 0, pending: { ready: true } });
    const confirmed = await api.post(
      `${PROTECTION}/limits/confirm`,
      { kind: 'deposit', period: 'day' },
      player,
    );
    expect(confirmed.json.limits[0].amount).toBe(2000);
    const unknown = await api.post('/api/dev/protection/travel', {
      email: 'nobody@example.com',
      hours: 1,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('net deposits', () => {
  it('are paid-in minus paid-out, lifetime and over the last 30 days', async () => {
    const player = await member();
    const invoice = await openDeposit(api, player.token, 1_000);
    const paid = await api.post(`/api/payments/sandbox/invoices/${invoice.id}/pay`, {}, player);
    expect(paid.status).toBe(200);
    const now = await api.get(PROTECTION, player);
    expect(now.json.net_deposits).toEqual({ lifetime: 1_000, last_30_days: 1_000 });
    api.clock.advance(31 * 24 * HOUR);
    await again(player);
    const later = await api.get(PROTECTION, player);
    expect(later.json.net_deposits).toEqual({ lifetime: 1_000, last_30_days: 0 });
  });
});
