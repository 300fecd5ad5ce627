import { eq } from 'drizzle-orm';
import { minerMultiplier } from '@/lib/games/miner/field';
import { type MinerRound, startMinerFromSeeds } from '@/lib/games/miner/round';
import { payoutFor } from '@/lib/games/multiplier';
import { gameBets } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  activePair,
  betKey,
  betRows,
  GAMES,
  gamePlayer,
  restartedApi,
} from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const MINER = `${GAMES}/miner`;

/** The mines of a round, read from its stored state (tests may peek). */
async function minesOf(id: string) {
  const [row] = await api.ctx.db
    .select()
    .from(gameBets)
    .where(eq(gameBets.id, Number(id)));
  return (row!.state as MinerRound).mines;
}

const safeCells = (mines: readonly number[]) =>
  Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => !mines.includes(cell));

const start = (player: { token: string }, mines = 3, amount = 10) =>
  api.post(`${MINER}/start`, { key: betKey(), amount, mines }, player);

describe('miner', () => {
  it('starts a round with the mines hidden, placed by the pair', async () => {
    const player = await gamePlayer(api, 100);
    const response = await start(player, 3);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      game: 'miner',
      status: 'open',
      amount: 10,
      inputs: { mines: 3 },
      multiplier: 0,
      payout: 0,
      balance: 90,
      result: {
        mines: 3,
        revealed: [],
        multiplier: 0,
        next_multiplier: minerMultiplier(3, 1),
        mine_cells: null,
        exploded: null,
        outcome: 'open',
      },
    });
    expect(response.text).not.toContain('state');
    const pair = (await activePair(api, player.id))!;
    const expected = startMinerFromSeeds(
      { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: 0 },
      3,
    );
    expect(await minesOf(response.json.id)).toEqual(expected.mines);
  });

  it('keeps one open round per player', async () => {
    const player = await gamePlayer(api, 100);
    expect((await start(player)).status).toBe(200);
    const second = await start(player);
    expect(second.status).toBe(409);
    expect(second.json.error).toBe('round_open');
    // Another game's round is not in the way.
    expect(
      (await api.post(`${GAMES}/hilo/start`, { key: betKey(), amount: 1 }, player)).status,
    ).toBe(200);
  });

  it('reveals safe cells across a restart and cashes out for stake × multiplier', async () => {
    const player = await gamePlayer(api, 100);
    const round = (await start(player, 5, 10)).json;
    const [first, second] = safeCells(await minesOf(round.id));

    const early = await api.post(`${MINER}/cashout`, undefined, player);
    expect(early.status).toBe(409);
    expect(early.json.error).toBe('round_not_open');

    const one = await api.post(`${MINER}/reveal`, { cell: first }, player);
    expect(one.json).toMatchObject({
      status: 'open',
      multiplier: minerMultiplier(5, 1),
      result: { revealed: [first], next_multiplier: minerMultiplier(5, 2), mine_cells: null },
    });
    const again = await api.post(`${MINER}/reveal`, { cell: first }, player);
    expect(again.status).toBe(422);
    expect(again.json.errors.cell[0]).toMatch(/^cell_taken:/);

    const restarted = await restartedApi(api);
    try {
      expect((await restarted.get(`${MINER}/round`, player)).json.round).toEqual(one.json);
      const two = await restarted.post(`${MINER}/reveal`, { cell: second }, player);
      expect(two.json.result.revealed).toEqual([first, second]);
    } finally {
      await restarted.close();
    }

    const cashed = await api.post(`${MINER}/cashout`, undefined, player);
    const multiplier = minerMultiplier(5, 2);
    const payout = payoutFor(1000, multiplier) / 100;
    expect(cashed.json).toMatchObject({
      status: 'settled',
      win: true,
      multiplier,
      payout,
      balance: 90 + payout,
      result: { outcome: 'cashed_out', mine_cells: await minesOf(round.id), next_multiplier: null },
    });
    expect(await profileBalance(api, player.token)).toBe(90 + payout);

    for (const [path, body] of [
      ['reveal', { cell: 0 }],
      ['cashout', undefined],
    ] as const) {
      const refused = await api.post(`${MINER}/${path}`, body, player);
      expect(refused.status).toBe(409);
      expect(refused.json.error).toBe('round_not_open');
    }
    expect((await api.get(`${MINER}/round`, player)).json).toEqual({ round: null });
    await expectLedgerBalanced(api);
  });

  it('loses on a mine and shows the field', async () => {
    const player = await gamePlayer(api, 100);
    const round = (await start(player, 10)).json;
    const mines = await minesOf(round.id);
    const lost = await api.post(`${MINER}/reveal`, { cell: mines[0] }, player);
    expect(lost.json).toMatchObject({
      status: 'settled',
      win: false,
      payout: 0,
      multiplier: 0,
      balance: 90,
      result: { outcome: 'lost', exploded: mines[0], mine_cells: mines },
    });
    expect((await api.post(`${MINER}/reveal`, { cell: 0 }, player)).status).toBe(409);
  });

  it('cashes out by itself when the last safe cell is revealed', async () => {
    const player = await gamePlayer(api, 100);
    const round = (await start(player, 24, 4)).json;
    const [safe] = safeCells(await minesOf(round.id));
    const won = await api.post(`${MINER}/reveal`, { cell: safe }, player);
    expect(won.json).toMatchObject({ status: 'settled', win: true, multiplier: 24.75, payout: 99 });
    expect(await profileBalance(api, player.token)).toBe(195);
  });

  it.each([
    [{ mines: 0 }, 'mines'],
    [{ mines: 25 }, 'mines'],
    [{ mines: 2.5 }, 'mines'],
    [{ mines: undefined }, 'mines'],
    [{ amount: 1000.01 }, 'amount'],
  ])('refuses %j on %s', async (fields, field) => {
    const player = await gamePlayer(api, 2000);
    const response = await api.post(
      `${MINER}/start`,
      { key: betKey(), amount: 1, mines: 3, ...fields },
      player,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    expect(await betRows(api, player.id)).toHaveLength(0);
  });

  it.each([[-1], [25], [1.5], ['3'], [undefined]])('refuses cell %j', async (cell) => {
    const player = await gamePlayer(api, 100);
    await start(player);
    const response = await api.post(`${MINER}/reveal`, { cell }, player);
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors)).toEqual(['cell']);
  });

  it('asks guests to sign in', async () => {
    expect((await api.post(`${MINER}/start`, { key: betKey(), amount: 1, mines: 3 })).status).toBe(
      401,
    );
    expect((await api.post(`${MINER}/reveal`, { cell: 1 })).status).toBe(401);
    expect((await api.post(`${MINER}/cashout`)).status).toBe(401);
    expect((await api.get(`${MINER}/round`)).status).toBe(401);
  });
});
