import { log } from '@/server/lib/log';
import type { LineChanges } from '@/server/services/sports/feed/line-changes';

/** What is waiting to go out for one event: keys changed, keys removed, the event itself. */
export type PendingEvent = { changed: Set<string>; removed: Set<string>; eventChanged: boolean };

export type Conflater = {
  /** Merges changes into what waits; the first change of a quiet spell starts the window. */
  add(changes: readonly LineChanges[]): void;
  /** Sends what waits now, and settles once every send begun so far is over. */
  flush(): Promise<void>;
  /** Markets and events waiting (what `maxPending` bounds). */
  size(): number;
};

type ConflaterOptions = {
  windowMs: number;
  /** Waiting markets and events past which the window closes at once. */
  maxPending: number;
  send(batch: Map<string, PendingEvent>): Promise<void>;
};

/**
 * Merges a market's changes over a window so they go out once, with the state at send time: a
 * market the feed moves ten times in 250 ms costs one message, not ten. What waits is a set of
 * keys, not states, so it is bounded by the markets on the line; a burst past `maxPending` is
 * sent at once rather than held. One send at a time, in the order windows closed, so a later
 * state never goes out before an earlier one and a slow database never stacks up sends.
 */
export function createConflater(options: ConflaterOptions): Conflater {
  let pending = new Map<string, PendingEvent>();
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The send under way; one at a time, so a slow database slows the stream, never piles up. */
  let sending: Promise<void> | null = null;
  /** The close that runs once that send is over: one, however often a close is asked for. */
  let queued: Promise<void> | null = null;

  function close(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (sending) {
      // What changes meanwhile joins the window and goes out with the state after that send.
      queued ??= sending.then(() => {
        queued = null;
        return close();
      });
      return queued;
    }
    if (pending.size === 0) return Promise.resolve();
    const batch = pending;
    pending = new Map();
    size = 0;
    const send: Promise<void> = options
      .send(batch)
      // A failed send is lost (the next change of those markets sends their state again); the
      // sends after it still go.
      .catch((error: unknown) => log.error('Sending sports line changes failed', { error }))
      .finally(() => {
        if (sending === send) sending = null;
      });
    sending = send;
    return send;
  }

  return {
    add(changes) {
      for (const change of changes) {
        let event = pending.get(change.eventId);
        if (!event) {
          event = { changed: new Set(), removed: new Set(), eventChanged: false };
          pending.set(change.eventId, event);
          size += 1;
        }
        // The last word on a key wins: a market removed, then back, is changed; and the other way.
        for (const key of change.changed) {
          if (event.changed.has(key)) continue;
          if (!event.removed.delete(key)) size += 1;
          event.changed.add(key);
        }
        for (const key of change.removed) {
          if (event.removed.has(key)) continue;
          if (!event.changed.delete(key)) size += 1;
          event.removed.add(key);
        }
        event.eventChanged ||= change.eventChanged;
      }
      if (size >= options.maxPending) {
        void close();
        return;
      }
      if (!timer && pending.size > 0) {
        timer = setTimeout(() => void close(), options.windowMs);
        // Nothing to keep a process (or a test) alive for.
        timer.unref?.();
      }
    },
    flush: close,
    size: () => size,
  };
}
