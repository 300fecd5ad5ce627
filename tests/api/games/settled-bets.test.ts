import { eq, inArray } from 'drizzle-orm';
import { playDice } from '@/lib/games/dice/play';
import { fairSeeds, ledgerAccounts, ledgerTransfers } from '@/server/db/schema';
import { shardCode } from '@/server/services/ledger/accounts';
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

/**
 * A bet that settles at once is one statement on the pair this process last saw
 * (`placeSettledBet`): the rules of the transaction it replaces must hold there too.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const DICE = `${GAMES}/dice/bet`;
const dice = (amount = 1) => ({ key: betKey(), amount, target: 90, direction: 'under' });

/** Bets until the player's pair and the house's 8 shards are known, so the next go at once. */
async function warmUp(player: { token: string }) {
  for (let i = 0; i < 40; i += 1) expect((await api.post(DICE, dice(), player)).status).toBe(200);
}

it('moves the stake and the payout on the house shard shardCode picks for bet:<id>', async () => {
  const player = await gamePlayer(api, 1000);
  await warmUp(player);
  const ids = [];
  for (let i = 0; i < 20; i += 1) ids.push((await api.post(DICE, dice(), player)).json.id);
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, house: ledgerAccounts.code })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(
      inArray(
        ledgerTransfers.idempotencyKey,
        ids.map((id) => `bet:${id}:stake`),
      ),
    );
  expect(rows).toHaveLength(20);
  for (const row of rows) {
    const id = row.key.split(':')[1];
    expect(row.house).toBe(shardCode({ owner: 'house', currency: 'RUB' }, `bet:${id}`));
  }
  await expectLedgerBalanced(api);
});

it('refuses a stake beyond the balance with no row, no nonce and no money moved', async () => {
  const player = await gamePlayer(api, 50);
  await warmUp(player);
  const balance = await profileBalance(api, player.token);
  const before = await betRows(api, player.id);
  const { nonce } = (await activePair(api, player.id))!;
  const response = await api.post(DICE, dice(Math.floor(balance) + 1), player);
  expect(response.status).toBe(422);
  expect(response.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
  expect(await betRows(api, player.id)).toHaveLength(before.length);
  expect((await activePair(api, player.id))!.nonce).toBe(nonce);
  expect(await profileBalance(api, player.token)).toBe(balance);
});

it('bets through two processes in turn take consecutive nonces of the pair, each fair', async () => {
  const player = await gamePlayer(api, 1000);
  await warmUp(player);
  const other = await restartedApi(api);
  try {
    const bets = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await (i % 2 ? other : api).post(DICE, dice(), player);
      expect(response.status).toBe(200);
      bets.push(response.json);
    }
    const pair = (await activePair(api, player.id))!;
    expect(bets.map((bet) => bet.nonce)).toEqual([40, 41, 42, 43, 44, 45]);
    expect(pair.nonce).toBe(46);
    for (const bet of bets) {
      const seeds = { serverSeed: pair.serverSeed, clientSeed: bet.client_seed, nonce: bet.nonce };
      expect(bet.result.roll).toBe(playDice(seeds, { target: 90, direction: 'under' }).roll);
    }
  } finally {
    await other.close();
  }
});

it('a client seed changed behind this process is the one the next bet plays with', async () => {
  const player = await gamePlayer(api, 1000);
  await warmUp(player);
  // Another process's change: this one still remembers the old seed.
  await api.ctx.db
    .update(fairSeeds)
    .set({ clientSeed: 'changed elsewhere' })
    .where(eq(fairSeeds.id, (await activePair(api, player.id))!.id));
  const response = await api.post(DICE, dice(), player);
  expect(response.json).toMatchObject({ client_seed: 'changed elsewhere', nonce: 40 });
  const pair = (await activePair(api, player.id))!;
  const seeds = { serverSeed: pair.serverSeed, clientSeed: 'changed elsewhere', nonce: 40 };
  expect(response.json.result.roll).toBe(playDice(seeds, { target: 90, direction: 'under' }).roll);
});
