import type { SportEventDetail, SportEventView, SportMarketView } from '@/lib/schemas/sports';

/**
 * The line as the stream changes it (topics `sports:live` and `sports:event:<id>`): a snapshot,
 * then `markets` (each replaces the market of its key when its version is newer), `event`
 * (status, score, clock) and `removed` (keys gone). Pure, so the pages and tests share it.
 */

export type LineFrame = { type: string; data: unknown };

type MarketsDelta = { event_id: string; markets: SportMarketView[] };
type RemovedDelta = { event_id: string; keys: string[] };

/** `known` with `incoming` put in by key, each only if newer than what is known. */
export function mergeMarkets(
  known: readonly SportMarketView[],
  incoming: readonly SportMarketView[],
): SportMarketView[] {
  const byKey = new Map(known.map((market) => [market.key, market]));
  const merged = [...known];
  for (const market of incoming) {
    const current = byKey.get(market.key);
    if (!current) {
      merged.push(market);
      byKey.set(market.key, market);
    } else if (market.version > current.version) {
      merged[merged.indexOf(current)] = market;
      byKey.set(market.key, market);
    }
  }
  return merged;
}

/** The live list after a frame of `sports:live`. */
export function applyLiveFrame(
  events: readonly SportEventView[],
  frame: LineFrame,
): SportEventView[] {
  switch (frame.type) {
    case 'snapshot': {
      // A snapshot is null for a topic the line does not know.
      const data = frame.data as { events?: SportEventView[] } | null;
      return data?.events ? [...data.events] : [...events];
    }
    case 'event': {
      const event = frame.data as SportEventView;
      const known = events.some((each) => each.id === event.id);
      if (!event.live) return events.filter((each) => each.id !== event.id);
      return known
        ? events.map((each) => (each.id === event.id ? event : each))
        : [...events, event];
    }
    case 'markets': {
      const delta = frame.data as MarketsDelta;
      return events.map((event) => {
        if (event.id !== delta.event_id || !event.main_market) return event;
        const [main] = mergeMarkets([event.main_market], delta.markets).filter(
          (market) => market.key === event.main_market!.key,
        );
        return main === event.main_market ? event : { ...event, main_market: main ?? null };
      });
    }
    case 'removed': {
      const delta = frame.data as RemovedDelta;
      return events.map((event) =>
        event.id === delta.event_id &&
        event.main_market &&
        delta.keys.includes(event.main_market.key)
          ? { ...event, main_market: null }
          : event,
      );
    }
    default:
      return [...events];
  }
}

/** An event's detail after a frame of `sports:event:<id>`. */
export function applyEventFrame(
  detail: SportEventDetail | null,
  frame: LineFrame,
): SportEventDetail | null {
  if (frame.type === 'snapshot') {
    const data = frame.data as Partial<SportEventDetail> | null;
    return data?.event && data.markets ? { event: data.event, markets: data.markets } : detail;
  }
  if (!detail) return detail;
  switch (frame.type) {
    case 'event':
      return { ...detail, event: frame.data as SportEventView };
    case 'markets':
      return {
        ...detail,
        markets: mergeMarkets(detail.markets, (frame.data as MarketsDelta).markets),
      };
    case 'removed': {
      const gone = new Set((frame.data as RemovedDelta).keys);
      return { ...detail, markets: detail.markets.filter((market) => !gone.has(market.key)) };
    }
    default:
      return detail;
  }
}
