import { payoutFor } from '@/lib/games/multiplier';
import { hashServerSeed } from '@/lib/games/fair/seeds';
import { fairQuery, formFromQuery, verify } from '@/lib/games/verify';
import { playWheel } from '@/lib/games/wheel/play';
import { WHEEL_TABLES } from '@/lib/games/wheel/tables';
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

const WHEEL = `${GAMES}/wheel/bet`;
const bet = (fields: Record<string, unknown> = {}) => ({
  key: betKey(),
  amount: 1,
  risk: 'medium',
  segments: 10,
  ...fields,
});

async function seedsAt(userId: number, nonce: number) {
  const pair = (await activePair(api, userId))!;
  return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
}

describe('POST /api/v2/games/wheel/bet', () => {
  it('stops float 0 on a segment and pays its multiplier through the ledger', async () => {
    const player = await gamePlayer(api, 100);
    let balance = 100;
    const wheels = [
      { risk: 'low', segments: 10 },
      { risk: 'medium', segments: 30 },
      { risk: 'high', segments: 50 },
      { risk: 'high', segments: 10 },
    ] as const;
    for (const [nonce, wheel] of wheels.entries()) {
      const response = await api.post(WHEEL, bet(wheel), player);
      expect(response.status).toBe(200);
      const expected = playWheel(await seedsAt(player.id, nonce), wheel);
      expect(expected.multiplier).toBe(WHEEL_TABLES[wheel.risk][wheel.segments][expected.segment]);
      balance = (balance * 100 - 100 + payoutFor(100, expected.multiplier)) / 100;
      expect(response.json).toMatchObject({
        game: 'wheel',
        amount: 1,
        currency: 'RUB',
        inputs: wheel,
        result: { segment: expected.segment },
        multiplier: expected.multiplier,
        payout: payoutFor(100, expected.multiplier) / 100,
        win: expected.win,
        status: 'settled',
        nonce,
        balance,
      });
    }
    expect(await profileBalance(api, player.token)).toBe(balance);
    await expectLedgerBalanced(api);
  });

  it.each([
    ['RUB', 2, 'bet_out_of_range'],
    ['RUB', 0.99, 'bet_out_of_range'],
    ['KZT', 10, 'bet_out_of_range'],
    ['USD', 0.02, 'bet_out_of_range'],
    ['RUB', 1.005, 'invalid_amount'],
  ] as const)('refuses %s %s on amount: %s', async (currency, amount, code) => {
    const player = await gamePlayer(api, 100, currency);
    const response = await api.post(WHEEL, bet({ amount }), player);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual(['amount']);
    expect(response.json.errors.amount[0]).toMatch(new RegExp(`^${code}:`));
    expect(await betRows(api, player.id)).toHaveLength(0);
  });

  it.each([
    ['RUB', 1],
    ['KZT', 5],
    ['INR', 1],
    ['EUR', 0.01],
  ] as const)('takes the one stake of %s: %s', async (currency, amount) => {
    const player = await gamePlayer(api, 10, currency);
    const response = await api.post(WHEEL, bet({ amount }), player);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ amount, currency });
  });

  it.each([
    [{ risk: 'extreme' }, 'risk'],
    [{ risk: undefined }, 'risk'],
    [{ segments: 25 }, 'segments'],
    [{ segments: 60 }, 'segments'],
    [{ segments: '10' }, 'segments'],
    [{ segments: undefined }, 'segments'],
    [{ extra: 1 }, 'extra'],
  ])('refuses %j on %s', async (fields, field) => {
    const player = await gamePlayer(api, 100);
    const response = await api.post(WHEEL, bet(fields), player);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    expect(await betRows(api, player.id)).toHaveLength(0);
  });

  it('is verified by /fair once the seeds are rotated, from the bet’s own Verify link', async () => {
    const player = await gamePlayer(api, 100);
    const placed = (await api.post(WHEEL, bet({ risk: 'low', segments: 40 }), player)).json;
    const rotated = await api.post(`${FAIR}/rotate`, {}, player);
    expect(rotated.status).toBe(200);
    const [listed] = (await api.get(`${GAMES}/bets?game=wheel`, player)).json.items;
    expect(listed).toMatchObject({ id: placed.id, server_seed: rotated.json.revealed.server_seed });

    const verification = verify(formFromQuery(new URLSearchParams(fairQuery(listed))));
    expect(verification).toEqual({
      ok: true,
      hash: hashServerSeed(listed.server_seed),
      hashMatches: true,
      view: {
        summary: {
          key: 'FairTools.result.wheel',
          values: {
            segment: { format: 'text', value: placed.result.segment },
            verdict: {
              format: 'message',
              key: placed.win ? 'FairTools.result.win' : 'FairTools.result.loss',
            },
            multiplier: { format: 'multiplier', value: placed.multiplier },
          },
        },
      },
    });
  });

  it('asks guests to sign in', async () => {
    expect((await api.post(WHEEL, bet())).status).toBe(401);
  });
});
