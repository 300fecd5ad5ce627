import { SPORTS_CONFLATE_MS } from '@/lib/constants/sports';
import type { AppContext } from '@/server/app-context';
import type { LineChanges } from '@/server/services/sports/feed/line-changes';
import type { EventBus } from '@/server/services/stream/ports';
import { createConflater, type Conflater } from './conflater';
import { sendLineChanges } from './send-line-changes';

/**
 * Markets and events that may wait before the window closes early. The line holds a few
 * thousand markets; a recovery replaying all of them goes out in a few sends of this size rather
 * than in one that reads the whole line at once.
 */
export const MAX_PENDING_LINE_CHANGES = 5_000;

type LineContext = Pick<AppContext, 'db' | 'events'>;

/**
 * One conflater per bus, that is per process's context (a test's own context has its own). It
 * sends with the context of the latest changes it was given.
 */
const conflaters = new WeakMap<EventBus, { conflater: Conflater; ctx: LineContext }>();

function conflaterOf(ctx: LineContext) {
  let entry = conflaters.get(ctx.events);
  if (!entry) {
    const created: { conflater: Conflater; ctx: LineContext } = {
      ctx,
      conflater: createConflater({
        windowMs: SPORTS_CONFLATE_MS,
        maxPending: MAX_PENDING_LINE_CHANGES,
        send: (batch) => sendLineChanges(created.ctx, batch),
      }),
    };
    conflaters.set(ctx.events, (entry = created));
  }
  entry.ctx = ctx;
  return entry.conflater;
}

/**
 * Hands the stream what the feed applier changed, after its commit (`ctx` the root context,
 * never the transaction's: the changes are read when they go out). The changes of a market
 * within `SPORTS_CONFLATE_MS` go out once, with the state at that moment, on
 * `sports:event:<id>` and, for live events' main markets and event changes, `sports:live`.
 */
export function publishLineChanges(ctx: LineContext, changes: readonly LineChanges[]): void {
  if (changes.length === 0) return;
  conflaterOf(ctx).add(changes);
}

/** Sends what waits now and settles once it is out: tests, and a process shutting down. */
export function flushLineChanges(ctx: LineContext): Promise<void> {
  return conflaters.get(ctx.events)?.conflater.flush() ?? Promise.resolve();
}
