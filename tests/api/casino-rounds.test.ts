import { randomBytes } from 'node:crypto';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { bet, HUB88_ROLLBACK, rollback, win } from '@/server/services/casino/wallet';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame, insertFreeSpinGrant } from '@/tests/support/casino';
import { fundedPlayer, operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  // A database of its own on PostgreSQL: other suites put games of the same aggregator and code
  // into the shared catalogue under other slugs.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  // Bets need their game in the catalogue at their aggregator.
  await ensureCasinoGame(api.ctx.db, { aggregator: 'sandbox', code: GAME, now: api.clock.now() });
});
afterAll(() => api.close());

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
const GAME = 'rounds_test_game';

/** A funded player with a current session at the sandbox aggregator. */
async function casinoPlayer() {
  const player = await fundedPlayer(api, { amount: 100 });
  const session = await openCasinoSession(api.ctx, {
    userId: player.id,
    currency: 'RUB',
    aggregator: 'sandbox',
    gameCode: GAME,
    mode: 'real',
  });
  const call = { aggregator: 'sandbox' as const, userId: player.id, currency: 'RUB' as const };
  return { ...player, call, sessionToken: session.token };
}

describe('GET /casino/rounds', () => {
  it('lists the player\u2019s rounds newest first with their bets, wins, rollbacks and free rounds', async () => {
    const player = await casinoPlayer();
    const bets = { token: player.sessionToken, gameCode: GAME, ...player.call };

    const won = { txId: id('b'), roundId: id('r') };
    await bet(api.ctx, { ...bets, ...won, amount: 1_000 });
    await win(api.ctx, {
      ...player.call,
      txId: id('w'),
      roundId: won.roundId,
      gameCode: GAME,
      amount: 2_550,
      roundClosed: true,
    });

    const reversed = { txId: id('b'), roundId: id('r') };
    await bet(api.ctx, { ...bets, ...reversed, amount: 300 });
    await rollback(
      api.ctx,
      { ...player.call, txId: id('rb'), betTxId: reversed.txId },
      HUB88_ROLLBACK,
    );

    const grant = await insertFreeSpinGrant(api.ctx.db, {
      userId: player.id,
      aggregator: 'sandbox',
      gameCode: GAME,
      currency: 'RUB',
      now: api.clock.now(),
    });
    const free = { txId: id('b'), roundId: id('r') };
    await bet(api.ctx, { ...bets, ...free, amount: 100, isFree: true, freeRoundsId: grant.ref });

    const response = await api.get('/api/casino/rounds?per_page=2', {
      token: player.token,
      headers: { 'accept-language': 'kk-KZ' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, per_page: 2, total: 3 });
    const [freeRound, cancelled] = response.json.items;
    expect(freeRound).toMatchObject({
      game: { code: GAME, slug: `sandbox-${GAME.replaceAll('_', '-')}`, name: GAME },
      status: 'open',
      free: true,
      bet_total: 0,
      transactions: [{ kind: 'bet', amount: 1, is_free: true, state: 'processed' }],
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      bet_total: 0,
      transactions: [
        { kind: 'bet', amount: 3, state: 'rolled_back' },
        { kind: 'rollback', amount: 0, state: 'processed' },
      ],
    });

    const second = await api.get('/api/casino/rounds?page=2&per_page=2', { token: player.token });
    expect(second.json.items).toEqual([
      expect.objectContaining({
        status: 'closed',
        bet_total: 10,
        win_total: 25.5,
        free: false,
        closed_at: expect.any(String),
      }),
    ]);
  });

  it('shows nobody else\u2019s rounds, wants a session and checks its paging', async () => {
    const stranger = await fundedPlayer(api);
    expect((await api.get('/api/casino/rounds', { token: stranger.token })).json).toEqual({
      items: [],
      page: 1,
      per_page: 20,
      total: 0,
    });
    expect((await api.get('/api/casino/rounds')).status).toBe(401);
    const bad = await api.get('/api/casino/rounds?page=0&per_page=500', { token: stranger.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['page', 'per_page']);
  });
});

describe('GET /operator/casino/rounds', () => {
  it('answers every player\u2019s part of a shared round with provider ids and ledger keys', async () => {
    const roundId = id('table-round');
    const players = [await casinoPlayer(), await casinoPlayer()];
    const txIds = players.map(() => id('b'));
    for (const [index, player] of players.entries()) {
      await bet(api.ctx, {
        ...player.call,
        token: player.sessionToken,
        gameCode: GAME,
        txId: txIds[index]!,
        roundId,
        amount: 500,
      });
    }
    const response = await api.get(
      `/api/operator/casino/rounds?aggregator=sandbox&round_id=${roundId}`,
      operator,
    );
    expect(response.status).toBe(200);
    expect(response.json.items.map((item: { user_id: number }) => item.user_id)).toEqual(
      players.map((player) => player.id),
    );
    expect(response.json.items[0].transactions).toEqual([
      expect.objectContaining({
        external_tx_id: txIds[0],
        ledger_key: `casino-bet:sandbox:${txIds[0]}`,
        free_spin_grant_id: null,
      }),
    ]);
  });

  it('wants the operator token and a known aggregator', async () => {
    expect(
      (await api.get('/api/operator/casino/rounds?aggregator=sandbox&round_id=x')).status,
    ).toBe(401);
    const bad = await api.get('/api/operator/casino/rounds?aggregator=nope', operator);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['aggregator', 'round_id']);
    const none = await api.get(
      '/api/operator/casino/rounds?aggregator=hub88&round_id=none',
      operator,
    );
    expect(none.json).toEqual({ items: [] });
  });
});
