import { and, eq, sql } from 'drizzle-orm';
import { MARKET_STATUS, type SettledOutcome } from '@/lib/sports/feed-messages';
import { ODDS_SCALE } from '@/lib/sports/odds';
import { specKey } from '@/lib/sports/specifiers';
import { sportMarkets, sportOutcomes } from '@/server/db/schema';
import type { FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import { lockMarket, marketKeysOf, producerUpOf, ticketsOnMarkets } from './market-rows';

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

/**
 * `bet_settlement`: each outcome's result. The same result again (the confirmation at
 * certainty 2 of a live-scouted one, or a replay) only raises the certainty; a different one
 * counts as a new settlement (`settled_version` + 1) and the tickets on it are settled again
 * after the commit. The market leaves the line as settled.
 */
export const applyBetSettlement: FeedHandler<'bet_settlement'> = {
  async apply(ctx, message) {
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    const settled: { typeId: number; specKey: string }[] = [];
    for (const feed of message.markets) {
      const market = await lockMarket(ctx.db, message.eventId, feed);
      if (!market) continue;
      const key = specKey(feed.specifiers);
      settled.push({ typeId: feed.typeId, specKey: key });
      const where = (outcomeId: string) =>
        and(
          eq(sportOutcomes.eventId, message.eventId),
          eq(sportOutcomes.typeId, feed.typeId),
          eq(sportOutcomes.specKey, key),
          eq(sportOutcomes.outcomeId, outcomeId),
        );
      for (const outcome of feed.outcomes) {
        const values = settledValues(outcome);
        const [old] = await ctx.db.select().from(sportOutcomes).where(where(outcome.id));
        const same =
          old?.result === values.result &&
          old.voidHalves === values.voidHalves &&
          old.deadHeatE4 === values.deadHeatE4;
        if (same) {
          await ctx.db
            .update(sportOutcomes)
            .set({ certainty: Math.max(old.certainty ?? 0, message.certainty) })
            .where(where(outcome.id));
        } else if (old) {
          await ctx.db
            .update(sportOutcomes)
            .set({
              ...values,
              certainty: message.certainty,
              settledVersion: sql`${sportOutcomes.settledVersion} + 1`,
            })
            .where(where(outcome.id));
        } else {
          await ctx.db.insert(sportOutcomes).values({
            eventId: message.eventId,
            typeId: feed.typeId,
            specKey: key,
            outcomeId: outcome.id,
            active: false,
            ...values,
            certainty: message.certainty,
            settledVersion: 1,
          });
        }
      }
      if (market.status !== MARKET_STATUS.settled) {
        const [row] = await ctx.db
          .update(sportMarkets)
          .set({
            status: MARKET_STATUS.settled,
            version: market.version + 1,
            updatedAt: ctx.clock.now(),
          })
          .where(
            and(
              eq(sportMarkets.eventId, market.eventId),
              eq(sportMarkets.typeId, market.typeId),
              eq(sportMarkets.specKey, market.specKey),
            ),
          )
          .returning();
        changes.market(row!);
      }
    }
    const tickets = await ticketsOnMarkets(ctx.db, message.eventId, settled);
    return { outcome: 'applied', changes: changes.list(), tickets };
  },
  tickets: (ctx, message) =>
    ticketsOnMarkets(ctx.db, message.eventId, marketKeysOf(message.markets)),
};
