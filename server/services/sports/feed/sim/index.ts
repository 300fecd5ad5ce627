import 'server-only';
import { SIM_FEED_DEFAULT_SPEED } from '@/lib/constants/sports';
import type { FeedMessage, ProducerId } from '@/lib/sports/feed-messages';
import type { FeedAdapter } from '../feed-adapter';
import { createFeedCore, type Scenario } from './feed';
import { createWireClock, toWire, wireEventId, worldEventId, type WireClock } from './wire';

export { SCENARIOS, FAULT_KINDS, type Scenario, type FaultKind } from './feed';

export const DEFAULT_SIM_SPEED = SIM_FEED_DEFAULT_SPEED;
/** How often the real timer moves the simulated clock. */
export const SIM_TICK_MS = 500;
/**
 * The most real time one tick accounts for: after a suspended laptop or a long pause the feed
 * resumes where it was instead of replaying hours of matches in one burst.
 */
const MAX_TICK_REAL_MS = 10_000;

export type SimFeedOptions = {
  /** Everything (schedule, play, faults) follows from it: the same seed replays the same feed. */
  seed: string;
  /** Real time; the simulated clock starts at its value on the first start or advance. */
  now: () => Date;
  /** Simulated ms per real ms (default DEFAULT_SIM_SPEED); 0 stands the clock still. */
  speed?: number;
  /** Duplicates, out-of-order odds, silent producers, wrong settlements, VAR cancels, postponements. */
  faults?: boolean;
  /**
   * Qualifies match ids (`sim:match:<run>-<n>`): a feed started again must not reuse the ids
   * of the last run's matches. Tests leave it out.
   */
  runId?: string;
};

export type SimFeedStatus = ReturnType<ReturnType<typeof createFeedCore>['status']> & {
  running: boolean;
  speed: number;
};

export interface SimFeed extends FeedAdapter {
  /** Moves simulated time on by `ms`, delivering every message due, in order, one at a time. */
  advance(ms: number): Promise<void>;
  setSpeed(speed: number): void;
  /**
   * Forces a scenario now. `applied` is false when nothing fits (no live match for a goal);
   * `eventId` names the match it touched, if any.
   */
  inject(
    scenario: Scenario,
    eventId?: string,
  ): Promise<{ applied: boolean; eventId: string | null }>;
  status(): SimFeedStatus;
}

/**
 * The default feed adapter: a seeded, deterministic simulation of Sportradar's UOF (research
 * A2.10, A4.3) over five sports, on an accelerated clock. `start` runs a real timer; tests
 * leave the speed at 0 and drive the clock with `advance`.
 */
export function createSimFeed(options: SimFeedOptions): SimFeed {
  const core = createFeedCore({ seed: options.seed, faults: options.faults ?? false });
  let speed = options.speed ?? DEFAULT_SIM_SPEED;
  let timer: ReturnType<typeof setInterval> | null = null;
  let deliver: ((message: FeedMessage) => Promise<void>) | null = null;
  let lastReal = 0;
  let ticking = false;
  let chain: Promise<unknown> = Promise.resolve();
  /** Set at the first start or advance, when the simulated clock begins at real time. */
  let wire: WireClock | null = null;
  const runId = options.runId;
  const wired = (next: (message: FeedMessage) => Promise<void>) => (message: FeedMessage) =>
    next(wire ? toWire(message, wire, runId) : message);

  /** One operation on the world at a time: timer steps, tests' steps and injections queue. */
  function serial<T>(operation: () => Promise<T>): Promise<T> {
    const result = chain.then(operation);
    chain = result.catch(() => undefined);
    return result;
  }

  async function ensureBegun() {
    if (!deliver) throw new Error('the simulated feed delivers nowhere: call start() first');
    if (!core.started) {
      const origin = options.now().getTime();
      wire = createWireClock(origin, speed);
      await core.begin(origin);
    }
  }

  function tick() {
    if (ticking) return;
    ticking = true;
    const real = options.now().getTime();
    const elapsed = Math.min(MAX_TICK_REAL_MS, Math.max(0, real - lastReal));
    lastReal = real;
    void serial(async () => {
      await ensureBegun();
      await core.runUntil(core.now + Math.round(elapsed * speed));
    })
      .catch(() => undefined)
      .finally(() => {
        ticking = false;
      });
  }

  function runTimer() {
    if (timer || speed <= 0 || !deliver) return;
    lastReal = options.now().getTime();
    timer = setInterval(tick, SIM_TICK_MS);
    timer.unref?.();
  }

  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    name: 'sim',
    start(next) {
      deliver = next;
      core.setDeliver(wired(next));
      runTimer();
    },
    async stop() {
      stopTimer();
      await chain;
      deliver = null;
      core.setDeliver(null);
    },
    async recover(producer: ProducerId, after: number, requestId: string) {
      core.recover(producer, wire ? wire.toSim(after) : after, requestId);
      await core.drain();
    },
    advance(ms) {
      return serial(async () => {
        await ensureBegun();
        await core.runUntil(core.now + ms);
      });
    },
    setSpeed(next) {
      speed = Math.max(0, next);
      if (core.started) wire?.rescale(core.now, options.now().getTime(), speed);
      stopTimer();
      runTimer();
    },
    inject(scenario, eventId) {
      return serial(async () => {
        await ensureBegun();
        const touched = core.trigger(
          scenario,
          eventId === undefined ? undefined : worldEventId(eventId, runId),
          true,
        );
        await core.drain();
        return {
          applied: touched !== false,
          eventId: touched ? wireEventId(touched, runId) : null,
        };
      });
    },
    status() {
      const status = core.status();
      const liveEvents = status.liveEvents.map((id) => wireEventId(id, runId));
      return { ...status, liveEvents, running: timer !== null, speed };
    },
  };
}
