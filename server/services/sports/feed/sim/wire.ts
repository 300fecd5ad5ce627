import type { FeedMessage } from '@/lib/sports/feed-messages';

/**
 * What the simulated world sends, as a real feed would send it. The world runs on its own
 * accelerated clock (a football match in about ten real minutes), but what it says about time
 * must be real: kick-offs a player reads, message times the stale guard orders and, above all,
 * the windows of a `bet_cancel`, which are compared with when tickets were accepted. So every
 * time leaves through `toReal` (real = real origin + (simulated − simulated origin) / scale), and
 * a producer's `recover(after)` comes back through `toSim`. A change of speed re-anchors the two
 * clocks where they stand.
 *
 * A world started again begins a new schedule whose slot numbers start over; `runId` keeps its
 * matches from taking the ids of the last run's (`sim:match:<run>-<n>`).
 */
export type WireClock = {
  toReal(simulated: number): number;
  toSim(real: number): number;
  /** From here on a simulated ms takes 1/scale real ms. */
  rescale(simulatedNow: number, realNow: number, scale: number): void;
};

export function createWireClock(origin: number, scale: number): WireClock {
  let simOrigin = origin;
  let realOrigin = origin;
  let factor = scale > 0 ? scale : 1;
  return {
    toReal: (simulated) => Math.round(realOrigin + (simulated - simOrigin) / factor),
    toSim: (real) => Math.round(simOrigin + (real - realOrigin) * factor),
    rescale(simulatedNow, realNow, next) {
      if (next <= 0) return;
      simOrigin = simulatedNow;
      realOrigin = realNow;
      factor = next;
    },
  };
}

const SIM_MATCH = /^sim:match:(\d+)$/;

/** `sim:match:7` → `sim:match:<run>-7`. */
export function wireEventId(eventId: string, runId: string | undefined): string {
  const match = runId ? SIM_MATCH.exec(eventId) : null;
  return match ? `sim:match:${runId}-${match[1]}` : eventId;
}

/** `sim:match:<run>-7` → `sim:match:7`; another run's id (or none) stays as it is. */
export function worldEventId(eventId: string, runId: string | undefined): string {
  if (!runId) return eventId;
  const prefix = `sim:match:${runId}-`;
  return eventId.startsWith(prefix) ? `sim:match:${eventId.slice(prefix.length)}` : eventId;
}

/** The message with real times and run-qualified ids. */
export function toWire(message: FeedMessage, clock: WireClock, runId?: string): FeedMessage {
  const timestamp = clock.toReal(message.timestamp);
  if (message.type === 'alive' || message.type === 'snapshot_complete') {
    return { ...message, timestamp };
  }
  const wired = { ...message, timestamp, eventId: wireEventId(message.eventId, runId) };
  if (wired.type === 'fixture_change') {
    return {
      ...wired,
      fixture: {
        ...wired.fixture,
        eventId: wired.eventId,
        scheduledAt: clock.toReal(wired.fixture.scheduledAt),
      },
    };
  }
  if (wired.type === 'bet_cancel' || wired.type === 'rollback_bet_cancel') {
    return {
      ...wired,
      startTime: wired.startTime === undefined ? undefined : clock.toReal(wired.startTime),
      endTime: wired.endTime === undefined ? undefined : clock.toReal(wired.endTime),
    };
  }
  return wired;
}
