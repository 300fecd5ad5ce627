import { eq, like } from 'drizzle-orm';
import { bonusGrants, ledgerTransfers } from '@/server/db/schema';
import { CRASH_HOUSE_EDGE } from '@/lib/constants/crash';
import { HOUSE_EDGE, type InHouseGame } from '@/lib/constants/games';
import { ROOM_HOUSE_EDGE } from '@/lib/constants/rooms';
import { IN_HOUSE_EDGE_BP } from '@/server/services/bonus/funding';
import { stakeContribution, type WeighedStake } from '@/server/services/bonus/funding/weight';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  balancesOf,
  grantRow,
  insertGrant,
  poolBalance,
  PROFILE,
  stakeRows,
} from '@/tests/support/bonus-grants';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { bet } from '@/server/services/casino/wallet';
import { ensureCasinoGame } from '@/tests/support/casino';
import { betKey, betRows, GAMES, gamePlayer, restartedApi } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

// The bonus pool is one account of the house: this suite reads its balance, so on PostgreSQL it has
// its database to itself (another file's bonus credit would move the pool between two reads).
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

const DICE = `${GAMES}/dice/bet`;
const SLOT = 'bonus_funding_games_slot';
/** Dice under 98: wins 9800 rolls of 10001, so most bets pay a little more than the stake. */
const dice = (amount: number, key = betKey()) => ({
  key,
  amount,
  target: 98,
  direction: 'under',
});

/** A player with `real` major units of real money and a grant of `bonus` minor units. */
async function bonusPlayer(real: number, terms: Parameters<typeof insertGrant>[2]) {
  const player = await gamePlayer(api, real);
  const grant = await insertGrant(api, player.id, terms);
  return { player, grant };
}

async function transfersOf(betId: string) {
  return api.ctx.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `bet:${betId}:%`))
    .orderBy(ledgerTransfers.id);
}

describe('in-house games with an active bonus', () => {
  it('spends real money first, then bonus money, and splits the win the same way', async () => {
    const { player, grant } = await bonusPlayer(5, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    const response = await api.post(DICE, dice(10), player);
    expect(response.status).toBe(200);
    const bet = response.json;
    const payout = Math.round(bet.payout * 100);
    // The stake: 5.00 real, 5.00 bonus; the win: half of it bonus (rounded down), the rest real.
    const winBonus = Math.floor((payout * 500) / 1000);
    const winReal = payout - winBonus;
    expect(await balancesOf(api, player.id)).toEqual({
      real: winReal,
      bonus: 100_00 - 500 + winBonus,
    });
    // The bet's stored balance after is the real one.
    expect(bet.balance).toBe(winReal / 100);
    const moves = await transfersOf(bet.id);
    expect(moves.map((move) => [move.idempotencyKey, move.kind, move.amount])).toEqual([
      [`bet:${bet.id}:stake`, 'bet_stake', 500],
      [`bet:${bet.id}:stake:bonus`, 'bet_stake', 500],
      ...(winReal > 0 ? [[`bet:${bet.id}:payout`, 'bet_payout', winReal]] : []),
      ...(winBonus > 0 ? [[`bet:${bet.id}:payout:bonus`, 'bet_payout', winBonus]] : []),
    ]);
    expect(await stakeRows(api, grant.id)).toMatchObject([
      {
        betRef: `game:${bet.id}`,
        product: 'in_house',
        game: 'dice',
        stake: 1000,
        stakeBonus: 500,
        // A 1 % dice against the 4 % reference counts 25 %.
        weightBp: 2500,
        contribution: 250,
        ...(payout > 0 && { win: payout, winBonus, settledAt: expect.any(Date) }),
      },
    ]);
    expect((await grantRow(api, grant.id)).wagered).toBe(250);
    await expectLedgerBalanced(api);
  });

  it('counts a bet paid from real money only, and leaves bonus money alone', async () => {
    const { player, grant } = await bonusPlayer(100, {
      amount: 50_00,
      wageringRequired: 1_000_00,
      maxBet: 5_00,
    });
    // Above the maximum bet, but no bonus money in it: accepted.
    const response = await api.post(DICE, dice(20), player);
    expect(response.status).toBe(200);
    const payout = Math.round(response.json.payout * 100);
    expect(await balancesOf(api, player.id)).toEqual({ real: 80_00 + payout, bonus: 50_00 });
    expect(await stakeRows(api, grant.id)).toMatchObject([
      { stake: 2000, stakeBonus: 0, contribution: 500 },
    ]);
    expect((await grantRow(api, grant.id)).wagered).toBe(500);
  });

  it('refuses a stake above the maximum bet only when bonus money is in it', async () => {
    const { player, grant } = await bonusPlayer(0, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 5_00,
    });
    const refused = await api.post(DICE, dice(6), player);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.amount[0]).toMatch(/^bonus_max_bet/);
    expect(await betRows(api, player.id)).toEqual([]);
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 100_00 });
    expect(await stakeRows(api, grant.id)).toEqual([]);

    const accepted = await api.post(DICE, dice(5), player);
    expect(accepted.status).toBe(200);
    expect(accepted.json.nonce).toBe(0);
    expect(await stakeRows(api, grant.id)).toMatchObject([{ stake: 500, stakeBonus: 500 }]);
    await expectLedgerBalanced(api);
  });

  it('answers insufficient_funds when real and bonus money together cannot pay', async () => {
    const { player } = await bonusPlayer(1, {
      amount: 2_00,
      wageringRequired: 1_000_00,
      maxBet: 1_00,
    });
    const refused = await api.post(DICE, dice(10), player);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.amount[0]).toMatch(/^insufficient_funds/);
    expect(await balancesOf(api, player.id)).toEqual({ real: 1_00, bonus: 2_00 });
  });

  it('leaves a grant past its validity alone, before the expiry sweep ends it', async () => {
    const { player, grant } = await bonusPlayer(20, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    await api.ctx.db
      .update(bonusGrants)
      .set({ expiresAt: api.clock.now() })
      .where(eq(bonusGrants.id, grant.id));
    const response = await api.post(DICE, dice(10), player);
    expect(response.status).toBe(200);
    const payout = Math.round(response.json.payout * 100);
    expect(await balancesOf(api, player.id)).toEqual({ real: 10_00 + payout, bonus: 100_00 });
    expect(await stakeRows(api, grant.id)).toEqual([]);
  });

  it('counts a replayed bet once, also when sent twice at once', async () => {
    const { player, grant } = await bonusPlayer(0, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    const body = dice(10);
    const [first, second] = await Promise.all([
      api.post(DICE, body, player),
      api.post(DICE, body, player),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json.id).toBe(first.json.id);
    const again = await api.post(DICE, body, player);
    expect(again.json.id).toBe(first.json.id);
    expect(await stakeRows(api, grant.id)).toHaveLength(1);
    expect((await grantRow(api, grant.id)).wagered).toBe(250);
    const payout = Math.round(first.json.payout * 100);
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 100_00 - 1000 + payout });
    await expectLedgerBalanced(api);
  });

  it('counts bets racing from two products each once, and a replay after a restart not again', async () => {
    const { player, grant } = await bonusPlayer(0, {
      amount: 500_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    await ensureCasinoGame(api.ctx.db, { aggregator: 'hub88', code: SLOT, now: api.clock.now() });
    const session = await openCasinoSession(api.ctx, {
      userId: player.id,
      currency: 'RUB',
      aggregator: 'hub88',
      gameCode: SLOT,
      mode: 'real',
    });
    const bodies = Array.from({ length: 4 }, () => dice(10));
    const casinoBet = () =>
      bet(api.ctx, {
        aggregator: 'hub88',
        userId: player.id,
        currency: 'RUB',
        token: session.token,
        txId: `bet-${betKey()}`,
        roundId: `round-${betKey()}`,
        gameCode: SLOT,
        amount: 10_00,
      });
    const answers = await Promise.all([
      ...bodies.map((body) => api.post(DICE, body, player)),
      ...bodies.map(() => casinoBet()),
    ]);
    const games = answers.slice(0, 4) as { status: number; json: { payout: number } }[];
    expect(games.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.slice(4)).toEqual(Array(4).fill(expect.objectContaining({ code: 'ok' })));
    // Four dice at 25 % and four slot bets at 100 % of 10.00 each.
    expect((await grantRow(api, grant.id)).wagered).toBe(4 * 250 + 4 * 10_00);
    const won = games.reduce((sum, answer) => sum + Math.round(answer.json.payout * 100), 0);
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 500_00 - 80_00 + won });

    const restarted = await restartedApi(api);
    const again = await restarted.post(DICE, bodies[0], player);
    expect(again.status).toBe(200);
    await restarted.close();
    expect(await stakeRows(api, grant.id)).toHaveLength(8);
    expect((await grantRow(api, grant.id)).wagered).toBe(4 * 250 + 4 * 10_00);
    await expectLedgerBalanced(api);
  });

  it('converts when the wagering is done, the excess over the cap to the pool', async () => {
    const { player, grant } = await bonusPlayer(0, {
      amount: 100_00,
      wageringRequired: 250,
      maxBet: 50_00,
      maxConversion: 50_00,
    });
    const poolBefore = await poolBalance(api);
    const response = await api.post(DICE, dice(10), player);
    expect(response.status).toBe(200);
    const payout = Math.round(response.json.payout * 100);
    // The stake (all bonus) counts 250: done. 90.00 left converts 50.00, the cap, and 40.00 goes
    // to the pool; the win's bonus share (all of it) comes after the conversion, with the cap
    // reached: the pool too.
    expect(await balancesOf(api, player.id)).toEqual({ real: 50_00, bonus: 0 });
    expect(await poolBalance(api)).toBe(poolBefore + 40_00 + payout);
    expect(await grantRow(api, grant.id)).toMatchObject({
      status: 'completed',
      wagered: 250,
      convertedAmount: 50_00,
      returnedAmount: 40_00 + payout,
      endedAt: expect.any(Date),
    });
    const moves = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `bonus-grant:${grant.id}:%`))
      .orderBy(ledgerTransfers.id);
    expect(moves.map((move) => [move.idempotencyKey, move.amount])).toEqual([
      [`bonus-grant:${grant.id}:convert`, 50_00],
      [`bonus-grant:${grant.id}:excess`, 40_00],
    ]);
    // The next bet is an ordinary one.
    const next = await api.post(DICE, dice(1), player);
    expect(next.status).toBe(200);
    expect(await stakeRows(api, grant.id)).toHaveLength(1);
    await expectLedgerBalanced(api);
  });

  it('turns a win after the conversion real while the cap has room', async () => {
    const { player, grant } = await bonusPlayer(0, {
      amount: 10_00,
      wageringRequired: 250,
      maxBet: 50_00,
      maxConversion: 100_00,
    });
    const response = await api.post(DICE, dice(10), player);
    expect(response.status).toBe(200);
    const payout = Math.round(response.json.payout * 100);
    // Nothing left to convert after the stake; the win's bonus share converts (room 100.00).
    expect(await balancesOf(api, player.id)).toEqual({ real: payout, bonus: 0 });
    expect(await grantRow(api, grant.id)).toMatchObject({
      status: 'completed',
      convertedAmount: payout,
      returnedAmount: 0,
    });
    await expectLedgerBalanced(api);
  });

  it('keeps the money of every currency summing to the same total', async () => {
    const { player, grant } = await bonusPlayer(3, {
      amount: 20_00,
      wageringRequired: 2_000,
      maxBet: 10_00,
      maxConversion: 5_00,
    });
    for (let i = 0; i < 6; i++) {
      const response = await api.post(DICE, dice(2), player);
      if (response.status !== 200) expect(response.json.errors.amount).toBeDefined();
    }
    const rows = await stakeRows(api, grant.id);
    expect(rows.length).toBeGreaterThan(0);
    const grantNow = await grantRow(api, grant.id);
    expect(grantNow.wagered).toBe(
      Math.min(
        2_000,
        rows.reduce((sum, row) => sum + row.contribution, 0),
      ),
    );
    await expectLedgerBalanced(api);
  });
});

describe('hilo and miner rounds with an active bonus', () => {
  it('pays a cash-out split the way the round was staked', async () => {
    const { player, grant } = await bonusPlayer(2, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    const start = await api.post(
      `${GAMES}/miner/start`,
      { key: betKey(), amount: 8, mines: 1 },
      player,
    );
    expect(start.status).toBe(200);
    const round = start.json;
    let state = (await api.post(`${GAMES}/miner/reveal`, { cell: 0 }, player)).json;
    if (state.status === 'open') {
      state = (await api.post(`${GAMES}/miner/cashout`, undefined, player)).json;
    }
    expect(state.status).toBe('settled');
    const payout = Math.round(state.payout * 100);
    const winBonus = Math.floor((payout * 600) / 800);
    expect(await balancesOf(api, player.id)).toEqual({
      real: payout - winBonus,
      bonus: 100_00 - 600 + winBonus,
    });
    const [row] = await stakeRows(api, grant.id);
    expect(row).toMatchObject({ betRef: `game:${round.id}`, stake: 800, stakeBonus: 600 });
    if (payout > 0) expect(row).toMatchObject({ win: payout, winBonus });
    await expectLedgerBalanced(api);
  });
});

describe('stake weights', () => {
  const weigh = (stake: WeighedStake, amount = 100_00) => stakeContribution(PROFILE, stake, amount);
  const inHouse = (game: InHouseGame): WeighedStake => ({
    product: 'in_house',
    game,
    edge: HOUSE_EDGE[game],
  });

  it('weighs casino games by kind, games of our own by edge, sports by odds', () => {
    expect(weigh({ product: 'slots', game: 'book' }).weightBp).toBe(10_000);
    expect(weigh({ product: 'live_casino', game: 'baccarat' }).weightBp).toBe(1_000);
    expect(weigh({ product: 'table', game: 'blackjack' }).weightBp).toBe(1_000);
    expect(IN_HOUSE_EDGE_BP.dice).toBe(100);
    expect(weigh(inHouse('dice'))).toEqual({ weightBp: 2_500, contribution: 25_00 });
    // Cases keep 5 %: more than the reference, still 100 % at most.
    expect(weigh(inHouse('cases'))).toEqual({ weightBp: 10_000, contribution: 100_00 });
    expect(weigh({ product: 'crash', game: 'crash', edge: CRASH_HOUSE_EDGE }).weightBp).toBe(2_500);
    expect(weigh({ product: 'rooms', game: 'rooms', edge: ROOM_HOUSE_EDGE }).weightBp).toBe(10_000);
    expect(weigh({ product: 'sports', game: 'sports', oddsE4: 14_999 }).weightBp).toBe(0);
    expect(weigh({ product: 'sports', game: 'sports', oddsE4: 15_000 }).weightBp).toBe(10_000);
    expect(
      stakeContribution(
        { ...PROFILE, excluded_games: ['book'] },
        { product: 'slots', game: 'book' },
        100,
      ),
    ).toEqual({ weightBp: 0, contribution: 0 });
  });

  it('counts roulette by its exact 1/37 edge, rounded once to the nearest minor unit', () => {
    // 10000 × (1/37) / 0.04 = 6756.756…: 67.57, where a 2.70 % edge in basis points gave 67.50.
    expect(weigh(inHouse('roulette'))).toEqual({ weightBp: 6_757, contribution: 67_57 });
    // 1.00 counts 0.67567… → 0.68; 0.37 counts exactly 0.25; halves go up (0.02 on dice: 0.005).
    expect(weigh(inHouse('roulette'), 100).contribution).toBe(68);
    expect(weigh(inHouse('roulette'), 37).contribution).toBe(25);
    expect(weigh(inHouse('dice'), 2).contribution).toBe(1);
    // Integers throughout: amount × 10000 passes 2⁵³ here and the count is still to the unit.
    expect(weigh(inHouse('roulette'), 1_480_000_000_001).contribution).toBe(1_000_000_000_001);
  });

  it('counts 100.00 staked on roulette as 67.57 toward wagering', async () => {
    const { player, grant } = await bonusPlayer(0, {
      amount: 200_00,
      wageringRequired: 10_000_00,
      maxBet: 200_00,
    });
    const response = await api.post(
      `${GAMES}/roulette/bet`,
      { key: betKey(), bets: [{ kind: 'red', amount: 100 }] },
      player,
    );
    expect(response.status).toBe(200);
    expect(await stakeRows(api, grant.id)).toMatchObject([
      {
        product: 'in_house',
        game: 'roulette',
        stake: 100_00,
        weightBp: 6_757,
        contribution: 67_57,
      },
    ]);
    expect((await grantRow(api, grant.id)).wagered).toBe(67_57);
  });
});
