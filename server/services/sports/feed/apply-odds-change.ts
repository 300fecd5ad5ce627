import { eq, sql } from 'drizzle-orm';
import { PRODUCERS } from '@/lib/sports/feed-messages';
import { specKey } from '@/lib/sports/specifiers';
import { insertJsonRows, onConflictSet } from '@/server/db/bulk';
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

/** An outcome's columns an `odds_change` writes (its settlement is not the feed's prices). */
const PRICE_COLUMNS = {
  eventId: sportOutcomes.eventId,
  typeId: sportOutcomes.typeId,
  specKey: sportOutcomes.specKey,
  outcomeId: sportOutcomes.outcomeId,
  oddsE4: sportOutcomes.oddsE4,
  active: sportOutcomes.active,
  probability: sportOutcomes.probability,
  halfWinProbability: sportOutcomes.halfWinProbability,
  refundProbability: sportOutcomes.refundProbability,
  halfLoseProbability: sportOutcomes.halfLoseProbability,
};

/** The outcomes' prices and probabilities, one multi-row upsert. */
async function writeOutcomes(db: Db, rows: PricedOutcome[]) {
  if (rows.length === 0) return;
  await db.execute(
    sql`${insertJsonRows(sportOutcomes, PRICE_COLUMNS, rows)} ${onConflictSet(
      [sportOutcomes.eventId, sportOutcomes.typeId, sportOutcomes.specKey, sportOutcomes.outcomeId],
      [
        sportOutcomes.oddsE4,
        sportOutcomes.active,
        sportOutcomes.probability,
        sportOutcomes.halfWinProbability,
        sportOutcomes.refundProbability,
        sportOutcomes.halfLoseProbability,
      ],
    )}`,
  );
}

/** A market's columns an `odds_change` writes (an operator's hold is not the feed's). */
const MARKET_COLUMNS = {
  eventId: sportMarkets.eventId,
  typeId: sportMarkets.typeId,
  specKey: sportMarkets.specKey,
  specifiers: sportMarkets.specifiers,
  status: sportMarkets.status,
  producer: sportMarkets.producer,
  cashoutStatus: sportMarkets.cashoutStatus,
  version: sportMarkets.version,
  lastTs: sportMarkets.lastTs,
  updatedAt: sportMarkets.updatedAt,
};

/**
 * The markets' new state: those locked by one multi-row upsert (their rows are held, so the
 * update always applies, with the versions the plan computed from them), new ones by a plain
 * insert, so a market another transaction opened meanwhile fails the message, as before.
 */
async function writeMarkets(db: Db, updated: SportMarket[], inserted: SportMarket[]) {
  if (updated.length > 0) {
    await db.execute(
      sql`${insertJsonRows(sportMarkets, MARKET_COLUMNS, updated)} ${onConflictSet(
        [sportMarkets.eventId, sportMarkets.typeId, sportMarkets.specKey],
        [
          sportMarkets.specifiers,
          sportMarkets.status,
          sportMarkets.producer,
          sportMarkets.cashoutStatus,
          sportMarkets.version,
          sportMarkets.lastTs,
          sportMarkets.updatedAt,
        ],
      )}`,
    );
  }
  if (inserted.length > 0) await db.execute(insertJsonRows(sportMarkets, MARKET_COLUMNS, inserted));
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
