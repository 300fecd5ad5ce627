import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { toMajor } from '@/lib/money/units';
import { effectiveMarketStatus } from '@/lib/sports/market-status';
import { oddsText } from '@/lib/sports/odds';
import { marketKey, selectionKey } from '@/lib/sports/specifiers';
import type { AppContext } from '@/server/app-context';
import { sportMarkets, sportOutcomes, sportProducers, sportTicketLegs } from '@/server/db/schema';
import { eventTicketRows } from './event-tickets';

type Exposure = { currency: Currency; tickets: number; stake: number; liability: number };

/**
 * What rides on each outcome of an event, per currency: the tickets still riding on it (pending
 * and open), their open stakes, and the liability if it wins, that is what those tickets would
 * pay with all their legs won less their open stakes (an express counts on each of its outcomes:
 * the worst case of each). Keyed by `selectionKey`; 404 for an unknown event.
 */
export async function exposureBySelection(
  ctx: Pick<AppContext, 'db'>,
  eventId: string,
): Promise<Map<string, Exposure[]>> {
  const tickets = (await eventTicketRows(ctx, eventId)).filter(
    (ticket) => ticket.status === 'open' || ticket.status === 'pending',
  );
  const legs = tickets.length
    ? await ctx.db
        .select()
        .from(sportTicketLegs)
        .where(
          and(
            eq(sportTicketLegs.eventId, eventId),
            inArray(
              sportTicketLegs.ticketId,
              tickets.map((ticket) => ticket.id),
            ),
          ),
        )
    : [];
  const ticketsById = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const byOutcome = new Map<string, Map<Currency, Exposure>>();
  for (const leg of legs) {
    const ticket = ticketsById.get(leg.ticketId)!;
    const key = selectionKey(leg);
    let perCurrency = byOutcome.get(key);
    if (!perCurrency) byOutcome.set(key, (perCurrency = new Map()));
    const entry = perCurrency.get(ticket.currency) ?? {
      currency: ticket.currency,
      tickets: 0,
      stake: 0,
      liability: 0,
    };
    entry.tickets += 1;
    entry.stake += ticket.openStakeMinor;
    entry.liability += ticket.potentialMinor - ticket.openStakeMinor;
    perCurrency.set(ticket.currency, entry);
  }
  return new Map(
    [...byOutcome].map(([key, perCurrency]) => [
      key,
      [...perCurrency.values()].map((entry) => ({
        currency: entry.currency,
        tickets: entry.tickets,
        stake: toMajor(entry.stake),
        liability: toMajor(entry.liability),
      })),
    ]),
  );
}

/** `GET /operator/sports/events/{id}/exposure`: the exposure per market and outcome. */
export async function eventExposure(ctx: Pick<AppContext, 'db'>, eventId: string) {
  const byOutcome = await exposureBySelection(ctx, eventId);
  const [markets, outcomes, producers] = await Promise.all([
    ctx.db
      .select()
      .from(sportMarkets)
      .where(eq(sportMarkets.eventId, eventId))
      .orderBy(asc(sportMarkets.typeId), asc(sportMarkets.specKey)),
    ctx.db
      .select()
      .from(sportOutcomes)
      .where(eq(sportOutcomes.eventId, eventId))
      .orderBy(asc(sportOutcomes.outcomeId)),
    ctx.db.select().from(sportProducers),
  ]);
  const up = new Map(producers.map((producer) => [producer.id, producer.up]));
  return {
    event_id: eventId,
    markets: markets.map((market) => ({
      type_id: market.typeId,
      spec_key: market.specKey,
      status: effectiveMarketStatus(market, up.get(market.producer) ?? false),
      outcomes: outcomes
        .filter((outcome) => marketKey(outcome) === marketKey(market))
        .map((outcome) => ({
          outcome_id: outcome.outcomeId,
          odds: outcome.oddsE4 === null ? null : oddsText(outcome.oddsE4),
          exposure: byOutcome.get(selectionKey(outcome)) ?? [],
        })),
    })),
  };
}
