import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { marketKey, selectionKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import {
  sportEvents,
  sportMarkets,
  sportOutcomes,
  sportProducers,
  type SportEvent,
  type SportMarket,
  type SportOutcome,
} from '@/server/db/schema';

/** A selection on the line. */
export type LegRef = { eventId: string; typeId: number; specKey: string; outcomeId: string };

/** What the line says now about a ticket's or a slip's legs. */
export type LineState = {
  events: Map<string, SportEvent>;
  markets: Map<string, SportMarket>;
  /** Every outcome of the markets read, by selection key (a market's siblings price cash-outs). */
  outcomes: Map<string, SportOutcome>;
  producersUp: Map<number, boolean>;
};

/**
 * Reads the events, markets (with all their outcomes) and producers of `legs`. With `lock`,
 * every row is read `FOR SHARE`, in primary-key order: the feed applier changes a market under
 * `FOR UPDATE`, so a bet stop committed before this read is seen, one being written is waited
 * for and then seen, and one that comes later waits until the caller's transaction commits.
 */
export async function readLine(
  db: Db,
  legs: readonly LegRef[],
  options: { lock: boolean },
): Promise<LineState> {
  const eventIds = [...new Set(legs.map((leg) => leg.eventId))].sort();
  const marketRefs = [...new Map(legs.map((leg) => [marketKey(leg), leg] as const)).values()];
  const lock = <T extends { for: (strength: 'share') => unknown }>(query: T) =>
    (options.lock ? query.for('share') : query) as T;
  const state: LineState = {
    events: new Map(),
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
  const events = await lock(
    db
      .select()
      .from(sportEvents)
      .where(inArray(sportEvents.id, eventIds))
      .orderBy(asc(sportEvents.id)),
  );
  const markets = await lock(
    db
      .select()
      .from(sportMarkets)
      .where(marketFilter)
      .orderBy(asc(sportMarkets.eventId), asc(sportMarkets.typeId), asc(sportMarkets.specKey)),
  );
  const outcomes = await lock(
    db
      .select()
      .from(sportOutcomes)
      .where(outcomeFilter)
      .orderBy(
        asc(sportOutcomes.eventId),
        asc(sportOutcomes.typeId),
        asc(sportOutcomes.specKey),
        asc(sportOutcomes.outcomeId),
      ),
  );
  const producers = await lock(db.select().from(sportProducers).orderBy(asc(sportProducers.id)));
  for (const event of events) state.events.set(event.id, event);
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
