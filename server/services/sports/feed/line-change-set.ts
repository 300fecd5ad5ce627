import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { effectiveMarketStatus, isShownStatus } from '@/lib/sports/market-status';
import { marketKey } from '@/lib/sports/specifiers';
import type { LineChanges } from './line-changes';

/** The feed statuses of markets a player sees (active, suspended, handed over). */
export const SHOWN_FEED_STATUSES = [
  MARKET_STATUS.active,
  MARKET_STATUS.suspended,
  MARKET_STATUS.handedOver,
];

type MarketLike = {
  eventId: string;
  typeId: number;
  specKey: string;
  status: number;
  heldByOperator: boolean;
  producer: number;
};

/**
 * Collects what a message changed, per event, while a handler works: a market goes to
 * `changed` while a player still sees it (by its effective status), to `removed` once it left
 * the line. Handlers fill it inside their transaction; the caller publishes after the commit.
 */
export class LineChangeSet {
  private readonly byEvent = new Map<string, LineChanges>();

  constructor(private readonly producerUp: (producer: number) => boolean = () => true) {}

  private of(eventId: string) {
    let changes = this.byEvent.get(eventId);
    if (!changes) {
      changes = { eventId, changed: [], removed: [], eventChanged: false };
      this.byEvent.set(eventId, changes);
    }
    return changes;
  }

  market(market: MarketLike) {
    const changes = this.of(market.eventId);
    const key = marketKey(market);
    const shown = isShownStatus(effectiveMarketStatus(market, this.producerUp(market.producer)));
    const [into, other] = shown
      ? [changes.changed, changes.removed]
      : [changes.removed, changes.changed];
    if (!into.includes(key)) into.push(key);
    const at = other.indexOf(key);
    if (at >= 0) other.splice(at, 1);
  }

  event(eventId: string) {
    this.of(eventId).eventChanged = true;
  }

  list(): LineChanges[] {
    return [...this.byEvent.values()];
  }
}
