import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { marketKey, selectionKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import {
  sportEvents,
  sportMarkets,
  sportOutcomes,
  sportProducers,
  sports,
  type SportEvent,
  type SportMarket,
  type SportOutcome,
} from '@/server/db/schema';

/** A selection on the line. */
export type LegRef = { eventId: string; typeId: number; specKey: string; outcomeId: string };

/** What the line says now about a ticket's or a slip's legs. */
export type LineState = {
  events: Map<string, SportEvent>;
  /** The events' sports' slugs, by sport id (a ticket's answer names each leg's sport). */
  sportSlugs: Map<string, string>;
  markets: Map<string, SportMarket>;
  /** Every outcome of the markets read, by selection key (a market's siblings price cash-outs). */
  outcomes: Map<string, SportOutcome>;
  producersUp: Map<number, boolean>;
};

/**
 * Reads the events, markets (with all their outcomes) and producers of `legs`. With `lock`, the
 * events and markets are read `FOR SHARE`, in primary-key order: the feed applier changes a
 * market under `FOR UPDATE`, so a bet stop committed before this read is seen, one being written
 * is waited for and then seen, and one that comes later waits until the caller's transaction
 * commits. The outcomes need no lock of their own: every writer of an outcome holds its market
 * `FOR UPDATE` first (`lockMarkets`), so the market's share lock keeps them as read; they are
 * read by a statement of their own once the markets are held (joined to the markets' read, a
 * market whose lock was waited for would come back new beside its outcomes as they were). The
 * producers are read `FOR KEY SHARE`: a producer going down locks its row `FOR UPDATE`
 * (`lockProducersForDown`) and waits for this transaction, while the feed's bookkeeping on the
 * same rows (`last_processed_ts`, alive times: plain updates) never waits for a placement.
 */
export async function readLine(
  db: Db,
  legs: readonly LegRef[],
  options: { lock: boolean },
): Promise<LineState> {
  const eventIds = [...new Set(legs.map((leg) => leg.eventId))].sort();
  const marketRefs = [...new Map(legs.map((leg) => [marketKey(leg), leg] as const)).values()];
  const state: LineState = {
    events: new Map(),
    sportSlugs: new Map(),
    markets: new Map(),
    outcomes: new Map(),
    producersUp: new Map(),
  };
  if (eventIds.length === 0) return state;
  const marketFilter = or(
    ...marketRefs.map((ref) =>
      and(
        eq(sportMarkets.eventId, ref.eventId),
        eq(sportMarkets.typeId, ref.typeId),
        eq(sportMarkets.specKey, ref.specKey),
      ),
    ),
  );
  const outcomeFilter = or(
    ...marketRefs.map((ref) =>
      and(
        eq(sportOutcomes.eventId, ref.eventId),
        eq(sportOutcomes.typeId, ref.typeId),
        eq(sportOutcomes.specKey, ref.specKey),
      ),
    ),
  );
  const eventQuery = db
    .select({ event: sportEvents, sport: sports.slug })
    .from(sportEvents)
    .innerJoin(sports, eq(sports.id, sportEvents.sportId))
    .where(inArray(sportEvents.id, eventIds))
    .orderBy(asc(sportEvents.id));
  const events = await (options.lock ? eventQuery.for('share', { of: sportEvents }) : eventQuery);
  const marketQuery = db
    .select()
    .from(sportMarkets)
    .where(marketFilter)
    .orderBy(asc(sportMarkets.eventId), asc(sportMarkets.typeId), asc(sportMarkets.specKey));
  const markets = await (options.lock ? marketQuery.for('share') : marketQuery);
  const outcomes = await db.select().from(sportOutcomes).where(outcomeFilter);
  const producerQuery = db.select().from(sportProducers).orderBy(asc(sportProducers.id));
  const producers = await (options.lock ? producerQuery.for('key share') : producerQuery);
  for (const { event, sport } of events) {
    state.events.set(event.id, event);
    state.sportSlugs.set(event.sportId, sport);
  }
  for (const market of markets) state.markets.set(marketKey(market), market);
  for (const outcome of outcomes) state.outcomes.set(selectionKey(outcome), outcome);
  for (const producer of producers) state.producersUp.set(producer.id, producer.up);
  return state;
}

/** The active, priced outcomes' odds of a market (a de-margined price needs them all). */
export function marketOdds(state: LineState, leg: LegRef): number[] {
  const prefix = `${marketKey(leg)}/`;
  return [...state.outcomes.entries()]
    .filter(([key, outcome]) => key.startsWith(prefix) && outcome.active && outcome.oddsE4)
    .map(([, outcome]) => outcome.oddsE4!);
}
