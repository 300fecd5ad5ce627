import { and, eq } from 'drizzle-orm';
import { sportMarkets } from '@/server/db/schema';
import type { FeedCtx } from '../feed/feed-handler';
import { LineChangeSet } from '../feed/line-change-set';
import type { LineChanges } from '../feed/line-changes';
import { producerUpOf } from '../feed/market-rows';
import { audit, lockOperatorMarket, marketAnswer, type MarketAction } from './operator-market';

/**
 * An operator suspends a market (`held`: the feed cannot reopen it while the hold lasts: the
 * effective status stays suspended) or lifts the hold (the feed's own status shows again).
 * The feed's status is never rewritten. Audited; the version grows so slips see the change.
 */
export async function holdMarket(ctx: FeedCtx, input: MarketAction & { held: boolean }) {
  const changes: LineChanges[] = await ctx.db.transaction(async (tx) => {
    const market = await lockOperatorMarket(tx, input);
    await audit({ ...ctx, db: tx }, input.held ? 'suspend' : 'reopen', input, {
      was_held: market.heldByOperator,
    });
    if (market.heldByOperator === input.held) return [];
    const [row] = await tx
      .update(sportMarkets)
      .set({ heldByOperator: input.held, version: market.version + 1, updatedAt: ctx.clock.now() })
      .where(
        and(
          eq(sportMarkets.eventId, market.eventId),
          eq(sportMarkets.typeId, market.typeId),
          eq(sportMarkets.specKey, market.specKey),
        ),
      )
      .returning();
    const set = new LineChangeSet(await producerUpOf(tx));
    set.market(row!);
    return set.list();
  });
  return { market: await marketAnswer(ctx.db, input, 0), changes };
}
