import { and, eq, isNull } from 'drizzle-orm';
import { playDice } from '@/lib/games/dice/play';
import { hashServerSeed } from '@/lib/games/fair/seeds';
import { fairSeeds } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, FAIR, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

/**
 * Seed rotations overlapping each other and the player's bets. On PostgreSQL (DATABASE_URL, as
 * in CI) they really run at once on a pool of connections: a rotation or a bet that waited on a
 * pair another rotation revealed used to find no active pair and answer 500. On PGlite they are
 * serialized, and the rules must hold too.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const SEEDS = `${FAIR}/seeds`;
const ROTATE = `${FAIR}/rotate`;
const HISTORY = `${FAIR}/seeds/history`;
const DICE = `${GAMES}/dice/bet`;

type Revealed = {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
};
type Committed = { server_seed_hash: string; client_seed: string; nonce: number };
type Player = Awaited<ReturnType<typeof gamePlayer>>;

async function activePairs(userId: number) {
  return api.ctx.db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
}

/** Every revealed pair of the player, by its server seed's hash. */
async function revealedByHash(player: Player) {
  const history = await api.get(`${HISTORY}?per_page=100`, player);
  expect(history.status).toBe(200);
  return new Map(
    (history.json.items as Revealed[]).map((pair) => [pair.server_seed_hash, pair] as const),
  );
}

/**
 * The rotations' answers form one chain from `first`: each reveals the pair the one before it
 * opened, the last one's new pair is the active one, and every revealed seed hashes to what was
 * committed.
 */
function expectChain(first: string, rotations: Array<{ revealed: Revealed; next: Committed }>) {
  const byRevealed = new Map(rotations.map((answer) => [answer.revealed.server_seed_hash, answer]));
  expect(byRevealed.size).toBe(rotations.length);
  let hash = first;
  for (let step = 0; step < rotations.length; step++) {
    const answer = byRevealed.get(hash);
    expect(answer).toBeDefined();
    expect(hashServerSeed(answer!.revealed.server_seed)).toBe(hash);
    hash = answer!.next.server_seed_hash;
  }
  return hash;
}

describe('overlapping rotations of one player', () => {
  it.each([3, 5])('%i at once all succeed, one after another', async (count) => {
    const player = await gamePlayer(api);
    const first = (await api.get(SEEDS, player)).json as Committed;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        api.post(ROTATE, { client_seed: `overlap-${i}` }, player),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(count).fill(200));

    const last = expectChain(
      first.server_seed_hash,
      responses.map((response) => response.json),
    );
    const active = await activePairs(player.id);
    expect(active).toHaveLength(1);
    expect(active[0]!.serverSeedHash).toBe(last);
    expect((await api.get(SEEDS, player)).json.server_seed_hash).toBe(last);
    expect((await revealedByHash(player)).size).toBe(count);
  });

  it('a player’s first rotation, racing for the first pair, opens one', async () => {
    const player = await gamePlayer(api);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => api.post(ROTATE, {}, player)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(4).fill(200));
    const rotations = responses.map((response) => response.json);
    const nexts = new Set(rotations.map((answer) => answer.next.server_seed_hash));
    // The pair nobody's rotation opened is the first one, opened by the first rotation.
    const [first] = rotations
      .map((answer) => answer.revealed.server_seed_hash)
      .filter((hash) => !nexts.has(hash));
    expect(first).toBeDefined();
    expectChain(first!, rotations);
    expect(await activePairs(player.id)).toHaveLength(1);
  });

  it('client-seed changes among them land on whichever pair is active then', async () => {
    const player = await gamePlayer(api);
    await api.get(SEEDS, player);
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? api.post(ROTATE, {}, player)
          : api.put(`${FAIR}/client-seed`, { client_seed: `picked-${i}` }, player),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(16).fill(200));
    const active = await activePairs(player.id);
    expect(active).toHaveLength(1);
    expect((await api.get(SEEDS, player)).json.client_seed).toBe(active[0]!.clientSeed);
  });
});

describe('100 bets while rotations overlap', () => {
  it('never fail, take one nonce each per pair and verify against their pair', async () => {
    const player = await gamePlayer(api, 1000);
    const first = (await api.get(SEEDS, player)).json as Committed;
    const bets = Array.from({ length: 100 }, () => ({
      key: betKey(),
      amount: 1,
      target: 50,
      direction: 'under' as const,
    }));
    // Five bursts of three overlapping rotations, spread among the bets.
    const requests = bets.flatMap((bet, i) => {
      const placed = [api.post(DICE, bet, player)];
      if (i % 20 === 10) {
        for (let r = 0; r < 3; r++) placed.push(api.post(ROTATE, {}, player));
      }
      return placed;
    });
    const responses = await Promise.all(requests);
    const failed = responses.filter((response) => response.status !== 200);
    expect(failed.map((response) => [response.status, response.json])).toEqual([]);
    const placed = responses.filter(
      (response) => 'nonce' in response.json && 'id' in response.json,
    );
    const rotations = responses.filter((response) => 'revealed' in response.json);
    expect(placed).toHaveLength(100);
    expect(rotations).toHaveLength(15);
    const last = expectChain(
      first.server_seed_hash,
      rotations.map((response) => response.json),
    );

    // Reveal the last pair too, so that every bet can be checked.
    const closing = await api.post(ROTATE, {}, player);
    expect(closing.json.revealed.server_seed_hash).toBe(last);
    const revealed = await revealedByHash(player);
    expect(revealed.size).toBe(16);

    const noncesByPair = new Map<string, number[]>();
    for (const { json: bet } of placed) {
      const pair = revealed.get(bet.server_seed_hash);
      expect(pair).toBeDefined();
      const replayed = playDice(
        { serverSeed: pair!.server_seed, clientSeed: bet.client_seed, nonce: bet.nonce },
        bet.inputs,
      );
      expect(replayed).toMatchObject({ roll: bet.result.roll, win: bet.win });
      noncesByPair.set(bet.server_seed_hash, [
        ...(noncesByPair.get(bet.server_seed_hash) ?? []),
        bet.nonce,
      ]);
    }
    // Per pair the bets' nonces are 0…n-1, each once, and n is what the pair counted.
    for (const [hash, nonces] of noncesByPair) {
      const sorted = [...nonces].sort((a, b) => a - b);
      expect(sorted).toEqual(Array.from({ length: nonces.length }, (_, i) => i));
      expect(revealed.get(hash)!.nonce).toBe(nonces.length);
    }
    const counted = [...revealed.values()].reduce((sum, pair) => sum + pair.nonce, 0);
    expect(counted).toBe(100);
  });
});
