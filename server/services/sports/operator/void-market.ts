import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { parseSpecKey } from '@/lib/sports/specifiers';
import { applyBetCancel } from '../feed/apply-bet-cancel';
import type { FeedCtx } from '../feed/feed-handler';
import { asFeed, type MarketAction } from './operator-market';

/** An operator voids a market: a cancel without a window, every bet on it refunded. */
export function voidMarketByOperator(ctx: FeedCtx, input: MarketAction) {
  return asFeed(
    ctx,
    input,
    'void',
    { status: MARKET_STATUS.cancelled },
    (txCtx, producer, timestamp) =>
      applyBetCancel.apply(txCtx, {
        type: 'bet_cancel',
        producer,
        eventId: input.eventId,
        timestamp,
        markets: [{ typeId: input.typeId, specifiers: parseSpecKey(input.specKey) }],
      }),
  );
}
