import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROOM_COUNTDOWN_MS, ROOM_ENTROPY_TIMEOUT_MS } from '@/lib/constants/rooms';
import { drandRoundAfter, drandRoundTime, drandSource } from '@/lib/games/rooms/drand';
import { verifyBeacon } from '@/lib/games/rooms/drand-verify';
import { winningTicket } from '@/lib/games/rooms/draw';
import { verifyRoomBeacon, verifyRoomRound } from '@/lib/games/rooms/verify';
import { roomRounds } from '@/server/db/schema';
import { LEASE_MS, releaseLease, takeLease } from '@/server/services/engines/lease';
import { drandEntropy } from '@/server/services/rooms/drand-entropy';
import { standInChain } from '@/server/services/rooms/drand-stand-in';
import { roomsEntropySource } from '@/server/services/rooms/entropy';
import { advanceRounds } from '@/server/services/rooms/rounds';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { captureLogs } from '@/tests/support/logs';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

/**
 * The rooms on a drand beacon (issue 40), here the stand-in this API serves (ROOMS_ENTROPY=
 * sandbox) reached over "HTTP" through the app itself: the round names the first beacon round
 * due after its close, waits while that round is in the future, and draws with its randomness
 * once the signature checks out; the verifier recomputes the winner from the round's record.
 */
const ROOMS = `${GAMES}/rooms`;
const DRAND = '/api/dev/drand';

let api: TestApi;
const calls: string[] = [];
beforeAll(async () => {
  api = await createTestApi({
    env: { ROOMS_ENTROPY: 'sandbox', OPERATOR_TOKEN },
    ownDatabase: true,
  });
  api.ctx.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push(String(input));
    return api.app.request(String(input), init);
  }) as typeof fetch;
});
afterAll(() => api.close());

const standIn = () => {
  const config = api.ctx.config.roomsEntropy;
  if (config.kind !== 'sandbox') throw new Error('the suite runs on the stand-in');
  return standInChain(config.seed);
};

describe('the drand stand-in (/api/dev/drand)', () => {
  it('answers its chain\u2019s info and signs a round once it is due, as drand\u2019s relays do', async () => {
    const { chain } = standIn();
    expect(api.ctx.config.roomsEntropy).toMatchObject({
      kind: 'sandbox',
      url: 'http://localhost:3000/api/dev/drand',
    });
    const info = await api.get(`${DRAND}/${chain.hash}/info`);
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({
      public_key: chain.publicKey,
      period: 3,
      genesis_time: 1_704_067_200,
      hash: chain.hash,
      schemeID: 'bls-unchained-g1-rfc9380',
    });

    const now = api.clock.now().getTime();
    const due = drandRoundAfter(chain, now) - 1;
    const beacon = await api.get(`${DRAND}/${chain.hash}/public/${due}`);
    expect(beacon.status).toBe(200);
    expect(beacon.json).toEqual({
      round: due,
      randomness: expect.stringMatching(/^[0-9a-f]{64}$/),
      signature: expect.stringMatching(/^[0-9a-f]{96}$/),
    });
    expect(verifyBeacon(info.json.public_key, beacon.json)).toBe(true);
    // The same round signed again is the same beacon: BLS signatures are deterministic.
    expect((await api.get(`${DRAND}/${chain.hash}/public/${due}`)).json).toEqual(beacon.json);

    // The next round is not due: nothing signs it early.
    expect((await api.get(`${DRAND}/${chain.hash}/public/${due + 1}`)).status).toBe(404);
    expect((await api.get(`${DRAND}/${'ab'.repeat(32)}/info`)).status).toBe(404);
    expect((await api.get(`${DRAND}/${chain.hash}/public/0`)).status).toBe(404);
  });

  it('is not served while the rooms draw from another source', async () => {
    const crash = await createTestApi();
    try {
      expect(crash.ctx.config.roomsEntropy).toEqual({ kind: 'crash' });
      expect((await crash.get(`${DRAND}/${standIn().chain.hash}/info`)).status).toBe(404);
    } finally {
      await crash.close();
    }
  });
});

describe('a room round on the drand source', () => {
  const holders: { holder: string; epoch: number }[] = [];
  afterAll(async () => {
    for (const { holder, epoch } of holders) await releaseLease(api.ctx, 'rooms', holder, epoch);
  });

  it('names the first beacon round after the close, waits for it, and draws with its randomness', async () => {
    api.clock.advance(LEASE_MS + 1);
    const holder = randomUUID();
    const epoch = (await takeLease(api.ctx, 'rooms', holder))!;
    expect(epoch).not.toBeNull();
    holders.push({ holder, epoch });
    const source = roomsEntropySource(api.ctx.config.roomsEntropy);
    const { chain } = standIn();

    const [first, second] = await Promise.all([gamePlayer(api, 100), gamePlayer(api, 100)]);
    const a = await api.post(`${ROOMS}/red/bet`, { key: betKey(), amount: 10 }, first);
    const b = await api.post(`${ROOMS}/red/bet`, { key: betKey(), amount: 30 }, second);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await advanceRounds(api.ctx, source, epoch)).toMatchObject([{ change: 'counting' }]);

    api.clock.advance(ROOM_COUNTDOWN_MS);
    const closedAt = api.clock.now().getTime();
    const beaconRound = drandRoundAfter(chain, closedAt);
    const [closed] = await advanceRounds(api.ctx, source, epoch);
    expect(closed).toMatchObject({
      change: 'closed',
      round: { status: 'closed', entropySource: drandSource(chain.hash, beaconRound) },
    });
    const dueAt = drandRoundTime(chain, beaconRound);
    expect(dueAt).toBeGreaterThan(closedAt);
    expect(dueAt - chain.period * 1000).toBeLessThanOrEqual(closedAt);

    // Before the beacon round is due nothing is drawn, and the beacon is not even asked for.
    calls.length = 0;
    api.clock.set(new Date(dueAt - 1));
    expect(await advanceRounds(api.ctx, source, epoch)).toEqual([]);
    expect(calls).toEqual([]);

    api.clock.set(new Date(dueAt));
    const [drawn] = await advanceRounds(api.ctx, source, epoch);
    expect(calls).toEqual([
      `http://localhost:3000/api/dev/drand/${chain.hash}/info`,
      `http://localhost:3000/api/dev/drand/${chain.hash}/public/${beaconRound}`,
    ]);
    const beacon = (await api.get(`${DRAND}/${chain.hash}/public/${beaconRound}`)).json;
    expect(drawn).toMatchObject({
      change: 'drawn',
      round: {
        status: 'settled',
        entropy: beacon.randomness,
        entropyProof: { kind: 'drand', publicKey: chain.publicKey, signature: beacon.signature },
      },
    });
    const round = drawn!.round;
    const ticket = winningTicket(round.serverSeed, beacon.randomness, round.id, 4000);
    expect(round.winningTicket).toBe(ticket);
    expect(round.winnerBetId).toBe((ticket < 1000 ? a : b).json.id);

    // The round's record carries the beacon; the verifier checks it and finds the same winner.
    const detail = await api.get(`${ROOMS}/rounds/${round.id}`);
    expect(detail.json).toMatchObject({
      entropy_source: `drand:${chain.hash}:${beaconRound}`,
      entropy: beacon.randomness,
      beacon: {
        chain_hash: chain.hash,
        round: beaconRound,
        due_at: new Date(dueAt).toISOString(),
        public_key: chain.publicKey,
        signature: beacon.signature,
        randomness: beacon.randomness,
        genesis_time: chain.genesis,
        period: chain.period,
      },
    });
    const record = detail.json.beacon;
    expect(
      await verifyRoomBeacon(
        {
          chainHash: record.chain_hash,
          round: record.round,
          publicKey: record.public_key,
          signature: record.signature,
          genesis: record.genesis_time,
          period: record.period,
        },
        detail.json.entropy,
        Date.parse(detail.json.closed_at),
      ),
    ).toEqual({ chain: null, signature: true, randomness: true, firstAfterClose: true });
    const verified = verifyRoomRound({
      serverSeed: detail.json.server_seed,
      serverSeedHash: detail.json.server_seed_hash,
      entropy: detail.json.entropy,
      roundId: detail.json.id,
      table: detail.json.bets.map((bet: { tickets_from: number; tickets_to: number }) => ({
        from: bet.tickets_from,
        to: bet.tickets_to,
      })),
    });
    expect(verified).toMatchObject({ ok: true, hashMatches: true, winningTicket: ticket });
    expect(detail.json.bets[verified.ok ? verified.winner : -1].id).toBe(round.winnerBetId);
    await expectLedgerBalanced(api);
  });

  it('refuses a relay\u2019s forged beacon and an unreachable relay, then refunds after the timeout', async () => {
    api.clock.advance(LEASE_MS + 1);
    const holder = randomUUID();
    const epoch = (await takeLease(api.ctx, 'rooms', holder))!;
    holders.push({ holder, epoch });
    const { chain } = standIn();
    const honest = api.ctx.fetch;
    let relay: 'forged' | 'down' = 'forged';
    // A relay that answers the chain's info but forges beacons: a good signature of another round.
    const forging = (async (input: string | URL | Request, init?: RequestInit) => {
      if (relay === 'down') throw new TypeError('fetch failed');
      const url = String(input).replace(/\/public\/(\d+)$/, (_, round) => `/public/${round - 1}`);
      const answer = await honest(url, init);
      if (!url.includes('/public/')) return answer;
      const beacon = await answer.json();
      return Response.json({ ...beacon, round: beacon.round + 1 });
    }) as typeof fetch;
    const source = drandEntropy('http://localhost:3000/api/dev/drand', () => chain);
    const ctx = { ...api.ctx, fetch: forging };

    const [first, second] = await Promise.all([gamePlayer(api, 100), gamePlayer(api, 100)]);
    await api.post(`${ROOMS}/yellow/bet`, { key: betKey(), amount: 10 }, first);
    await api.post(`${ROOMS}/yellow/bet`, { key: betKey(), amount: 10 }, second);
    await advanceRounds(ctx, source, epoch);
    api.clock.advance(ROOM_COUNTDOWN_MS);
    const [closed] = await advanceRounds(ctx, source, epoch);
    expect(closed).toMatchObject({ change: 'closed' });
    api.clock.advance(chain.period * 1000);
    const logs = captureLogs();
    try {
      expect(await advanceRounds(ctx, source, epoch)).toEqual([]);
      relay = 'down';
      expect(await advanceRounds(ctx, source, epoch)).toEqual([]);
      expect(await advanceRounds(ctx, source, epoch)).toEqual([]);
    } finally {
      logs.stop();
    }
    // The forgery is an error; the relay being down a warning, once for the round.
    const rooms = logs.lines.filter(({ msg }) => msg.startsWith('rooms:'));
    expect(rooms.map(({ level, msg }) => [level, msg])).toEqual([
      ['error', 'rooms: a drand beacon failed its check and was refused'],
      ['warn', 'rooms: the drand beacon could not be fetched yet'],
    ]);

    api.clock.set(new Date(closed!.round.closedAt!.getTime() + ROOM_ENTROPY_TIMEOUT_MS));
    expect(await advanceRounds(ctx, source, epoch)).toMatchObject([{ change: 'refunded' }]);
    const [row] = await api.ctx.db
      .select()
      .from(roomRounds)
      .where(eq(roomRounds.id, closed!.round.id));
    expect(row).toMatchObject({ status: 'refunded', entropy: null, entropyProof: null });
    await expectLedgerBalanced(api);
  });
});
