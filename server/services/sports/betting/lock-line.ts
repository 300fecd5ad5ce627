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
 * `sport_lock_line()` (migration 0036): the events (with their sports' slugs) `FOR SHARE` in id
 * order, the markets `FOR SHARE` in primary-key order, the producers `FOR KEY SHARE` in id order
 * (the locks and their order of `readLine(…, { lock: true })`), with what the ticket needs and
 * nothing locks: the currency's limits for the events' sports and `*`, whether the player has an
 * active bonus (an active `bonus_grants` row in the currency); then, in a statement of its own once the markets are
 * held, their outcomes (a market whose lock was waited for comes back new, and outcomes read beside
 * it would be as they were; see `readLine`). One round trip.
 */
const LOCK_LINE: Statement = {
  name: 'sport_lock_line_v2',
  text: 'select sport_lock_line($1::text[], $2::text[], $3::int4[], $4::text[], $5::text, $6::int4) as line',
};

type Row = Record<string, unknown>;
type Locked = {
  locked: { events: Row[]; markets: Row[]; producers: Row[]; limits: Row[]; bonus: boolean };
  outcomes: Row[];
};

/** What a placement reads, locked as `readLine` locks it: the line, the limits, the bonus. */
export type LockedLine = { line: LineState; limits: SportLimitValues; bonus: boolean };

/**
 * `readLine(tx, legs, { lock: true })` and `ticketLimits` for a placement, in one call
 * (`LOCK_LINE`) instead of five statements through the query builder (issue 41), and whether the
 * player has an active bonus. Runs in the placement's transaction.
 */
export async function lockLine(
  tx: Db,
  legs: readonly LegRef[],
  player: { userId: number; currency: Currency },
): Promise<LockedLine> {
  const eventIds = [...new Set(legs.map((leg) => leg.eventId))].sort();
  const markets = [...new Map(legs.map((leg) => [marketKey(leg), leg] as const)).values()];
  const [row] = await runStatement<{ line: Locked }>(tx, LOCK_LINE, [
    eventIds,
    markets.map((ref) => ref.eventId),
    markets.map((ref) => ref.typeId),
    markets.map((ref) => ref.specKey),
    player.currency,
    player.userId,
  ]);
  const { locked, outcomes } = row!.line;
  const line: LineState = {
    events: new Map(),
    sportSlugs: new Map(),
    markets: new Map(),
    outcomes: new Map(),
    producersUp: new Map(),
  };
  for (const raw of locked.events) {
    const event = rowOf(sportEvents, raw);
    line.events.set(event.id, event);
    line.sportSlugs.set(event.sportId, raw.sport_slug as string);
  }
  for (const raw of locked.markets) {
    const market = rowOf(sportMarkets, raw);
    line.markets.set(marketKey(market), market);
  }
  for (const raw of outcomes) {
    const outcome = rowOf(sportOutcomes, raw);
    line.outcomes.set(selectionKey(outcome), outcome);
  }
  for (const raw of locked.producers) {
    const producer = rowOf(sportProducers, raw);
    line.producersUp.set(producer.id, producer.up);
  }
  const sportIds = [...line.events.values()].map((event) => event.sportId);
  const limitRows = locked.limits.map((raw) => rowOf(sportLimits, raw));
  return {
    line,
    limits: limitsOf(limitRows, player.currency, sportIds),
    bonus: locked.bonus,
  };
}
