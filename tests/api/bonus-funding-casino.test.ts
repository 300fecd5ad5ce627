import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  bonusGrants,
  casinoGames,
  casinoTransactions,
  ledgerTransfers,
  users,
} from '@/server/db/schema';
import { openCasinoSession } from '@/server/services/casino/open-session';
import {
  balance,
  bet,
  GIS_ROLLBACK,
  rollback,
  win,
  type BetInput,
  type WalletResult,
  type WinInput,
} from '@/server/services/casino/wallet';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  balancesOf,
  endGrant,
  grantRow,
  insertGrant,
  poolBalance,
  stakeRows,
  type GrantTerms,
} from '@/tests/support/bonus-grants';
import { ensureCasinoGame } from '@/tests/support/casino';
import { expectLedgerBalanced } from '@/tests/support/ledger';

const AGGREGATOR = 'hub88' as const;
const SLOT = 'bonus_funding_slot';
const LIVE = 'bonus_funding_live';

let api: TestApi;
let slotSlug: string;
beforeAll(async () => {
  api = await createTestApi({ ownDatabase: true });
  const now = api.clock.now();
  await ensureCasinoGame(api.ctx.db, { aggregator: AGGREGATOR, code: SLOT, now });
  const liveId = await ensureCasinoGame(api.ctx.db, { aggregator: AGGREGATOR, code: LIVE, now });
  await api.ctx.db.update(casinoGames).set({ kind: 'live' }).where(eq(casinoGames.id, liveId));
  const [slot] = await api.ctx.db
    .select({ slug: casinoGames.slug })
    .from(casinoGames)
    .where(eq(casinoGames.externalCode, SLOT));
  slotSlug = slot!.slug;
});
afterAll(() => api.close());

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

type Player = { id: number; token: string; currency: Currency };

/** A player with `funds` minor units of real money, a Hub88 session, and a grant on `terms`. */
async function bonusPlayer(funds: number, terms: GrantTerms) {
  const now = api.clock.now();
  const currency: Currency = 'RUB';
  const [user] = await api.ctx.db
    .insert(users)
    .values({
      email: `bonus-casino-${randomBytes(6).toString('hex')}@example.test`,
      currency,
      registerMethod: 'email',
      superBonus: randomBytes(16).toString('base64url'),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (funds > 0) {
    await adjustBalance(api.ctx, {
      key: id('fund'),
      userId: user!.id,
      currency,
      amount: funds,
      direction: 'credit',
      kind: 'real',
      reason: 'bonus funding test',
    });
  }
  const session = await openCasinoSession(api.ctx, {
    userId: user!.id,
    currency,
    aggregator: AGGREGATOR,
    gameCode: SLOT,
    mode: 'real',
  });
  const player: Player = { id: user!.id, token: session.token, currency };
  const grant = await insertGrant(api, player.id, terms);
  return { player, grant };
}

const betCall = (player: Player, fields: Partial<BetInput> = {}): BetInput => ({
  aggregator: AGGREGATOR,
  userId: player.id,
  currency: player.currency,
  token: player.token,
  txId: id('bet'),
  roundId: id('round'),
  gameCode: SLOT,
  amount: 5_000,
  ...fields,
});

const winCall = (player: Player, fields: Partial<WinInput> & { roundId: string }): WinInput => ({
  aggregator: AGGREGATOR,
  userId: player.id,
  currency: player.currency,
  txId: id('win'),
  gameCode: SLOT,
  amount: 8_000,
  ...fields,
});

const rollbackCall = (player: Player, betTxId: string) => ({
  aggregator: AGGREGATOR,
  userId: player.id,
  currency: player.currency,
  txId: id('rb'),
  betTxId,
});

function expectOk(result: WalletResult) {
  expect(result).toMatchObject({ code: 'ok' });
}

async function moneyOf(txId: string) {
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `casino-%:${AGGREGATOR}:${txId}%`));
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.amount)]));
}

const TERMS = { amount: 10_000, wageringRequired: 1_000_000, maxBet: 50_000 };

describe('casino wallet with an active bonus', () => {
  it('stakes real money first, then bonus money, and splits a round win the same way', async () => {
    const { player, grant } = await bonusPlayer(3_000, TERMS);
    const placed = betCall(player);
    expect(await bet(api.ctx, placed)).toMatchObject({ code: 'ok', balance: 8_000, bonus: 8_000 });
    expect(await moneyOf(placed.txId)).toEqual({
      [`casino-bet:${AGGREGATOR}:${placed.txId}`]: 3_000,
      [`casino-bet:${AGGREGATOR}:${placed.txId}:bonus`]: 2_000,
    });
    // The win names its round only: the round's bet staked 2/5 bonus money.
    const paid = winCall(player, { roundId: placed.roundId, roundClosed: true });
    expect(await win(api.ctx, paid)).toMatchObject({
      code: 'ok',
      balance: 16_000,
      bonus: 11_200,
    });
    expect(await moneyOf(paid.txId)).toEqual({
      [`casino-win:${AGGREGATOR}:${paid.txId}`]: 4_800,
      [`casino-win:${AGGREGATOR}:${paid.txId}:bonus`]: 3_200,
    });
    expect(await stakeRows(api, grant.id)).toMatchObject([
      {
        betRef: `casino:${AGGREGATOR}:${placed.txId}`,
        product: 'slots',
        game: slotSlug,
        stake: 5_000,
        stakeBonus: 2_000,
        weightBp: 10_000,
        contribution: 5_000,
        win: 8_000,
        winBonus: 3_200,
      },
    ]);
    expect((await grantRow(api, grant.id)).wagered).toBe(5_000);
    await expectLedgerBalanced(api);
  });

  it('splits a round win over every bet of the round, one made before the bonus too', async () => {
    const { player, grant } = await bonusPlayer(5_000, TERMS);
    // No bonus for the round's first bet: the player's first grant ended before it.
    const roundId = id('round');
    await endGrant(api, grant.id, 'cancelled');
    expectOk(await bet(api.ctx, betCall(player, { roundId })));
    const second = await insertGrant(api, player.id, TERMS);
    expectOk(await bet(api.ctx, betCall(player, { roundId })));
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 5_000 });
    // Of the round's 10,000 staked, 5,000 was bonus money: half the win is.
    const paid = winCall(player, { roundId, amount: 10_000 });
    expect(await win(api.ctx, paid)).toMatchObject({
      code: 'ok',
      balance: 15_000,
      bonus: 10_000,
    });
    expect(await stakeRows(api, second.id)).toMatchObject([{ win: 10_000, winBonus: 5_000 }]);
    await expectLedgerBalanced(api);
  });

  it('counts a live casino stake at 10 %', async () => {
    const { player, grant } = await bonusPlayer(0, TERMS);
    expectOk(await bet(api.ctx, betCall(player, { gameCode: LIVE })));
    expect(await stakeRows(api, grant.id)).toMatchObject([
      { product: 'live_casino', weightBp: 1_000, contribution: 500 },
    ]);
    expect((await grantRow(api, grant.id)).wagered).toBe(500);
  });

  it('refuses a stake above the maximum bet only when bonus money is in it', async () => {
    const { player, grant } = await bonusPlayer(1_000, { ...TERMS, maxBet: 2_000 });
    const over = betCall(player, { amount: 3_000 });
    expect(await bet(api.ctx, over)).toEqual({ code: 'bonus_max_bet' });
    // Nothing stays: not the provider's id, not the round's money, not the stake.
    const [row] = await api.ctx.db
      .select()
      .from(casinoTransactions)
      .where(eq(casinoTransactions.externalTxId, over.txId));
    expect(row).toBeUndefined();
    expect(await balancesOf(api, player.id)).toEqual({ real: 1_000, bonus: 10_000 });
    // Within it, bonus money in the stake: accepted; real money alone, above it: accepted.
    expectOk(await bet(api.ctx, betCall(player, { amount: 2_000 })));
    const rich = await bonusPlayer(10_000, { ...TERMS, maxBet: 2_000 });
    expectOk(await bet(api.ctx, betCall(rich.player, { amount: 3_000 })));
    expect(await stakeRows(api, grant.id)).toMatchObject([{ stake: 2_000, stakeBonus: 1_000 }]);
    expect(await stakeRows(api, rich.grant.id)).toMatchObject([{ stake: 3_000, stakeBonus: 0 }]);
    await expectLedgerBalanced(api);
  });

  it('counts a bet replayed by the provider once, also when sent twice at once', async () => {
    const { player, grant } = await bonusPlayer(1_000, TERMS);
    const placed = betCall(player);
    const [first, second] = await Promise.all([bet(api.ctx, placed), bet(api.ctx, placed)]);
    expect(second).toEqual(first);
    expect(await bet(api.ctx, placed)).toEqual(first);
    expect(await stakeRows(api, grant.id)).toHaveLength(1);
    expect((await grantRow(api, grant.id)).wagered).toBe(5_000);
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 6_000 });
    await expectLedgerBalanced(api);
  });

  it('gives back a bet rolled back after its bonus converted, within the cap', async () => {
    const { player, grant } = await bonusPlayer(1_000, {
      amount: 10_000,
      wageringRequired: 5_000,
      maxBet: 50_000,
      maxConversion: 3_000,
    });
    const poolBefore = await poolBalance(api);
    const placed = betCall(player);
    // 1,000 real and 4,000 bonus; the stake completes the wagering: 6,000 left, 3,000 of it
    // converts, 3,000 goes back to the pool.
    expect(await bet(api.ctx, placed)).toMatchObject({ code: 'ok', balance: 3_000, bonus: 0 });
    expect(await grantRow(api, grant.id)).toMatchObject({
      status: 'completed',
      convertedAmount: 3_000,
      returnedAmount: 3_000,
    });
    // The rollback: the real part back to real money; the bonus part would have converted, but
    // the cap is reached, so it goes to the pool. The grant stays completed.
    const call = rollbackCall(player, placed.txId);
    expectOk(await rollback(api.ctx, call));
    expectOk(await rollback(api.ctx, call));
    expect(await balancesOf(api, player.id)).toEqual({ real: 4_000, bonus: 0 });
    expect(await poolBalance(api)).toBe(poolBefore + 3_000 + 4_000);
    expect(await grantRow(api, grant.id)).toMatchObject({
      status: 'completed',
      wagered: 5_000,
      convertedAmount: 3_000,
      returnedAmount: 7_000,
    });
    expect(await moneyOf(placed.txId)).toMatchObject({
      [`casino-rb:${AGGREGATOR}:${placed.txId}`]: 1_000,
      [`casino-rb:${AGGREGATOR}:${placed.txId}:excess`]: 4_000,
    });
    const [row] = await stakeRows(api, grant.id);
    expect(row!.refundedAt).toEqual(expect.any(Date));
    await expectLedgerBalanced(api);
  });

  it('gives back a bet rolled back while the bonus runs, and its wagering', async () => {
    const { player, grant } = await bonusPlayer(1_000, TERMS);
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    expect((await grantRow(api, grant.id)).wagered).toBe(5_000);
    expectOk(await rollback(api.ctx, rollbackCall(player, placed.txId)));
    expect(await balancesOf(api, player.id)).toEqual({ real: 1_000, bonus: 10_000 });
    expect((await grantRow(api, grant.id)).wagered).toBe(0);
    await expectLedgerBalanced(api);
  });

  it('takes back a rolled-back win split as it was paid', async () => {
    const { player } = await bonusPlayer(3_000, TERMS);
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    const paid = winCall(player, { roundId: placed.roundId, betTxId: placed.txId });
    expectOk(await win(api.ctx, paid));
    expect(await balancesOf(api, player.id)).toEqual({ real: 4_800, bonus: 11_200 });
    // GIS reverses a settled bet with its wins: the win split back, then the stake.
    expectOk(await rollback(api.ctx, rollbackCall(player, placed.txId), GIS_ROLLBACK));
    expect(await balancesOf(api, player.id)).toEqual({ real: 3_000, bonus: 10_000 });
    await expectLedgerBalanced(api);
  });

  it('sends the bonus share of a win to the pool when the grant expired before it', async () => {
    const { player, grant } = await bonusPlayer(1_000, TERMS);
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    // Expiry: the 6,000 bonus money left goes back to the pool.
    await endGrant(api, grant.id, 'expired');
    const poolBefore = await poolBalance(api);
    const paid = winCall(player, { roundId: placed.roundId, betTxId: placed.txId });
    expect(await win(api.ctx, paid)).toMatchObject({ code: 'ok', balance: 1_600, bonus: 0 });
    expect(await poolBalance(api)).toBe(poolBefore + 6_400);
    expect(await stakeRows(api, grant.id)).toMatchObject([{ win: 8_000, winBonus: 6_400 }]);
    expect((await grantRow(api, grant.id)).returnedAmount).toBe(6_000 + 6_400);
    await expectLedgerBalanced(api);
  });

  it('keeps a player without a bonus on the real-money path', async () => {
    const { player, grant } = await bonusPlayer(10_000, TERMS);
    await endGrant(api, grant.id, 'cancelled');
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    expectOk(await win(api.ctx, winCall(player, { roundId: placed.roundId })));
    expect(await moneyOf(placed.txId)).toEqual({
      [`casino-bet:${AGGREGATOR}:${placed.txId}`]: 5_000,
    });
    expect(await stakeRows(api, grant.id)).toEqual([]);
    expect(await balancesOf(api, player.id)).toEqual({ real: 13_000, bonus: 0 });
  });

  it('tells the provider the playable balance: real plus bonus money only while the bonus runs', async () => {
    const { player, grant } = await bonusPlayer(3_000, TERMS);
    const ask = () =>
      balance(api.ctx, {
        aggregator: AGGREGATOR,
        userId: player.id,
        currency: player.currency,
        token: player.token,
      });
    expect(await ask()).toMatchObject({ code: 'ok', balance: 13_000, bonus: 10_000 });
    // Past its validity, before the sweep ends it: its money is no longer to play with.
    await api.ctx.db
      .update(bonusGrants)
      .set({ expiresAt: new Date(api.clock.now().getTime() - 1) })
      .where(eq(bonusGrants.id, grant.id));
    expect(await ask()).toMatchObject({ code: 'ok', balance: 3_000, bonus: 10_000 });
    // A stake the real money cannot cover is refused with the same figure.
    expect(await bet(api.ctx, betCall(player))).toMatchObject({
      code: 'insufficient_funds',
      balance: 3_000,
    });
  });
});
