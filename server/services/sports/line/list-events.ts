import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SportEventView } from '@/lib/schemas/sports';
import type { AppContext } from '@/server/app-context';
import { sportEvents, sportMarkets, sports, sportTournaments } from '@/server/db/schema';
import { eventRows, liveCondition, openCondition, prematchCondition } from './event-rows';
import { marketRows } from './market-rows';
import {
  eventView,
  mainMarketAmong,
  mainTypeOf,
  type EventRecord,
  type MarketRecord,
} from './views';

/**
 * The most events a list answers. A list page shows a few dozen; the server-rendered page and
 * every visitor's `sports:live` snapshot read it, so it stays one small answer. A caller wanting
 * more narrows by sport or tournament.
 */
export const SPORT_EVENTS_LIMIT = 100;

export type SportEventsFilter = {
  sport?: string;
  tournament?: string;
  /** `1`: live only; `0`: pre-match only; absent: both, live first. */
  live?: '1' | '0';
};

/**
 * Open events with their main market: live ones by kick-off, pre-match ones by kick-off then
 * tournament, at most `SPORT_EVENTS_LIMIT`. Two statements, whatever the list's length.
 */
export async function listSportEvents(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  filter: SportEventsFilter,
): Promise<{ events: SportEventView[] }> {
  const now = ctx.clock.now();
  const conditions: SQL[] = [
    filter.live === '1'
      ? liveCondition()
      : filter.live === '0'
        ? prematchCondition(now)
        : openCondition(now),
  ];
  if (filter.sport !== undefined) conditions.push(eq(sports.slug, filter.sport));
  if (filter.tournament !== undefined) {
    conditions.push(eq(sportEvents.tournamentId, filter.tournament));
  }
  const orderBy = [
    ...(filter.live === undefined ? [desc(sql`${sportEvents.status} = 'live'`)] : []),
    asc(sportEvents.scheduledAt),
    asc(sportTournaments.sort),
    asc(sportTournaments.id),
    asc(sportEvents.id),
  ];
  const events = await eventRows(ctx.db, and(...conditions)!, {
    orderBy,
    limit: SPORT_EVENTS_LIMIT,
  });
  return { events: await withMainMarkets(ctx, events) };
}

/** The events' views with their main markets, read in one statement. */
export async function withMainMarkets(
  ctx: Pick<AppContext, 'db'>,
  events: readonly EventRecord[],
): Promise<SportEventView[]> {
  const types = [...new Set(events.map((event) => mainTypeOf(event.sportSlug)))].filter(
    (type) => type !== undefined,
  );
  const markets =
    events.length === 0 || types.length === 0
      ? []
      : await marketRows(
          ctx.db,
          and(
            inArray(
              sportMarkets.eventId,
              events.map((event) => event.id),
            ),
            inArray(sportMarkets.typeId, types),
          )!,
        );
  const byEvent = new Map<string, MarketRecord[]>();
  for (const market of markets) {
    const list = byEvent.get(market.eventId);
    if (list) list.push(market);
    else byEvent.set(market.eventId, [market]);
  }
  return events.map((event) =>
    eventView(event, mainMarketAmong(event.sportSlug, byEvent.get(event.id) ?? [])),
  );
}
