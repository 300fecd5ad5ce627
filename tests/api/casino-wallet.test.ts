import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  casinoGames,
  casinoProviders,
  casinoRounds,
  casinoSessions,
  casinoTransactions,
  freeSpinGrants,
  ledgerAccounts,
  ledgerTransfers,
  users,
} from '@/server/db/schema';
import { openCasinoSession } from '@/server/services/casino/open-session';
import {
  balance,
  bet,
  finaliseStaleRounds,
  GIS_ROLLBACK,
  HUB88_ROLLBACK,
  rollback,
  win,
  type BetInput,
  type RollbackInput,
  type WalletResult,
  type WinInput,
} from '@/server/services/casino/wallet';
import { userBalances } from '@/server/services/ledger/accounts';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame, insertFreeSpinGrant, type TestGrant } from '@/tests/support/casino';
import { expectLedgerBalanced } from '@/tests/support/ledger';

const AGGREGATOR = 'hub88' as const;
const GAME = 'clt_dragonrising';

/**
 * @long 45 — 52 wallet exchanges of Hub88's protocol, each signed and checked, on a database of
 * its own (a copy of the migrated template): 20–25 s on a quiet 2-core machine, 31 s on a busy one.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ ownDatabase: true });
  // Bets need their game in the catalogue at their aggregator (`wallet/game.ts`).
  await ensureCasinoGame(api.ctx.db, { aggregator: AGGREGATOR, code: GAME, now: api.clock.now() });
});
afterAll(() => api.close());

/** A fresh provider id: transaction and round ids are unique per aggregator. */
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

type Player = { id: number; token: string; currency: Currency };

/** A player funded with `funds` minor units of real money and a current Hub88 session. */
async function newPlayer(funds = 100_000, currency: Currency = 'RUB'): Promise<Player> {
  const now = api.clock.now();
  const [user] = await api.ctx.db
    .insert(users)
    .values({
      email: `casino-${randomBytes(6).toString('hex')}@example.test`,
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
      reason: 'casino wallet test',
    });
  }
  const session = await openCasinoSession(api.ctx, {
    userId: user!.id,
    currency,
    aggregator: AGGREGATOR,
    gameCode: GAME,
    mode: 'real',
  });
  return { id: user!.id, token: session.token, currency };
}

const betCall = (player: Player, fields: Partial<BetInput> = {}): BetInput => ({
  aggregator: AGGREGATOR,
  userId: player.id,
  currency: player.currency,
  token: player.token,
  txId: id('bet'),
  roundId: id('round'),
  gameCode: GAME,
  amount: 1_000,
  ...fields,
});

const winCall = (player: Player, fields: Partial<WinInput> & { roundId: string }): WinInput => ({
  aggregator: AGGREGATOR,
  userId: player.id,
  currency: player.currency,
  txId: id('win'),
  gameCode: GAME,
  amount: 2_500,
  ...fields,
});

const rollbackCall = (player: Player, betTxId: string, fields: Partial<RollbackInput> = {}) => ({
  aggregator: AGGREGATOR,
  userId: player.id,
  currency: player.currency,
  txId: id('rb'),
  betTxId,
  ...fields,
});

const real = async (player: Player) =>
  (await userBalances(api.ctx.db, player.id, player.currency)).real;
const bonus = async (player: Player) =>
  (await userBalances(api.ctx.db, player.id, player.currency)).bonus;

/** How many ledger transfers a key names (the unique index says at most one). */
async function transfersUnder(key: string) {
  const rows = await api.ctx.db
    .select({ amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, key));
  return rows.map((row) => Number(row.amount));
}

/** Every casino transfer of the run for this provider id, by key. */
async function casinoMoneyOf(txId: string) {
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `casino-%:${AGGREGATOR}:${txId}`));
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.amount)]));
}

async function txRow(txId: string) {
  const [row] = await api.ctx.db
    .select()
    .from(casinoTransactions)
    .where(
      and(eq(casinoTransactions.aggregator, AGGREGATOR), eq(casinoTransactions.externalTxId, txId)),
    );
  return row;
}

async function roundRow(player: Player, roundId: string) {
  const [row] = await api.ctx.db
    .select()
    .from(casinoRounds)
    .where(
      and(
        eq(casinoRounds.aggregator, AGGREGATOR),
        eq(casinoRounds.externalRoundId, roundId),
        eq(casinoRounds.userId, player.id),
      ),
    );
  return row;
}

const block = (player: Player) =>
  api.ctx.db
    .update(users)
    .set({ state: 'blocked', stateReason: 'test', stateChangedAt: api.clock.now() })
    .where(eq(users.id, player.id));

/** A newer launch supersedes the player's session. */
const relaunch = (player: Player) =>
  openCasinoSession(api.ctx, {
    userId: player.id,
    currency: player.currency,
    aggregator: AGGREGATOR,
    gameCode: GAME,
    mode: 'real',
  });

function expectOk(result: WalletResult) {
  expect(result).toMatchObject({ code: 'ok' });
  return result as Extract<WalletResult, { code: 'ok' }>;
}

describe('balance', () => {
  it('answers the real and bonus balances for a current session', async () => {
    const player = await newPlayer(12_345);
    const call = { aggregator: AGGREGATOR, userId: player.id, currency: player.currency };
    expect(await balance(api.ctx, { ...call, token: player.token })).toEqual({
      code: 'ok',
      balance: 12_345,
      bonus: 0,
      currency: 'RUB',
    });
  });

  it('refuses an unknown token, another player’s, a superseded or expired one, another currency', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const call = { aggregator: AGGREGATOR, userId: player.id, currency: player.currency };
    expect(await balance(api.ctx, { ...call, token: 'no-such-token' })).toEqual({
      code: 'invalid_session',
    });
    expect(await balance(api.ctx, { ...call, token: other.token })).toEqual({
      code: 'invalid_session',
    });
    expect(
      await balance(api.ctx, { ...call, token: player.token, aggregator: 'slotegrator' }),
    ).toEqual({
      code: 'invalid_session',
    });
    expect(await balance(api.ctx, { ...call, token: player.token, currency: 'USD' })).toEqual({
      code: 'wrong_currency',
    });
    const newer = await relaunch(player);
    expect(await balance(api.ctx, { ...call, token: player.token })).toEqual({
      code: 'session_expired',
    });
    expect(expectOk(await balance(api.ctx, { ...call, token: newer.token })).balance).toBe(100_000);
    await api.ctx.db
      .update(casinoSessions)
      .set({ expiresAt: api.clock.now() })
      .where(eq(casinoSessions.token, newer.token));
    expect(await balance(api.ctx, { ...call, token: newer.token })).toEqual({
      code: 'session_expired',
    });
  });

  it('writes nothing', async () => {
    const player = await newPlayer();
    const call = { aggregator: AGGREGATOR, userId: player.id, currency: player.currency };
    await balance(api.ctx, { ...call, token: player.token });
    const rows = await api.ctx.db
      .select()
      .from(casinoTransactions)
      .where(eq(casinoTransactions.userId, player.id));
    expect(rows).toEqual([]);
  });
});

describe('bet', () => {
  it('takes the stake through the ledger, opens the round and answers the balance after', async () => {
    const player = await newPlayer(10_000);
    const call = betCall(player, { amount: 1_500 });
    const answer = expectOk(await bet(api.ctx, call));
    expect(answer).toMatchObject({ balance: 8_500, bonus: 0, currency: 'RUB' });
    expect(answer.transactionId).toMatch(/^\d+$/);
    expect(await transfersUnder(`casino-bet:hub88:${call.txId}`)).toEqual([1_500]);
    const round = await roundRow(player, call.roundId);
    expect(round).toMatchObject({ status: 'open', betTotal: 1_500, winTotal: 0, currency: 'RUB' });
    expect(await txRow(call.txId)).toMatchObject({
      kind: 'bet',
      state: 'processed',
      amount: 1_500,
      roundId: round!.id,
      ledgerKey: `casino-bet:hub88:${call.txId}`,
      response: answer,
    });
  });

  it('takes one minor unit, and the whole balance', async () => {
    const player = await newPlayer(1_001);
    expect(expectOk(await bet(api.ctx, betCall(player, { amount: 1 }))).balance).toBe(1_000);
    expect(expectOk(await bet(api.ctx, betCall(player, { amount: 1_000 }))).balance).toBe(0);
  });

  it('refuses amounts that are not whole positive minor units, recording nothing', async () => {
    const player = await newPlayer();
    for (const amount of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      const call = betCall(player, { amount });
      expect(await bet(api.ctx, call)).toEqual({ code: 'invalid_amount' });
      expect(await txRow(call.txId)).toBeUndefined();
    }
    expect(await bet(api.ctx, { ...betCall(player), amount: '10' as unknown as number })).toEqual({
      code: 'invalid_amount',
    });
    expect(await real(player)).toBe(100_000);
  });

  it('refuses bad requests: unknown currency, empty ids, unknown aggregator or player', async () => {
    const player = await newPlayer();
    expect(await bet(api.ctx, { ...betCall(player), currency: 'XXX' as Currency })).toEqual({
      code: 'wrong_currency',
    });
    expect(await bet(api.ctx, betCall(player, { txId: '' }))).toEqual({ code: 'invalid_request' });
    expect(await bet(api.ctx, betCall(player, { roundId: 'x'.repeat(256) }))).toEqual({
      code: 'invalid_request',
    });
    expect(
      await bet(api.ctx, { ...betCall(player), aggregator: 'acme' as typeof AGGREGATOR }),
    ).toEqual({ code: 'invalid_request' });
    expect(await bet(api.ctx, betCall(player, { userId: 1 }))).toEqual({ code: 'invalid_request' });
    expect(await bet(api.ctx, betCall(player, { userId: 0 }))).toEqual({ code: 'invalid_request' });
    expect(await real(player)).toBe(100_000);
  });

  it('answers insufficient funds with the current balance and changes nothing', async () => {
    const player = await newPlayer(999);
    const call = betCall(player, { amount: 1_000 });
    expect(await bet(api.ctx, call)).toEqual({
      code: 'insufficient_funds',
      balance: 999,
      bonus: 0,
      currency: 'RUB',
    });
    expect(await txRow(call.txId)).toBeUndefined();
    expect(await roundRow(player, call.roundId)).toBeUndefined();
    expect(await transfersUnder(`casino-bet:hub88:${call.txId}`)).toEqual([]);
    // Refused, the id is free: the same bet after a deposit goes through.
    await adjustBalance(api.ctx, {
      key: id('fund'),
      userId: player.id,
      currency: 'RUB',
      amount: 1,
      direction: 'credit',
      kind: 'real',
      reason: 'top-up',
    });
    expect(expectOk(await bet(api.ctx, call)).balance).toBe(0);
  });

  it('wants the session current, unexpired, the player’s, real and in its currency', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    expect(await bet(api.ctx, betCall(player, { token: 'nope' }))).toEqual({
      code: 'invalid_session',
    });
    expect(await bet(api.ctx, betCall(player, { token: other.token }))).toEqual({
      code: 'invalid_session',
    });
    expect(await bet(api.ctx, betCall(player, { currency: 'USD' }))).toEqual({
      code: 'wrong_currency',
    });
    const demo = await openCasinoSession(api.ctx, {
      userId: other.id,
      currency: 'RUB',
      aggregator: 'sandbox',
      gameCode: GAME,
      mode: 'demo',
    });
    expect(
      await bet(api.ctx, { ...betCall(other, { token: demo.token }), aggregator: 'sandbox' }),
    ).toEqual({ code: 'invalid_session' });

    const old = player.token;
    const newer = await relaunch(player);
    expect(await bet(api.ctx, betCall(player, { token: old }))).toEqual({
      code: 'session_expired',
    });
    expectOk(await bet(api.ctx, betCall(player, { token: newer.token })));
    api.clock.advance(12 * 60 * 60 * 1000);
    expect(await bet(api.ctx, betCall(player, { token: newer.token }))).toEqual({
      code: 'session_expired',
    });
    expect(await real(player)).toBe(99_000);
  });

  it('refuses a blocked player', async () => {
    const player = await newPlayer();
    await block(player);
    const call = betCall(player);
    expect(await bet(api.ctx, call)).toEqual({ code: 'player_blocked' });
    expect(await txRow(call.txId)).toBeUndefined();
    expect(await real(player)).toBe(100_000);
  });

  it('answers a replay with the stored answer, not today’s balance', async () => {
    const player = await newPlayer(10_000);
    const call = betCall(player, { amount: 1_000 });
    const first = expectOk(await bet(api.ctx, call));
    expectOk(await bet(api.ctx, betCall(player, { amount: 2_000 })));
    // The session has been superseded meanwhile: a replay is still the first answer.
    await relaunch(player);
    expect(await bet(api.ctx, call)).toEqual(first);
    expect(first.balance).toBe(9_000);
    expect(await real(player)).toBe(7_000);
    expect(await transfersUnder(`casino-bet:hub88:${call.txId}`)).toEqual([1_000]);
  });

  it('answers duplicate for the same id with other content or from another player', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const call = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, call));
    expect(await bet(api.ctx, { ...call, amount: 1_001 })).toEqual({ code: 'duplicate' });
    expect(await bet(api.ctx, { ...call, roundId: id('round') })).toEqual({ code: 'duplicate' });
    expect(await bet(api.ctx, { ...call, roundClosed: true })).toEqual({ code: 'duplicate' });
    expect(await bet(api.ctx, { ...call, userId: other.id, token: other.token })).toEqual({
      code: 'duplicate',
    });
    // A win or rollback under a bet's id is another call under that id.
    expect(await win(api.ctx, winCall(player, { txId: call.txId, roundId: call.roundId }))).toEqual(
      { code: 'duplicate' },
    );
    expect(await real(player)).toBe(99_000);
    expect(await real(other)).toBe(100_000);
  });

  it('takes several bets in one round, and closes it when the bet says so', async () => {
    const player = await newPlayer();
    const roundId = id('round');
    expectOk(await bet(api.ctx, betCall(player, { roundId, amount: 100 })));
    expectOk(await bet(api.ctx, betCall(player, { roundId, amount: 200 })));
    expect(await roundRow(player, roundId)).toMatchObject({ status: 'open', betTotal: 300 });
    expectOk(await bet(api.ctx, betCall(player, { roundId, amount: 300, roundClosed: true })));
    const round = await roundRow(player, roundId);
    expect(round).toMatchObject({ status: 'closed', betTotal: 600 });
    expect(round!.closedAt).not.toBeNull();
    expect(await real(player)).toBe(99_400);
  });

  it('keeps two players’ bets in one shared table round apart', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const roundId = id('table-round');
    expectOk(await bet(api.ctx, betCall(first, { roundId, amount: 100 })));
    expectOk(await bet(api.ctx, betCall(second, { roundId, amount: 700 })));
    expect((await roundRow(first, roundId))!.betTotal).toBe(100);
    expect((await roundRow(second, roundId))!.betTotal).toBe(700);
    expectOk(await win(api.ctx, winCall(second, { roundId, amount: 1_400 })));
    expect(await real(first)).toBe(99_900);
    expect(await real(second)).toBe(100_700);
  });
});

describe('the bet\u2019s game', () => {
  /** A catalogue game of its own, so switching it off touches no other test. */
  async function ownGame(aggregator: 'hub88' | 'sandbox' = AGGREGATOR) {
    const code = id('game');
    const gameId = await ensureCasinoGame(api.ctx.db, { aggregator, code, now: api.clock.now() });
    return { code, gameId };
  }
  const setGame = (gameId: number, fields: { enabled?: boolean; available?: boolean }) =>
    api.ctx.db.update(casinoGames).set(fields).where(eq(casinoGames.id, gameId));

  it('refuses a game the catalogue does not have, or has at another aggregator', async () => {
    const player = await newPlayer();
    const unknown = betCall(player, { gameCode: id('no-such-game') });
    expect(await bet(api.ctx, unknown)).toEqual({ code: 'invalid_game' });
    const elsewhere = await ownGame('sandbox');
    const call = betCall(player, { gameCode: elsewhere.code });
    expect(await bet(api.ctx, call)).toEqual({ code: 'invalid_game' });
    expect(await txRow(unknown.txId)).toBeUndefined();
    expect(await txRow(call.txId)).toBeUndefined();
    expect(await roundRow(player, call.roundId)).toBeUndefined();
    expect(await real(player)).toBe(100_000);
  });

  it('refuses a game the operator disabled or the aggregator no longer lists, free bets too', async () => {
    const player = await newPlayer();
    const disabled = await ownGame();
    await setGame(disabled.gameId, { enabled: false });
    expect(await bet(api.ctx, betCall(player, { gameCode: disabled.code }))).toEqual({
      code: 'invalid_game',
    });
    const unavailable = await ownGame();
    await setGame(unavailable.gameId, { available: false });
    expect(await bet(api.ctx, betCall(player, { gameCode: unavailable.code }))).toEqual({
      code: 'invalid_game',
    });
    const grant = await insertFreeSpinGrant(api.ctx.db, {
      userId: player.id,
      aggregator: AGGREGATOR,
      gameCode: disabled.code,
      currency: player.currency,
      now: api.clock.now(),
    });
    const free = betCall(player, {
      gameCode: disabled.code,
      isFree: true,
      freeRoundsId: grant.ref,
    });
    expect(await bet(api.ctx, free)).toEqual({ code: 'invalid_game' });
    const [left] = await api.ctx.db
      .select({ roundsLeft: freeSpinGrants.roundsLeft })
      .from(freeSpinGrants)
      .where(eq(freeSpinGrants.id, grant.id));
    expect(left!.roundsLeft).toBe(10);
    expect(await real(player)).toBe(100_000);
    // Switched back on, the same call goes through: a refusal kept nothing of it.
    await setGame(disabled.gameId, { enabled: true });
    expectOk(await bet(api.ctx, betCall(player, { gameCode: disabled.code })));
    expect(await real(player)).toBe(99_000);
  });

  it('takes bets while the game\u2019s provider is switched off (that hides the lobby only)', async () => {
    const player = await newPlayer();
    const game = await ownGame();
    const [row] = await api.ctx.db
      .select({ providerId: casinoGames.providerId })
      .from(casinoGames)
      .where(eq(casinoGames.id, game.gameId));
    await api.ctx.db
      .update(casinoProviders)
      .set({ enabled: false })
      .where(eq(casinoProviders.id, row!.providerId));
    try {
      expectOk(await bet(api.ctx, betCall(player, { gameCode: game.code })));
    } finally {
      await api.ctx.db
        .update(casinoProviders)
        .set({ enabled: true })
        .where(eq(casinoProviders.id, row!.providerId));
    }
  });

  it('still ends a round whose game was disabled after its bet: the win is paid, a rollback returns', async () => {
    const player = await newPlayer();
    const game = await ownGame();
    const won = betCall(player, { gameCode: game.code, amount: 1_000 });
    const reversed = betCall(player, { gameCode: game.code, amount: 300 });
    expectOk(await bet(api.ctx, won));
    expectOk(await bet(api.ctx, reversed));
    await setGame(game.gameId, { enabled: false, available: false });
    const paid = winCall(player, {
      roundId: won.roundId,
      betTxId: won.txId,
      gameCode: game.code,
      amount: 2_500,
      roundClosed: true,
    });
    expect(await win(api.ctx, paid)).toMatchObject({ code: 'ok', balance: 101_200 });
    expectOk(await rollback(api.ctx, rollbackCall(player, reversed.txId), HUB88_ROLLBACK));
    expect(await real(player)).toBe(101_500);
    expect(await roundRow(player, won.roundId)).toMatchObject({
      status: 'closed',
      winTotal: 2_500,
    });
  });
});

describe('win', () => {
  it('pays through the ledger and closes the round when told', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, placed));
    const call = winCall(player, {
      roundId: placed.roundId,
      betTxId: placed.txId,
      amount: 2_500,
      roundClosed: true,
    });
    expect(expectOk(await win(api.ctx, call)).balance).toBe(11_500);
    expect(await transfersUnder(`casino-win:hub88:${call.txId}`)).toEqual([2_500]);
    expect(await roundRow(player, placed.roundId)).toMatchObject({
      status: 'closed',
      betTotal: 1_000,
      winTotal: 2_500,
    });
  });

  it('takes several wins in an open round', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    expectOk(await win(api.ctx, winCall(player, { roundId: placed.roundId, amount: 100 })));
    expectOk(await win(api.ctx, winCall(player, { roundId: placed.roundId, amount: 200 })));
    expect(await roundRow(player, placed.roundId)).toMatchObject({
      status: 'open',
      winTotal: 300,
    });
    expect(await real(player)).toBe(9_300);
  });

  it('closes the round on a zero win, moving nothing', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    const call = winCall(player, { roundId: placed.roundId, betTxId: placed.txId, amount: 0 });
    expect(expectOk(await win(api.ctx, call)).balance).toBe(9_000);
    expect(await transfersUnder(`casino-win:hub88:${call.txId}`)).toEqual([]);
    expect(await txRow(call.txId)).toMatchObject({ state: 'processed', ledgerKey: null });
    expect((await roundRow(player, placed.roundId))!.status).toBe('closed');
  });

  it('needs its bet or its round, and records nothing without them', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const unknownRound = winCall(player, { roundId: id('round') });
    expect(await win(api.ctx, unknownRound)).toEqual({ code: 'transaction_not_found' });
    expect(await txRow(unknownRound.txId)).toBeUndefined();
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    expect(
      await win(api.ctx, winCall(player, { roundId: placed.roundId, betTxId: id('bet') })),
    ).toEqual({ code: 'transaction_not_found' });
    // Another player's bet or round is not theirs to settle.
    expect(
      await win(api.ctx, winCall(other, { roundId: placed.roundId, betTxId: placed.txId })),
    ).toEqual({ code: 'transaction_not_found' });
    expect(await win(api.ctx, winCall(other, { roundId: placed.roundId }))).toEqual({
      code: 'transaction_not_found',
    });
    expect(await real(player)).toBe(99_000);
    expect(await real(other)).toBe(100_000);
  });

  it('is paid when it arrives before its bet and is retried after it', async () => {
    const player = await newPlayer();
    const placed = betCall(player);
    const early = winCall(player, { roundId: placed.roundId, betTxId: placed.txId });
    expect(await win(api.ctx, early)).toEqual({ code: 'transaction_not_found' });
    expectOk(await bet(api.ctx, placed));
    expect(expectOk(await win(api.ctx, early)).balance).toBe(101_500);
  });

  it('refuses a win on a rolled-back bet or a cancelled round', async () => {
    const player = await newPlayer();
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    expectOk(await rollback(api.ctx, rollbackCall(player, placed.txId)));
    expect(
      await win(api.ctx, winCall(player, { roundId: placed.roundId, betTxId: placed.txId })),
    ).toEqual({ code: 'rolled_back' });
    expect(await win(api.ctx, winCall(player, { roundId: placed.roundId }))).toEqual({
      code: 'rolled_back',
    });
    expect(await real(player)).toBe(100_000);
  });

  it('is paid with an expired or superseded session and to a blocked player', async () => {
    const player = await newPlayer();
    const first = betCall(player);
    const second = betCall(player);
    expectOk(await bet(api.ctx, first));
    expectOk(await bet(api.ctx, second));
    await relaunch(player);
    expectOk(await win(api.ctx, winCall(player, { roundId: first.roundId, amount: 500 })));
    api.clock.advance(13 * 60 * 60 * 1000);
    await block(player);
    expectOk(await win(api.ctx, winCall(player, { roundId: second.roundId, amount: 700 })));
    expect(await real(player)).toBe(100_000 - 2_000 + 1_200);
  });

  it('answers a replay with the stored answer and other content with duplicate', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    const call = winCall(player, { roundId: placed.roundId, amount: 400 });
    const first = expectOk(await win(api.ctx, call));
    expectOk(await win(api.ctx, winCall(player, { roundId: placed.roundId, amount: 1 })));
    expect(await win(api.ctx, call)).toEqual(first);
    expect(await win(api.ctx, { ...call, amount: 401 })).toEqual({ code: 'duplicate' });
    expect(await win(api.ctx, { ...call, isFree: true })).toEqual({ code: 'duplicate' });
    expect(await transfersUnder(`casino-win:hub88:${call.txId}`)).toEqual([400]);
    expect(await real(player)).toBe(9_401);
  });

  it('refuses another currency than its round’s and bad amounts', async () => {
    const player = await newPlayer();
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    expect(
      await win(api.ctx, winCall(player, { roundId: placed.roundId, currency: 'USD' })),
    ).toEqual({ code: 'wrong_currency' });
    for (const amount of [-1, 0.5, Number.NaN]) {
      expect(await win(api.ctx, winCall(player, { roundId: placed.roundId, amount }))).toEqual({
        code: 'invalid_amount',
      });
    }
    expect(await real(player)).toBe(99_000);
  });

  it('pays a round the sweep closed', async () => {
    const player = await newPlayer();
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    api.clock.advance(31 * 24 * 60 * 60 * 1000);
    await finaliseStaleRounds(api.ctx);
    expectOk(await win(api.ctx, winCall(player, { roundId: placed.roundId, amount: 300 })));
    expect(await roundRow(player, placed.roundId)).toMatchObject({
      status: 'closed',
      winTotal: 300,
    });
  });
});

describe('rollback', () => {
  it('returns the stake through the ledger and cancels a round left without bets', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, placed));
    const call = rollbackCall(player, placed.txId, { roundId: placed.roundId });
    expect(expectOk(await rollback(api.ctx, call)).balance).toBe(10_000);
    expect(await casinoMoneyOf(placed.txId)).toEqual({
      [`casino-bet:hub88:${placed.txId}`]: 1_000,
      [`casino-rb:hub88:${placed.txId}`]: 1_000,
    });
    expect((await txRow(placed.txId))!.state).toBe('rolled_back');
    expect(await txRow(call.txId)).toMatchObject({
      kind: 'rollback',
      refExternalTxId: placed.txId,
      ledgerKey: `casino-rb:hub88:${placed.txId}`,
    });
    expect(await roundRow(player, placed.roundId)).toMatchObject({
      status: 'cancelled',
      betTotal: 0,
    });
  });

  it('answers OK for an unknown bet, leaves a tombstone, and refuses the late bet', async () => {
    const player = await newPlayer(10_000);
    const late = betCall(player, { amount: 1_000 });
    const call = rollbackCall(player, late.txId);
    expect(await rollback(api.ctx, call)).toMatchObject({ code: 'ok', balance: 10_000 });
    expect(await txRow(late.txId)).toMatchObject({ kind: 'bet', state: 'tombstone', amount: 0 });
    expect(await bet(api.ctx, late)).toEqual({ code: 'rolled_back' });
    expect(await bet(api.ctx, late)).toEqual({ code: 'rolled_back' });
    expect(await real(player)).toBe(10_000);
    expect(await casinoMoneyOf(late.txId)).toEqual({});
    expect(await roundRow(player, late.roundId)).toBeUndefined();
  });

  it('has one effect however often it comes, under its own id or another', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, placed));
    const call = rollbackCall(player, placed.txId);
    const first = expectOk(await rollback(api.ctx, call));
    expect(await rollback(api.ctx, call)).toEqual(first);
    expectOk(await rollback(api.ctx, rollbackCall(player, placed.txId)));
    expect(await rollback(api.ctx, { ...call, betTxId: id('bet') })).toEqual({ code: 'duplicate' });
    expect(await real(player)).toBe(10_000);
    expect(await transfersUnder(`casino-rb:hub88:${placed.txId}`)).toEqual([1_000]);
  });

  it('of one of several bets leaves the round open for a later win', async () => {
    const player = await newPlayer(10_000);
    const roundId = id('round');
    const first = betCall(player, { roundId, amount: 1_000 });
    const second = betCall(player, { roundId, amount: 2_000 });
    expectOk(await bet(api.ctx, first));
    expectOk(await bet(api.ctx, second));
    expectOk(await rollback(api.ctx, rollbackCall(player, first.txId)));
    expect(await roundRow(player, roundId)).toMatchObject({ status: 'open', betTotal: 2_000 });
    expectOk(await win(api.ctx, winCall(player, { roundId, betTxId: second.txId, amount: 5_000 })));
    expect(await real(player)).toBe(10_000 - 2_000 + 5_000);
  });

  it('of a won bet is refused by the Hub88 policy and changes nothing', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, placed));
    const won = winCall(player, { roundId: placed.roundId, betTxId: placed.txId, amount: 3_000 });
    expectOk(await win(api.ctx, won));
    const call = rollbackCall(player, placed.txId);
    expect(await rollback(api.ctx, call, HUB88_ROLLBACK)).toEqual({ code: 'already_settled' });
    expect(await rollback(api.ctx, rollbackCall(player, won.txId), HUB88_ROLLBACK)).toEqual({
      code: 'already_settled',
    });
    expect(await txRow(call.txId)).toBeUndefined();
    expect((await txRow(placed.txId))!.state).toBe('processed');
    expect(await real(player)).toBe(12_000);
  });

  it('of a bet settled by a zero win is refused by the Hub88 policy too', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, placed));
    expectOk(await win(api.ctx, winCall(player, { roundId: placed.roundId, amount: 0 })));
    expect(await rollback(api.ctx, rollbackCall(player, placed.txId))).toEqual({
      code: 'already_settled',
    });
  });

  it('of a won bet reverses the win too under the GIS policy', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, placed));
    const won = winCall(player, { roundId: placed.roundId, betTxId: placed.txId, amount: 3_000 });
    expectOk(await win(api.ctx, won));
    expect(
      expectOk(await rollback(api.ctx, rollbackCall(player, placed.txId), GIS_ROLLBACK)).balance,
    ).toBe(10_000);
    expect(await transfersUnder(`casino-rb:hub88:${won.txId}`)).toEqual([3_000]);
    expect((await txRow(won.txId))!.state).toBe('rolled_back');
    expect(await roundRow(player, placed.roundId)).toMatchObject({
      status: 'cancelled',
      betTotal: 0,
      winTotal: 0,
    });
  });

  it('of a win alone under the GIS policy takes it back and keeps the bet', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, placed));
    const won = winCall(player, { roundId: placed.roundId, amount: 3_000 });
    expectOk(await win(api.ctx, won));
    expectOk(await rollback(api.ctx, rollbackCall(player, won.txId), GIS_ROLLBACK));
    expect(await real(player)).toBe(9_000);
    expect((await txRow(placed.txId))!.state).toBe('processed');
    expect(await roundRow(player, placed.roundId)).toMatchObject({ status: 'open', winTotal: 0 });
  });

  it('of a win the player already spent is refused with the balance, under the GIS policy', async () => {
    const player = await newPlayer(1_000);
    const placed = betCall(player, { amount: 1_000 });
    expectOk(await bet(api.ctx, placed));
    const won = winCall(player, { roundId: placed.roundId, betTxId: placed.txId, amount: 5_000 });
    expectOk(await win(api.ctx, won));
    // 5,000 won, 4,500 staked again and lost: the stake back (1,000) and 500 left cannot cover it.
    expectOk(await bet(api.ctx, betCall(player, { amount: 4_500 })));
    expect(await rollback(api.ctx, rollbackCall(player, placed.txId), GIS_ROLLBACK)).toEqual({
      code: 'insufficient_funds',
      balance: 500,
      bonus: 0,
      currency: 'RUB',
    });
    expect((await txRow(placed.txId))!.state).toBe('processed');
    expect(await real(player)).toBe(500);
  });

  it('is accepted with a superseded or expired session and for a blocked player', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    await relaunch(player);
    api.clock.advance(13 * 60 * 60 * 1000);
    await block(player);
    expect(expectOk(await rollback(api.ctx, rollbackCall(player, placed.txId))).balance).toBe(
      10_000,
    );
  });

  it('of another player’s bet is not found, and changes nothing', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const placed = betCall(player);
    expectOk(await bet(api.ctx, placed));
    expect(await rollback(api.ctx, rollbackCall(other, placed.txId))).toEqual({
      code: 'transaction_not_found',
    });
    expect((await txRow(placed.txId))!.state).toBe('processed');
  });
});

describe('free bets', () => {
  /** A player without money and a grant of free rounds on the test game. */
  async function playerWithGrant(fields: Partial<Parameters<typeof insertFreeSpinGrant>[1]> = {}) {
    const player = await newPlayer(0);
    const grant = await insertFreeSpinGrant(api.ctx.db, {
      userId: player.id,
      aggregator: AGGREGATOR,
      gameCode: GAME,
      currency: player.currency,
      now: api.clock.now(),
      ...fields,
    });
    return { player, grant };
  }
  const freeBet = (player: Player, grant: TestGrant, fields: Partial<BetInput> = {}) =>
    betCall(player, { amount: 500, isFree: true, freeRoundsId: grant.ref, ...fields });
  const grantRow = async (grant: TestGrant) =>
    (await api.ctx.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.id, grant.id)))[0]!;

  it('cost nothing and need no money; their wins go to the bonus account from the bonus pool', async () => {
    const { player, grant } = await playerWithGrant();
    const placed = freeBet(player, grant);
    expect(await bet(api.ctx, placed)).toMatchObject({ code: 'ok', balance: 0, bonus: 0 });
    expect(await casinoMoneyOf(placed.txId)).toEqual({});
    expect(await txRow(placed.txId)).toMatchObject({
      isFree: true,
      ledgerKey: null,
      amount: 500,
      freeSpinGrantId: grant.id,
    });
    // The win names the free bet: it is a free round's even without the flag.
    const won = winCall(player, { roundId: placed.roundId, betTxId: placed.txId, amount: 1_200 });
    expect(await win(api.ctx, won)).toMatchObject({ code: 'ok', balance: 0, bonus: 1_200 });
    const [transfer] = await api.ctx.db
      .select({ debit: ledgerAccounts.code })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
      .where(eq(ledgerTransfers.idempotencyKey, `casino-win:hub88:${won.txId}`));
    expect(transfer!.debit).toMatch(/^bonus:RUB#\d$/);
    expect((await txRow(won.txId))!.isFree).toBe(true);
    expect(await grantRow(grant)).toMatchObject({
      roundsLeft: 9,
      totalWin: 1_200,
      status: 'active',
    });
  });

  it('may be zero; flagged wins without a bet reference go to the bonus account and the grant', async () => {
    const { player, grant } = await playerWithGrant();
    const placed = freeBet(player, grant, { amount: 0 });
    expectOk(await bet(api.ctx, placed));
    expectOk(
      await win(api.ctx, winCall(player, { roundId: placed.roundId, amount: 300, isFree: true })),
    );
    expect(await bonus(player)).toBe(300);
    expect(await real(player)).toBe(0);
    expect((await grantRow(grant)).totalWin).toBe(300);
  });

  it('take one round each; the last completes the grant and the next is refused', async () => {
    const { player, grant } = await playerWithGrant({ rounds: 2 });
    expectOk(await bet(api.ctx, freeBet(player, grant)));
    const replayed = freeBet(player, grant);
    expectOk(await bet(api.ctx, replayed));
    expectOk(await bet(api.ctx, replayed));
    expect(await grantRow(grant)).toMatchObject({ roundsLeft: 0, status: 'completed' });
    expect(await bet(api.ctx, freeBet(player, grant))).toEqual({
      code: 'free_rounds_unavailable',
    });
  });

  it('are refused without a grant, with another player\u2019s, on another game, expired, not started or cancelled', async () => {
    const { player, grant } = await playerWithGrant();
    const unavailable = { code: 'free_rounds_unavailable' };
    expect(await bet(api.ctx, betCall(player, { amount: 500, isFree: true }))).toEqual(unavailable);
    expect(await bet(api.ctx, freeBet(player, { ...grant, ref: 'fs-unknown' }))).toEqual(
      unavailable,
    );
    const other = await playerWithGrant();
    expect(await bet(api.ctx, freeBet(player, other.grant))).toEqual(unavailable);
    const now = api.clock.now();
    await ensureCasinoGame(api.ctx.db, { aggregator: AGGREGATOR, code: 'other_game', now });
    expect(await bet(api.ctx, freeBet(player, grant, { gameCode: 'other_game' }))).toEqual(
      unavailable,
    );
    const later = await playerWithGrant({
      startsAt: new Date(api.clock.now().getTime() + 60_000),
    });
    expect(await bet(api.ctx, freeBet(later.player, later.grant))).toEqual(unavailable);
    const expiring = await playerWithGrant({
      expirationAt: new Date(api.clock.now().getTime() + 1_000),
    });
    api.clock.advance(1_000);
    expiring.player.token = (await relaunch(expiring.player)).token;
    expect(await bet(api.ctx, freeBet(expiring.player, expiring.grant))).toEqual(unavailable);
    const cancelled = await playerWithGrant();
    await api.ctx.db
      .update(freeSpinGrants)
      .set({ status: 'cancelled', roundsLeft: 0 })
      .where(eq(freeSpinGrants.id, cancelled.grant.id));
    expect(await bet(api.ctx, freeBet(cancelled.player, cancelled.grant))).toEqual(unavailable);
    expect((await grantRow(grant)).roundsLeft).toBe(10);
  });

  it('rolled back, return nothing but their round; a free win reversed under GIS comes back from the bonus account', async () => {
    const { player, grant } = await playerWithGrant();
    const placed = freeBet(player, grant);
    expectOk(await bet(api.ctx, placed));
    const won = winCall(player, { roundId: placed.roundId, betTxId: placed.txId, amount: 800 });
    expectOk(await win(api.ctx, won));
    expectOk(await rollback(api.ctx, rollbackCall(player, placed.txId), GIS_ROLLBACK));
    expect(await bonus(player)).toBe(0);
    expect(await real(player)).toBe(0);
    expect(await casinoMoneyOf(placed.txId)).toEqual({});
    expect(await transfersUnder(`casino-rb:hub88:${won.txId}`)).toEqual([800]);
    expect(await grantRow(grant)).toMatchObject({ roundsLeft: 10, totalWin: 0 });
  });
});

describe('finaliseStaleRounds', () => {
  it('closes rounds open longer than the limit, and only those', async () => {
    const player = await newPlayer();
    const old = betCall(player);
    expectOk(await bet(api.ctx, old));
    api.clock.advance(20 * 24 * 60 * 60 * 1000);
    player.token = (await relaunch(player)).token;
    const recent = betCall(player);
    expectOk(await bet(api.ctx, recent));
    const closedAlready = betCall(player, { roundClosed: true });
    expectOk(await bet(api.ctx, closedAlready));
    api.clock.advance(11 * 24 * 60 * 60 * 1000);
    const closed = await finaliseStaleRounds(api.ctx);
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(await roundRow(player, old.roundId)).toMatchObject({ status: 'closed' });
    expect((await roundRow(player, old.roundId))!.closedAt).toEqual(api.clock.now());
    expect((await roundRow(player, recent.roundId))!.status).toBe('open');
    expect(await finaliseStaleRounds(api.ctx, 10)).toBeGreaterThanOrEqual(1);
    expect((await roundRow(player, recent.roundId))!.status).toBe('closed');
    expect(await real(player)).toBe(97_000);
  });
});

describe('under concurrency', () => {
  const times = <T>(n: number, make: () => Promise<T>) =>
    Promise.all(Array.from({ length: n }, make));

  it('a bet replayed 20 times at once moves money once and answers the same', async () => {
    const player = await newPlayer(10_000);
    const call = betCall(player, { amount: 700 });
    const answers = await times(20, () => bet(api.ctx, call));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ code: 'ok', balance: 9_300 });
    expect(await transfersUnder(`casino-bet:hub88:${call.txId}`)).toEqual([700]);
    expect(await real(player)).toBe(9_300);
  });

  it('a win replayed 20 times at once pays once', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 700 });
    expectOk(await bet(api.ctx, placed));
    const call = winCall(player, { roundId: placed.roundId, betTxId: placed.txId, amount: 900 });
    const answers = await times(20, () => win(api.ctx, call));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await transfersUnder(`casino-win:hub88:${call.txId}`)).toEqual([900]);
    expect(await real(player)).toBe(10_200);
  });

  it('a rollback replayed 20 times at once, and 20 rollbacks of one bet, return the stake once', async () => {
    const player = await newPlayer(10_000);
    const placed = betCall(player, { amount: 700 });
    expectOk(await bet(api.ctx, placed));
    const call = rollbackCall(player, placed.txId);
    const answers = await times(20, () => rollback(api.ctx, call));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const others = await times(20, () => rollback(api.ctx, rollbackCall(player, placed.txId)));
    for (const answer of others) expect(answer).toMatchObject({ code: 'ok', balance: 10_000 });
    expect(await transfersUnder(`casino-rb:hub88:${placed.txId}`)).toEqual([700]);
    expect(await real(player)).toBe(10_000);
  });

  it('20 rollbacks of an unknown bet at once leave one tombstone, and the bet never charges', async () => {
    const player = await newPlayer(10_000);
    const late = betCall(player);
    const answers = await times(20, () => rollback(api.ctx, rollbackCall(player, late.txId)));
    for (const answer of answers) expect(answer).toMatchObject({ code: 'ok', balance: 10_000 });
    expect(await times(20, () => bet(api.ctx, late))).toEqual(
      Array.from({ length: 20 }, () => ({ code: 'rolled_back' })),
    );
    expect(await real(player)).toBe(10_000);
  });

  it('a bet racing the rollback of its id ends consistent either way', async () => {
    for (let run = 0; run < 10; run += 1) {
      const player = await newPlayer(10_000);
      const placed = betCall(player, { amount: 1_000 });
      const [placedAnswer, rolledBack] = await Promise.all([
        bet(api.ctx, placed),
        rollback(api.ctx, rollbackCall(player, placed.txId)),
      ]);
      expect(rolledBack).toMatchObject({ code: 'ok' });
      const row = await txRow(placed.txId);
      const money = await casinoMoneyOf(placed.txId);
      if (placedAnswer.code === 'ok') {
        // The bet went first: the rollback returned its stake.
        expect(row!.state).toBe('rolled_back');
        expect(money).toEqual({
          [`casino-bet:hub88:${placed.txId}`]: 1_000,
          [`casino-rb:hub88:${placed.txId}`]: 1_000,
        });
      } else {
        // The rollback went first: the bet found its tombstone.
        expect(placedAnswer).toEqual({ code: 'rolled_back' });
        expect(row!.state).toBe('tombstone');
        expect(money).toEqual({});
      }
      expect(await real(player)).toBe(10_000);
      expect(await bet(api.ctx, placed)).toEqual(
        placedAnswer.code === 'ok' ? placedAnswer : { code: 'rolled_back' },
      );
    }
  });

  it('200 mixed callbacks across 20 players conserve money', async () => {
    const total = async () => {
      const [row] = await api.ctx.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
        .from(ledgerAccounts);
      return Number(row!.sum);
    };
    const funds = 5_000;
    const players = await Promise.all(Array.from({ length: 20 }, () => newPlayer(funds)));
    const grants = await Promise.all(
      players.map((player) =>
        insertFreeSpinGrant(api.ctx.db, {
          userId: player.id,
          aggregator: AGGREGATOR,
          gameCode: GAME,
          currency: player.currency,
          now: api.clock.now(),
          rounds: 3,
        }),
      ),
    );
    const before = await total();

    // A fixed pseudo-random sequence (an LCG), so a failure can be replayed.
    let seed = 17;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    type Call = () => Promise<WalletResult>;
    const calls: Call[] = [];
    const bets = players.map(() => [] as BetInput[]);
    const made: Call[] = [];
    for (let index = 0; index < 200; index += 1) {
      const slot = next(20);
      const player = players[slot]!;
      const roll = next(100);
      let call: Call;
      if (roll < 40 || bets[slot]!.length === 0) {
        const isFree = next(10) === 0;
        const input = betCall(player, {
          amount: 1 + next(2_000),
          isFree,
          freeRoundsId: isFree ? grants[slot]!.ref : undefined,
          roundClosed: next(5) === 0,
          roundId: bets[slot]!.length > 0 && next(3) === 0 ? bets[slot]!.at(-1)!.roundId : id('r'),
        });
        bets[slot]!.push(input);
        call = () => bet(api.ctx, input);
      } else if (roll < 70) {
        const placed = bets[slot]![next(bets[slot]!.length)]!;
        const input = winCall(player, {
          roundId: placed.roundId,
          betTxId: next(2) === 0 ? placed.txId : undefined,
          amount: next(4) === 0 ? 0 : next(3_000),
          roundClosed: next(2) === 0,
        });
        call = () => win(api.ctx, input);
      } else if (roll < 85) {
        const betTxId = next(4) === 0 ? id('unknown') : bets[slot]![next(bets[slot]!.length)]!.txId;
        const input = rollbackCall(player, betTxId);
        const policy = next(2) === 0 ? HUB88_ROLLBACK : GIS_ROLLBACK;
        call = () => rollback(api.ctx, input, policy);
      } else {
        // A replay of an earlier call, whatever it was.
        call = made[next(made.length)]!;
      }
      made.push(call);
      calls.push(call);
    }
    const answers = await Promise.all(calls.map((call) => call()));
    const codes = new Set(answers.map((answer) => answer.code));
    expect(codes.has('ok')).toBe(true);
    for (const code of codes) {
      expect([
        'ok',
        'insufficient_funds',
        'transaction_not_found',
        'rolled_back',
        'already_settled',
        'duplicate',
        'free_rounds_unavailable',
      ]).toContain(code);
    }

    expect(await total()).toBe(before);
    await expectLedgerBalanced(api);
    const ids = players.map((player) => player.id);
    // Each player's money is what their recorded transactions say: the funds, less the stakes
    // of bets standing, plus the wins standing (free rounds' to the bonus account).
    const result = await api.ctx.db.execute(sql`
      select u.id,
        coalesce((select balance from ledger_accounts a
                  where a.user_id = u.id and a.kind = 'real' and a.currency = 'RUB'), 0) as real,
        coalesce((select balance from ledger_accounts a
                  where a.user_id = u.id and a.kind = 'bonus' and a.currency = 'RUB'), 0) as bonus,
        coalesce((select sum(amount) from casino_transactions t where t.user_id = u.id
                  and t.kind = 'bet' and t.state = 'processed' and not t.is_free), 0) as staked,
        coalesce((select sum(amount) from casino_transactions t where t.user_id = u.id
                  and t.kind = 'win' and t.state = 'processed' and not t.is_free), 0) as won,
        coalesce((select sum(amount) from casino_transactions t where t.user_id = u.id
                  and t.kind = 'win' and t.state = 'processed' and t.is_free), 0) as won_free
      from users u where u.id in (${sql.join(ids, sql`, `)})`);
    const rows = (result as unknown as { rows: Record<string, string | number>[] }).rows;
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect({ id: row.id, real: Number(row.real), bonus: Number(row.bonus) }).toEqual({
        id: row.id,
        real: funds - Number(row.staked) + Number(row.won),
        bonus: Number(row.won_free),
      });
    }
    // Every casino transfer belongs to a recorded transaction, once.
    const transfers = await api.ctx.db
      .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, 'casino-%'));
    const recorded = await api.ctx.db
      .select()
      .from(casinoTransactions)
      .where(inArray(casinoTransactions.userId, ids));
    const byId = new Map(recorded.map((row) => [row.externalTxId, row]));
    let ours = 0;
    for (const transfer of transfers) {
      const [, , txId] = transfer.key.split(':');
      const row = byId.get(txId!);
      if (!row) continue;
      ours += 1;
      expect(Number(transfer.amount)).toBe(row.amount);
      if (transfer.key.startsWith('casino-rb:')) expect(row.state).toBe('rolled_back');
      else expect(row.ledgerKey).toBe(transfer.key);
    }
    const paid = recorded.filter(
      (row) =>
        row.kind !== 'rollback' &&
        row.state !== 'tombstone' &&
        row.amount > 0 &&
        !(row.kind === 'bet' && row.isFree),
    );
    const reversed = paid.filter((row) => row.state === 'rolled_back');
    expect(ours).toBe(paid.length + reversed.length);
  });
});
