import { and, eq } from 'drizzle-orm';
import type { SportEventDetail } from '@/lib/schemas/sports';
import type { AppContext } from '@/server/app-context';
import { sportEvents, sportMarkets } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { eventRows, shownMarketCondition } from './event-rows';
import { marketRows } from './market-rows';
import { eventView, isShown, mainMarketAmong, marketOrder, marketView } from './views';

/**
 * One event with every market on the line, in its page's order; null when there is no such
 * event. Two statements: the event, then its markets with their outcomes.
 */
export async function readSportEventDetail(
  ctx: Pick<AppContext, 'db'>,
  eventId: string,
): Promise<SportEventDetail | null> {
  const [event] = await eventRows(ctx.db, eq(sportEvents.id, eventId));
  if (!event) return null;
  const markets = (
    await marketRows(ctx.db, and(eq(sportMarkets.eventId, eventId), shownMarketCondition())!)
  ).filter(isShown);
  markets.sort(marketOrder(event.sportSlug));
  return {
    event: eventView(
      { ...event, marketsCount: markets.length },
      mainMarketAmong(event.sportSlug, markets),
    ),
    markets: markets.map(marketView),
  };
}

/** `GET /sports/events/{id}`: the event's detail; 404 `not_found` for an unknown event. */
export async function sportEventDetail(
  ctx: Pick<AppContext, 'db'>,
  eventId: string,
): Promise<SportEventDetail> {
  const detail = await readSportEventDetail(ctx, eventId);
  if (!detail) throw AppError.of('not_found', 404);
  return detail;
}
