import type { Currency } from '@/lib/constants/currencies';
import type { SportLimitValues } from '@/lib/constants/sports';
import { marketKey, selectionKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import {
  sportEvents,
  sportLimits,
  sportMarkets,
  sportOutcomes,
  sportProducers,
} from '@/server/db/schema';
import { rowOf, runStatement, type Statement } from '@/server/db/statement';
import { limitsOf } from './limits';
import type { LegRef, LineState } from './read-line';

/**
 * The events (with their sports' slugs) `FOR SHARE` in id order, the markets `FOR SHARE` in
 * primary-key order, the producers `FOR KEY SHARE` in id order: the locks and their order of
 * `readLine(…, { lock: true })`, in one statement. Each locking set is a CTE that the answer
 * reads in that order, so PostgreSQL takes the locks in it. With them, what the ticket needs and
 * nothing locks: the limits of the currency for the events' sports and `*`, and whether the
 * player has an active bonus (as `hasActiveGrant` asks).
 */
const LOCK_LINE: Statement = {
  name: 'sport_lock_line_v1',
  text: `with e as (
      select sport_events.*, sports.slug as sport_slug
        from sport_events join sports on sports.id = sport_events.sport_id
       where sport_events.id = any($1::text[])
       order by sport_events.id
         for share of sport_events
    ), m as (
      select sport_markets.*
        from sport_markets
        join unnest($2::text[], $3::int4[], $4::text[]) as wanted(event_id, type_id, spec_key)
          using (event_id, type_id, spec_key)
       order by sport_markets.event_id, sport_markets.type_id, sport_markets.spec_key
         for share of sport_markets
    ), p as (
      select * from sport_producers order by id for key share
    )
    select (select coalesce(json_agg(e), '[]') from e) as events,
           (select coalesce(json_agg(m), '[]') from m) as markets,
           (select coalesce(json_agg(p), '[]') from p) as producers,
           (select coalesce(json_agg(l), '[]') from sport_limits l
             where l.currency = $5::text
               and (l.sport_id = '*' or l.sport_id in (select sport_id from e))) as limits,
           exists (select 1 from bonus_grants
                    where user_id = $6::int4 and currency = $5::text and status = 'active') as bonus`,
};

/**
 * Every outcome of the markets, once their share locks are held: a statement of its own (a
 * market whose lock was waited for comes back new, and outcomes read beside it would be as they
 * were; see `readLine`).
 */
const MARKET_OUTCOMES: Statement = {
  name: 'sport_market_outcomes_v1',
  text: `select sport_outcomes.*
      from sport_outcomes
      join unnest($1::text[], $2::int4[], $3::text[]) as wanted(event_id, type_id, spec_key)
        using (event_id, type_id, spec_key)`,
};

type Row = Record<string, unknown>;
type Locked = { events: Row[]; markets: Row[]; producers: Row[]; limits: Row[]; bonus: boolean };

/** What a placement reads, locked as `readLine` locks it: the line, the limits, the bonus. */
export type LockedLine = { line: LineState; limits: SportLimitValues; bonus: boolean };

/**
 * `readLine(tx, legs, { lock: true })` and `ticketLimits` for a placement, in two statements
 * built once (`Statement`) instead of five through the query builder (issue 41), and whether the
 * player has an active bonus. Runs in the placement's transaction.
 */
export async function lockLine(
  tx: Db,
  legs: readonly LegRef[],
  player: { userId: number; currency: Currency },
): Promise<LockedLine> {
  const eventIds = [...new Set(legs.map((leg) => leg.eventId))].sort();
  const markets = [...new Map(legs.map((leg) => [marketKey(leg), leg] as const)).values()];
  const marketValues = [
    markets.map((ref) => ref.eventId),
    markets.map((ref) => ref.typeId),
    markets.map((ref) => ref.specKey),
  ];
  const [locked] = await runStatement<Locked>(tx, LOCK_LINE, [
    eventIds,
    ...marketValues,
    player.currency,
    player.userId,
  ]);
  const outcomes = await runStatement<Row>(tx, MARKET_OUTCOMES, marketValues);
  const line: LineState = {
    events: new Map(),
    sportSlugs: new Map(),
    markets: new Map(),
    outcomes: new Map(),
    producersUp: new Map(),
  };
  for (const raw of locked!.events) {
    const event = rowOf(sportEvents, raw);
    line.events.set(event.id, event);
    line.sportSlugs.set(event.sportId, raw.sport_slug as string);
  }
  for (const raw of locked!.markets) {
    const market = rowOf(sportMarkets, raw);
    line.markets.set(marketKey(market), market);
  }
  for (const raw of outcomes) {
    const outcome = rowOf(sportOutcomes, raw);
    line.outcomes.set(selectionKey(outcome), outcome);
  }
  for (const raw of locked!.producers) {
    const producer = rowOf(sportProducers, raw);
    line.producersUp.set(producer.id, producer.up);
  }
  const sportIds = [...line.events.values()].map((event) => event.sportId);
  const limitRows = locked!.limits.map((raw) => rowOf(sportLimits, raw));
  return {
    line,
    limits: limitsOf(limitRows, player.currency, sportIds),
    bonus: locked!.bonus,
  };
}
