import { and, eq } from 'drizzle-orm';
import { MARKET_STATUS, PRODUCERS, type FeedMessage } from '@/lib/sports/feed-messages';
import { marketKey } from '@/lib/sports/specifiers';
import { sportOutcomes } from '@/server/db/schema';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { createTestApi, type TestApi } from '@/tests/support/api';
import {
  feedNow,
  market,
  marketRow,
  oddsChange,
  outcomeRows,
  seedEvent,
} from '@/tests/support/sports';

/** Statements sent while `counting` (the applier's cost must not grow with the message). */
let counting = false;
let statements = 0;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    ownDatabase: true,
    logger: { logQuery: () => void (counting && (statements += 1)) },
  });
});
afterAll(() => api.close());

const apply = (message: FeedMessage) => applyFeedMessage(api.ctx, message);
const key = (eventId: string, typeId: number, spec = '') =>
  marketKey({ eventId, typeId, specKey: spec });
const total = (line: string, over: string, under: string) =>
  market(18, { 12: over, 13: under }, { specifiers: { total: line } });

async function counted(message: FeedMessage) {
  statements = 0;
  counting = true;
  try {
    return { result: await apply(message), statements };
  } finally {
    counting = false;
  }
}

describe('odds_change applied set-based', () => {
  it('costs the same statements for 2 markets as for 60', async () => {
    const eventId = await seedEvent(api.ctx);
    const lines = Array.from({ length: 60 }, (_, k) => `${k}.5`);
    const t = feedNow(api.ctx);
    // The first message opens the markets, the next re-prices them: each costs the same.
    const small = await counted(
      oddsChange(api.ctx, eventId, [total('0.5', '1.5', '2.5'), total('1.5', '1.6', '2.4')], {
        timestamp: t,
      }),
    );
    const opening = await counted(
      oddsChange(
        api.ctx,
        eventId,
        lines.map((line) => total(line, '1.9', '1.9')),
        { timestamp: t + 1 },
      ),
    );
    const repricing = await counted(
      oddsChange(
        api.ctx,
        eventId,
        lines.map((line) => total(line, '1.8', '2.0')),
        { timestamp: t + 2 },
      ),
    );
    expect(opening.result.outcome).toBe('applied');
    expect(repricing.result.changes[0]!.changed).toHaveLength(60);
    // Opening 58 new markets beside 2 existing adds one insert statement, no more.
    expect(opening.statements).toBe(small.statements + 1);
    expect(repricing.statements).toBe(small.statements);
    expect(small.statements).toBeLessThanOrEqual(12);
  });

  it('applies the fresh markets of a message and skips the stale ones beside them', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(
        api.ctx,
        eventId,
        [market(1, { 1: '2', 2: '3', 3: '4' }), total('2.5', '1.9', '1.9')],
        { timestamp: t },
      ),
    );
    // The 1x2 moves on at t+10; the total stays at t.
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2.2', 2: '3', 3: '3.6' })], {
        timestamp: t + 10,
      }),
    );
    const mixed = await apply(
      oddsChange(
        api.ctx,
        eventId,
        [market(1, { 1: '9', 2: '9', 3: '9' }), total('2.5', '1.7', '2.1')],
        { timestamp: t + 5 },
      ),
    );
    expect(mixed).toEqual({
      outcome: 'applied',
      changes: [
        { eventId, changed: [key(eventId, 18, 'total=2.5')], removed: [], eventChanged: false },
      ],
    });
    expect(await marketRow(api.ctx, eventId, 1)).toMatchObject({ version: 2, lastTs: t + 10 });
    const prices = await outcomeRows(api.ctx, eventId, 1);
    expect(prices.find((row) => row.outcomeId === '1')!.oddsE4).toBe(22_000);
    expect(await marketRow(api.ctx, eventId, 18, { total: '2.5' })).toMatchObject({
      version: 2,
      lastTs: t + 5,
    });
    const totals = await outcomeRows(api.ctx, eventId, 18, 'total=2.5');
    expect(totals.find((row) => row.outcomeId === '12')!.oddsE4).toBe(17_000);

    // Every market stale: the message is stale and writes nothing.
    const old = await apply(
      oddsChange(
        api.ctx,
        eventId,
        [market(1, { 1: '9', 2: '9', 3: '9' }), total('2.5', '9', '9')],
        { timestamp: t + 1 },
      ),
    );
    expect(old).toEqual({ outcome: 'stale', changes: [] });
    expect(await marketRow(api.ctx, eventId, 18, { total: '2.5' })).toMatchObject({ version: 2 });
  });

  it('opens a new market beside existing ones: changed, unchanged and new in one message', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(
        api.ctx,
        eventId,
        [market(1, { 1: '2', 2: '3', 3: '4' }), total('2.5', '1.9', '1.9')],
        { timestamp: t },
      ),
    );
    const result = await apply(
      oddsChange(
        api.ctx,
        eventId,
        [
          total('3.5', '2.6', '1.5'),
          total('2.5', '1.90', '1.9'),
          market(1, { 1: '2', 2: '3', 3: '4' }, { status: MARKET_STATUS.suspended }),
        ],
        { timestamp: t + 1 },
      ),
    );
    // Reported in the lock order (type, spec key); the unchanged total is not reported.
    expect(result.changes).toEqual([
      {
        eventId,
        changed: [key(eventId, 1), key(eventId, 18, 'total=3.5')],
        removed: [],
        eventChanged: false,
      },
    ]);
    expect(await marketRow(api.ctx, eventId, 1)).toMatchObject({
      status: MARKET_STATUS.suspended,
      version: 2,
      lastTs: t + 1,
    });
    expect(await marketRow(api.ctx, eventId, 18, { total: '2.5' })).toMatchObject({
      version: 1,
      lastTs: t + 1,
    });
    expect(await marketRow(api.ctx, eventId, 18, { total: '3.5' })).toMatchObject({
      status: MARKET_STATUS.active,
      version: 1,
      heldByOperator: false,
      specifiers: { total: '3.5' },
    });
    const opened = await outcomeRows(api.ctx, eventId, 18, 'total=3.5');
    expect(opened.map((row) => [row.outcomeId, row.oddsE4, row.active]).sort()).toEqual([
      ['12', 26_000, true],
      ['13', 15_000, true],
    ]);
  });

  it('applies a market named twice in order, as two messages would', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], { timestamp: t }),
    );
    const twice = await apply(
      oddsChange(
        api.ctx,
        eventId,
        [market(1, { 1: '2.5', 2: '3', 3: '4' }), market(1, { 1: '2.6', 2: '3', 3: '4' })],
        { timestamp: t + 1 },
      ),
    );
    expect(twice.outcome).toBe('applied');
    expect(twice.changes[0]!.changed).toEqual([key(eventId, 1)]);
    // Two visible changes: two versions; the second price stands.
    expect(await marketRow(api.ctx, eventId, 1)).toMatchObject({ version: 3 });
    const prices = await outcomeRows(api.ctx, eventId, 1);
    expect(prices.find((row) => row.outcomeId === '1')!.oddsE4).toBe(26_000);
  });

  it('writes a message beyond the parameter limit in slices (7,000 outcomes)', async () => {
    const eventId = await seedEvent(api.ctx);
    const outcomes = Object.fromEntries(
      Array.from({ length: 10 }, (_, k) => [`${k + 1}`, `${k + 2}.5`]),
    );
    const markets = Array.from({ length: 700 }, (_, k) =>
      market(1000 + k, outcomes, { specifiers: { variant: `v${k}` } }),
    );
    const result = await apply(oddsChange(api.ctx, eventId, markets));
    expect(result.outcome).toBe('applied');
    expect(result.changes[0]!.changed).toHaveLength(700);
    const rows = await api.ctx.db
      .select({ active: sportOutcomes.active })
      .from(sportOutcomes)
      .where(and(eq(sportOutcomes.eventId, eventId), eq(sportOutcomes.active, true)));
    expect(rows).toHaveLength(7_000);
  });
});

describe('bet_settlement applied set-based', () => {
  it('settles several markets at once; an unknown market is skipped, an unpriced outcome created', async () => {
    const eventId = await seedEvent(api.ctx);
    const t = feedNow(api.ctx);
    await apply(
      oddsChange(
        api.ctx,
        eventId,
        [market(1, { 1: '2', 2: '3', 3: '4' }), total('2.5', '1.9', '1.9')],
        { timestamp: t },
      ),
    );
    const settle = (certainty: 1 | 2, timestamp: number): FeedMessage => ({
      type: 'bet_settlement',
      producer: PRODUCERS.live,
      eventId,
      timestamp,
      certainty,
      markets: [
        {
          typeId: 18,
          specifiers: { total: '2.5' },
          outcomes: [
            { id: '12', result: 1 },
            { id: '13', result: 0 },
          ],
        },
        { typeId: 18, specifiers: { total: '9.5' }, outcomes: [{ id: '12', result: 0 }] },
        {
          typeId: 1,
          specifiers: {},
          outcomes: [
            { id: '1', result: 1 },
            { id: '2', result: 0 },
            { id: '3', result: 0 },
            { id: '4', result: 0 },
          ],
        },
      ],
    });
    const first = await apply(settle(1, t + 1));
    expect(first.changes).toEqual([
      {
        eventId,
        changed: [],
        removed: [key(eventId, 18, 'total=2.5'), key(eventId, 1)],
        eventChanged: false,
      },
    ]);
    expect(await marketRow(api.ctx, eventId, 1)).toMatchObject({
      status: MARKET_STATUS.settled,
      version: 2,
    });
    expect(await marketRow(api.ctx, eventId, 18, { total: '9.5' })).toBeUndefined();
    expect(await outcomeRows(api.ctx, eventId, 18, 'total=9.5')).toEqual([]);
    const byId = async () =>
      Object.fromEntries(
        (await outcomeRows(api.ctx, eventId, 1)).map((row) => [
          row.outcomeId,
          [row.result, row.certainty, row.settledVersion, row.active],
        ]),
      );
    expect(await byId()).toEqual({
      1: [1, 1, 1, true],
      2: [0, 1, 1, true],
      3: [0, 1, 1, true],
      4: [0, 1, 1, false],
    });

    // The confirmation only raises the certainty; the market stays as it was.
    const confirmed = await apply(settle(2, t + 2));
    expect(confirmed.changes).toEqual([]);
    expect(await byId()).toEqual({
      1: [1, 2, 1, true],
      2: [0, 2, 1, true],
      3: [0, 2, 1, true],
      4: [0, 2, 1, false],
    });
    expect(await marketRow(api.ctx, eventId, 1)).toMatchObject({ version: 2 });
  });
});
