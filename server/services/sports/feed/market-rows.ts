import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { MarketRef } from '@/lib/sports/feed-messages';
import { marketKey, specKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import {
  sportMarkets,
  sportOutcomes,
  sportProducers,
  sportTicketLegs,
  sportTickets,
  type SportMarket,
} from '@/server/db/schema';

/** A market of an event: its type and canonical specifier key. */
export type MarketKey = { typeId: number; specKey: string };

/**
 * `(type, spec key) in (…)` for any number of markets with one bind parameter (a JSON list), so a
 * message of any size costs one statement and never meets PostgreSQL's parameter limit.
 */
export function amongMarkets(typeId: AnyColumn, key: AnyColumn, markets: readonly MarketKey[]) {
  const list = JSON.stringify(markets.map((market) => [market.typeId, market.specKey]));
  return sql`(${typeId}, ${key}) in (select (k->>0)::int, k->>1 from jsonb_array_elements(${list}::jsonb) k)`;
}

/**
 * The event's markets among `markets` that exist, locked for the message's transaction in one
 * statement, by `marketKey()`. Rows are locked as they come, in the one lock order of every writer
 * of an event's markets (type id, spec key, as the database sorts them: bet_stop's order, and
 * placement's `FOR SHARE` read's), so two writers never wait on each other crosswise.
 */
export async function lockMarkets(
  db: Db,
  eventId: string,
  markets: readonly MarketKey[],
): Promise<Map<string, SportMarket>> {
  if (markets.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.eventId, eventId),
        amongMarkets(sportMarkets.typeId, sportMarkets.specKey, markets),
      ),
    )
    .orderBy(sportMarkets.typeId, sportMarkets.specKey)
    .for('update');
  return new Map(rows.map((row) => [marketKey(row), row]));
}

/** Every stored outcome of the event's `markets`, in one statement. */
export async function outcomesOfMarkets(db: Db, eventId: string, markets: readonly MarketKey[]) {
  if (markets.length === 0) return [];
  return db
    .select()
    .from(sportOutcomes)
    .where(
      and(
        eq(sportOutcomes.eventId, eventId),
        amongMarkets(sportOutcomes.typeId, sportOutcomes.specKey, markets),
      ),
    );
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

/** A message's market ref as its key. */
export const marketKeyOf = (market: MarketRef): MarketKey => ({
  typeId: market.typeId,
  specKey: specKey(market.specifiers),
});

/** The refs of a message's markets as keys. */
export const marketKeysOf = (markets: MarketRef[]) => markets.map(marketKeyOf);
