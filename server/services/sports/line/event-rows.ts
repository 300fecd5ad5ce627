import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { MARKET_TYPES } from '@/lib/sports/market-types';
import type { Db } from '@/server/db/client';
import {
  sportCategories,
  sportEvents,
  sportMarkets,
  sports,
  sportTournaments,
} from '@/server/db/schema';
import type { EventRecord } from './views';

/**
 * Feed statuses of the markets on the line. `effectiveMarketStatus` only ever turns an active
 * market into a suspended one, so whether a market is shown is decided by its feed status alone.
 */
export const SHOWN_FEED_STATUSES = [
  MARKET_STATUS.active,
  MARKET_STATUS.suspended,
  MARKET_STATUS.handedOver,
];
/** The market types the browser can name: a market of another type stays off the line. */
export const KNOWN_TYPE_IDS = [...new Set(MARKET_TYPES.map((type) => type.id))];

/** Shown markets of known types, as a condition on `sport_markets`. */
export const shownMarketCondition = () =>
  and(
    inArray(sportMarkets.status, SHOWN_FEED_STATUSES),
    inArray(sportMarkets.typeId, KNOWN_TYPE_IDS),
  )!;

/** Live now: the event's status is live. */
export const liveCondition = () => eq(sportEvents.status, 'live');
/** Open for pre-match bets: not started and kicking off after `now`. */
export const prematchCondition = (now: Date) =>
  and(eq(sportEvents.status, 'not_started'), gt(sportEvents.scheduledAt, now))!;
/** An event on the line: live, or not started and in the future. */
export const openCondition = (now: Date) => or(liveCondition(), prematchCondition(now))!;

/**
 * Events with their sport, tournament and category, and the count of their shown markets, in
 * one statement: lists are read by every visitor, so a list is this and one read of its main
 * markets (`market-rows.ts`), whatever its length.
 */
export async function eventRows(
  db: Db,
  where: SQL,
  options: { orderBy?: SQL[]; limit?: number } = {},
): Promise<EventRecord[]> {
  const query = db
    .select({
      id: sportEvents.id,
      sportSlug: sports.slug,
      tournament: { id: sportTournaments.id, name: sportTournaments.name },
      category: { id: sportCategories.id, name: sportCategories.name },
      home: sportEvents.home,
      away: sportEvents.away,
      scheduledAt: sportEvents.scheduledAt,
      status: sportEvents.status,
      state: sportEvents.state,
      seedHash: sportEvents.seedHash,
      seed: sportEvents.seed,
      marketsCount:
        sql<number>`(select count(*) from ${sportMarkets} where ${sportMarkets.eventId} = ${sportEvents.id} and ${shownMarketCondition()})`.mapWith(
          Number,
        ),
    })
    .from(sportEvents)
    .innerJoin(sports, eq(sports.id, sportEvents.sportId))
    .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
    .innerJoin(sportCategories, eq(sportCategories.id, sportTournaments.categoryId))
    .where(where)
    .orderBy(...(options.orderBy ?? [sportEvents.scheduledAt, sportEvents.id]))
    .$dynamic();
  return options.limit === undefined ? query : query.limit(options.limit);
}
