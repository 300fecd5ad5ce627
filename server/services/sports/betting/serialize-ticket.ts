import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { TicketView } from '@/lib/schemas/sports';
import { hasBegun } from '@/lib/sports/event-score';
import { effectiveMarketStatus } from '@/lib/sports/market-status';
import { oddsText, ODDS_SCALE } from '@/lib/sports/odds';
import { effectiveOddsE4, legGrade, type LegResult } from '@/lib/sports/settle';
import { marketKey, parseSpecKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import {
  sportEvents,
  sportMarkets,
  sportProducers,
  sports,
  sportTicketLegs,
  type SportEvent,
  type SportMarket,
  type SportTicket,
  type SportTicketLeg,
} from '@/server/db/schema';

/** A leg's settlement as stored on the leg, or null while it waits. */
export function legResultOf(leg: Pick<SportTicketLeg, 'result' | 'voidHalves' | 'deadHeatE4'>) {
  if (leg.result === null) return null;
  return {
    result: leg.result === 1 ? 1 : 0,
    voidHalves: (leg.voidHalves ?? 0) as 0 | 1 | 2,
    deadHeatE4: leg.deadHeatE4 ?? ODDS_SCALE,
  } satisfies LegResult;
}

const factor = (e4: number) => String(e4 / ODDS_SCALE);

/** won: more than the riding stake back; returned: exactly it; partial: less; lost: nothing. */
function gradeOf(ticket: SportTicket): TicketView['grade'] {
  if (ticket.status !== 'settled') return null;
  if (ticket.payoutMinor === 0) return 'lost';
  if (ticket.payoutMinor > ticket.openStakeMinor) return 'won';
  return ticket.payoutMinor === ticket.openStakeMinor ? 'returned' : 'partial';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What a ticket's answer shows of the line: its legs' events (with their sport), markets, producers. */
export type TicketLine = {
  events: ReadonlyMap<string, { event: SportEvent; sport: string }>;
  markets: ReadonlyMap<string, SportMarket>;
  producersUp: ReadonlyMap<number, boolean>;
};

/**
 * Tickets as the API answers them (`ticketSchema`): each leg with its event's names, status and
 * score, its market's status now, and once settled its grade and the effective odds it pays at.
 */
export async function serializeTickets(
  db: Db,
  tickets: readonly SportTicket[],
): Promise<TicketView[]> {
  if (tickets.length === 0) return [];
  const legs = await db
    .select()
    .from(sportTicketLegs)
    .where(
      inArray(
        sportTicketLegs.ticketId,
        tickets.map((ticket) => ticket.id),
      ),
    )
    .orderBy(asc(sportTicketLegs.ticketId), asc(sportTicketLegs.idx));
  const eventIds = [...new Set(legs.map((leg) => leg.eventId))];
  const events = eventIds.length
    ? await db
        .select({ event: sportEvents, sport: sports.slug })
        .from(sportEvents)
        .innerJoin(sports, eq(sports.id, sportEvents.sportId))
        .where(inArray(sportEvents.id, eventIds))
    : [];
  const refs = [...new Map(legs.map((leg) => [marketKey(leg), leg] as const)).values()];
  const markets = refs.length
    ? await db
        .select()
        .from(sportMarkets)
        .where(
          or(
            ...refs.map((ref) =>
              and(
                eq(sportMarkets.eventId, ref.eventId),
                eq(sportMarkets.typeId, ref.typeId),
                eq(sportMarkets.specKey, ref.specKey),
              ),
            ),
          ),
        )
    : [];
  const producers = await db.select().from(sportProducers);
  const line: TicketLine = {
    events: new Map(events.map((row) => [row.event.id, row])),
    markets: new Map(markets.map((market) => [marketKey(market), market])),
    producersUp: new Map(producers.map((producer) => [producer.id, producer.up])),
  };
  return tickets.map((ticket) =>
    ticketView(
      ticket,
      legs.filter((leg) => leg.ticketId === ticket.id),
      line,
    ),
  );
}

/** One ticket's answer from its legs and the line as read (`serializeTickets`, placement). */
export function ticketView(
  ticket: SportTicket,
  legs: readonly SportTicketLeg[],
  line: TicketLine,
): TicketView {
  return {
    id: ticket.id,
    kind: ticket.kind,
    system_size: ticket.systemSize,
    lines: ticket.lines,
    status: ticket.status,
    currency: ticket.currency,
    stake: toMajor(ticket.stakeMinor),
    open_stake: toMajor(ticket.openStakeMinor),
    odds_policy: ticket.oddsPolicy,
    live: ticket.live,
    total_odds: oddsText(ticket.totalOddsE4),
    potential_win: toMajor(ticket.potentialMinor),
    payout: toMajor(ticket.payoutMinor),
    cashed_out: toMajor(ticket.cashedOutMinor),
    grade: gradeOf(ticket),
    reject_code: ticket.rejectCode,
    placed_at: ticket.placedAt.toISOString(),
    accept_after: iso(ticket.acceptAfter),
    accepted_at: iso(ticket.acceptedAt),
    settled_at: iso(ticket.settledAt),
    version: ticket.version,
    legs: legs.map((leg) => {
      const row = line.events.get(leg.eventId);
      const market = line.markets.get(marketKey(leg));
      const settled = legResultOf(leg);
      const state = row?.event.state;
      return {
        idx: leg.idx,
        event_id: leg.eventId,
        event: {
          sport: row?.sport ?? '',
          home: row?.event.home ?? { ru: '', en: '', kz: '' },
          away: row?.event.away ?? { ru: '', en: '', kz: '' },
          scheduled_at: (row?.event.scheduledAt ?? ticket.placedAt).toISOString(),
          status: row?.event.status ?? 'not_started',
          // No score before kick-off: the feed's fixture state says 0:0 from the start.
          score:
            state && row && hasBegun(row.event.status)
              ? { home: state.homeScore, away: state.awayScore }
              : null,
        },
        type_id: leg.typeId,
        spec_key: leg.specKey,
        specifiers: market?.specifiers ?? parseSpecKey(leg.specKey),
        outcome_id: leg.outcomeId,
        odds_requested: oddsText(leg.oddsRequestedE4),
        odds: oddsText(leg.oddsE4),
        banker: leg.banker,
        market_status: market
          ? effectiveMarketStatus(market, line.producersUp.get(market.producer) ?? false)
          : null,
        settlement: settled && {
          grade: legGrade(settled),
          result: settled.result,
          void_factor: factor(settled.voidHalves * (ODDS_SCALE / 2)),
          dead_heat_factor: factor(settled.deadHeatE4),
          effective_odds: oddsText(effectiveOddsE4(leg.oddsE4, settled)),
        },
      };
    }),
  };
}

/** One ticket as the API answers it. */
export async function serializeTicket(db: Db, ticket: SportTicket): Promise<TicketView> {
  return (await serializeTickets(db, [ticket]))[0]!;
}
