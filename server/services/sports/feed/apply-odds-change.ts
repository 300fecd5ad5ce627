import { and, eq } from 'drizzle-orm';
import { MARKET_STATUS, PRODUCERS, type FeedMarket } from '@/lib/sports/feed-messages';
import { parseOdds } from '@/lib/sports/odds';
import { specKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import { sportEvents, sportMarkets, sportOutcomes, type SportMarket } from '@/server/db/schema';
import { nothing, type FeedCtx, type FeedHandler, type MessageOf } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import { lockMarket, producerUpOf } from './market-rows';
import { isRecovering } from './producers';

type OddsChange = MessageOf<'odds_change'>;

/**
 * The handover race (UOF "handover between producers"): once the live producer priced a
 * market, the pre-match producer's late last word about it (handed over, deactivated) is old
 * news and must not suspend or close what live already reopened.
 */
function lateHandover(market: SportMarket | undefined, message: OddsChange, feed: FeedMarket) {
  return (
    market?.producer === PRODUCERS.live &&
    message.producer === PRODUCERS.prematch &&
    (feed.status === MARKET_STATUS.handedOver || feed.status === MARKET_STATUS.deactivated)
  );
}

/** Upserts the outcomes the market carries; true when a price or an outcome's activity changed. */
async function writeOutcomes(db: Db, eventId: string, key: string, feed: FeedMarket) {
  if (!feed.outcomes) return false;
  const rows = await db
    .select()
    .from(sportOutcomes)
    .where(
      and(
        eq(sportOutcomes.eventId, eventId),
        eq(sportOutcomes.typeId, feed.typeId),
        eq(sportOutcomes.specKey, key),
      ),
    );
  let visible = false;
  for (const outcome of feed.outcomes) {
    const odds = outcome.odds === undefined ? null : parseOdds(outcome.odds);
    // A price that does not parse is no price: the outcome cannot be bet on.
    const active = outcome.active && odds !== null;
    const values = {
      oddsE4: odds,
      active,
      probability: outcome.probability ?? null,
      halfWinProbability: outcome.halfWinProbability ?? null,
      refundProbability: outcome.refundProbability ?? null,
      halfLoseProbability: outcome.halfLoseProbability ?? null,
    };
    const old = rows.find((row) => row.outcomeId === outcome.id);
    if (!old || old.oddsE4 !== odds || old.active !== active) visible = true;
    await db
      .insert(sportOutcomes)
      .values({ eventId, typeId: feed.typeId, specKey: key, outcomeId: outcome.id, ...values })
      .onConflictDoUpdate({
        target: [
          sportOutcomes.eventId,
          sportOutcomes.typeId,
          sportOutcomes.specKey,
          sportOutcomes.outcomeId,
        ],
        set: values,
      });
  }
  return visible;
}

/**
 * The event's status, score and clock from `sport_event_status`, guarded like a market by its
 * `updated_ts`; a live event follows the live producer from then on.
 */
async function writeEventState(ctx: FeedCtx, message: OddsChange, recovering: boolean) {
  const state = message.eventState;
  if (!state) return { stale: false, changed: false };
  const [event] = await ctx.db
    .select()
    .from(sportEvents)
    .where(eq(sportEvents.id, message.eventId))
    .for('update');
  if (!event || (message.timestamp < event.updatedTs && !recovering)) {
    return { stale: true, changed: false };
  }
  const changed =
    event.status !== state.status || JSON.stringify(event.state) !== JSON.stringify(state);
  await ctx.db
    .update(sportEvents)
    .set({
      status: state.status,
      state,
      updatedTs: Math.max(event.updatedTs, message.timestamp),
      ...(state.status === 'live' && { producer: PRODUCERS.live }),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(sportEvents.id, event.id));
  return { stale: false, changed };
}

/**
 * `odds_change`: the markets' statuses, prices and probabilities as the producer states them,
 * and the event's state. Per market, a message older than the last applied (`last_ts`) is
 * ignored unless it belongs to a recovery in progress; `version` grows with every change a
 * player could see. 'stale' when every market (and the event state) was older.
 */
export const applyOddsChange: FeedHandler<'odds_change'> = {
  async apply(ctx, message) {
    const [event] = await ctx.db
      .select({ id: sportEvents.id })
      .from(sportEvents)
      .where(eq(sportEvents.id, message.eventId));
    if (!event) return nothing('ignored');
    const recovering = await isRecovering(ctx.db, message.producer, message.requestId);
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    const now = ctx.clock.now();
    let applied = 0;
    let stale = 0;
    const eventState = await writeEventState(ctx, message, recovering);
    if (eventState.changed) changes.event(message.eventId);

    // Markets are locked in a fixed order (type, spec key), as bet_stop takes them.
    const ordered = message.markets
      .map((feed) => ({ feed, key: specKey(feed.specifiers) }))
      .sort(
        (a, b) => a.feed.typeId - b.feed.typeId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      );
    for (const { feed, key } of ordered) {
      const market = await lockMarket(ctx.db, message.eventId, feed);
      if (market && message.timestamp < market.lastTs && !recovering) {
        stale++;
        continue;
      }
      if (lateHandover(market, message, feed)) continue;
      applied++;
      const pricesChanged = await writeOutcomes(ctx.db, message.eventId, key, feed);
      const cashoutStatus = feed.cashoutStatus ?? market?.cashoutStatus ?? 1;
      const visible =
        !market ||
        pricesChanged ||
        market.status !== feed.status ||
        market.cashoutStatus !== cashoutStatus;
      const values = {
        specifiers: feed.specifiers,
        status: feed.status,
        producer: message.producer,
        cashoutStatus,
        lastTs: Math.max(market?.lastTs ?? 0, message.timestamp),
        updatedAt: now,
      };
      const [row] = market
        ? await ctx.db
            .update(sportMarkets)
            .set({ ...values, version: market.version + (visible ? 1 : 0) })
            .where(
              and(
                eq(sportMarkets.eventId, message.eventId),
                eq(sportMarkets.typeId, feed.typeId),
                eq(sportMarkets.specKey, key),
              ),
            )
            .returning()
        : await ctx.db
            .insert(sportMarkets)
            .values({ eventId: message.eventId, typeId: feed.typeId, specKey: key, ...values })
            .returning();
      if (visible) changes.market(row!);
    }
    const nothingNew = applied === 0 && (!message.eventState || eventState.stale);
    const outcome = nothingNew && (stale > 0 || eventState.stale) ? 'stale' : 'applied';
    return { outcome, changes: changes.list(), tickets: [] };
  },
};
