import { playRoulette } from '@/lib/games/roulette/spin';
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

const ROULETTE = `${GAMES}/roulette/bet`;

describe('POST /api/v2/games/roulette/bet', () => {
  it('spins once for several chips; their total is the stake', async () => {
    const player = await gamePlayer(api, 100);
    const bets = [
      { kind: 'red', amount: 2 },
      { kind: 'straight', numbers: [17], amount: 1 },
      { kind: 'split', numbers: [2, 1], amount: 0.5 },
      { kind: 'dozen', index: 2, amount: 1.5 },
      { kind: 'corner', numbers: [0, 1, 2, 3], amount: 0.25 },
    ];
    const response = await api.post(ROULETTE, { key: betKey(), bets }, player);
    expect(response.status).toBe(200);
    const pair = (await activePair(api, player.id))!;
    const expected = playRoulette(
      { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: 0 },
      [
        { kind: 'red', amount: 200 },
        { kind: 'straight', numbers: [17], amount: 100 },
        { kind: 'split', numbers: [2, 1], amount: 50 },
        { kind: 'dozen', index: 2, amount: 150 },
        { kind: 'corner', numbers: [0, 1, 2, 3], amount: 25 },
      ],
    );
    expect(response.json).toMatchObject({
      game: 'roulette',
      amount: 5.25,
      inputs: { bets },
      result: {
        pocket: expected.pocket,
        color: expected.color,
        chips: expected.chips.map((chip, index) => ({
          bet: bets[index],
          win: chip.win,
          payout: chip.payout / 100,
        })),
      },
      multiplier: expected.multiplier,
      payout: expected.payout / 100,
      win: expected.win,
    });
    expect(await profileBalance(api, player.token)).toBe((10_000 - 525 + expected.payout) / 100);
    await expectLedgerBalanced(api);
  });

  it.each([
    [[]],
    [[{ kind: 'seven', amount: 1 }]],
    [[{ kind: 'straight', amount: 1 }]],
    [[{ kind: 'straight', numbers: [37], amount: 1 }]],
    [[{ kind: 'split', numbers: [1, 5], amount: 1 }]],
    [[{ kind: 'red', numbers: [1, 2, 3], amount: 1 }]],
    [[{ kind: 'dozen', index: 4, amount: 1 }]],
    [[{ kind: 'column', amount: 1 }]],
    [[{ kind: 'red', amount: 0 }]],
    [[{ kind: 'red', amount: 0.001 }]],
    [[{ kind: 'red' }]],
    [[{ kind: 'red', amount: 1, extra: true }]],
    [Array.from({ length: 51 }, () => ({ kind: 'red', amount: 0.01 }))],
    ['red'],
  ])('refuses the chips %j on bets', async (bets) => {
    const player = await gamePlayer(api, 100);
    const response = await api.post(ROULETTE, { key: betKey(), bets }, player);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual(['bets']);
    expect(await betRows(api, player.id)).toHaveLength(0);
  });

  it('checks the total against the roulette limits of the currency', async () => {
    const usd = await gamePlayer(api, 10, 'USD');
    const chips = (amounts: number[]) => amounts.map((amount) => ({ kind: 'black', amount }));
    const over = await api.post(ROULETTE, { key: betKey(), bets: chips([0.05, 0.06]) }, usd);
    expect(over.status).toBe(422);
    expect(over.json.errors.amount[0]).toMatch(/^bet_out_of_range:/);
    expect(
      (await api.post(ROULETTE, { key: betKey(), bets: chips([0.05, 0.05]) }, usd)).status,
    ).toBe(200);

    const kzt = await gamePlayer(api, 100, 'KZT');
    const small = await api.post(ROULETTE, { key: betKey(), bets: chips([4]) }, kzt);
    expect(small.json.errors.amount[0]).toMatch(/^bet_out_of_range:/);
    expect((await api.post(ROULETTE, { key: betKey(), bets: chips([2, 3]) }, kzt)).status).toBe(
      200,
    );
  });

  it('refuses a spin beyond the balance', async () => {
    const player = await gamePlayer(api, 1);
    const bets = [
      { kind: 'odd', amount: 0.6 },
      { kind: 'even', amount: 0.6 },
    ];
    const response = await api.post(ROULETTE, { key: betKey(), bets }, player);
    expect(response.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
  });
});
