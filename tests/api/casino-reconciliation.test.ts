import { randomBytes } from 'node:crypto';
import { externalPlayerId } from '@/lib/casino/player-id';
import type { Currency } from '@/lib/constants/currencies';
import { sandboxRgsCalls, type SandboxRgsCallStatus } from '@/server/db/schema';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { compare } from '@/server/services/casino/reconcile';
import { bet, rollback, win } from '@/server/services/casino/wallet';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame } from '@/tests/support/casino';
import { fundedPlayer, operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

/**
 * The daily reconciliation against the sandbox provider: its side is `sandbox_rgs_calls` (what
 * its Transactions API answers), ours is written by driving the casino wallet, so every row is
 * what the wallet really writes. Its own database on PostgreSQL: the day's rows are this
 * suite's alone.
 */

const GAME = 'reconciliation-slot';
const DAY = '2031-03-14';
const at = (time: string) => new Date(`${time}Z`);
let api: TestApi;
let player: { id: number; token: string };
const ref = () => externalPlayerId(player.id, 'RUB');
const id = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  api = await createTestApi({
    ownDatabase: true,
    env: {
      OPERATOR_TOKEN,
      SLOTEGRATOR_API_URL: 'https://gis.test/api/index.php/v1',
      SLOTEGRATOR_MERCHANT_ID: 'arcada',
      SLOTEGRATOR_MERCHANT_KEY: 'merchant-key-0123456789',
    },
  });
  await ensureCasinoGame(api.ctx.db, { aggregator: 'sandbox', code: GAME, now: api.clock.now() });
  player = await fundedPlayer(api, { amount: 1000 });
});
afterAll(() => api.close());

/** The provider's record of a call it made. */
async function theirs(
  txId: string,
  fields: {
    kind?: 'bet' | 'win' | 'rollback';
    amount?: number;
    status?: SandboxRgsCallStatus;
    at: Date;
    roundId?: string;
    currency?: Currency;
  },
) {
  await api.ctx.db.insert(sandboxRgsCalls).values({
    txId,
    roundId: fields.roundId ?? `round-${txId}`,
    launchId: 'launch-reconciliation',
    playerRef: ref(),
    gameCode: GAME,
    kind: fields.kind ?? 'bet',
    amount: fields.amount ?? 100,
    currency: fields.currency ?? 'RUB',
    status: fields.status ?? 'ok',
    createdAt: fields.at,
    updatedAt: fields.at,
  });
}

/** Our wallet takes a bet at `when` (the clock is set to it). */
async function ourBet(txId: string, amount: number, when: Date, roundId = `round-${txId}`) {
  api.clock.set(when);
  // A session of its own: the day spans more than a session's lifetime.
  const { token } = await openCasinoSession(api.ctx, {
    userId: player.id,
    currency: 'RUB',
    aggregator: 'sandbox',
    gameCode: GAME,
    mode: 'real',
  });
  const answer = await bet(api.ctx, {
    aggregator: 'sandbox',
    userId: player.id,
    currency: 'RUB',
    token,
    txId,
    roundId,
    gameCode: GAME,
    amount,
  });
  expect(answer).toMatchObject({ code: 'ok' });
}

const report = (aggregator: string, date: string) =>
  api.get(`/api/operator/casino/reconciliation?aggregator=${aggregator}&date=${date}`, operator);

describe('daily reconciliation', () => {
  it('lists each kind of mismatch once, and agrees on the rest', async () => {
    // Agreeing: a bet and its win, seen by both.
    const clean = id('clean');
    await ourBet(clean, 100, at(`${DAY}T08:00:00`));
    await theirs(clean, { at: at(`${DAY}T08:00:00`) });
    api.clock.set(at(`${DAY}T08:00:01`));
    expect(
      await win(api.ctx, {
        aggregator: 'sandbox',
        userId: player.id,
        currency: 'RUB',
        txId: `${clean}-win`,
        roundId: `round-${clean}`,
        gameCode: GAME,
        amount: 250,
        roundClosed: true,
      }),
    ).toMatchObject({ code: 'ok' });
    await theirs(`${clean}-win`, {
      kind: 'win',
      amount: 250,
      roundId: `round-${clean}`,
      at: at(`${DAY}T08:00:01`),
    });
    // Agreeing across midnight: they stamped it the day before, we just after (clock skew).
    const skew = id('skew');
    await theirs(skew, { at: at('2031-03-13T23:58:00') });
    await ourBet(skew, 100, at(`${DAY}T00:01:00`));
    // Agreeing: a bet they never got an answer to, which we never saw.
    await theirs(id('unanswered'), { status: 'pending', at: at(`${DAY}T09:00:00`) });
    // Agreeing: a rollback of a bet that never arrived (our tombstone), and that bet, unanswered.
    const lost = id('lost');
    await theirs(lost, { status: 'failed', at: at(`${DAY}T09:30:00`) });
    api.clock.set(at(`${DAY}T09:30:05`));
    const lostRollback = { txId: `${lost}-rb`, betTxId: lost, roundId: `round-${lost}` };
    expect(
      await rollback(api.ctx, {
        aggregator: 'sandbox',
        userId: player.id,
        currency: 'RUB',
        ...lostRollback,
      }),
    ).toMatchObject({ code: 'ok' });
    await theirs(`${lost}-rb`, { kind: 'rollback', amount: 100, at: at(`${DAY}T09:30:05`) });

    // Missing on our side: they say we accepted it, we have nothing.
    const missingOurs = id('missing-ours');
    await theirs(missingOurs, { at: at(`${DAY}T10:00:00`) });
    // Missing on theirs: we charged a bet they have no record of.
    const missingTheirs = id('missing-theirs');
    await ourBet(missingTheirs, 100, at(`${DAY}T11:00:00`));
    // Amount: we charged 1.00, they say 1.50.
    const amount = id('amount');
    await ourBet(amount, 100, at(`${DAY}T12:00:00`));
    await theirs(amount, { amount: 150, at: at(`${DAY}T12:00:00`) });
    // Kind: the same id is a bet here and a win there.
    const kind = id('kind');
    await ourBet(kind, 100, at(`${DAY}T13:00:00`));
    await theirs(kind, { kind: 'win', at: at(`${DAY}T13:00:00`) });
    // Status: they say the bet was accepted; we hold a tombstone (a rollback came first).
    const status = id('status');
    api.clock.set(at(`${DAY}T14:00:00`));
    await rollback(api.ctx, {
      aggregator: 'sandbox',
      userId: player.id,
      currency: 'RUB',
      txId: `${status}-rb`,
      betTxId: status,
    });
    await theirs(`${status}-rb`, { kind: 'rollback', at: at(`${DAY}T14:00:00`) });
    await theirs(status, { at: at(`${DAY}T14:00:01`) });
    // Another day's work is not this day's business.
    await ourBet(id('next-day'), 100, at('2031-03-15T01:00:00'));

    const response = await report('sandbox', DAY);
    expect(response.status).toBe(200);
    const data = response.json;
    expect(data).toMatchObject({
      aggregator: 'sandbox',
      date: DAY,
      from: '2031-03-14T00:00:00.000Z',
      to: '2031-03-15T00:00:00.000Z',
      truncated: false,
    });
    expect(data.counts.by_kind).toEqual({
      missing_ours: 1,
      missing_theirs: 1,
      amount: 1,
      kind: 1,
      status: 1,
    });
    expect(
      data.mismatches.map((item: { tx_id: string; kind: string }) => [item.tx_id, item.kind]),
    ).toEqual([
      [missingOurs, 'missing_ours'],
      [missingTheirs, 'missing_theirs'],
      [amount, 'amount'],
      [kind, 'kind'],
      [status, 'status'],
    ]);
    expect(data.mismatches[2]).toMatchObject({
      ours: { kind: 'bet', amount: 100, state: 'processed', user_id: player.id },
      theirs: { kind: 'bet', amount: 150, state: 'ok', player: ref() },
    });
    expect(data.mismatches[4].ours).toMatchObject({ state: 'tombstone' });
    expect(data.counts.mismatched).toBe(5);
    // 7 agreeing ids: clean, its win, skew, unanswered, lost and both rollbacks.
    expect(data.counts.matched).toBe(7);
  });

  it('reports a clean day as zero mismatches', async () => {
    const day = '2031-04-02';
    const one = id('one');
    await ourBet(one, 300, at(`${day}T15:00:00`));
    await theirs(one, { amount: 300, at: at(`${day}T15:00:00`) });
    const response = await report('sandbox', day);
    expect(response.status).toBe(200);
    expect(response.json.counts).toEqual({
      theirs: 1,
      ours: 1,
      matched: 1,
      mismatched: 0,
      by_kind: { missing_ours: 0, missing_theirs: 0, amount: 0, kind: 0, status: 0 },
    });
    expect(response.json.mismatches).toEqual([]);
  });

  it('counts a bet we processed that they hold as refused as a status mismatch', () => {
    const ours = { kind: 'bet', amount: 100, currency: 'RUB', state: 'processed' } as never;
    const theirs = { kind: 'bet', amount: 100, currency: 'RUB', status: 'refused' } as never;
    expect(compare(ours, theirs)).toBe('status');
    expect(compare({ ...(ours as object), state: 'rolled_back' } as never, theirs)).toBeNull();
  });

  it('refuses bad input and aggregators it cannot reconcile with, clearly', async () => {
    expect(
      (await api.get(`/api/operator/casino/reconciliation?aggregator=sandbox&date=${DAY}`)).status,
    ).toBe(401);
    for (const date of ['2031-02-30', '14.03.2031', '']) {
      const response = await report('sandbox', date);
      expect(response.status).toBe(422);
      expect(response.json.errors.date).toBeDefined();
    }
    expect((await report('nope', DAY)).status).toBe(422);
    const hub88 = await report('hub88', DAY);
    expect(hub88.status).toBe(422);
    expect(hub88.json.errors.aggregator[0]).toMatch(/^aggregator_not_configured/);
    const gis = await report('slotegrator', DAY);
    expect(gis.status).toBe(422);
    expect(gis.json.errors.aggregator[0]).toMatch(/^reconciliation_unsupported/);
  });
});
