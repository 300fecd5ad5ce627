import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MarketRef } from '@/lib/sports/feed-messages';
import { specKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import { sportMarkets, sportProducers, sportTicketLegs, sportTickets } from '@/server/db/schema';

/** A market row locked for the message's transaction (placement reads it `FOR SHARE`). */
export async function lockMarket(db: Db, eventId: string, ref: MarketRef) {
  const [market] = await db
    .select()
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.eventId, eventId),
        eq(sportMarkets.typeId, ref.typeId),
        eq(sportMarkets.specKey, specKey(ref.specifiers)),
      ),
    )
    .for('update');
  return market;
}

/** Whether each producer is up, for the effective status of the markets a message reports. */
export async function producerUpOf(db: Db) {
  const rows = await db
    .select({ id: sportProducers.id, up: sportProducers.up })
    .from(sportProducers);
  const up = new Map(rows.map((row) => [row.id, row.up]));
  return (producer: number) => up.get(producer) ?? true;
}

/** Tickets that settlement may concern (open or settled) with a leg on one of the markets. */
export async function ticketsOnMarkets(
  db: Db,
  eventId: string,
  markets: { typeId: number; specKey: string }[],
): Promise<string[]> {
  if (markets.length === 0) return [];
  const keys = markets.map((market) => `${market.typeId}/${market.specKey}`);
  const rows = await db
    .selectDistinct({ id: sportTicketLegs.ticketId })
    .from(sportTicketLegs)
    .innerJoin(sportTickets, eq(sportTickets.id, sportTicketLegs.ticketId))
    .where(
      and(
        eq(sportTicketLegs.eventId, eventId),
        inArray(sql<string>`${sportTicketLegs.typeId} || '/' || ${sportTicketLegs.specKey}`, keys),
        inArray(sportTickets.status, ['open', 'settled']),
      ),
    );
  return rows.map((row) => row.id);
}

/** Tickets (open or settled) with a leg on any market of the event. */
export async function ticketsOnEvent(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: sportTicketLegs.ticketId })
    .from(sportTicketLegs)
    .innerJoin(sportTickets, eq(sportTickets.id, sportTicketLegs.ticketId))
    .where(
      and(eq(sportTicketLegs.eventId, eventId), inArray(sportTickets.status, ['open', 'settled'])),
    );
  return rows.map((row) => row.id);
}

/** The refs of a message's markets as keys. */
export const marketKeysOf = (markets: MarketRef[]) =>
  markets.map((market) => ({ typeId: market.typeId, specKey: specKey(market.specifiers) }));
