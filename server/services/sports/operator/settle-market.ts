import { parseSpecKey } from '@/lib/sports/specifiers';
import { applyBetSettlement } from '../feed/apply-bet-settlement';
import type { FeedCtx } from '../feed/feed-handler';
import { asFeed, type MarketAction } from './operator-market';

export type OperatorOutcome = {
  id: string;
  result: 0 | 1;
  voidFactor?: 0.5 | 1;
  deadHeatFactor?: string;
};

/**
 * An operator settles a market by hand through the feed's own settlement path, as a confirmed
 * (certainty 2) settlement: a result the feed gave already is a no-op, another one resettles.
 */
export function settleMarketByOperator(
  ctx: FeedCtx,
  input: MarketAction & { outcomes: OperatorOutcome[] },
) {
  return asFeed(ctx, input, 'settle', { outcomes: input.outcomes }, (txCtx, producer, timestamp) =>
    applyBetSettlement.apply(txCtx, {
      type: 'bet_settlement',
      producer,
      eventId: input.eventId,
      timestamp,
      certainty: 2,
      markets: [
        {
          typeId: input.typeId,
          specifiers: parseSpecKey(input.specKey),
          outcomes: input.outcomes.map((outcome) => ({
            id: outcome.id,
            result: outcome.result,
            ...(outcome.voidFactor && { voidFactor: outcome.voidFactor === 1 ? '1' : '0.5' }),
            ...(outcome.deadHeatFactor && { deadHeatFactor: outcome.deadHeatFactor }),
          })),
        },
      ],
    }),
  );
}
