import { playCoinflip } from '@/lib/games/coinflip/play';
import { playKeno } from '@/lib/games/keno/play';
import { payoutFor } from '@/lib/games/multiplier';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { activePair, betKey, betRows, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const COINFLIP = `${GAMES}/coinflip/bet`;
const KENO = `${GAMES}/keno/bet`;

async function seedsAt(userId: number, nonce: number) {
  const pair = (await activePair(api, userId))!;
  return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
}

describe('POST /api/v2/games/coinflip/bet', () => {
  it('flips float 0 of the nonce; the called side pays 1.98×', async () => {
    const player = await gamePlayer(api, 100);
    let balance = 100;
    for (let nonce = 0; nonce < 6; nonce++) {
      const side = nonce % 2 ? 'heads' : 'tails';
      const response = await api.post(COINFLIP, { key: betKey(), amount: 2.5, side }, player);
      expect(response.status).toBe(200);
      const expected = playCoinflip(await seedsAt(player.id, nonce), side);
      balance = (balance * 100 - 250 + payoutFor(250, expected.multiplier)) / 100;
      expect(response.json).toMatchObject({
        game: 'coinflip',
        inputs: { side },
        result: { side: expected.side },
        multiplier: expected.win ? 1.98 : 0,
        payout: expected.win ? 4.95 : 0,
        win: expected.win,
        nonce,
        balance,
      });
    }
    expect(await profileBalance(api, player.token)).toBe(balance);
    await expectLedgerBalanced(api);
  });

  it.each([['edge'], [''], [1], [undefined]])('refuses side %j', async (side) => {
    const player = await gamePlayer(api, 100);
    const response = await api.post(COINFLIP, { key: betKey(), amount: 1, side }, player);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual(['side']);
  });

  it('takes the coinflip limits of the currency', async () => {
    const player = await gamePlayer(api, 60_000, 'KZT');
    const over = await api.post(COINFLIP, { key: betKey(), amount: 50_001, side: 'heads' }, player);
    expect(over.json.errors.amount[0]).toMatch(/^bet_out_of_range:/);
    const top = await api.post(COINFLIP, { key: betKey(), amount: 50_000, side: 'heads' }, player);
    expect(top.status).toBe(200);
  });

  it('asks guests to sign in', async () => {
    expect((await api.post(COINFLIP, { key: betKey(), amount: 1, side: 'heads' })).status).toBe(
      401,
    );
  });
});

describe('POST /api/v2/games/keno/bet', () => {
  it('draws 10 of 40 from floats 0–9 and pays the risk table', async () => {
    const player = await gamePlayer(api, 100);
    const ticket = { picks: [1, 7, 13, 22, 40], risk: 'high' as const };
    const response = await api.post(KENO, { key: betKey(), amount: 3, ...ticket }, player);
    expect(response.status).toBe(200);
    const expected = playKeno(await seedsAt(player.id, 0), ticket);
    expect(response.json).toMatchObject({
      game: 'keno',
      amount: 3,
      inputs: ticket,
      result: { drawn: expected.drawn, hits: expected.hits },
      multiplier: expected.multiplier,
      payout: payoutFor(300, expected.multiplier) / 100,
      win: expected.win,
    });
    expect(new Set(response.json.result.drawn).size).toBe(10);
    await expectLedgerBalanced(api);
  });

  it.each([
    [{ picks: [] }, 'picks'],
    [{ picks: [0] }, 'picks'],
    [{ picks: [41] }, 'picks'],
    [{ picks: [1.5] }, 'picks'],
    [{ picks: [3, 3] }, 'picks'],
    [{ picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'picks'],
    [{ picks: 'all' }, 'picks'],
    [{ risk: 'extreme' }, 'risk'],
    [{ risk: undefined }, 'risk'],
  ])('refuses %j on %s', async (fields, field) => {
    const player = await gamePlayer(api, 100);
    const body = { key: betKey(), amount: 1, picks: [5], risk: 'classic', ...fields };
    const response = await api.post(KENO, body, player);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    expect(await betRows(api, player.id)).toHaveLength(0);
  });
});
