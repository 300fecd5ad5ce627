import { eq } from 'drizzle-orm';
import { playDice } from '@/lib/games/dice/play';
import { payoutFor } from '@/lib/games/multiplier';
import { fairSeeds, ledgerTransfers } from '@/server/db/schema';
import { transfer } from '@/server/services/ledger/transfer';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { activePair, betKey, betRows, FAIR, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const DICE = `${GAMES}/dice/bet`;
const bet = (fields: Record<string, unknown> = {}) => ({
  key: betKey(),
  amount: 10,
  target: 50,
  direction: 'under',
  ...fields,
});

describe('POST /api/v2/games/dice/bet', () => {
  it('settles a bet from the pair and nonce, stakes and pays through the ledger', async () => {
    const player = await gamePlayer(api, 1000);
    const seeds = await api.get(`${FAIR}/seeds`, player);
    const response = await api.post(DICE, bet({ target: 49.5 }), player);
    expect(response.status).toBe(200);
    const answer = response.json;
    const pair = (await activePair(api, player.id))!;
    const expected = playDice(
      { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: 0 },
      { target: 49.5, direction: 'under' },
    );
    const payout = payoutFor(1000, expected.multiplier) / 100;
    expect(answer).toEqual({
      id: expect.stringMatching(/^\d+$/),
      game: 'dice',
      amount: 10,
      currency: 'RUB',
      multiplier: expected.multiplier,
      payout,
      win: expected.win,
      inputs: { target: 49.5, direction: 'under' },
      result: { roll: expected.roll, win_chance: expected.winChance },
      status: 'settled',
      server_seed_hash: seeds.json.server_seed_hash,
      client_seed: seeds.json.client_seed,
      nonce: 0,
      server_seed: null,
      created_at: expect.any(String),
      balance: 990 + payout,
    });
    expect(await profileBalance(api, player.token)).toBe(990 + payout);
    expect(pair.nonce).toBe(1);
    const transfers = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `bet:${answer.id}:stake`));
    expect(transfers).toMatchObject([{ kind: 'bet_stake', amount: 1000, status: 'posted' }]);
    await expectLedgerBalanced(api);
  });

  it('gives each bet the next nonce', async () => {
    const player = await gamePlayer(api, 1000);
    const nonces = [];
    for (let i = 0; i < 3; i++) nonces.push((await api.post(DICE, bet(), player)).json.nonce);
    expect(nonces).toEqual([0, 1, 2]);
    expect((await api.get(`${FAIR}/seeds`, player)).json.nonce).toBe(3);
  });

  it('answers a replayed key with the first bet and refuses the key with another body', async () => {
    const player = await gamePlayer(api, 1000);
    const body = bet();
    const first = await api.post(DICE, body, player);
    const again = await api.post(DICE, body, player);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await betRows(api, player.id)).toHaveLength(1);
    expect(await profileBalance(api, player.token)).toBe(first.json.balance);

    const other = await api.post(DICE, { ...body, amount: 11 }, player);
    expect(other.status).toBe(409);
    expect(other.json.error).toBe('idempotency_conflict');
    // Keys belong to their player: another one may use the same key.
    const stranger = await gamePlayer(api, 100);
    expect((await api.post(DICE, body, stranger)).status).toBe(200);
  });

  it('a replay takes no nonce and answers even when the balance no longer covers the stake', async () => {
    const player = await gamePlayer(api, 10);
    const body = bet({ amount: 10, target: 2, direction: 'under' });
    const first = await api.post(DICE, body, player);
    expect(first.status).toBe(200);
    const left = Math.round(first.json.balance * 100);
    if (left > 0) {
      await transfer(api.ctx, {
        key: betKey(),
        kind: 'adjustment',
        debit: { owner: 'user', userId: player.id, currency: 'RUB', kind: 'real' },
        credit: { owner: 'house', currency: 'RUB' },
        amount: left,
        currency: 'RUB',
      });
    }
    expect(await profileBalance(api, player.token)).toBe(0);
    const nonce = (await activePair(api, player.id))!.nonce;
    const again = await api.post(DICE, body, player);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect((await activePair(api, player.id))!.nonce).toBe(nonce);
  });

  it('refuses a stake beyond the balance: no bet row, no nonce used', async () => {
    const player = await gamePlayer(api, 5);
    const response = await api.post(DICE, bet({ amount: 10 }), player);
    expect(response.status).toBe(422);
    expect(response.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
    expect(await betRows(api, player.id)).toHaveLength(0);
    const [pair] = await api.ctx.db.select().from(fairSeeds).where(eq(fairSeeds.userId, player.id));
    expect(pair?.nonce ?? 0).toBe(0);
    expect(await profileBalance(api, player.token)).toBe(5);
  });

  it.each([
    ['RUB', 0.99, 'bet_out_of_range'],
    ['RUB', 10_000.01, 'bet_out_of_range'],
    ['USD', 100.01, 'bet_out_of_range'],
    ['KZT', 4.99, 'bet_out_of_range'],
    ['RUB', 1.005, 'invalid_amount'],
    ['RUB', -1, 'invalid_amount'],
    ['RUB', 'ten', 'invalid_amount'],
  ] as const)('refuses %s %s on amount: %s', async (currency, amount, code) => {
    const player = await gamePlayer(api, 100, currency);
    const response = await api.post(DICE, bet({ amount }), player);
    expect(response.status).toBe(422);
    expect(response.json.errors.amount[0]).toMatch(new RegExp(`^${code}:`));
  });

  it('takes the limits of the player currency at both ends', async () => {
    const player = await gamePlayer(api, 200, 'USD');
    expect((await api.post(DICE, bet({ amount: 0.01 }), player)).status).toBe(200);
    expect((await api.post(DICE, bet({ amount: 100 }), player)).status).toBe(200);
  });

  it.each([
    [{ target: 0 }, 'target'],
    [{ target: 98.01 }, 'target'],
    [{ target: 1.99, direction: 'over' }, 'target'],
    [{ target: 100, direction: 'over' }, 'target'],
    [{ target: 50.005 }, 'target'],
    [{ target: '50' }, 'target'],
    [{ direction: 'sideways' }, 'direction'],
    [{ key: 'short' }, 'key'],
    [{ key: 'has space in it' }, 'key'],
    [{ key: undefined }, 'key'],
    [{ extra: 1 }, 'extra'],
  ])('refuses %j on %s', async (fields, field) => {
    const player = await gamePlayer(api, 100);
    const response = await api.post(DICE, bet(fields), player);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual([field]);
  });

  it('accepts the extreme targets', async () => {
    const player = await gamePlayer(api, 100);
    for (const fields of [
      { target: 0.01, direction: 'under' },
      { target: 98, direction: 'under' },
      { target: 2, direction: 'over' },
      { target: 99.99, direction: 'over' },
    ]) {
      expect((await api.post(DICE, bet({ ...fields, amount: 1 }), player)).status).toBe(200);
    }
  });

  it('asks guests to sign in', async () => {
    expect((await api.post(DICE, bet())).status).toBe(401);
  });
});
