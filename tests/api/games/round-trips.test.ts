import { sql } from 'drizzle-orm';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { activePair, betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

/**
 * The round trips one dice bet makes to the database: each statement drizzle logs, plus `begin`
 * and `commit` for each transaction it opens (which the logger does not see). Round trips set
 * the pace of a bet on PostgreSQL (issue 15): a change that adds one to every bet has to say so
 * here.
 */
let recording: string[] | null = null;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    env: { OPERATOR_TOKEN },
    // PostgreSQL's driver logs `begin` and `commit`, PGlite's does not: they are counted below.
    logger: {
      logQuery: (query) => {
        if (!/^(begin|commit)$/i.test(query.trim())) recording?.push(query);
      },
    },
  });
  const open = api.ctx.db.transaction.bind(api.ctx.db);
  api.ctx.db.transaction = (work, config) => {
    recording?.push('begin', 'commit');
    return open(work, config);
  };
});
afterAll(() => api.close());

/** Wins 95 times in 100, so most bets move a stake and a payout. */
const dice = () => ({ key: betKey(), amount: 1, target: 95, direction: 'under' });

async function roundTripsOfOneBet(player: { token: string }) {
  recording = [];
  const response = await api.post(`${GAMES}/dice/bet`, dice(), player);
  const sent = recording;
  recording = null;
  expect(response.status).toBe(200);
  return { sent, win: response.json.win as boolean, nonce: response.json.nonce as number };
}

it('a dice bet with a payout is one statement once its pair and accounts are known', async () => {
  const player = await gamePlayer(api, 1000);
  // The first bets open the seed pair and the house's 8 shards (a bet's shard is its id's hash):
  // until all 8 are open a bet takes the transaction (placeInTransaction); after 90, a shard none
  // has met is a 1-in-20,000 chance. The 1st and the 101st bet take a lease of the bet rate limit
  // (LIMITS.gameActionByUser): the measured ones are the 91st to 100th.
  for (let i = 0; i < 90; i += 1) await roundTripsOfOneBet(player);
  const bets = [];
  for (let i = 0; i < 10; i += 1) bets.push(await roundTripsOfOneBet(player));
  expect(bets.some((bet) => bet.win)).toBe(true);
  // The nonce, the bet's id, its money, its row and balance after: one statement, no transaction.
  for (const bet of bets) {
    expect(bet.sent.map((query) => query.trim().split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'with free',
    ]);
  }
});

it('a bet whose pair changed elsewhere reads it again and places on it: two statements', async () => {
  const player = await gamePlayer(api, 1000);
  for (let i = 0; i < 3; i += 1) await roundTripsOfOneBet(player);
  // Another process's bet: the nonce moves on without this process seeing it.
  await api.ctx.db.execute(
    sql`update fair_seeds set nonce = nonce + 1 where user_id = ${player.id} and revealed_at is null`,
  );
  const { sent, nonce } = await roundTripsOfOneBet(player);
  expect(sent.map((query) => query.trim().split(/\s+/).slice(0, 2).join(' '))).toEqual([
    'with free',
    'with free',
  ]);
  expect(nonce).toBe(4);
  expect((await activePair(api, player.id))!.nonce).toBe(5);
});
