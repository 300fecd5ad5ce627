import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { toMajor } from '@/lib/money/units';
import type {
  TradingEvent,
  TradingEventsPage,
  TradingEventsQuery,
} from '@/lib/schemas/sports-trading';
import { hasBegun } from '@/lib/sports/event-score';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  sportCategories,
  sportEvents,
  sportMarkets,
  sportProducers,
  sports,
  sportTournaments,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { rowsOf } from '@/server/services/ledger/transfer';
import { liveCondition, prematchCondition, shownMarketCondition } from '../line/event-rows';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Events as the trading desk reads them, before their markets and tickets are counted. */
export function tradingEventRows(db: Db, where: SQL, limit?: number) {
  const query = db
    .select({
      id: sportEvents.id,
      sport: { id: sports.id, slug: sports.slug, name: sports.name },
      category: { id: sportCategories.id, name: sportCategories.name },
      tournament: { id: sportTournaments.id, name: sportTournaments.name },
      home: sportEvents.home,
      away: sportEvents.away,
      scheduledAt: sportEvents.scheduledAt,
      status: sportEvents.status,
      state: sportEvents.state,
    })
    .from(sportEvents)
    .innerJoin(sports, eq(sports.id, sportEvents.sportId))
    .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
    .innerJoin(sportCategories, eq(sportCategories.id, sportTournaments.categoryId))
    .where(where)
    .orderBy(asc(sportEvents.scheduledAt), asc(sportEvents.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

type EventRow = Awaited<ReturnType<typeof tradingEventRows>>[number];

type MarketCounts = { markets: number; suspended: number; held: number };
type CurrencyExposure = TradingEvent['exposure'][number];

/**
 * The events' markets on the line, counted per event: all of them, those suspended for players
 * (by the feed, by a producer that is down, or by an operator's hold) and those held. One
 * statement over `sport_markets`' primary key for the page's events.
 */
async function marketCounts(db: Db, eventIds: readonly string[]) {
  const producerUp = sql`coalesce(${sportProducers.up}, true)`;
  const rows = await db
    .select({
      eventId: sportMarkets.eventId,
      markets: sql<number>`count(*)`.mapWith(Number),
      suspended:
        sql<number>`count(*) filter (where ${sportMarkets.status} = -1 or (${sportMarkets.status} = 1 and (${sportMarkets.heldByOperator} or not ${producerUp})))`.mapWith(
          Number,
        ),
      held: sql<number>`count(*) filter (where ${sportMarkets.heldByOperator})`.mapWith(Number),
    })
    .from(sportMarkets)
    .leftJoin(sportProducers, eq(sportProducers.id, sportMarkets.producer))
    .where(and(inArray(sportMarkets.eventId, [...eventIds]), shownMarketCondition()))
    .groupBy(sportMarkets.eventId);
  return new Map<string, MarketCounts>(rows.map(({ eventId, ...counts }) => [eventId, counts]));
}

/**
 * What rides on the events per currency: the tickets pending or open with a leg on each, their
 * open stakes, and the worst outcome's liability (what its tickets would pay less their open
 * stakes, as `…/exposure` counts it per outcome). The legs are read by
 * `sport_ticket_legs_outcome_idx` for the page's events only, their tickets by primary key, so
 * the cost follows the page's tickets, not the table's.
 */
export function exposureStatement(eventIds: readonly string[]) {
  const ids = sql.join(
    eventIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`
    with legs as (
      select l.event_id, l.type_id, l.spec_key, l.outcome_id, t.id as ticket_id, t.currency,
             t.open_stake_minor, t.potential_minor
      from sport_ticket_legs l
      join sport_tickets t on t.id = l.ticket_id
      where l.event_id in (${ids}) and t.status in ('open', 'pending')
    ),
    per_ticket as (
      select event_id, currency, count(*) as tickets, sum(open_stake_minor) as stake
      from (select distinct event_id, ticket_id, currency, open_stake_minor from legs) d
      group by event_id, currency
    ),
    per_outcome as (
      select event_id, currency, sum(potential_minor - open_stake_minor) as liability
      from legs
      group by event_id, type_id, spec_key, outcome_id, currency
    )
    select p.event_id, p.currency, p.tickets::text, p.stake::text,
           (select max(o.liability) from per_outcome o
             where o.event_id = p.event_id and o.currency = p.currency)::text as max_liability
    from per_ticket p
    order by p.event_id, p.currency`;
}

async function exposures(db: Db, eventIds: readonly string[]) {
  const rows = rowsOf<{
    event_id: string;
    currency: Currency;
    tickets: string;
    stake: string;
    max_liability: string;
  }>(await db.execute(exposureStatement(eventIds)));
  const byEvent = new Map<string, { tickets: number; exposure: CurrencyExposure[] }>();
  for (const row of rows) {
    const entry = byEvent.get(row.event_id) ?? { tickets: 0, exposure: [] };
    entry.tickets += Number(row.tickets);
    entry.exposure.push({
      currency: row.currency,
      tickets: Number(row.tickets),
      stake: toMajor(Number(row.stake)),
      max_liability: toMajor(Number(row.max_liability ?? 0)),
    });
    byEvent.set(row.event_id, entry);
  }
  return byEvent;
}

/** The events as the desk shows them, each with its markets counted and what rides on it. */
async function withFigures(db: Db, events: readonly EventRow[]): Promise<TradingEvent[]> {
  if (events.length === 0) return [];
  const ids = events.map((event) => event.id);
  const [counts, exposure] = await Promise.all([marketCounts(db, ids), exposures(db, ids)]);
  return events.map((event) => {
    const state = event.state;
    return {
      id: event.id,
      sport: event.sport,
      category: event.category,
      tournament: event.tournament,
      home: event.home,
      away: event.away,
      scheduled_at: event.scheduledAt.toISOString(),
      status: event.status,
      live: event.status === 'live',
      score:
        state && hasBegun(event.status) ? { home: state.homeScore, away: state.awayScore } : null,
      clock: state?.clock ?? null,
      ...(counts.get(event.id) ?? { markets: 0, suspended: 0, held: 0 }),
      ...(exposure.get(event.id) ?? { tickets: 0, exposure: [] }),
    };
  });
}

/** `%text%` for ILIKE, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Both teams' names in every language: the expression `sport_events_teams_trgm_idx` indexes by
 * trigram (migration 0030), so a part of a name is found without reading every event.
 */
export const TEAMS = sql`(coalesce(${sportEvents.home}->>'ru', '') || ' ' || coalesce(${sportEvents.home}->>'en', '') || ' ' || coalesce(${sportEvents.home}->>'kz', '') || ' ' || coalesce(${sportEvents.away}->>'ru', '') || ' ' || coalesce(${sportEvents.away}->>'en', '') || ' ' || coalesce(${sportEvents.away}->>'kz', ''))`;

/** The tournaments whose name in some language contains `q`: a small table, read whole. */
async function tournamentsNamed(ctx: Ctx, pattern: string) {
  const rows = await ctx.db
    .select({ id: sportTournaments.id })
    .from(sportTournaments)
    .where(
      sql`concat_ws(' ', ${sportTournaments.name}->>'ru', ${sportTournaments.name}->>'en', ${sportTournaments.name}->>'kz') ilike ${pattern}`,
    );
  return rows.map((row) => row.id);
}

/**
 * The events a page of the list may hold: live ones, or upcoming ones (the line's pre-match: not
 * started, kicking off later), narrowed by sport and `q`, after the cursor's (kick-off, id).
 * 422 on `before` for a cursor that names no event.
 */
export async function tradingEventsCondition(ctx: Ctx, query: TradingEventsQuery): Promise<SQL> {
  const conditions: SQL[] = [
    query.status === 'live' ? liveCondition() : prematchCondition(ctx.clock.now()),
  ];
  if (query.sport) conditions.push(eq(sports.slug, query.sport));
  if (query.q) {
    // An event's id, a team's name (by trigram) or its tournament's (by tournament and kick-off).
    const pattern = containing(query.q);
    const tournaments = await tournamentsNamed(ctx, pattern);
    conditions.push(
      or(
        eq(sportEvents.id, query.q),
        sql`${TEAMS} ilike ${pattern}`,
        tournaments.length > 0 ? inArray(sportEvents.tournamentId, tournaments) : undefined,
      )!,
    );
  }
  if (query.before !== undefined) {
    const [cursor] = await ctx.db
      .select({ id: sportEvents.id, scheduledAt: sportEvents.scheduledAt })
      .from(sportEvents)
      .where(eq(sportEvents.id, query.before));
    if (!cursor) throw AppError.field('before', 'invalid_value');
    conditions.push(
      sql`(${sportEvents.scheduledAt}, ${sportEvents.id}) > (${cursor.scheduledAt.toISOString()}::timestamptz, ${cursor.id})`,
    );
  }
  return and(...conditions)!;
}

/**
 * `GET /operator/sports/events`: live or upcoming events by kick-off then id. `before` is the
 * previous page's `next`, the id of its last event: the page continues after it. The events come
 * from `sport_events_schedule_idx` (status, kick-off), the sport narrowing them there; with `q`,
 * from the teams' trigram index and the tournaments' index instead; only the page's events have their markets and tickets counted.
 */
export async function listTradingEvents(
  ctx: Ctx,
  query: TradingEventsQuery,
): Promise<TradingEventsPage> {
  const where = await tradingEventsCondition(ctx, query);
  const rows = await tradingEventRows(ctx.db, where, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    events: await withFigures(ctx.db, page),
    next: rows.length > query.limit ? page.at(-1)!.id : null,
  };
}

/** One event with its figures, whatever its status; 404 for an event the line does not know. */
export async function readTradingEvent(ctx: Pick<AppContext, 'db'>, eventId: string) {
  const [row] = await tradingEventRows(ctx.db, eq(sportEvents.id, eventId));
  if (!row) throw AppError.of('not_found', 404);
  return (await withFigures(ctx.db, [row]))[0]!;
}
