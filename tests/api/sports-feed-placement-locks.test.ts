import { eq } from 'drizzle-orm';
import { PRODUCERS } from '@/lib/sports/feed-messages';
import { sportProducers } from '@/server/db/schema';
import { lockLine } from '@/server/services/sports/betting/lock-line';
import { readLine, type LegRef } from '@/server/services/sports/betting/read-line';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { producersDown } from '@/server/services/sports/feed/producer-watchdog';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { feedNow, market, oddsChange, seedEvent } from '@/tests/support/sports';

/**
 * What the feed waits for while tickets are placed (issue 41). Every placement reads the
 * producers' rows (`readLine`); the feed writes them on every message (`last_processed_ts`) and
 * when a producer goes down. The first must never wait for a placement (with a crowd betting it
 * used to wait for a moment when no placement held them: 12–22 messages per 20 s); the second
 * must, or a ticket could commit on a producer's markets after the producer went down under it.
 * Two transactions at once: PostgreSQL only (PGlite has one connection for everybody).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let api: TestApi;
beforeAll(async () => {
  // The producers' rows are the whole feed's: a database of its own.
  if (onPostgres) api = await createTestApi({ ownDatabase: true });
});
afterAll(() => api?.close());

/** How a placement reads the line under its locks: a ticket's (`lockLine`), an acceptance's or a cash-out's (`readLine`). */
const READERS: Array<
  [string, (tx: Parameters<typeof readLine>[0], legs: LegRef[]) => Promise<unknown>]
> = [
  ['lockLine (a ticket)', (tx, legs) => lockLine(tx, legs, { userId: 1, currency: 'RUB' })],
  [
    'readLine with locks (an acceptance, a cash-out)',
    (tx, legs) => readLine(tx, legs, { lock: true }),
  ],
];

/** A placement in flight: the reader's locks held until `release()`. */
async function placementInFlight(eventId: string, read: (typeof READERS)[number][1]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const reading = new Promise<void>((resolve) => (locked = resolve));
  const done = api.ctx.db.transaction(async (tx) => {
    await read(tx, [{ eventId, typeId: 18, specKey: 'total=2.5', outcomeId: '12' }]);
    locked();
    await released;
  });
  await reading;
  return { release, done };
}

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

(onPostgres ? describe.each(READERS) : describe.skip.each(READERS))(
  'the feed beside a placement in flight: %s',
  (_, read) => {
    it('applies odds of the event’s other markets without waiting for it', async () => {
      const eventId = await seedEvent(api.ctx);
      await applyFeedMessage(
        api.ctx,
        oddsChange(api.ctx, eventId, [
          market(1, { 1: '2.5', 2: '3.2', 3: '2.9' }),
          market(18, { 12: '1.9', 13: '1.9' }, { specifiers: { total: '2.5' } }),
        ]),
      );
      const placement = await placementInFlight(eventId, read);
      try {
        const t = feedNow(api.ctx) + 10;
        const applied = applyFeedMessage(
          api.ctx,
          oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3', 3: '4' })], { timestamp: t }),
        );
        expect(await settlesWithin(applied, 2_000)).toBe(true);
        expect((await applied).outcome).toBe('applied');
        const [producer] = await api.ctx.db
          .select()
          .from(sportProducers)
          .where(eq(sportProducers.id, PRODUCERS.prematch));
        expect(producer!.lastProcessedTs).toBe(t);
      } finally {
        placement.release();
        await placement.done;
      }
    });

    it('changes the market the placement holds only once it has committed', async () => {
      const eventId = await seedEvent(api.ctx);
      await applyFeedMessage(
        api.ctx,
        oddsChange(api.ctx, eventId, [
          market(18, { 12: '1.9', 13: '1.9' }, { specifiers: { total: '2.5' } }),
        ]),
      );
      const placement = await placementInFlight(eventId, read);
      const t = feedNow(api.ctx) + 10;
      const stop = applyFeedMessage(
        api.ctx,
        oddsChange(
          api.ctx,
          eventId,
          [market(18, { 12: '1.5', 13: '2.5' }, { specifiers: { total: '2.5' } })],
          {
            timestamp: t,
          },
        ),
      );
      try {
        expect(await settlesWithin(stop, 500)).toBe(false);
      } finally {
        placement.release();
        await placement.done;
      }
      expect((await stop).outcome).toBe('applied');
    });

    it('takes a producer down only once the placement has committed', async () => {
      const eventId = await seedEvent(api.ctx);
      const placement = await placementInFlight(eventId, read);
      const down = producersDown(api.ctx, 'connection_lost');
      try {
        expect(await settlesWithin(down, 500)).toBe(false);
      } finally {
        placement.release();
        await placement.done;
      }
      await down;
      const rows = await api.ctx.db.select().from(sportProducers);
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => !row.up)).toBe(true);
    });
  },
);
