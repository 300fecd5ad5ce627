import { and, eq, sql } from 'drizzle-orm';
import { MARKET_STATUS, type SettledOutcome } from '@/lib/sports/feed-messages';
import { ODDS_SCALE } from '@/lib/sports/odds';
import { marketKey, selectionKey, specKey } from '@/lib/sports/specifiers';
import { excluded, inChunks } from '@/server/db/bulk';
import { sportMarkets, sportOutcomes, type SportOutcome } from '@/server/db/schema';
import type { FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import {
  amongMarkets,
  lockMarkets,
  marketKeysOf,
  outcomesOfMarkets,
  producerUpOf,
  ticketsOnMarkets,
  type MarketKey,
} from './market-rows';

const FACTOR = /^(\d)(?:\.(\d{1,4})0*)?$/;

/** A dead-heat factor's text (`"0.5"`) ×10,000, exactly; 1 (no dead heat) when absent or malformed. */
export function deadHeatE4(text: string | undefined): number {
  const match = text === undefined ? null : FACTOR.exec(text.trim());
  if (!match) return ODDS_SCALE;
  const value = Number(match[1]) * ODDS_SCALE + Number((match[2] ?? '').padEnd(4, '0'));
  return value > 0 && value <= ODDS_SCALE ? value : ODDS_SCALE;
}

/** The stored form of a settled outcome: result, void factor ×2, dead heat ×10,000. */
export function settledValues(outcome: SettledOutcome) {
  return {
    result: outcome.result,
    voidHalves: outcome.voidFactor === '1' ? 2 : outcome.voidFactor === '0.5' ? 1 : 0,
    deadHeatE4: deadHeatE4(outcome.deadHeatFactor),
  };
}

type SettledRow = Pick<
  SportOutcome,
  | 'eventId'
  | 'typeId'
  | 'specKey'
  | 'outcomeId'
  | 'active'
  | 'result'
  | 'voidHalves'
  | 'deadHeatE4'
  | 'certainty'
  | 'settledVersion'
>;

/**
 * The outcomes' settled rows, each once with its final values, as if the message's outcomes were
 * written one after another: the same result again (the confirmation at certainty 2 of a
 * live-scouted one, or a replay) only raises the certainty; a different one counts as a new
 * settlement (`settled_version` + 1); an outcome never priced is created inactive.
 */
function settledRows(
  eventId: string,
  markets: { key: MarketKey; outcomes: SettledOutcome[] }[],
  stored: SportOutcome[],
  certainty: number,
) {
  const rows = new Map<string, SettledRow>(stored.map((row) => [selectionKey(row), row]));
  const written = new Map<string, SettledRow>();
  for (const { key, outcomes } of markets) {
    for (const outcome of outcomes) {
      const id = selectionKey({ eventId, ...key, outcomeId: outcome.id });
      const values = settledValues(outcome);
      const old = rows.get(id);
      const same =
        old?.result === values.result &&
        old.voidHalves === values.voidHalves &&
        old.deadHeatE4 === values.deadHeatE4;
      const row: SettledRow = {
        eventId,
        ...key,
        outcomeId: outcome.id,
        // Written only when the outcome is new: it was never priced, so it cannot be bet on.
        active: old?.active ?? false,
        ...values,
        certainty: same ? Math.max(old.certainty ?? 0, certainty) : certainty,
        settledVersion: (old?.settledVersion ?? 0) + (same ? 0 : 1),
      };
      rows.set(id, row);
      written.set(id, row);
    }
  }
  return [...written.values()];
}

/**
 * `bet_settlement`: each outcome's result (`settledRows`); the tickets on a changed result are
 * settled again after the commit. The market leaves the line as settled. Markets are locked at
 * once in the lock order; their outcomes are read in one statement and written in one upsert
 * (the market's lock keeps them as read).
 */
export const applyBetSettlement: FeedHandler<'bet_settlement'> = {
  async apply(ctx, message) {
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    const named = message.markets.map((feed) => ({
      key: { typeId: feed.typeId, specKey: specKey(feed.specifiers) },
      outcomes: feed.outcomes,
    }));
    const markets = await lockMarkets(
      ctx.db,
      message.eventId,
      named.map(({ key }) => key),
    );
    const known = named.filter(({ key }) =>
      markets.has(marketKey({ eventId: message.eventId, ...key })),
    );
    const settled = known.map(({ key }) => key);
    const stored = await outcomesOfMarkets(ctx.db, message.eventId, settled);
    const rows = settledRows(message.eventId, known, stored, message.certainty);
    for (const slice of inChunks(rows, 10)) {
      await ctx.db
        .insert(sportOutcomes)
        .values(slice)
        .onConflictDoUpdate({
          target: [
            sportOutcomes.eventId,
            sportOutcomes.typeId,
            sportOutcomes.specKey,
            sportOutcomes.outcomeId,
          ],
          set: {
            result: excluded(sportOutcomes.result),
            voidHalves: excluded(sportOutcomes.voidHalves),
            deadHeatE4: excluded(sportOutcomes.deadHeatE4),
            certainty: excluded(sportOutcomes.certainty),
            settledVersion: excluded(sportOutcomes.settledVersion),
          },
        });
    }
    const closing = [...markets.values()].filter(
      (market) => market.status !== MARKET_STATUS.settled,
    );
    if (closing.length > 0) {
      const closed = await ctx.db
        .update(sportMarkets)
        .set({
          status: MARKET_STATUS.settled,
          version: sql`${sportMarkets.version} + 1`,
          updatedAt: ctx.clock.now(),
        })
        .where(
          and(
            eq(sportMarkets.eventId, message.eventId),
            amongMarkets(sportMarkets.typeId, sportMarkets.specKey, closing),
          ),
        )
        .returning();
      const byKey = new Map(closed.map((row) => [marketKey(row), row]));
      // Reported in the message's order, as each market was settled.
      for (const { key } of known) {
        const row = byKey.get(marketKey({ eventId: message.eventId, ...key }));
        if (row) changes.market(row);
        byKey.delete(marketKey({ eventId: message.eventId, ...key }));
      }
    }
    const tickets = await ticketsOnMarkets(ctx.db, message.eventId, settled);
    return { outcome: 'applied', changes: changes.list(), tickets };
  },
  tickets: (ctx, message) =>
    ticketsOnMarkets(ctx.db, message.eventId, marketKeysOf(message.markets)),
};
