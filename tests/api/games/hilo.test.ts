import { eq } from 'drizzle-orm';
import { floatAt } from '@/lib/games/fair/floats';
import { cardFromFloat, rankIndex } from '@/lib/games/hilo/cards';
import { payoutFor } from '@/lib/games/multiplier';
import { fairSeeds, gameBets } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, betRows, GAMES, gamePlayer, restartedApi } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const HILO = `${GAMES}/hilo`;

type Round = { id: string; client_seed: string; nonce: number; result: { cards: number[] } };

/** The next card of an open round, read with the server seed (tests may peek). */
async function nextCard(round: Round) {
  const [row] = await api.ctx.db
    .select({ serverSeed: fairSeeds.serverSeed })
    .from(gameBets)
    .innerJoin(fairSeeds, eq(fairSeeds.id, gameBets.seedPairId))
    .where(eq(gameBets.id, Number(round.id)));
  const seeds = { serverSeed: row!.serverSeed, clientSeed: round.client_seed, nonce: round.nonce };
  return cardFromFloat(floatAt(seeds, round.result.cards.length));
}

/** The guess that wins on the next card, or skip when none can (or only a certain one would). */
async function winningMove(round: Round) {
  const current = rankIndex(round.result.cards.at(-1)!);
  const next = rankIndex(await nextCard(round));
  if (next >= current && current !== 0) return 'higher_or_same';
  if (next <= current && current !== 12) return 'lower_or_same';
  return 'skip';
}

/** The guess that loses on the next card, or skip when both win. */
async function losingMove(round: Round) {
  const current = rankIndex(round.result.cards.at(-1)!);
  const next = rankIndex(await nextCard(round));
  if (next > current) return 'lower_or_same';
  if (next < current) return 'higher_or_same';
  return 'skip';
}

async function start(player: { token: string; id: number }, amount = 10) {
  return api.post(`${HILO}/start`, { key: betKey(), amount }, player);
}

describe('hilo', () => {
  it('starts a round: stake taken, first card dealt, odds of each guess', async () => {
    const player = await gamePlayer(api, 100);
    const response = await start(player);
    expect(response.status).toBe(200);
    const round = response.json;
    expect(round).toMatchObject({
      game: 'hilo',
      status: 'open',
      amount: 10,
      payout: 0,
      multiplier: 0,
      win: false,
      inputs: {},
      balance: 90,
      result: { steps: [], multiplier: 0, outcome: 'open' },
    });
    expect(round.result.cards).toHaveLength(1);
    const rank = rankIndex(round.result.cards[0]);
    expect(round.result.next.higher_or_same.chance).toBeCloseTo(((13 - rank) / 13) * 100, 2);
    expect(round.result.next.lower_or_same.chance).toBeCloseTo(((rank + 1) / 13) * 100, 2);
    expect(await profileBalance(api, player.token)).toBe(90);
    expect((await api.get(`${HILO}/round`, player)).json.round).toEqual(round);
  });

  it('keeps one open round: a second start is 409, a replayed key answers the first', async () => {
    const player = await gamePlayer(api, 100);
    const key = betKey();
    const first = await api.post(`${HILO}/start`, { key, amount: 5 }, player);
    expect((await api.post(`${HILO}/start`, { key, amount: 5 }, player)).json).toEqual(first.json);
    const second = await start(player, 5);
    expect(second.status).toBe(409);
    expect(second.json.error).toBe('round_open');
    expect(await betRows(api, player.id)).toHaveLength(1);
    expect(await profileBalance(api, player.token)).toBe(95);
    // The open round is the answer before the funds are: a start the balance cannot cover either.
    const short = await start(player, 96);
    expect([short.status, short.json.error]).toEqual([409, 'round_open']);
  });

  it('plays to a cash-out of stake × multiplier, across a restart; then refuses actions', async () => {
    const player = await gamePlayer(api, 100);
    let round = (await start(player, 10)).json;
    const early = await api.post(`${HILO}/cashout`, undefined, player);
    expect(early.status).toBe(409);
    expect(early.json.error).toBe('round_not_open');

    // Win one guess through a new app instance on the same database.
    const restarted = await restartedApi(api);
    try {
      expect((await restarted.get(`${HILO}/round`, player)).json.round).toEqual(round);
      for (let won = false; !won;) {
        const move = await winningMove(round);
        const response = await restarted.post(`${HILO}/guess`, { guess: move }, player);
        expect(response.status).toBe(200);
        round = response.json;
        won = move !== 'skip';
      }
    } finally {
      await restarted.close();
    }
    expect(round.status).toBe('open');
    expect(round.multiplier).toBeGreaterThan(1);
    expect(round.result.steps.at(-1)).toMatchObject({ kind: 'guess', won: true });

    const cashed = await api.post(`${HILO}/cashout`, undefined, player);
    expect(cashed.status).toBe(200);
    const payout = payoutFor(1000, round.multiplier) / 100;
    expect(cashed.json).toMatchObject({
      status: 'settled',
      win: true,
      multiplier: round.multiplier,
      payout,
      balance: 90 + payout,
      result: { outcome: 'cashed_out', next: null },
    });
    expect(await profileBalance(api, player.token)).toBe(90 + payout);

    for (const [path, body] of [
      ['guess', { guess: 'skip' }],
      ['cashout', undefined],
    ] as const) {
      const refused = await api.post(`${HILO}/${path}`, body, player);
      expect(refused.status).toBe(409);
      expect(refused.json.error).toBe('round_not_open');
    }
    expect((await api.get(`${HILO}/round`, player)).json).toEqual({ round: null });
    expect(await profileBalance(api, player.token)).toBe(90 + payout);
    await expectLedgerBalanced(api);
  });

  it('loses the round on a wrong guess, drawing with the seeds it started with', async () => {
    const player = await gamePlayer(api, 100);
    let round = (await start(player, 10)).json;
    // A new client seed applies to later bets, not to the open round's cards.
    await api.put('/api/api/v2/fair/client-seed', { client_seed: 'changed mid-round' }, player);
    for (let lost = false; !lost;) {
      const move = await losingMove(round);
      round = (await api.post(`${HILO}/guess`, { guess: move }, player)).json;
      lost = move !== 'skip';
    }
    expect(round).toMatchObject({
      status: 'settled',
      win: false,
      payout: 0,
      multiplier: 0,
      balance: 90,
      result: { outcome: 'lost', next: null },
    });
    expect(round.result.steps.at(-1)).toMatchObject({ kind: 'guess', won: false });
    expect((await api.post(`${HILO}/guess`, { guess: 'skip' }, player)).status).toBe(409);
    // A new round may start now.
    expect((await start(player, 10)).status).toBe(200);
  });

  it('refuses a guess that cannot lose', async () => {
    const player = await gamePlayer(api, 100);
    let round = (await start(player, 1)).json;
    while (![0, 12].includes(rankIndex(round.result.cards.at(-1)))) {
      round = (await api.post(`${HILO}/guess`, { guess: 'skip' }, player)).json;
    }
    const certain = rankIndex(round.result.cards.at(-1)) === 0 ? 'higher_or_same' : 'lower_or_same';
    expect(round.result.next[certain].chance).toBe(100);
    const response = await api.post(`${HILO}/guess`, { guess: certain }, player);
    expect(response.status).toBe(422);
    expect(response.json.errors.guess[0]).toMatch(/^invalid_value:/);
  });

  it('refuses bad input, guests and amounts outside the hilo limits', async () => {
    const player = await gamePlayer(api, 20_000);
    expect((await api.post(`${HILO}/guess`, { guess: 'higher' }, player)).status).toBe(422);
    const none = await api.post(`${HILO}/guess`, { guess: 'skip' }, player);
    expect(none.json.error).toBe('round_not_open');
    const big = await api.post(`${HILO}/start`, { key: betKey(), amount: 10_001 }, player);
    expect(big.json.errors.amount[0]).toMatch(/^bet_out_of_range:/);
    const keyless = await api.post(`${HILO}/start`, { amount: 1 }, player);
    expect(keyless.json.errors.key[0]).toMatch(/^required:/);
    expect((await api.post(`${HILO}/start`, { key: betKey(), amount: 1 })).status).toBe(401);
    expect((await api.post(`${HILO}/guess`, { guess: 'skip' })).status).toBe(401);
    expect((await api.post(`${HILO}/cashout`)).status).toBe(401);
    expect((await api.get(`${HILO}/round`)).status).toBe(401);
  });
});
