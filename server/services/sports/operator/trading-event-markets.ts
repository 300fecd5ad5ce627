import { eq } from 'drizzle-orm';
import type { TradingEventMarkets, TradingMarket } from '@/lib/schemas/sports-trading';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { effectiveMarketStatus } from '@/lib/sports/market-status';
import { oddsText } from '@/lib/sports/odds';
import { marketKey, selectionKey } from '@/lib/sports/specifiers';
import type { AppContext } from '@/server/app-context';
import { sportMarkets, sportOutcomes, type SportOutcome } from '@/server/db/schema';
import { exposureBySelection } from '../betting/event-exposure';
import { producerRows } from '../feed/producers';
import { marketOrder, outcomeOrder } from '../line/views';
import { readTradingEvent } from './trading-events';

/** The void factor as the feed writes it: `void_halves` 1 is half, 2 the whole stake. */
const VOID_FACTORS: Record<number, string> = { 1: '0.5', 2: '1' };

/** Where the market's settlement stands, from its status and its outcomes' results. */
function settlementOf(
  status: number,
  outcomes: readonly SportOutcome[],
): TradingMarket['settlement'] {
  if (status === MARKET_STATUS.cancelled) return 'cancelled';
  const settled = outcomes.filter((outcome) => outcome.result !== null);
  if (settled.length === 0) return 'none';
  return settled.some((outcome) => (outcome.certainty ?? 0) >= 2) ? 'confirmed' : 'provisional';
}

/**
 * `GET /operator/sports/events/{id}/markets`: the event with its figures, and every market it
 * has (settled and cancelled ones too), in its page's order: the feed's status and what players
 * see, an operator's hold, the producer's health, the settlement, and per outcome its odds,
 * result and exposure per currency (`exposureBySelection`, as `…/exposure` counts it). 404 for
 * an event the line does not know.
 */
export async function tradingEventMarkets(
  ctx: Pick<AppContext, 'db'>,
  eventId: string,
): Promise<TradingEventMarkets> {
  const event = await readTradingEvent(ctx, eventId);
  const [markets, outcomes, producers, exposure] = await Promise.all([
    ctx.db.select().from(sportMarkets).where(eq(sportMarkets.eventId, eventId)),
    ctx.db.select().from(sportOutcomes).where(eq(sportOutcomes.eventId, eventId)),
    producerRows(ctx.db),
    exposureBySelection(ctx, eventId),
  ]);
  const outcomesOf = new Map<string, SportOutcome[]>();
  for (const outcome of outcomes) {
    const key = marketKey(outcome);
    outcomesOf.set(key, [...(outcomesOf.get(key) ?? []), outcome]);
  }
  markets.sort(marketOrder(event.sport.slug));
  return {
    event,
    markets: markets.map((market) => {
      const key = marketKey(market);
      // A producer the feed never reported on has no row and counts as up (`market-rows.ts`).
      const producerUp = producers.get(market.producer)?.up ?? true;
      const order = outcomeOrder(market.typeId);
      const own = (outcomesOf.get(key) ?? []).sort((a, b) =>
        order({ id: a.outcomeId }, { id: b.outcomeId }),
      );
      return {
        key,
        type_id: market.typeId,
        spec_key: market.specKey,
        specifiers: market.specifiers,
        status: effectiveMarketStatus(market, producerUp),
        feed_status: effectiveMarketStatus({ status: market.status, heldByOperator: false }, true),
        held_by_operator: market.heldByOperator,
        producer: market.producer,
        producer_up: producerUp,
        version: market.version,
        settlement: settlementOf(market.status, own),
        outcomes: own.map((outcome) => ({
          id: outcome.outcomeId,
          odds: outcome.oddsE4 === null ? null : oddsText(outcome.oddsE4),
          active: outcome.active,
          result: outcome.result,
          void_factor: VOID_FACTORS[outcome.voidHalves ?? 0] ?? null,
          // ×10,000 like odds: 5,000 is `0.5`.
          dead_heat_factor: outcome.deadHeatE4 === null ? null : oddsText(outcome.deadHeatE4),
          exposure: exposure.get(selectionKey(outcome)) ?? [],
        })),
      };
    }),
  };
}
