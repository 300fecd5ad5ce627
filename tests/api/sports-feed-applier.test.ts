import { eq } from 'drizzle-orm';
import { MARKET_STATUS, PRODUCERS, type FeedMessage } from '@/lib/sports/feed-messages';
import { effectiveMarketStatus } from '@/lib/sports/market-status';
import { marketKey } from '@/lib/sports/specifiers';
import { sportEvents, sportFeedMessages, sportProducers, sports } from '@/server/db/schema';
import { applyFeedMessage, dedupKey } from '@/server/services/sports/feed/apply-message';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  feedNow,
  market,
  marketRow,
  oddsChange,
  outcomeRows,
  seedEvent,
} from '@/tests/support/sports';

let api: TestApi;
beforeAll(async () => {
  // The producers' rows are the whole feed's: a suite of its own on PostgreSQL.
  api = await createTestApi({ ownDatabase: true });
});
afterAll(() => api.close());

const apply = (message: FeedMessage) => applyFeedMessage(api.ctx, message);
const key = (eventId: string, typeId: number, spec = '') =>
  marketKey({ eventId, typeId, specKey: spec });

async function producer(id: number) {
  const [row] = await api.ctx.db.select().from(sportProducers).where(eq(sportProducers.id, id));
  return row!;
}

describe('applyFeedMessage: recording and odds_change', () => {
  it('records a message once: a redelivery (any key order) is a duplicate and changes nothing', async () => {
    const eventId = await seedEvent(api.ctx);
    const message = oddsChange(api.ctx, eventId, [market(1, { 1: '1.15', 2: '3.4', 3: '5' })]);
    const first = await apply(message);
    expect(first.outcome).toBe('applied');
    expect(first.changes).toEqual([
      { eventId, changed: [key(eventId, 1)], removed: [], eventChanged: false },
    ]);
    // The same body with its keys in another order is the same message.
    const reordered = Object.fromEntries(Object.entries(message).reverse()) as FeedMessage;
    const again = await apply(reordered);
    expect(again).toEqual({ outcome: 'duplicate', changes: [] });
    const rows = await api.ctx.db
      .select()
      .from(sportFeedMessages)
      .where(eq(sportFeedMessages.dedupKey, dedupKey(message)));
    expect(rows).toHaveLength(1);
    // Odds are parsed exactly from their text: 1.15 is 11,500, never 11,499.
    const outcomes = await outcomeRows(api.ctx, eventId, 1);
    expect(Object.fromEntries(outcomes.map((row) => [row.outcomeId, row.oddsE4]))).toEqual({
      1: 11_500,
      2: 34_000,
      3: 50_000,
    });
    expect((await marketRow(api.ctx, eventId, 1))!.version).toBe(1);
  });

  it('bumps the version on a visible change only; an unparsable price makes the outcome inactive', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], { timestamp: t }),
    );
    const same = await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2.00', 2: '3', 3: '4' })], {
        timestamp: t + 1,
      }),
    );
    expect(same.outcome).toBe('applied');
    expect(same.changes).toEqual([]);
    expect((await marketRow(api.ctx, eventId, 1))!).toMatchObject({ version: 1, lastTs: t + 1 });

    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2.1', 2: '1.0', 3: 'x' })], {
        timestamp: t + 2,
      }),
    );
    expect((await marketRow(api.ctx, eventId, 1))!.version).toBe(2);
    const outcomes = await outcomeRows(api.ctx, eventId, 1);
    expect(outcomes.find((row) => row.outcomeId === '2')).toMatchObject({
      oddsE4: null,
      active: false,
    });
    expect(outcomes.find((row) => row.outcomeId === '3')).toMatchObject({
      oddsE4: null,
      active: false,
    });
  });

  it('ignores a message older than the market (stale), unless it belongs to a recovery in progress', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], { timestamp: t }),
    );
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' }, { status: -1 })], {
        timestamp: t + 10,
      }),
    );
    const old = await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '9', 2: '3', 3: '4' })], { timestamp: t + 5 }),
    );
    expect(old).toEqual({ outcome: 'stale', changes: [] });
    expect((await marketRow(api.ctx, eventId, 1))!).toMatchObject({ status: -1, lastTs: t + 10 });
    const [stored] = await api.ctx.db
      .select()
      .from(sportFeedMessages)
      .where(eq(sportFeedMessages.ts, t + 5));
    expect(stored!.outcome).toBe('stale');

    // A request id that is not the producer's recovery does not pass the guard.
    const stranger = await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '9', 2: '3', 3: '4' })], {
        timestamp: t + 6,
        requestId: 'someone-else',
      }),
    );
    expect(stranger.outcome).toBe('stale');
    await api.ctx.db
      .update(sportProducers)
      .set({ recoveryRequestId: 'recovery-1' })
      .where(eq(sportProducers.id, PRODUCERS.prematch));
    const replay = await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '9', 2: '3', 3: '4' })], {
        timestamp: t + 7,
        requestId: 'recovery-1',
      }),
    );
    expect(replay.outcome).toBe('applied');
    expect((await marketRow(api.ctx, eventId, 1))!).toMatchObject({ status: 1, lastTs: t + 10 });
    await api.ctx.db
      .update(sportProducers)
      .set({ recoveryRequestId: null })
      .where(eq(sportProducers.id, PRODUCERS.prematch));
  });

  it("updates the event's state with the same guard; a live event follows the live producer", async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    const live = await apply({
      ...oddsChange(api.ctx, eventId, [], { producer: PRODUCERS.live, timestamp: t + 100 }),
      eventState: {
        status: 'live',
        homeScore: 1,
        awayScore: 0,
        clock: { minute: 12, period: '1h' },
      },
    } as FeedMessage);
    expect(live.outcome).toBe('applied');
    expect(live.changes).toEqual([{ eventId, changed: [], removed: [], eventChanged: true }]);
    const older = await apply({
      ...oddsChange(api.ctx, eventId, [], { producer: PRODUCERS.live, timestamp: t + 50 }),
      eventState: { status: 'not_started', homeScore: 0, awayScore: 0 },
    } as FeedMessage);
    expect(older.outcome).toBe('stale');
    const [event] = await api.ctx.db.select().from(sportEvents).where(eq(sportEvents.id, eventId));
    expect(event).toMatchObject({
      status: 'live',
      producer: PRODUCERS.live,
      updatedTs: t + 100,
      state: { homeScore: 1, awayScore: 0 },
    });
  });

  it('ignores odds of an event it does not know', async () => {
    const result = await apply(oddsChange(api.ctx, 'sim:match:unknown', [market(1, { 1: '2' })]));
    expect(result.outcome).toBe('ignored');
  });
});

describe('bet_stop', () => {
  it('suspends only active markets; a group name picks the markets of that group', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(
        api.ctx,
        eventId,
        [
          market(1, { 1: '2', 2: '3', 3: '4' }),
          market(18, { 12: '1.9', 13: '1.9' }, { specifiers: { total: '2.5' } }),
          market(18, { 12: '1.5', 13: '2.5' }, { specifiers: { total: '1.5' }, status: 0 }),
          market(18, { 12: '1.2', 13: '4' }, { specifiers: { total: '0.5' }, status: -3 }),
          market(16, { 1714: '1.9', 1715: '1.9' }, { specifiers: { hcp: '-1' }, status: -2 }),
        ],
        { timestamp: t },
      ),
    );
    const totals = await apply({
      type: 'bet_stop',
      producer: PRODUCERS.prematch,
      eventId,
      timestamp: t + 1,
      groups: ['totals'],
    });
    expect(totals.changes).toEqual([
      { eventId, changed: [key(eventId, 18, 'total=2.5')], removed: [], eventChanged: false },
    ]);
    expect((await marketRow(api.ctx, eventId, 1))!.status).toBe(1);

    const all = await apply({
      type: 'bet_stop',
      producer: PRODUCERS.prematch,
      eventId,
      timestamp: t + 2,
      groups: ['all'],
    });
    expect(all.changes[0]!.changed).toEqual([key(eventId, 1)]);
    const statuses = await Promise.all([
      marketRow(api.ctx, eventId, 1),
      marketRow(api.ctx, eventId, 18, { total: '2.5' }),
      marketRow(api.ctx, eventId, 18, { total: '1.5' }),
      marketRow(api.ctx, eventId, 18, { total: '0.5' }),
      marketRow(api.ctx, eventId, 16, { hcp: '-1' }),
    ]);
    expect(statuses.map((row) => row!.status)).toEqual([-1, -1, 0, -3, -2]);
  });

  it('leaves a market a newer message reopened (an older bet_stop is stale)', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], { timestamp: t + 10 }),
    );
    const stop = await apply({
      type: 'bet_stop',
      producer: PRODUCERS.prematch,
      eventId,
      timestamp: t + 5,
      groups: ['all'],
    });
    expect(stop.outcome).toBe('stale');
    expect((await marketRow(api.ctx, eventId, 1))!.status).toBe(1);
  });
});

describe('handover between producers', () => {
  it('in order: handed over shows suspended until the live odds reopen it', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], { timestamp: t }),
    );
    const handover = await apply(
      oddsChange(
        api.ctx,
        eventId,
        [{ typeId: 1, specifiers: {}, status: MARKET_STATUS.handedOver }],
        {
          timestamp: t + 1,
        },
      ),
    );
    expect(handover.changes[0]!.changed).toEqual([key(eventId, 1)]);
    const waiting = (await marketRow(api.ctx, eventId, 1))!;
    expect(waiting.status).toBe(-2);
    expect(effectiveMarketStatus(waiting, true)).toBe('handed_over');
    // The handover carried no prices: the pre-match odds stay for display.
    expect((await outcomeRows(api.ctx, eventId, 1)).map((row) => row.oddsE4).sort()).toEqual([
      20_000, 30_000, 40_000,
    ]);

    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2.2', 2: '3', 3: '3.5' })], {
        producer: PRODUCERS.live,
        timestamp: t + 2,
      }),
    );
    expect((await marketRow(api.ctx, eventId, 1))!).toMatchObject({ status: 1, producer: 1 });
  });

  it("reversed: the pre-match producer's late handed_over or deactivated is ignored once live priced the market", async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], { timestamp: t }),
    );
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2.2', 2: '3', 3: '3.5' })], {
        producer: PRODUCERS.live,
        timestamp: t + 1,
      }),
    );
    for (const [status, at] of [
      [MARKET_STATUS.handedOver, t + 2],
      [MARKET_STATUS.deactivated, t + 3],
    ] as const) {
      const late = await apply(
        oddsChange(api.ctx, eventId, [{ typeId: 1, specifiers: {}, status }], { timestamp: at }),
      );
      expect(late.changes).toEqual([]);
    }
    expect((await marketRow(api.ctx, eventId, 1))!).toMatchObject({
      status: 1,
      producer: 1,
      version: 2,
    });
  });
});

describe('producers: alive, watchdog and recovery', () => {
  it('marks a silent producer down (effective status suspended), recovers once, and comes back up', async () => {
    const eventId = await seedEvent(api.ctx);
    await apply(oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })]));
    const { checkProducers } = await import('@/server/services/sports/feed/producer-watchdog');
    const recover = jest.fn(async () => {});
    const alive = (producerId: 1 | 3) =>
      apply({ type: 'alive', producer: producerId, timestamp: feedNow(api.ctx), subscribed: true });

    await alive(1);
    await alive(3);
    api.clock.advance(15_000);
    await alive(1);
    await alive(3);
    api.clock.advance(15_000);
    await alive(1);
    // 3 has been silent 15 s, 1 spoke now: nobody is down yet.
    expect(await checkProducers(api.ctx, { recover })).toEqual([]);
    api.clock.advance(6_000);
    await alive(1);

    const changes = await checkProducers(api.ctx, { recover });
    const row = await producer(PRODUCERS.prematch);
    expect(row).toMatchObject({ up: false, downReason: 'alive_interval_violation' });
    expect((await producer(PRODUCERS.live)).up).toBe(true);
    expect(recover).toHaveBeenCalledTimes(1);
    expect(recover).toHaveBeenCalledWith(
      PRODUCERS.prematch,
      row.lastProcessedTs,
      row.recoveryRequestId,
    );
    expect(row.lastProcessedTs).toBeGreaterThan(0);
    expect(changes.find((change) => change.eventId === eventId)!.changed).toEqual([
      key(eventId, 1),
    ]);
    // The feed's status is kept: the effective status suspends the market.
    const stored = (await marketRow(api.ctx, eventId, 1))!;
    expect(stored.status).toBe(1);
    expect(effectiveMarketStatus(stored, row.up)).toBe('suspended');

    // Asked once, however often the watchdog runs.
    for (let i = 0; i < 2; i++) {
      api.clock.advance(15_000);
      await alive(1);
    }
    expect(await checkProducers(api.ctx, { recover })).toEqual([]);
    expect(recover).toHaveBeenCalledTimes(1);

    // The replay passes the stale guard; another request's snapshot_complete does not count.
    const requestId = row.recoveryRequestId!;
    const replay = await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2.5', 2: '3', 3: '4' })], {
        timestamp: row.lastProcessedTs - 1,
        requestId,
      }),
    );
    expect(replay.outcome).toBe('applied');
    const wrong = await apply({
      type: 'snapshot_complete',
      producer: PRODUCERS.prematch,
      timestamp: feedNow(api.ctx),
      requestId: 'not-ours',
    });
    expect(wrong.outcome).toBe('ignored');
    expect((await producer(PRODUCERS.prematch)).up).toBe(false);
    const done = await apply({
      type: 'snapshot_complete',
      producer: PRODUCERS.prematch,
      timestamp: feedNow(api.ctx),
      requestId,
    });
    expect(done.outcome).toBe('applied');
    expect(done.changes.find((change) => change.eventId === eventId)!.changed).toEqual([
      key(eventId, 1),
    ]);
    expect(await producer(PRODUCERS.prematch)).toMatchObject({
      up: true,
      downReason: null,
      recoveryRequestId: null,
    });
  });

  it('takes a producer down on alive subscribed=false; the watchdog then asks its recovery', async () => {
    const eventId = await seedEvent(api.ctx);
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], {
        producer: PRODUCERS.live,
      }),
    );
    const lost = await apply({
      type: 'alive',
      producer: PRODUCERS.live,
      timestamp: feedNow(api.ctx),
      subscribed: false,
    });
    expect(lost.changes.find((change) => change.eventId === eventId)!.changed).toEqual([
      key(eventId, 1),
    ]);
    expect(await producer(PRODUCERS.live)).toMatchObject({
      up: false,
      downReason: 'not_subscribed',
    });
    const recover = jest.fn(async () => {});
    const { checkProducers } = await import('@/server/services/sports/feed/producer-watchdog');
    await checkProducers(api.ctx, { recover });
    const row = await producer(PRODUCERS.live);
    expect(recover).toHaveBeenCalledWith(
      PRODUCERS.live,
      row.lastProcessedTs,
      row.recoveryRequestId,
    );
    await apply({
      type: 'snapshot_complete',
      producer: PRODUCERS.live,
      timestamp: feedNow(api.ctx),
      requestId: row.recoveryRequestId!,
    });
    expect((await producer(PRODUCERS.live)).up).toBe(true);
  });

  it("follows the messages applied in the producer's last_processed_ts, never backwards", async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx) + 1_000_000;
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], { timestamp: t }),
    );
    expect((await producer(PRODUCERS.prematch)).lastProcessedTs).toBe(t);
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '5' })], { timestamp: t - 1 }),
    );
    expect((await producer(PRODUCERS.prematch)).lastProcessedTs).toBe(t);
  });
});

describe('fixture_change', () => {
  it('creates the sport from its sim id, moves the start, reveals the seed', async () => {
    const eventId = await seedEvent(api.ctx);
    const [sport] = await api.ctx.db
      .select()
      .from(sports)
      .where(eq(sports.id, 'sim:sport:football'));
    expect(sport!.slug).toBe('football');
    const [event] = await api.ctx.db.select().from(sportEvents).where(eq(sportEvents.id, eventId));
    const moved = event!.scheduledAt.getTime() + 900_000;
    const result = await apply({
      type: 'fixture_change',
      producer: PRODUCERS.prematch,
      eventId,
      timestamp: feedNow(api.ctx) + 5,
      changeType: 2,
      fixture: {
        eventId,
        sport: { id: 'sim:sport:football', name: { ru: 'Футбол', en: 'Football', kz: 'Футбол' } },
        category: { id: 'sim:category:test', name: event!.home },
        tournament: { id: 'sim:tournament:test', name: event!.home },
        home: event!.home,
        away: event!.away,
        scheduledAt: moved,
        seed: 'the-seed',
      },
    });
    expect(result.changes).toEqual([{ eventId, changed: [], removed: [], eventChanged: true }]);
    const [after] = await api.ctx.db.select().from(sportEvents).where(eq(sportEvents.id, eventId));
    expect(after).toMatchObject({ seedHash: 'a'.repeat(64), seed: 'the-seed' });
    expect(after!.scheduledAt.getTime()).toBe(moved);
  });
});
