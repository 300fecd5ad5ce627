import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { elapsedToReach, crashElapsed } from '@/lib/games/crash/growth';
import type { CrashConfig } from '@/server/config';
import {
  crashBets,
  crashRounds,
  ledgerTransfers,
  users,
  type CrashRound,
} from '@/server/db/schema';
import { openChain, type CrashChain } from '@/server/services/crash/chain';
import { cashOutCrashBet } from '@/server/services/crash/cash-out';
import { startCrashEngine } from '@/server/services/crash/engine';
import { LEASE_MS, releaseLease, takeLease } from '@/server/services/engines/lease';
import {
  bettingRound,
  crashRound,
  liveBets,
  recoverRounds,
  retireOtherChains,
  scheduleRound,
  settleRound,
  startRound,
} from '@/server/services/crash/rounds';
import type { StreamMessage } from '@/server/services/stream/types';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

const CRASH = `${GAMES}/crash`;
const CONFIG: CrashConfig = {
  secret: 'crash-test-secret-crash-test-secret-0123',
  length: 5_000,
  // Games 1–6 of this chain crash at 1.11, 1.94, 1.76, 1.72, 1.11 and 1.05×.
  salt: 'crash-test-salt-145',
  engine: false,
};

let api: TestApi;
let chain: CrashChain;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  chain = await openChain(api.ctx, CONFIG);
});
afterAll(() => api.close());

/** Takes the engine lease over as a new process would, once the last one's has lapsed. */
async function newEngine() {
  api.clock.advance(LEASE_MS + 1);
  const holder = randomUUID();
  const epoch = await takeLease(api.ctx, 'crash', holder);
  expect(epoch).not.toBeNull();
  return { holder, epoch: epoch! };
}

/** The round taking bets, counting down. */
async function openRound(epoch: number) {
  const round = await bettingRound(api.ctx, chain, epoch);
  return (await scheduleRound(
    api.ctx,
    epoch,
    round!.id,
    new Date(api.clock.now().getTime() + 6_000),
  ))!;
}

/**
 * Starts the round with the crash point the test needs: the formula has its own tests, these are
 * about the rules around it.
 */
async function start(epoch: number, round: CrashRound, point: number) {
  await api.ctx.db
    .update(crashRounds)
    .set({ crashPoint: point })
    .where(eq(crashRounds.id, round.id));
  const started = (await startRound(api.ctx, chain, epoch, round.id))!;
  return started;
}

/** Moves the clock to `ms` after the round's start. */
function at(round: CrashRound, ms: number) {
  api.clock.set(new Date(round.startedAt!.getTime() + ms));
}

const bet = (player: { token: string }, body: Record<string, unknown>) =>
  api.post(`${CRASH}/bet`, { key: betKey(), ...body }, player);
const cashOut = (player: { token: string }) => api.post(`${CRASH}/cashout`, {}, player);

/** The transfers of a bet by key suffix. */
async function moneyOf(betId: string) {
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `crash:${betId}:%`));
  return Object.fromEntries(rows.map((row) => [row.key.split(':')[2]!, Number(row.amount)]));
}

/**
 * Conservation, in SQL: every bet's ledger movements are exactly what its status says (the
 * stake; a payout equal to `payout` only when cashed; the stake back only when refunded or
 * cancelled), and nothing else moved under a crash key.
 */
async function expectBetsMatchLedger() {
  const result = await api.ctx.db.execute(sql`
    select b.id, b.status, b.amount, b.payout,
      coalesce(sum(t.amount) filter (where t.idempotency_key like '%:stake'), 0) as staked,
      coalesce(sum(t.amount) filter (where t.idempotency_key like '%:payout'), 0) as paid,
      coalesce(sum(t.amount) filter (where t.idempotency_key like '%:refund'), 0) as refunded,
      count(t.id) as moves
    from crash_bets b
    left join ledger_transfers t on t.idempotency_key like 'crash:' || b.id || ':%'
    group by b.id`);
  const rows = (result as unknown as { rows: Record<string, string | number>[] }).rows;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const amount = Number(row.amount);
    const expected = {
      staked: amount,
      paid: row.status === 'cashed' ? Number(row.payout) : 0,
      refunded: ['refunded', 'cancelled'].includes(String(row.status)) ? amount : 0,
    };
    expect({
      id: row.id,
      staked: Number(row.staked),
      paid: Number(row.paid),
      refunded: Number(row.refunded),
    }).toEqual({ id: row.id, ...expected });
  }
  await expectLedgerBalanced(api);
}

describe('crash', () => {
  let engine: { holder: string; epoch: number };
  /** The two riders of the first round: one with an auto cash-out at 2.00×, one without. */
  let autoRider: { token: string; id: number };
  let manualRider: { token: string; id: number };

  it('takes no bet while no engine runs rounds', async () => {
    const player = await gamePlayer(api, 100);
    const response = await bet(player, { amount: 10 });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe('crash_unavailable');
    const state = await api.get(CRASH);
    expect(state.status).toBe(200);
    expect(state.json).toMatchObject({ running: false, rounds: [] });
    expect(state.json.chain).toEqual({
      terminating_hash: chain.terminatingHash,
      salt: CONFIG.salt,
      length: CONFIG.length,
    });
  });

  it('takes a bet, answers its replay, refuses a second bet and bad input', async () => {
    engine = await newEngine();
    const round = await openRound(engine.epoch);
    const player = await gamePlayer(api, 100);
    autoRider = player;
    const key = betKey();
    const first = await api.post(`${CRASH}/bet`, { key, amount: 10, auto_cash_out: 2 }, player);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      round_id: round.id,
      amount: 10,
      status: 'open',
      auto_cash_out: 2,
      balance: 90,
    });
    const replay = await api.post(`${CRASH}/bet`, { key, amount: 10, auto_cash_out: 2 }, player);
    expect(replay.json).toMatchObject({ id: first.json.id, balance: 90 });
    const reused = await api.post(`${CRASH}/bet`, { key, amount: 11 }, player);
    expect([reused.status, reused.json.error]).toEqual([409, 'idempotency_conflict']);
    const second = await bet(player, { amount: 5 });
    expect([second.status, second.json.error]).toEqual([409, 'crash_bet_placed']);

    const other = await gamePlayer(api, 100);
    for (const [body, field] of [
      [{ amount: 0.5 }, 'amount'],
      [{ amount: 50_001 }, 'amount'],
      [{ amount: 500 }, 'amount'],
      [{ amount: 10, auto_cash_out: 1 }, 'auto_cash_out'],
      [{ amount: 10, auto_cash_out: 1.001 }, 'auto_cash_out'],
      [{ amount: 10, auto_cash_out: 10_000.01 }, 'auto_cash_out'],
      [{ amount: 10, auto_cash_out: '2' }, 'auto_cash_out'],
    ] as const) {
      const refused = await bet(other, body);
      expect([refused.status, Object.keys(refused.json.errors ?? {})]).toEqual([422, [field]]);
    }
    expect(await profileBalance(api, other.token)).toBe(100);

    const state = await api.get(CRASH);
    const shown = state.json.rounds.find((r: { id: number }) => r.id === round.id);
    expect(shown).toMatchObject({ status: 'betting', crash_point: null, hash: null });
    expect(shown.bets).toEqual([
      expect.objectContaining({
        id: first.json.id,
        amount: 10,
        status: 'open',
        player: expect.stringMatching(/\*\*\*$/),
      }),
    ]);
    expect(shown.bets[0]).not.toHaveProperty('auto_cash_out');
  });

  it('takes a bet back before the start, not after; a bet during a round waits for the next', async () => {
    const round = (await bettingRound(api.ctx, chain, engine.epoch))!;
    const player = await gamePlayer(api, 100);
    manualRider = player;
    const placed = await bet(player, { amount: 20 });
    const cancelled = await api.call('DELETE', `${CRASH}/bet/${placed.json.id}`, {
      token: player.token,
    });
    expect(cancelled.json).toMatchObject({ status: 'cancelled', balance: 100 });
    const again = await bet(player, { amount: 30 });
    expect(again.json).toMatchObject({ round_id: round.id, balance: 70 });
    const stranger = await gamePlayer(api, 10);
    const notYours = await api.call('DELETE', `${CRASH}/bet/${again.json.id}`, {
      token: stranger.token,
    });
    expect(notYours.status).toBe(404);

    const { round: running, next } = await start(engine.epoch, round, 300);
    const late = await api.call('DELETE', `${CRASH}/bet/${again.json.id}`, { token: player.token });
    expect([late.status, late.json.error]).toEqual([409, 'crash_round_started']);
    const queued = await bet(player, { amount: 5 });
    expect(queued.json).toMatchObject({ round_id: next!.id, status: 'open' });
    expect(running.status).toBe('running');
    const mine = await api.get(`${CRASH}/my-bets`, { token: player.token });
    expect(mine.json.bets.map((b: { round_id: number }) => b.round_id)).toEqual([
      running.id,
      next!.id,
    ]);
  });

  it('cashes out at the multiplier of receipt: too early, at the point exactly, past it', async () => {
    const [running] = await api.ctx.db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.status, 'running'));
    at(running!, elapsedToReach(101) - 1);
    const tooEarly = await cashOut(manualRider);
    expect([tooEarly.status, tooEarly.json.error]).toEqual([409, 'crash_too_early']);
    const nobody = await cashOut(await gamePlayer(api, 10));
    expect([nobody.status, nobody.json.error]).toEqual([409, 'crash_no_bet']);

    at(running!, elapsedToReach(300));
    const [first, second] = await Promise.all([cashOut(manualRider), cashOut(manualRider)]);
    // Whichever came second finds the bet cashed already (or no bet riding): it pays once.
    const [a, b] = first.status === 200 ? [first, second] : [second, first];
    expect(a.status).toBe(200);
    if (b.status !== 200) expect([b.status, b.json.error]).toEqual([409, 'crash_no_bet']);
    // 100, less 30 riding and 5 waiting for the next round, plus 90.
    expect(a.json).toMatchObject({ status: 'cashed', cashed_out_at: 3, payout: 90, balance: 155 });
    if (b.status === 200) expect(b.json).toMatchObject({ id: a.json.id, payout: 90 });
    expect(await moneyOf(a.json.id)).toEqual({ stake: 30_00, payout: 90_00 });
  });

  it('pays a cash-out received before the crash even when processed after it; refuses one after', async () => {
    const [running] = await api.ctx.db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.status, 'running'));
    const riding = await api.ctx.db
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, running!.id), eq(crashBets.status, 'open')));
    const [withAuto] = riding;
    expect(withAuto!.autoCashOut).toBe(200);
    at(running!, crashElapsed(300));
    const crashed = await crashRound(api.ctx, engine.epoch, running!.id);
    expect(crashed).toMatchObject({ status: 'crashed' });
    expect(withAuto!.userId).toBe(autoRider.id);
    const tooLate = await cashOut(autoRider);
    expect([tooLate.status, tooLate.json.error]).toEqual([409, 'crash_busted']);
    // Received a millisecond before the crash: wins, at the auto target it had passed.
    const [user] = await api.ctx.db.select().from(users).where(eq(users.id, autoRider.id));
    const early = await cashOutCrashBet(
      api.ctx,
      user!,
      new Date(running!.startedAt!.getTime() + crashElapsed(300) - 1),
    );
    expect(early).toMatchObject({ status: 'cashed', cashed_out_at: 2, payout: 20 });
    await settleRound(api.ctx, engine.epoch, running!.id);
    const after = await api.get(`${CRASH}/rounds/${running!.id}`);
    expect(after.json).toMatchObject({
      status: 'settled',
      crash_point: 3,
      hash: running!.gameHash,
    });
    await expectBetsMatchLedger();
  });

  it('never writes a bet into a round that has started: bets racing the start land before it or in the next', async () => {
    const round = await openRound(engine.epoch);
    const players = await Promise.all(Array.from({ length: 8 }, () => gamePlayer(api, 100)));
    const bets = players.map((player) => bet(player, { amount: 10 }));
    // What the round holds the moment its start commits is all it ever holds.
    const start = startRound(api.ctx, chain, engine.epoch, round.id).then(async (started) => ({
      started,
      seen: (await liveBets(api.ctx, [round.id])).map((row) => row.id).sort(),
    }));
    const [answers, { started, seen }] = await Promise.all([Promise.all(bets), start]);
    expect(answers.map((answer) => answer.status)).toEqual(players.map(() => 201));
    const after = (await liveBets(api.ctx, [round.id])).map((row) => row.id).sort();
    expect(after).toEqual(seen);
    for (const answer of answers) {
      expect([round.id, started!.next!.id]).toContain(answer.json.round_id);
    }
    // The round goes on to its end, so the next tests start from a round taking bets.
    at(started!.round, crashElapsed(started!.round.crashPoint));
    await crashRound(api.ctx, engine.epoch, round.id);
    await settleRound(api.ctx, engine.epoch, round.id);
    await expectBetsMatchLedger();
  });

  it('hides a round still playing', async () => {
    const round = (await bettingRound(api.ctx, chain, engine.epoch))!;
    expect((await api.get(`${CRASH}/rounds/${round.id}`)).status).toBe(404);
    expect((await api.get(`${CRASH}/rounds/abc`)).status).toBe(404);
  });

  it('after an engine dies mid-round, the next pays reached auto targets and refunds the rest, once', async () => {
    const round = await openRound(engine.epoch);
    const players = await Promise.all([1, 2, 3].map(() => gamePlayer(api, 100)));
    const [low, high, none] = await Promise.all([
      bet(players[0]!, { amount: 10, auto_cash_out: 1.5 }),
      bet(players[1]!, { amount: 10, auto_cash_out: 5 }),
      bet(players[2]!, { amount: 10 }),
    ]);
    const { round: running } = await start(engine.epoch, round, 400);
    // The engine last confirmed the round at 2.00×, then died.
    await api.ctx.db
      .update(crashRounds)
      .set({ heartbeatAt: new Date(running.startedAt!.getTime() + elapsedToReach(200)) })
      .where(eq(crashRounds.id, running.id));
    const dead = engine;
    engine = await newEngine();
    expect(engine.epoch).toBeGreaterThan(dead.epoch);
    const recovered = await recoverRounds(api.ctx, engine.epoch);
    expect(recovered.map((r) => [r.id, r.status])).toEqual([[running.id, 'void']]);
    expect(await recoverRounds(api.ctx, engine.epoch)).toEqual([]);
    expect(await moneyOf(low.json.id)).toEqual({ stake: 10_00, payout: 15_00 });
    expect(await moneyOf(high.json.id)).toEqual({ stake: 10_00, refund: 10_00 });
    expect(await moneyOf(none.json.id)).toEqual({ stake: 10_00, refund: 10_00 });
    // The dead engine, had it woken up, changes nothing.
    const next = (await bettingRound(api.ctx, chain, engine.epoch))!;
    expect(await startRound(api.ctx, chain, dead.epoch, next.id)).toBeNull();
    expect(await crashRound(api.ctx, dead.epoch, running.id)).toBeNull();
    const shown = await api.get(`${CRASH}/rounds/${running.id}`);
    expect(shown.json).toMatchObject({ status: 'void', crash_point: 4 });
    await expectBetsMatchLedger();
  });

  it('an instance of another chain taking over voids the round taking bets and opens its own', async () => {
    // Issue 38: two instances whose chains differed (another secret, or in development another
    // DATA_DIR) took turns with the lease; the second failed on every attempt, as only one round
    // may take bets, and crash stood still until the first came back.
    const round = await openRound(engine.epoch);
    const player = await gamePlayer(api, 100);
    const placed = await bet(player, { amount: 10, auto_cash_out: 1.5 });
    expect(placed.status).toBe(201);
    const other = await openChain(api.ctx, { ...CONFIG, secret: `${CONFIG.secret}-another` });
    expect(other.id).not.toBe(chain.id);
    engine = await newEngine();
    // Before the fix, the step that failed.
    await expect(bettingRound(api.ctx, other, engine.epoch)).rejects.toThrow();

    const retired = await retireOtherChains(api.ctx, other.id, engine.epoch);
    expect(retired.map((r) => [r.id, r.status])).toEqual([[round.id, 'void']]);
    expect(await retireOtherChains(api.ctx, other.id, engine.epoch)).toEqual([]);
    expect(await moneyOf(placed.json.id)).toEqual({ stake: 10_00, refund: 10_00 });
    const opened = (await bettingRound(api.ctx, other, engine.epoch))!;
    expect(opened).toMatchObject({ chainId: other.id, game: 1, status: 'betting' });

    // And back: this file's chain takes over again the same way.
    engine = await newEngine();
    expect((await retireOtherChains(api.ctx, chain.id, engine.epoch)).map((r) => r.id)).toEqual([
      opened.id,
    ]);
    expect(await bettingRound(api.ctx, chain, engine.epoch)).toMatchObject({ chainId: chain.id });
    await expectBetsMatchLedger();
  });

  it('gives the lease to one of two engines starting at once', async () => {
    api.clock.advance(LEASE_MS + 1);
    const epochs = await Promise.all([
      takeLease(api.ctx, 'crash', 'one'),
      takeLease(api.ctx, 'crash', 'two'),
    ]);
    expect(epochs.filter((epoch) => epoch !== null)).toHaveLength(1);
    const holder = epochs[0] === null ? 'two' : 'one';
    await releaseLease(
      api.ctx,
      'crash',
      holder,
      epochs.find((epoch) => epoch !== null)!,
    );
  });
});

describe('crash engines, live', () => {
  it('two engines on one database play rounds one at a time, paying auto cash-outs at the target', async () => {
    // Time runs 20 times faster for these rounds: 1.94× takes half a second.
    const origin = Date.now();
    const fast = { now: () => new Date(origin + (Date.now() - origin) * 20) };
    const live = await createTestApi({ env: { OPERATOR_TOKEN }, clock: fast, ownDatabase: true });
    const events: StreamMessage[] = [];
    const bus = { publish: async (message: StreamMessage) => void events.push(message) };
    const timings = {
      bettingMs: 2_000,
      pauseMs: 1_000,
      graceMs: 400,
      tickMs: 10,
      pollMs: 10,
      renewMs: 50,
    };
    const engines = [1, 2].map(() => startCrashEngine(live.ctx, CONFIG, bus, timings));
    try {
      const player = await gamePlayer(live, 100);
      const until = async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      await until(() => events.some((event) => event.type === 'starting'));
      const placed = await live.post(
        `${CRASH}/bet`,
        { key: betKey(), amount: 10, auto_cash_out: 1.01 },
        player,
      );
      expect(placed.status).toBe(201);
      const crashedAfter = (count: number) =>
        events.filter((event) => event.type === 'crashed').length >= count;
      await until(() => crashedAfter(3));
      await Promise.all(engines.map((engine) => engine.stop()));
      expect(engines.filter((engine) => engine.driving)).toHaveLength(0);

      const started = events
        .filter((event) => event.type === 'started')
        .map((event) => (event.data as { round: { game: number } }).round.game);
      expect(new Set(started).size).toBe(started.length);
      expect([...started].sort((a, b) => a - b)).toEqual(started);
      const [row] = await live.ctx.db
        .select()
        .from(crashBets)
        .where(eq(crashBets.id, placed.json.id));
      const [round] = await live.ctx.db
        .select()
        .from(crashRounds)
        .where(eq(crashRounds.id, row!.roundId));
      expect(round!.status).toBe('settled');
      const roundEvent = (type: string, bet?: string) =>
        events.findIndex((event) => {
          const data = event.data as {
            round_id?: number;
            round?: { id: number };
            bets?: { id: string }[];
          };
          return (
            event.type === type &&
            (data.round_id ?? data.round?.id) === round!.id &&
            (!bet || data.bets!.some((view) => view.id === bet))
          );
        });
      if (round!.crashPoint >= 101) {
        expect(row).toMatchObject({ status: 'cashed', cashedOutAt: 101, payout: 10_10 });
        // The engine's cash-out goes out in a batch, before the round's crash.
        const cashedOut = roundEvent('cashouts', placed.json.id);
        expect(cashedOut).toBeGreaterThan(-1);
        expect(cashedOut).toBeLessThan(roundEvent('crashed'));
      } else expect(row).toMatchObject({ status: 'lost', payout: 0 });
      const published = events.find((event) => event.type === 'bets');
      expect(published?.data).toMatchObject({
        bets: [expect.objectContaining({ id: placed.json.id })],
      });
    } finally {
      // Stopped engines touch the database no more, so it can close under them.
      await Promise.all(engines.map((engine) => engine.stop()));
      await live.close();
    }
  });
});
