import { eq } from 'drizzle-orm';
import { minerMultiplier } from '@/lib/games/miner/field';
import type { MinerRound } from '@/lib/games/miner/round';
import { gameBets, ledgerTransfers, rateLimits } from '@/server/db/schema';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { activePair, betKey, betRows, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

/**
 * Bets racing for one player. On PostgreSQL (DATABASE_URL, as in CI) the requests really run at
 * once on a pool of connections and wait on the seed pair's row; on PGlite they are serialized,
 * and the rules must hold too.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const DICE = `${GAMES}/dice/bet`;
const dice = (amount: number, target = 50) => ({
  key: betKey(),
  amount,
  target,
  direction: 'under',
});

describe('50 simultaneous dice bets of one player', () => {
  it('use 50 distinct nonces and move the money of each exactly once', async () => {
    const player = await gamePlayer(api, 1000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => api.post(DICE, dice(10), player)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const nonces = responses.map((response) => response.json.nonce as number);
    expect([...nonces].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect((await activePair(api, player.id))!.nonce).toBe(50);

    const payouts = responses.reduce((sum, response) => sum + response.json.payout * 100, 0);
    const expected = (100_000 - 50 * 1000 + payouts) / 100;
    expect(await profileBalance(api, player.token)).toBe(expected);
    // The bet that committed last saw the final balance.
    const last = responses.find((response) => response.json.nonce === 49)!;
    expect(last.json.balance).toBe(expected);
    await expectLedgerBalanced(api);
  });

  it('never overdraw: funded for 20, the rest are refused and consume no nonce', async () => {
    const player = await gamePlayer(api, 200);
    // A 0.01 % chance at 9900×: almost surely every bet loses.
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => api.post(DICE, dice(10, 0.01), player)),
    );
    const accepted = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status !== 200);
    for (const response of refused) {
      expect(response.status).toBe(422);
      expect(response.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
    }
    const won = accepted.reduce((sum, response) => sum + response.json.payout * 100, 0);
    if (won === 0) {
      expect(accepted).toHaveLength(20);
      expect(refused).toHaveLength(30);
    }
    const nonces = accepted.map((response) => response.json.nonce as number).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: accepted.length }, (_, i) => i));
    expect((await activePair(api, player.id))!.nonce).toBe(accepted.length);
    expect(await betRows(api, player.id)).toHaveLength(accepted.length);
    const balance = await profileBalance(api, player.token);
    expect(balance).toBe((20_000 - accepted.length * 1000 + won) / 100);
    expect(balance).toBeGreaterThanOrEqual(0);
    await expectLedgerBalanced(api);
  });

  it('one key sent 10 times at once places one bet', async () => {
    const player = await gamePlayer(api, 100);
    const body = dice(10);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.post(DICE, body, player)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.json.id)).size).toBe(1);
    expect(await betRows(api, player.id)).toHaveLength(1);
    const stakes = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `bet:${responses[0]!.json.id}:stake`));
    expect(stakes).toHaveLength(1);
    expect(await profileBalance(api, player.token)).toBe(responses[0]!.json.balance);
  });
});

describe('bets of many players at once', () => {
  it('stake and payout share one house shard, so racing bets never deadlock', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => gamePlayer(api, 100)));
    const responses = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 5 }, () => api.post(DICE, dice(1, 90), player)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const won = responses.find((response) => response.json.payout > 0)!;
    const [stake, payout] = await Promise.all(
      ['stake', 'payout'].map(async (kind) => {
        const [row] = await api.ctx.db
          .select()
          .from(ledgerTransfers)
          .where(eq(ledgerTransfers.idempotencyKey, `bet:${won.json.id}:${kind}`));
        return row!;
      }),
    );
    expect(payout!.debitAccountId).toBe(stake!.creditAccountId);
    await expectLedgerBalanced(api);
  });
});

describe('rounds under concurrency', () => {
  it('10 simultaneous starts open one round and take one stake', async () => {
    const player = await gamePlayer(api, 100);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post(`${GAMES}/hilo/start`, { key: betKey(), amount: 5 }, player),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await profileBalance(api, player.token)).toBe(95);
    expect((await activePair(api, player.id))!.nonce).toBe(1);
  });

  it('one start key sent 5 times at once answers the one round', async () => {
    const player = await gamePlayer(api, 100);
    const body = { key: betKey(), amount: 5, mines: 3 };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api.post(`${GAMES}/miner/start`, body, player)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
    expect(new Set(responses.map((response) => response.json.id)).size).toBe(1);
    expect(await profileBalance(api, player.token)).toBe(95);
  });

  it('5 simultaneous cash-outs pay once', async () => {
    const player = await gamePlayer(api, 100);
    const round = (
      await api.post(`${GAMES}/miner/start`, { key: betKey(), amount: 10, mines: 3 }, player)
    ).json;
    const [row] = await api.ctx.db
      .select()
      .from(gameBets)
      .where(eq(gameBets.id, Number(round.id)));
    const safe = Array.from({ length: 25 }, (_, cell) => cell).find(
      (cell) => !(row!.state as MinerRound).mines.includes(cell),
    )!;
    await api.post(`${GAMES}/miner/reveal`, { cell: safe }, player);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => api.post(`${GAMES}/miner/cashout`, undefined, player)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const payout = Math.floor(1000 * minerMultiplier(3, 1)) / 100;
    expect(await profileBalance(api, player.token)).toBe(90 + payout);
    await expectLedgerBalanced(api);
  });

  it('simultaneous reveals of one round apply one at a time', async () => {
    const player = await gamePlayer(api, 100);
    const round = (
      await api.post(`${GAMES}/miner/start`, { key: betKey(), amount: 10, mines: 1 }, player)
    ).json;
    const [row] = await api.ctx.db
      .select()
      .from(gameBets)
      .where(eq(gameBets.id, Number(round.id)));
    const safe = Array.from({ length: 25 }, (_, cell) => cell)
      .filter((cell) => !(row!.state as MinerRound).mines.includes(cell))
      .slice(0, 6);
    const responses = await Promise.all(
      safe.map((cell) => api.post(`${GAMES}/miner/reveal`, { cell }, player)),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const final = (await api.get(`${GAMES}/miner/round`, player)).json.round;
    expect([...final.result.revealed].sort((a, b) => a - b)).toEqual(safe);
    expect(final.multiplier).toBe(minerMultiplier(1, 6));
  });
});

describe('the bet rate limit', () => {
  it('answers 429 past the limit of actions in the window', async () => {
    const player = await gamePlayer(api, 100);
    await api.ctx.db.insert(rateLimits).values({
      key: `game:user:${player.id}`,
      hits: LIMITS.gameActionByUser.limit,
      resetAt: new Date(api.clock.now().getTime() + 5000),
    });
    const response = await api.post(DICE, dice(1), player);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await betRows(api, player.id)).toHaveLength(0);
    api.clock.advance(10_000);
    expect((await api.post(DICE, dice(1), player)).status).toBe(200);
  });
});
