import { and, eq, sql, type SQL } from 'drizzle-orm';
import { marketKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import { sportMarkets, sportOutcomes, sportProducers } from '@/server/db/schema';
import type { MarketRecord } from './views';

/** A market as the stream names it: its event, type and canonical specifiers. */
export type MarketId = { eventId: string; typeId: number; specKey: string };

/**
 * Markets matching `where` with their outcomes and whether their producer is up, in one
 * statement (markets × outcomes, joined with the producers' few rows). A producer the feed never
 * reported on has no row and counts as up: only its silence marks it down.
 */
export async function marketRows(db: Db, where: SQL): Promise<MarketRecord[]> {
  const rows = await db
    .select({
      eventId: sportMarkets.eventId,
      typeId: sportMarkets.typeId,
      specKey: sportMarkets.specKey,
      specifiers: sportMarkets.specifiers,
      status: sportMarkets.status,
      heldByOperator: sportMarkets.heldByOperator,
      version: sportMarkets.version,
      producerUp: sql<boolean>`coalesce(${sportProducers.up}, true)`,
      outcomeId: sportOutcomes.outcomeId,
      oddsE4: sportOutcomes.oddsE4,
      active: sportOutcomes.active,
    })
    .from(sportMarkets)
    .leftJoin(
      sportOutcomes,
      and(
        eq(sportOutcomes.eventId, sportMarkets.eventId),
        eq(sportOutcomes.typeId, sportMarkets.typeId),
        eq(sportOutcomes.specKey, sportMarkets.specKey),
      ),
    )
    .leftJoin(sportProducers, eq(sportProducers.id, sportMarkets.producer))
    .where(where);

  const markets = new Map<string, MarketRecord>();
  for (const row of rows) {
    const key = marketKey(row);
    let market = markets.get(key);
    if (!market) {
      const { outcomeId: _id, oddsE4: _odds, active: _active, ...fields } = row; // eslint-disable-line @typescript-eslint/no-unused-vars
      market = { ...fields, producerUp: toBoolean(row.producerUp), outcomes: [] };
      markets.set(key, market);
    }
    if (row.outcomeId !== null) {
      market.outcomes.push({ id: row.outcomeId, oddsE4: row.oddsE4, active: row.active ?? false });
    }
  }
  return [...markets.values()];
}

/** node-postgres and PGlite both answer a boolean; a driver that answers text is taken too. */
const toBoolean = (value: unknown) => value === true || value === 't' || value === 'true';

/**
 * The condition naming exactly these markets: one row-value `IN`, so a flush of the stream reads
 * the markets it publishes in one statement whatever events they belong to.
 */
export function marketsIn(ids: readonly MarketId[]): SQL {
  const rows = ids.map((id) => sql`(${id.eventId}, ${id.typeId}, ${id.specKey})`);
  return sql`(${sportMarkets.eventId}, ${sportMarkets.typeId}, ${sportMarkets.specKey}) in (${sql.join(rows, sql`, `)})`;
}
