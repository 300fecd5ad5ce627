import { eq } from 'drizzle-orm';
import { PRODUCERS } from '@/lib/sports/feed-messages';
import { specKey } from '@/lib/sports/specifiers';
import { excluded, inChunks } from '@/server/db/bulk';
import type { Db } from '@/server/db/client';
import {
  sportEvents,
  sportMarkets,
  sportOutcomes,
  type SportEvent,
  type SportMarket,
} from '@/server/db/schema';
import { nothing, type FeedCtx, type FeedHandler, type MessageOf } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import { lockMarkets, outcomesOfMarkets } from './market-rows';
import { planOddsChange, type PricedOutcome } from './odds-change-plan';
import { producerStates } from './producers';

type OddsChange = MessageOf<'odds_change'>;

/**
 * The event's status, score and clock from `sport_event_status`, guarded like a market by its
 * `updated_ts`; a live event follows the live producer from then on.
 */
async function writeEventState(
  ctx: FeedCtx,
  message: OddsChange,
  event: SportEvent,
  recovering: boolean,
) {
  const state = message.eventState;
  if (!state) return { stale: false, changed: false };
  if (message.timestamp < event.updatedTs && !recovering) return { stale: true, changed: false };
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

/** The outcomes' prices and probabilities, one multi-row upsert (per slice of the limit). */
async function writeOutcomes(db: Db, rows: PricedOutcome[]) {
  for (const slice of inChunks(rows, 10)) {
    await db
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
          oddsE4: excluded(sportOutcomes.oddsE4),
          active: excluded(sportOutcomes.active),
          probability: excluded(sportOutcomes.probability),
          halfWinProbability: excluded(sportOutcomes.halfWinProbability),
          refundProbability: excluded(sportOutcomes.refundProbability),
          halfLoseProbability: excluded(sportOutcomes.halfLoseProbability),
        },
      });
  }
}

/** A market's columns an `odds_change` writes (an operator's hold is not the feed's). */
const marketValues = (market: SportMarket) => ({
  eventId: market.eventId,
  typeId: market.typeId,
  specKey: market.specKey,
  specifiers: market.specifiers,
  status: market.status,
  producer: market.producer,
  cashoutStatus: market.cashoutStatus,
  version: market.version,
  lastTs: market.lastTs,
  updatedAt: market.updatedAt,
});

/**
 * The markets' new state: those locked by one multi-row upsert (their rows are held, so the
 * update always applies, with the versions the plan computed from them), new ones by a plain
 * insert, so a market another transaction opened meanwhile fails the message, as before.
 */
async function writeMarkets(db: Db, updated: SportMarket[], inserted: SportMarket[]) {
  for (const slice of inChunks(updated.map(marketValues), 10)) {
    await db
      .insert(sportMarkets)
      .values(slice)
      .onConflictDoUpdate({
        target: [sportMarkets.eventId, sportMarkets.typeId, sportMarkets.specKey],
        set: {
          specifiers: excluded(sportMarkets.specifiers),
          status: excluded(sportMarkets.status),
          producer: excluded(sportMarkets.producer),
          cashoutStatus: excluded(sportMarkets.cashoutStatus),
          version: excluded(sportMarkets.version),
          lastTs: excluded(sportMarkets.lastTs),
          updatedAt: excluded(sportMarkets.updatedAt),
        },
      });
  }
  for (const slice of inChunks(inserted.map(marketValues), 10)) {
    await db.insert(sportMarkets).values(slice);
  }
}

/**
 * `odds_change`: the markets' statuses, prices and probabilities as the producer states them,
 * and the event's state. Per market, a message older than the last applied (`last_ts`) is
 * ignored unless it belongs to a recovery in progress; `version` grows with every change a
 * player could see (`planOddsChange`). 'stale' when every market (and the event state) was
 * older. A constant number of statements whatever the message's size: the event, the
 * producers, the markets locked at once, their outcomes, then one write of each.
 */
export const applyOddsChange: FeedHandler<'odds_change'> = {
  async apply(ctx, message) {
    const query = ctx.db.select().from(sportEvents).where(eq(sportEvents.id, message.eventId));
    // The event's row is locked (before its markets) only when the message rewrites it.
    const [event] = message.eventState ? await query.for('update') : await query;
    if (!event) return nothing('ignored');
    const producers = await producerStates(ctx.db);
    const recovering = producers.recovering(message.producer, message.requestId);
    const changes = new LineChangeSet(producers.up);
    const eventState = await writeEventState(ctx, message, event, recovering);
    if (eventState.changed) changes.event(message.eventId);

    const keys = message.markets.map((feed) => ({
      typeId: feed.typeId,
      specKey: specKey(feed.specifiers),
    }));
    const markets = await lockMarkets(ctx.db, message.eventId, keys);
    const priced = keys.filter((_, at) => message.markets[at]!.outcomes?.length);
    const outcomes = await outcomesOfMarkets(ctx.db, message.eventId, priced);
    const plan = planOddsChange({
      message,
      recovering,
      now: ctx.clock.now(),
      markets,
      outcomes,
    });
    await writeOutcomes(ctx.db, plan.outcomes);
    await writeMarkets(ctx.db, plan.updated, plan.inserted);
    for (const market of plan.shown) changes.market(market);

    const nothingNew = plan.applied === 0 && (!message.eventState || eventState.stale);
    const outcome = nothingNew && (plan.stale > 0 || eventState.stale) ? 'stale' : 'applied';
    return { outcome, changes: changes.list(), tickets: [] };
  },
};
