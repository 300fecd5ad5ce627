import type { FeedMessage } from '@/lib/sports/feed-messages';
import type { AppContext } from '@/server/app-context';
import { log } from '@/server/lib/log';
import { startLeasedEngine, type LeasedEngine } from '@/server/services/engines/leased-engine';
import { publishLineChanges } from '@/server/services/sports/line/publish-line-changes';
import { settleDueTickets } from '@/server/services/sports/settlement/settle-due-tickets';
import { applyFeedMessage } from './feed/apply-message';
import { checkProducers } from './feed/producer-watchdog';
import { createSimFeed, type SimFeed } from './feed/sim';
import { earlierRunCancellations } from './feed/sim/retire-earlier-runs';

/** How often the producers' watchdog runs while this process drives the feed. */
const WATCHDOG_MS = 2_000;
/** How often the settlement sweep looks for tickets a crash left unsettled. */
const SWEEP_MS = 30_000;

/** The feed this process drives now, for the development controls; null when another does. */
let driving: SimFeed | null = null;
export const drivenSimFeed = () => driving;

/**
 * Runs the configured sports feed: one process of the deployment at a time drives it (a lease,
 * like crash's engine), applying each message in order (`applyFeedMessage`) and publishing what
 * changed on the line after each commit; it runs the producers' watchdog, which asks the feed to
 * recover a silent producer, and sweeps for tickets left unsettled. A new holder starts a new run
 * of the simulated feed and cancels the unfinished matches of the last one.
 */
export function startSportsFeed(ctx: AppContext): LeasedEngine | null {
  const sports = ctx.config.sports;
  if (sports.feed === 'off') return null;
  return startLeasedEngine(ctx, 'sports-feed', 1_000, (control) => ({
    async drive(lease) {
      const runId = Math.floor(ctx.clock.now().getTime() / 1000).toString(36);
      const feed = createSimFeed({
        seed: sports.simSeed,
        now: () => ctx.clock.now(),
        speed: sports.simSpeed,
        faults: sports.simFaults,
        runId,
      });
      const apply = async (message: FeedMessage) => {
        if (!control.holds(lease)) return;
        try {
          const { changes } = await applyFeedMessage(ctx, message);
          publishLineChanges(ctx, changes);
        } catch (error) {
          log.error('sports feed: a message could not be applied', {
            error,
            type: message.type,
            eventId: 'eventId' in message ? message.eventId : undefined,
          });
        }
      };
      for (const message of await earlierRunCancellations(ctx, runId)) await apply(message);
      driving = feed;
      feed.start(apply);
      log.info('sports feed: this process drives the simulated feed', { runId, lease });
      let swept = 0;
      try {
        while (control.holds(lease)) {
          await control.sleep(WATCHDOG_MS);
          publishLineChanges(ctx, await checkProducers(ctx, feed));
          const now = ctx.clock.now().getTime();
          if (now - swept >= SWEEP_MS) {
            swept = now;
            await settleDueTickets(ctx);
          }
        }
      } finally {
        driving = null;
        await feed.stop();
      }
    },
    reset() {
      driving = null;
    },
  }));
}
