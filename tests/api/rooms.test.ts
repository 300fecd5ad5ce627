import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import {
  ROOM_COUNTDOWN_MS,
  ROOM_ENTROPY_TIMEOUT_MS,
  ROOM_LONE_TIMEOUT_MS,
} from '@/lib/constants/rooms';
import { winningTicket } from '@/lib/games/rooms/draw';
import { verifyRoomRound } from '@/lib/games/rooms/verify';
import type { CrashConfig } from '@/server/config';
import { ledgerTransfers, roomRounds, type RoomRound } from '@/server/db/schema';
import { openChain, type CrashChain } from '@/server/services/crash/chain';
import { startCrashEngine } from '@/server/services/crash/engine';
import { bettingRound, crashRound, startRound } from '@/server/services/crash/rounds';
import { LEASE_MS, releaseLease, takeLease } from '@/server/services/engines/lease';
import { startRoomsEngine, type RoomsEngine } from '@/server/services/rooms/engine';
import { crashEntropy } from '@/server/services/rooms/entropy';
import { advanceRounds, drawRound } from '@/server/services/rooms/rounds';
import { roomsTopicSource } from '@/server/services/rooms/topic';
import { MAX_MESSAGE_BYTES } from '@/server/services/stream/envelope';
import type { StreamMessage } from '@/server/services/stream/types';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { eventReader } from '@/tests/support/event-stream';
import { betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

const ROOMS = `${GAMES}/rooms`;
const CONFIG: CrashConfig = {
  secret: 'rooms-test-secret-rooms-test-secret-0123',
  length: 2_000,
  salt: 'rooms-test-salt',
  engine: false,
};

type Player = { token: string; id: number };

let api: TestApi;
let chain: CrashChain;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  chain = await openChain(api.ctx, CONFIG);
});
afterAll(() => api.close());

const holders: { name: 'rooms' | 'crash'; holder: string; epoch: number }[] = [];

/** Takes an engine's lease over as a new process would, once the last one's has lapsed. */
async function newEpoch(name: 'rooms' | 'crash') {
  api.clock.advance(LEASE_MS + 1);
  const holder = randomUUID();
  const epoch = await takeLease(api.ctx, name, holder);
  expect(epoch).not.toBeNull();
  holders.push({ name, holder, epoch: epoch! });
  return epoch!;
}

const bet = (player: Player, room: string, amount: number | string, key = betKey()) =>
  api.post(`${ROOMS}/${room}/bet`, { key, amount }, player);

async function roundRow(id: number) {
  const [round] = await api.ctx.db.select().from(roomRounds).where(eq(roomRounds.id, id));
  return round!;
}

/** Plays the crash round taking bets to its end, revealing its hash. */
async function playCrash(crashEpoch: number) {
  const betting = (await bettingRound(api.ctx, chain, crashEpoch))!;
  await startRound(api.ctx, chain, crashEpoch, betting.id);
  return (await crashRound(api.ctx, crashEpoch, betting.id))!;
}

/** The ledger movements under a rooms key prefix (`rooms:<bet or round>:`), by their last part. */
async function moneyOf(id: string | number) {
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `rooms:${id}:%`));
  return Object.fromEntries(rows.map((row) => [row.key.split(':')[2]!, Number(row.amount)]));
}

/**
 * Conservation, in SQL: every bet's stake was taken once, a refunded bet got it back, a round
 * settled paid its winner exactly `pot − commission` once, and a round still open or refunded
 * paid nobody; and the ledger sums to zero.
 */
async function expectRoomsMatchLedger() {
  const bets = await api.ctx.db.execute(sql`
    select b.id, b.status, b.amount,
      coalesce(sum(t.amount) filter (where t.idempotency_key like '%:stake'), 0) as staked,
      coalesce(sum(t.amount) filter (where t.idempotency_key like '%:refund'), 0) as refunded
    from room_bets b
    left join ledger_transfers t on t.idempotency_key like 'rooms:' || b.id || ':%'
    group by b.id`);
  const betRows = (bets as unknown as { rows: Record<string, string | number>[] }).rows;
  expect(betRows.length).toBeGreaterThan(0);
  for (const row of betRows) {
    expect({ id: row.id, staked: Number(row.staked), refunded: Number(row.refunded) }).toEqual({
      id: row.id,
      staked: Number(row.amount),
      refunded: row.status === 'refunded' ? Number(row.amount) : 0,
    });
  }
  const rounds = await api.ctx.db.execute(sql`
    select r.id, r.status, r.pot, r.commission,
      (select coalesce(sum(b.payout), 0) from room_bets b where b.round_id = r.id) as payouts,
      coalesce(sum(t.amount), 0) as paid, count(t.id) as moves
    from room_rounds r
    left join ledger_transfers t on t.idempotency_key = 'rooms:' || r.id || ':payout'
    group by r.id`);
  for (const row of (rounds as unknown as { rows: Record<string, string | number>[] }).rows) {
    const payout = row.status === 'settled' ? Number(row.pot) - Number(row.commission) : 0;
    expect({ id: row.id, paid: Number(row.paid), payouts: Number(row.payouts) }).toEqual({
      id: row.id,
      paid: payout,
      payouts: payout,
    });
    expect(Number(row.moves)).toBe(row.status === 'settled' ? 1 : 0);
  }
  await expectLedgerBalanced(api);
}

describe('rooms', () => {
  // The manual clock runs ahead of the live engines' below; on PostgreSQL they share the leases.
  afterAll(async () => {
    for (const { name, holder, epoch } of holders) await releaseLease(api.ctx, name, holder, epoch);
  });
  let epoch: number;
  let crashEpoch: number;
  let drawnId: number;

  it('plays a round of two players: countdown, close, the next crash hash, the draw, the pot paid', async () => {
    epoch = await newEpoch('rooms');
    crashEpoch = await newEpoch('crash');
    const [first, second] = await Promise.all([gamePlayer(api, 100), gamePlayer(api, 100)]);
    const a = await bet(first, 'red', 10);
    expect(a.status).toBe(201);
    expect(a.json).toMatchObject({
      room: 'red',
      currency: 'RUB',
      amount: 10,
      tickets_from: 0,
      tickets_to: 999,
      status: 'open',
      balance: 90,
    });
    // One player: no countdown however often the engine looks.
    expect(await advanceRounds(api.ctx, crashEntropy, epoch)).toEqual([]);
    const b = await bet(second, 'red', 30);
    expect(b.json).toMatchObject({
      round_id: a.json.round_id,
      tickets_from: 1000,
      tickets_to: 3999,
    });

    const state = await api.get(`${ROOMS}/red`);
    expect(state.status).toBe(200);
    expect(state.json).toMatchObject({ room: 'red', currency: 'RUB', min_stake: 1 });
    const [open] = state.json.rounds;
    expect(open).toMatchObject({
      id: a.json.round_id,
      status: 'waiting',
      pot: 40,
      server_seed: null,
    });
    expect(open.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(open.players.map((p: { chance: number }) => p.chance)).toEqual([0.25, 0.75]);
    expect(open.bets.map((x: { player: string }) => x.player)).toEqual([
      expect.stringMatching(/\*\*\*$/),
      expect.stringMatching(/\*\*\*$/),
    ]);

    const [counting] = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(counting).toMatchObject({ change: 'counting', round: { status: 'counting' } });
    expect(counting!.round.endsAt!.getTime()).toBe(api.clock.now().getTime() + ROOM_COUNTDOWN_MS);
    const more = await bet(first, 'red', 5);
    expect(more.json).toMatchObject({
      round_id: a.json.round_id,
      tickets_from: 4000,
      tickets_to: 4499,
    });

    // The crash round taking bets when the room closes is the entropy.
    const crashNext = (await bettingRound(api.ctx, chain, crashEpoch))!;
    api.clock.advance(ROOM_COUNTDOWN_MS - 1);
    expect(await advanceRounds(api.ctx, crashEntropy, epoch)).toEqual([]);
    api.clock.advance(1);
    const [closed] = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(closed).toMatchObject({
      change: 'closed',
      round: { status: 'closed', totalTickets: 4500, entropySource: `crash:${crashNext.id}` },
    });
    // A bet after the close opens the next round.
    const late = await bet(second, 'red', 1);
    expect(late.status).toBe(201);
    expect(late.json.round_id).not.toBe(a.json.round_id);
    expect(late.json.tickets_from).toBe(0);
    // The crash round has not crashed: no draw yet.
    expect(await advanceRounds(api.ctx, crashEntropy, epoch)).toEqual([]);

    const crashed = await playCrash(crashEpoch);
    expect(crashed.id).toBe(crashNext.id);
    const [drawn] = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(drawn).toMatchObject({
      change: 'drawn',
      round: { status: 'settled', entropy: crashed.gameHash },
    });
    const round = drawn!.round;
    drawnId = round.id;
    const ticket = winningTicket(round.serverSeed, crashed.gameHash, round.id, 4500);
    expect(round.winningTicket).toBe(ticket);
    const winnerIsFirst = ticket < 1000 || ticket >= 4000;
    const winningBet = ticket < 1000 ? a : ticket < 4000 ? b : more;
    expect(round.winnerBetId).toBe(winningBet.json.id);
    // 45.00 in the pot, 5 % kept: 42.75 to the winner.
    expect(round.commission).toBe(2_25);
    expect(await moneyOf(round.id)).toEqual({ payout: 42_75 });
    expect(await profileBalance(api, first.token)).toBe(winnerIsFirst ? 85 + 42.75 : 85);
    expect(await profileBalance(api, second.token)).toBe(winnerIsFirst ? 69 : 69 + 42.75);

    // The round as /fair gets it, and the verifier finds the same winner.
    const detail = await api.get(`${ROOMS}/rounds/${round.id}`);
    expect(detail.json).toMatchObject({
      status: 'settled',
      server_seed: round.serverSeed,
      entropy: crashed.gameHash,
      entropy_source: `crash:${crashed.id}`,
      winning_ticket: ticket,
      winner_bet_id: winningBet.json.id,
      payout: 42.75,
      commission: 2.25,
    });
    const verified = verifyRoomRound({
      serverSeed: detail.json.server_seed,
      serverSeedHash: detail.json.server_seed_hash,
      entropy: detail.json.entropy,
      roundId: detail.json.id,
      table: detail.json.bets.map((x: { tickets_from: number; tickets_to: number }) => ({
        from: x.tickets_from,
        to: x.tickets_to,
      })),
    });
    expect(verified).toMatchObject({ ok: true, hashMatches: true, winningTicket: ticket });
    expect(detail.json.bets[verified.ok ? verified.winner : -1].id).toBe(winningBet.json.id);
    expect(detail.json.bets.map((x: { status: string }) => x.status).sort()).toEqual([
      'lost',
      'lost',
      'won',
    ]);

    const history = await api.get(`${ROOMS}/red/history`);
    expect(history.json.rounds[0]).toMatchObject({ id: round.id, status: 'settled' });
    await expectRoomsMatchLedger();
  });

  it('draws once: the draw run again pays nothing more', async () => {
    expect(await drawRound(api.ctx, crashEntropy, epoch, drawnId)).toBeNull();
    expect(await moneyOf(drawnId)).toEqual({ payout: 42_75 });
  });

  it('refunds a lone player after the timeout, not before', async () => {
    const alone = await gamePlayer(api, 100);
    const placed = await bet(alone, 'yellow', 10);
    expect(placed.json).toMatchObject({ balance: 90 });
    const again = await bet(alone, 'yellow', 10);
    expect(again.json.round_id).toBe(placed.json.round_id);
    const opened = await roundRow(placed.json.round_id);
    api.clock.set(new Date(opened.openedAt.getTime() + ROOM_LONE_TIMEOUT_MS - 1));
    let changes = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(changes.find((c) => c.round.id === opened.id)).toBeUndefined();
    api.clock.advance(1);
    changes = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(changes.find((c) => c.round.id === opened.id)).toMatchObject({ change: 'refunded' });
    expect(await profileBalance(api, alone.token)).toBe(100);
    const detail = await api.get(`${ROOMS}/rounds/${opened.id}`);
    expect(detail.json).toMatchObject({ status: 'refunded', server_seed: opened.serverSeed });
    expect(detail.json.bets.map((x: { status: string }) => x.status)).toEqual([
      'refunded',
      'refunded',
    ]);
    await expectRoomsMatchLedger();
  });

  it('refuses stakes outside the limits, a fourth bet, a full round, a closing round; replays by key', async () => {
    const player = await gamePlayer(api, 20_000);
    for (const amount of [9.99, 10_000.01, 10.001, -1]) {
      const refused = await bet(player, 'yellow', amount);
      expect([refused.status, Object.keys(refused.json.errors ?? {})]).toEqual([422, ['amount']]);
    }
    const bad = await api.post(`${ROOMS}/yellow/bet`, { amount: 10 }, player);
    expect([bad.status, Object.keys(bad.json.errors)]).toEqual([422, ['key']]);
    expect((await bet(player, 'green', 10)).status).toBe(404);
    expect((await api.get(`${ROOMS}/green`)).status).toBe(404);
    expect((await api.get(`${ROOMS}/rounds/abc`)).status).toBe(404);

    const key = betKey();
    const first = await bet(player, 'yellow', 6_000, key);
    expect(first.status).toBe(201);
    const replay = await bet(player, 'yellow', 6_000, key);
    expect(replay.json).toMatchObject({ id: first.json.id, balance: 14_000 });
    const reused = await bet(player, 'yellow', 10, key);
    expect([reused.status, reused.json.error]).toEqual([409, 'idempotency_conflict']);
    const over = await bet(player, 'yellow', 4_000.01);
    expect([over.status, over.json.errors?.amount?.[0]]).toEqual([
      422,
      expect.stringMatching(/^rooms_stake_limit/),
    ]);
    await bet(player, 'yellow', 10);
    await bet(player, 'yellow', 10);
    const fourth = await bet(player, 'yellow', 10);
    expect([fourth.status, fourth.json.error]).toEqual([409, 'rooms_bets_limit']);
    expect(await profileBalance(api, player.token)).toBe(20_000 - 6_020);

    const poor = await gamePlayer(api, 5);
    const broke = await bet(poor, 'yellow', 10);
    expect([broke.status, Object.keys(broke.json.errors ?? {})]).toEqual([422, ['amount']]);

    await api.ctx.db
      .update(roomRounds)
      .set({ betCount: 100 })
      .where(eq(roomRounds.id, first.json.round_id));
    const full = await bet(await gamePlayer(api, 100), 'yellow', 10);
    expect([full.status, full.json.error]).toEqual([409, 'rooms_round_full']);
    await api.ctx.db
      .update(roomRounds)
      .set({ betCount: 3 })
      .where(eq(roomRounds.id, first.json.round_id));

    // A second player starts the countdown; a bet received at its end waits for the next round.
    await bet(await gamePlayer(api, 100), 'yellow', 10);
    const [counting] = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(counting).toMatchObject({ change: 'counting', round: { id: first.json.round_id } });
    api.clock.set(counting!.round.endsAt!);
    const closing = await bet(await gamePlayer(api, 100), 'yellow', 10);
    expect([closing.status, closing.json.error]).toEqual([409, 'rooms_round_closing']);
    await expectRoomsMatchLedger();
  });

  it('after a restart, a new engine draws the closed round once; the old one changes nothing', async () => {
    // The yellow round closes under the current engine, naming the crash round taking bets.
    const [closed] = (await advanceRounds(api.ctx, crashEntropy, epoch)).filter(
      (c) => c.change === 'closed',
    );
    expect(closed!.round.entropySource).toMatch(/^crash:\d+$/);
    await playCrash(crashEpoch);
    const dead = epoch;
    epoch = await newEpoch('rooms');
    expect(await drawRound(api.ctx, crashEntropy, dead, closed!.round.id)).toBeNull();
    const recovered = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(recovered.filter((c) => c.round.id === closed!.round.id)).toEqual([
      expect.objectContaining({ change: 'drawn' }),
    ]);
    const again = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(again.filter((c) => c.round.id === closed!.round.id)).toEqual([]);
    const round = await roundRow(closed!.round.id);
    expect(await moneyOf(round.id)).toEqual({ payout: round.pot - round.commission! });
    await expectRoomsMatchLedger();
  });

  it('refunds a closed round whose entropy does not come within the timeout', async () => {
    const [one, two] = await Promise.all([gamePlayer(api, 100), gamePlayer(api, 100)]);
    const placed = await bet(one, 'purple', 50);
    await bet(two, 'purple', 50);
    await advanceRounds(api.ctx, crashEntropy, epoch);
    const counting = await roundRow(placed.json.round_id);
    api.clock.set(counting.endsAt!);
    const changes = await advanceRounds(api.ctx, crashEntropy, epoch);
    const closed = changes.find((c) => c.round.id === counting.id)!.round as RoomRound;
    expect(closed.status).toBe('closed');
    // Crash does not play on: the named round never crashes.
    api.clock.set(new Date(closed.closedAt!.getTime() + ROOM_ENTROPY_TIMEOUT_MS));
    const refunded = await advanceRounds(api.ctx, crashEntropy, epoch);
    expect(refunded.find((c) => c.round.id === closed.id)).toMatchObject({ change: 'refunded' });
    expect(await profileBalance(api, one.token)).toBe(100);
    expect(await profileBalance(api, two.token)).toBe(100);
    await expectRoomsMatchLedger();
  });

  it('numbers the tickets of bets arriving at once without gaps or overlaps, in one round', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => gamePlayer(api, 10, 'USD')));
    const placed = await Promise.all(players.map((player, at) => bet(player, 'red', at + 1)));
    expect(placed.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(placed.map((answer) => answer.json.round_id)).size).toBe(1);
    const ranges = placed
      .map((answer) => [answer.json.tickets_from, answer.json.tickets_to, answer.json.amount])
      .sort((x, y) => x[0] - y[0]);
    let next = 0;
    for (const [from, to, amount] of ranges) {
      expect([from, to]).toEqual([next, next + amount * 100 - 1]);
      next = to + 1;
    }
    expect((await roundRow(placed[0]!.json.round_id)).pot).toBe(next);
  });

  it('streams a room on GET /api/stream, and its engine may publish on the topic', async () => {
    const response = await api.app.request('/api/stream?topics=rooms:red:RUB,crash', {
      headers: { 'x-forwarded-for': `${api.ip}, 127.0.0.1` },
    });
    expect(response.status).toBe(200);
    const reader = eventReader(response.body);
    expect((await reader.next())?.retry).toBeGreaterThan(0);
    const topics = [(await reader.nextData()).data.topic, (await reader.nextData()).data.topic];
    expect(topics.sort()).toEqual(['crash', 'rooms:red:RUB']);
    await api.ctx.events.publish({ topic: 'rooms:red:RUB', type: 'bets', data: { pot: 1 } });
    expect((await reader.nextData()).data).toMatchObject({ topic: 'rooms:red:RUB', type: 'bets' });
    await reader.cancel();
  });

  it('answers the lobby in the viewer\u2019s currency and a topic snapshot', async () => {
    const lobby = await api.get(`${ROOMS}?currency=KZT`);
    expect(lobby.json.currency).toBe('KZT');
    expect(
      lobby.json.rooms.map((r: { room: string; min_stake: number }) => [r.room, r.min_stake]),
    ).toEqual([
      ['purple', 250],
      ['red', 5],
      ['yellow', 50],
    ]);
    const kzt = await gamePlayer(api, 1_000, 'KZT');
    expect((await bet(kzt, 'red', 4.99)).status).toBe(422);
    const placed = await bet(kzt, 'red', 5);
    expect(placed.json).toMatchObject({ currency: 'KZT', tickets_from: 0 });
    const mine = await api.get(ROOMS, { token: kzt.token });
    expect(mine.json.rooms.find((r: { room: string }) => r.room === 'red')).toMatchObject({
      status: 'waiting',
      round_id: placed.json.round_id,
      pot: 5,
      players: 1,
    });
    expect(roomsTopicSource.matches('rooms:red:KZT')).toBe(true);
    expect(roomsTopicSource.matches('rooms:green:KZT')).toBe(false);
    expect(roomsTopicSource.matches('rooms:red:XXX')).toBe(false);
    const snapshot = await roomsTopicSource.snapshot(api.ctx, 'rooms:red:KZT');
    expect(snapshot).toMatchObject({
      room: 'red',
      currency: 'KZT',
      rounds: [expect.objectContaining({ id: placed.json.round_id })],
    });
  });
});

describe('rooms engine, live', () => {
  it('plays a round with two players on a fast clock, drawn from a live crash engine', async () => {
    // Time runs 20 times faster: the 30 s countdown takes 1.5 s.
    const origin = Date.now();
    const fast = { now: () => new Date(origin + (Date.now() - origin) * 20) };
    const live = await createTestApi({ env: { OPERATOR_TOKEN }, clock: fast, ownDatabase: true });
    const events: StreamMessage[] = [];
    const bus = { publish: async (message: StreamMessage) => void events.push(message) };
    const crash = startCrashEngine(live.ctx, CONFIG, bus, {
      bettingMs: 2_000,
      pauseMs: 1_000,
      graceMs: 400,
      tickMs: 10,
      pollMs: 10,
      renewMs: 50,
    });
    const engines = [1, 2].map(() => startRoomsEngine(live.ctx, bus, { pollMs: 10, renewMs: 50 }));
    try {
      const [one, two] = await Promise.all([gamePlayer(live, 100), gamePlayer(live, 100)]);
      const room = (type: string) =>
        events.filter((event) => event.topic === 'rooms:purple:RUB' && event.type === type);
      const until = async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      const first = await live.post(`${ROOMS}/purple/bet`, { key: betKey(), amount: 50 }, one);
      await until(() => room('opened').length > 0 && room('bets').length > 0);
      await live.post(`${ROOMS}/purple/bet`, { key: betKey(), amount: 60 }, two);
      await until(() => room('drawn').length > 0);
      await Promise.all([...engines, crash].map((engine) => engine.stop()));
      expect(engines.filter((engine) => engine.driving)).toHaveLength(0);

      const types = events
        .filter((event) => event.topic === 'rooms:purple:RUB')
        .map((event) => event.type);
      expect(types.filter((type, at) => types.indexOf(type) === at)).toEqual([
        'opened',
        'bets',
        'counting',
        'closed',
        'drawn',
      ]);
      const drawn = room('drawn')[0]!.data as {
        round: { id: number; winner_bet_id: string; payout: number };
      };
      expect(drawn.round.id).toBe(first.json.round_id);
      expect(drawn.round.payout).toBe(104.5);
      // Each started with 100 and staked 50 or 60; the winner also has 104.50.
      const firstWon = drawn.round.winner_bet_id === first.json.id;
      expect(await profileBalance(live, one.token)).toBe(firstWon ? 154.5 : 50);
      expect(await profileBalance(live, two.token)).toBe(firstWon ? 40 : 144.5);
      const lastBets = room('bets').at(-1)!.data as { players: { chance: number }[]; pot: number };
      expect(lastBets.pot).toBe(110);
      expect(lastBets.players.map((p) => p.chance)).toEqual([50 / 110, 60 / 110]);
    } finally {
      await Promise.all([...engines, crash].map((engine) => engine.stop()));
      await live.close();
    }
  });
});

describe('rooms engine, a crowded round', () => {
  /** The next frame of `reader`, or a failure naming `what` is missing after `ms`. */
  function nextWithin(reader: ReturnType<typeof eventReader>, ms: number, what: () => string) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(what())), ms);
    });
    return Promise.race([reader.nextData(), late]).finally(() => clearTimeout(timer));
  }

  it('streams a batch of bets larger than a NOTIFY payload whole to spectators', async () => {
    const crowd = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
    let engine: RoomsEngine | null = null;
    try {
      // 15 players, three bets each: the first batch (40 bets and the shares) is some 11 KB.
      const players = await Promise.all([...Array(15)].map(() => gamePlayer(crowd, 10)));
      const placed = new Set<string>();
      for (const player of [...players, ...players, ...players]) {
        const answer = await crowd.post(`${ROOMS}/red/bet`, { key: betKey(), amount: 1 }, player);
        expect(answer.status).toBe(201);
        placed.add(answer.json.id);
      }
      const response = await crowd.app.request('/api/stream?topics=rooms:red:RUB', {
        headers: { 'x-forwarded-for': `${crowd.ip}, 127.0.0.1` },
      });
      const reader = eventReader(response.body);
      await reader.next();
      expect((await reader.nextData()).data.type).toBe('snapshot');

      // The engine publishes the bets it finds through the context's bus, which splits and joins
      // a large message as every bus does (NOTIFY itself: stream-buses.test.ts).
      engine = startRoomsEngine(crowd.ctx, crowd.ctx.events, { pollMs: 10, renewMs: 50 });
      const streamed = new Set<string>();
      let largest = 0;
      let shares = 0;
      const deadline = Date.now() + 10_000;
      while (streamed.size < placed.size) {
        const frame = await nextWithin(
          reader,
          deadline - Date.now(),
          () => `${streamed.size} of ${placed.size} bets streamed`,
        );
        if (frame.data.type !== 'bets') continue;
        largest = Math.max(largest, Buffer.byteLength(JSON.stringify(frame.data)));
        for (const bet of frame.data.data.bets) streamed.add(bet.id);
        shares = frame.data.data.players.length;
      }
      expect(streamed).toEqual(placed);
      expect(largest).toBeGreaterThan(MAX_MESSAGE_BYTES);
      expect(shares).toBe(15);
      await reader.cancel();
    } finally {
      await engine?.stop();
      await crowd.close();
    }
  });
});
