import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { InHouseGame } from '@/lib/constants/games';
import { vipLevelPoints } from '@/lib/constants/vip';
import {
  casinoGames,
  fairSeeds,
  gameBets,
  ledgerTransfers,
  users,
  vipLevels,
  vipPlayers,
  vipRequests,
} from '@/server/db/schema';
import { forgetSessions } from '@/server/services/sessions/session-cache';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { bet, win } from '@/server/services/casino/wallet';
import { scoreVip } from '@/server/services/vip/score-vip';
import { isoWeek, payWeeklyCashback, weekStart } from '@/server/services/vip/weekly-cashback';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { balanceOf, createTemplate, ledgerSum } from '@/tests/support/bonus';
import { ensureCasinoGame } from '@/tests/support/casino';
import { fundedPlayer, OPERATOR_TOKEN } from '@/tests/support/wallet';

const VIP = '/api/api/v2/vip';
const CLAIM = `${VIP}/rakeback/claim`;
const TIERS = '/api/operator/vip/tiers';
const operator = { token: OPERATOR_TOKEN };
const SLOT = 'vip_slot';
const MINUTE = 60_000;
/** A Thursday noon (UTC): the current ISO week began three and a half days ago. */
const THURSDAY = new Date('2026-11-26T12:00:00Z');

/** The scorer and the weekly cashback read every player's bets: this suite has its own database. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  api.clock.set(THURSDAY);
  await ensureCasinoGame(api.ctx.db, { aggregator: 'hub88', code: SLOT, now: api.clock.now() });
  await api.ctx.db
    .update(casinoGames)
    .set({ rtp: '96.00' })
    .where(eq(casinoGames.externalCode, SLOT));
  const rates = await api.put(
    '/api/operator/exchange-rates',
    { rates: [{ currency: 'USD', rate: 100 }] },
    operator,
  );
  expect(rates.status).toBe(200);
});
afterAll(() => api.close());

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const player = (currency: Currency = 'RUB') => fundedPlayer(api, { currency, amount: 10_000 });

/**
 * A settled in-house bet written as the game would leave it (minor units), settled `at` (by
 * default now: after the scorer's watermark).
 */
async function inHouseBet(
  who: Player,
  game: InHouseGame,
  stake: number,
  payout: number,
  at = api.clock.now(),
) {
  const [seed] = await api.ctx.db
    .insert(fairSeeds)
    .values({
      userId: who.id,
      serverSeed: randomBytes(32).toString('hex'),
      serverSeedHash: randomBytes(32).toString('hex'),
      clientSeed: 'vip',
      createdAt: at,
      revealedAt: at,
    })
    .returning();
  await api.ctx.db.insert(gameBets).values({
    userId: who.id,
    game,
    key: randomBytes(8).toString('hex'),
    fingerprint: 'vip-test',
    status: 'settled',
    currency: who.currency,
    amount: stake,
    payout,
    inputs: {},
    result: {},
    seedPairId: seed!.id,
    serverSeedHash: seed!.serverSeedHash,
    clientSeed: 'vip',
    nonce: 0,
    createdAt: at,
    settledAt: at,
  });
}

/** A closed slot round through the casino wallet: `stake` staked, `payout` won (minor units). */
async function slotRound(who: Player, stake: number, payout: number) {
  const session = await openCasinoSession(api.ctx, {
    userId: who.id,
    currency: who.currency,
    aggregator: 'hub88',
    gameCode: SLOT,
    mode: 'real',
  });
  const base = { aggregator: 'hub88' as const, userId: who.id, currency: who.currency };
  const roundId = `r-${randomBytes(6).toString('hex')}`;
  const txId = `b-${randomBytes(6).toString('hex')}`;
  const staked = await bet(api.ctx, {
    ...base,
    token: session.token,
    txId,
    roundId,
    gameCode: SLOT,
    amount: stake,
  });
  expect(staked).toMatchObject({ code: 'ok' });
  const won = await win(api.ctx, {
    ...base,
    txId: `w-${txId}`,
    roundId,
    betTxId: txId,
    gameCode: SLOT,
    amount: payout,
    roundClosed: true,
  });
  expect(won).toMatchObject({ code: 'ok' });
}

/** Scores what settled until a minute ago: the clock moves past the scorer's lag first. */
async function score() {
  api.clock.advance(2 * MINUTE);
  expect(await scoreVip(api.ctx)).toBe(true);
}

const me = async (who: Player) => {
  const answer = await api.get(VIP, who);
  expect(answer.status).toBe(200);
  return answer.json.me;
};

const levelUps = (who: Player) =>
  api.ctx.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `vip:levelup:${who.id}:%`));

describe('the ladder', () => {
  it('publishes 100 levels in six tiers with the thresholds of the formula', async () => {
    const guest = await api.get(VIP);
    expect(guest.status).toBe(200);
    const { levels, tiers, me: mine, levels_count, premium_tier } = guest.json;
    expect(mine).toBeNull();
    expect(levels_count).toBe(100);
    expect(premium_tier).toBe('gold');
    expect(levels).toHaveLength(100);
    expect(levels[0]).toMatchObject({ level: 1, points: 0, tier: 'bronze', bonus: 0 });
    expect(levels[1]).toMatchObject({ level: 2, points: 1000, tier: 'bronze' });
    expect(levels[9]).toMatchObject({ level: 10, points: 125_699 });
    expect(levels[99]).toMatchObject({ level: 100, points: 24_569_563, tier: 'legend' });
    expect(levels.map((row: { points: number }) => row.points)).toEqual(
      Array.from({ length: 100 }, (_, i) => vipLevelPoints(i + 1)),
    );
    expect(
      tiers.map((tier: { tier: string; first_level: number; last_level: number }) => [
        tier.tier,
        tier.first_level,
        tier.last_level,
      ]),
    ).toEqual([
      ['bronze', 1, 19],
      ['silver', 20, 39],
      ['gold', 40, 59],
      ['platinum', 60, 79],
      ['diamond', 80, 99],
      ['legend', 100, 100],
    ]);
    expect(tiers[0]).toMatchObject({ rakeback_percent: 5, cashback_percent: 0 });
    expect(tiers[5]).toMatchObject({ rakeback_percent: 20, cashback_percent: 15 });
    for (const level of levels.slice(1)) expect(level.bonus).toBeGreaterThanOrEqual(10);
  });
});

describe('points, levels and rakeback', () => {
  let rub: Player;
  let usd: Player;

  it('weighs stakes by each game\u2019s house edge across products and currencies', async () => {
    rub = await player('RUB');
    usd = await player('USD');
    await inHouseBet(rub, 'dice', 1_000_00, 0); // 1 % edge: 1,000 points
    await inHouseBet(rub, 'cases', 1_000_00, 2_000_00); // 5 % edge: 5,000 points, a win or not
    await inHouseBet(usd, 'dice', 10_00, 19_80); // $10 = 1,000 ₽ at 1 %: 1,000 points
    await slotRound(usd, 5_00, 0); // $5 = 500 ₽ on a 96 % slot: 2,000 points
    await score();
    const mine = await me(rub);
    expect(mine).toMatchObject({ points: 6000, level: 3, tier: 'bronze', premium: false });
    expect(mine.next).toEqual({ level: 4, points: vipLevelPoints(4) });
    expect(mine.progress).toBeCloseTo((6000 - 4595) / (vipLevelPoints(4) - 4595), 6);
    // Rakeback at Bronze's 5 % of the edge: 10 ₽ + 50 ₽ of edge → 0.50 ₽ + 2.50 ₽.
    expect(mine.rakeback).toEqual([{ currency: 'RUB', amount: 3 }]);
    const theirs = await me(usd);
    expect(theirs).toMatchObject({ points: 3000, level: 2 });
    // $0.10 + $0.20 of edge, 5 %: 1.5 cents, of which a whole cent is claimable.
    expect(theirs.rakeback).toEqual([{ currency: 'USD', amount: 0.01 }]);
  });

  it('pays each level reached its bonus once, even when the scorer runs again', async () => {
    const { levels } = (await api.get(VIP)).json;
    const bonus = (level: number) => levels[level - 1].bonus * 100;
    expect((await levelUps(rub)).map((row) => row.amount).sort()).toEqual(
      [bonus(2), bonus(3)].sort(),
    );
    expect(await balanceOf(api, rub.id, 'real')).toBe(10_000_00 + bonus(2) + bonus(3));
    await score();
    // As if a run had stopped after paying without recording the level: the keys still hold.
    await api.ctx.db.update(vipPlayers).set({ level: 1 }).where(eq(vipPlayers.userId, rub.id));
    await inHouseBet(rub, 'dice', 1_00, 0);
    await score();
    expect(await levelUps(rub)).toHaveLength(2);
    expect(await balanceOf(api, rub.id, 'real')).toBe(10_000_00 + bonus(2) + bonus(3));
    expect(
      (await me(rub)).history.filter((row: { kind: string }) => row.kind === 'levelup'),
    ).toHaveLength(2);
    // USD: the 10 ₽ bonus of level 2 at 100 ₽ a dollar.
    expect((await levelUps(usd)).map((row) => [row.currency, row.amount])).toEqual([
      ['USD', Math.floor(bonus(2) / 100)],
    ]);
  });

  it('never lowers a level, even when the thresholds rise', async () => {
    await api.ctx.db.update(vipLevels).set({ points: 50_000 }).where(eq(vipLevels.level, 3));
    await inHouseBet(rub, 'dice', 1_00, 0);
    await score();
    expect(await me(rub)).toMatchObject({ level: 3 });
    await api.ctx.db
      .update(vipLevels)
      .set({ points: vipLevelPoints(3) })
      .where(eq(vipLevels.level, 3));
  });

  it('claims rakeback once when claimed five times at once', async () => {
    const before = await balanceOf(api, rub.id, 'real');
    const pending = (await me(rub)).rakeback[0].amount;
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post(CLAIM, {}, rub)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const paid = answers.find((answer) => answer.status === 200)!;
    expect(paid.json.claimed).toEqual([{ currency: 'RUB', amount: pending }]);
    expect(await balanceOf(api, rub.id, 'real')).toBe(before + Math.round(pending * 100));
    expect(answers.find((answer) => answer.status === 409)!.json.error).toBe('nothing_to_claim');
    expect((await me(rub)).rakeback).toEqual([]);
    const again = await api.post(CLAIM, {}, rub);
    expect(again.status).toBe(409);
    const history = (await me(rub)).history;
    expect(history[0]).toMatchObject({ kind: 'rakeback', currency: 'RUB', amount: pending });
    expect(await ledgerSum(api, 'RUB')).toBe(0);
  });

  it('answers a retried claim with its first answer under the same Idempotency-Key', async () => {
    await inHouseBet(rub, 'cases', 1_000_00, 0);
    await score();
    const pending = (await me(rub)).rakeback[0].amount;
    const key = { ...rub, headers: { 'Idempotency-Key': 'claim-retry-1' } };
    const first = await api.post(CLAIM, undefined, key);
    const retry = await api.post(CLAIM, undefined, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    expect(first.json.claimed).toEqual([{ currency: 'RUB', amount: pending }]);
  });

  it('answers 409 with nothing accrued and 401 without a session', async () => {
    const fresh = await player();
    expect((await api.post(CLAIM, {}, fresh)).status).toBe(409);
    expect((await api.post(CLAIM, {})).status).toBe(401);
  });

  it('gives blocked players nothing', async () => {
    const blocked = await player();
    await api.ctx.db
      .update(users)
      .set({ state: 'blocked', stateReason: 'test', stateChangedAt: api.clock.now() })
      .where(eq(users.id, blocked.id));
    await inHouseBet(blocked, 'cases', 1_000_00, 0);
    await score();
    // A blocked player reads nothing (403): reopened, the account shows what the block earned.
    await api.ctx.db.update(users).set({ state: 'active' }).where(eq(users.id, blocked.id));
    forgetSessions(api.ctx.db, blocked.id);
    expect(await me(blocked)).toMatchObject({ points: 0, level: 1, rakeback: [] });
  });

  it('sets premium status when the level reaches Gold, and pays only the new level', async () => {
    await api.ctx.db
      .update(vipPlayers)
      .set({ points: vipLevelPoints(40) - 10, level: 39 })
      .where(eq(vipPlayers.userId, usd.id));
    const paidBefore = (await levelUps(usd)).length;
    await inHouseBet(usd, 'dice', 1_00, 0); // 100 ₽ at 1 %: 100 points
    await score();
    expect(await me(usd)).toMatchObject({ level: 40, tier: 'gold', premium: true });
    expect(await levelUps(usd)).toHaveLength(paidBefore + 1);
    const profile = await api.get('/api/profile/user', usd);
    expect(profile.json.user.premium.status).toBe(true);
  });
});

describe('weekly cashback', () => {
  it('pays each player\u2019s net loss of the ended week once, as bonus money where a cashback template offers it', async () => {
    const put = await api.put(
      TIERS,
      { tiers: [{ tier: 'bronze', rakeback_bp: 500, cashback_bp: 1000 }] },
      operator,
    );
    expect(put.status).toBe(200);
    const template = await createTemplate(api, {
      kind: 'cashback',
      wageringMultiplier: 5,
      currencies: {
        USD: { min_deposit: 0, max_bonus: 0, fixed_amount: 0, max_bet: 500, max_conversion: null },
      },
    });
    const loser = await player('RUB');
    const dollars = await player('USD');
    const winner = await player('RUB');
    const lastWeek = new Date(weekStart(api.clock.now()).getTime() - 2 * 86_400_000);
    await inHouseBet(loser, 'dice', 1_000_00, 0, lastWeek);
    await inHouseBet(loser, 'dice', 500_00, 700_00, lastWeek); // net loss 800 ₽
    await inHouseBet(dollars, 'dice', 50_00, 0, lastWeek); // net loss $50
    await inHouseBet(winner, 'dice', 100_00, 300_00, lastWeek); // a winning week: nothing
    await inHouseBet(loser, 'dice', 1_000_00, 0); // this week: next Monday's
    const week = isoWeek(weekStart(lastWeek));
    const before = await balanceOf(api, loser.id, 'real');
    expect(await payWeeklyCashback(api.ctx)).toEqual([week]);
    expect(await balanceOf(api, loser.id, 'real')).toBe(before + 80_00);
    expect(await balanceOf(api, dollars.id, 'bonus', 'USD')).toBe(5_00);
    expect(await balanceOf(api, winner.id, 'real')).toBe(10_000_00);
    expect(await payWeeklyCashback(api.ctx)).toEqual([]);
    expect(await balanceOf(api, loser.id, 'real')).toBe(before + 80_00);
    const cashbacks = (await me(loser)).history.filter(
      (row: { kind: string }) => row.kind === 'cashback',
    );
    expect(cashbacks).toEqual([
      expect.objectContaining({ amount: 80, currency: 'RUB', money: 'real', week }),
    ]);
    expect((await me(dollars)).history[0]).toMatchObject({ money: 'bonus', amount: 5 });
    expect(template.kind).toBe('cashback');
    // The next week ends: this week's loss (1,000 ₽) is paid, last week's not again.
    api.clock.advance(7 * 86_400_000);
    expect(await payWeeklyCashback(api.ctx)).toEqual([isoWeek(weekStart(THURSDAY))]);
    expect(await balanceOf(api, loser.id, 'real')).toBe(before + 80_00 + 100_00);
    expect(await ledgerSum(api, 'RUB')).toBe(0);
  });

  it('names ISO weeks as ISO 8601 does', () => {
    expect(isoWeek(weekStart(new Date('2026-11-26T12:00:00Z')))).toBe('2026-W48');
    expect(isoWeek(weekStart(new Date('2027-01-01T00:00:00Z')))).toBe('2026-W53');
    expect(isoWeek(weekStart(new Date('2024-12-30T10:00:00Z')))).toBe('2025-W01');
  });
});

describe('operator endpoints', () => {
  it('want the operator token', async () => {
    expect((await api.get(TIERS)).status).toBe(401);
    expect((await api.put(TIERS, { tiers: [] })).status).toBe(401);
    expect((await api.get('/api/operator/vip/requests')).status).toBe(401);
    expect((await api.get('/api/operator/vip/players/1')).status).toBe(401);
  });

  it('set rates and level bonuses, refusing bad ones with 422', async () => {
    const put = await api.put(
      TIERS,
      {
        tiers: [{ tier: 'silver', rakeback_bp: 900, cashback_bp: 600 }],
        levels: [{ level: 10, bonus: 123.45 }],
      },
      operator,
    );
    expect(put.status).toBe(200);
    expect(put.json.tiers[1]).toMatchObject({ tier: 'silver', rakeback_bp: 900, cashback_bp: 600 });
    expect(put.json.levels[9]).toMatchObject({ level: 10, bonus: 123.45 });
    expect((await api.get(VIP)).json.tiers[1]).toMatchObject({
      rakeback_percent: 9,
      cashback_percent: 6,
    });
    for (const body of [
      { tiers: [{ tier: 'silver', rakeback_bp: 10_001, cashback_bp: 0 }] },
      { tiers: [{ tier: 'mythic', rakeback_bp: 1, cashback_bp: 0 }] },
      { levels: [{ level: 1, bonus: 10 }] },
      { levels: [{ level: 101, bonus: 10 }] },
      { levels: [{ level: 5, bonus: -1 }] },
    ]) {
      const response = await api.put(TIERS, body, operator);
      expect(response.status).toBe(422);
      expect(response.json.errors).toBeDefined();
    }
  });

  it('decide join requests once, and the player sees the state', async () => {
    const asker = await player();
    expect((await api.post(`${VIP}/join`, { request_type: 'page' }, asker)).status).toBe(200);
    expect((await me(asker)).join_request).toMatchObject({ status: 'open', decided_at: null });
    const listed = await api.get('/api/operator/vip/requests?status=open', operator);
    expect(listed.status).toBe(200);
    const request = listed.json.requests.find(
      (row: { user_id: number }) => row.user_id === asker.id,
    );
    expect(request).toMatchObject({ request_type: 'page', status: 'open' });
    const path = `/api/operator/vip/requests/${request.id}/decision`;
    const decided = await api.post(path, { decision: 'approved' }, operator);
    expect(decided.status).toBe(200);
    expect(decided.json.request).toMatchObject({ status: 'approved' });
    expect((await api.post(path, { decision: 'declined' }, operator)).status).toBe(409);
    expect((await api.post(path, { decision: 'maybe' }, operator)).status).toBe(422);
    expect(
      (
        await api.post(
          '/api/operator/vip/requests/999999/decision',
          { decision: 'declined' },
          operator,
        )
      ).status,
    ).toBe(404);
    expect((await api.get('/api/operator/vip/requests?status=pending', operator)).status).toBe(422);
    expect((await me(asker)).join_request).toMatchObject({ status: 'approved' });
    const [row] = await api.ctx.db
      .select()
      .from(vipRequests)
      .where(and(eq(vipRequests.userId, asker.id), eq(vipRequests.status, 'approved')));
    expect(row?.decidedAt).toEqual(api.clock.now());
  });

  it('show a player\u2019s VIP state, 404 for nobody', async () => {
    const someone = await player();
    await inHouseBet(someone, 'cases', 1_000_00, 0);
    await score();
    const state = await api.get(`/api/operator/vip/players/${someone.id}`, operator);
    expect(state.status).toBe(200);
    expect(state.json).toMatchObject({
      user_id: someone.id,
      points: 5000,
      level: 3,
      tier: 'bronze',
    });
    expect(state.json.rewards.length).toBe(2);
    expect((await api.get('/api/operator/vip/players/99999999', operator)).status).toBe(404);
    expect((await api.get('/api/operator/vip/players/abc', operator)).status).toBe(404);
  });
});
