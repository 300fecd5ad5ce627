import type { FeedMessage } from '@/lib/sports/feed-messages';
import type { AppContext } from '@/server/app-context';
import { engineDbOf } from '@/server/db/client';
import { log } from '@/server/lib/log';
import { startLeasedEngine, type LeasedEngine } from '@/server/services/engines/leased-engine';
import { publishLineChanges } from '@/server/services/sports/line/publish-line-changes';
import { settleDueTickets } from '@/server/services/sports/settlement/settle-due-tickets';
import { applyFeedMessage } from './feed/apply-message';
import type { FeedAdapter } from './feed/feed-adapter';
import { checkProducers, producersDown } from './feed/producer-watchdog';
import { createSimFeed, type SimFeed } from './feed/sim';
import { earlierRunCancellations } from './feed/sim/retire-earlier-runs';
import { createAmqpFeed } from './feed/uof/amqp-feed';
import { startSimOnBroker } from './feed/uof/sim-broker';
import { createUofApi } from './feed/uof/uof-api';

/** How often the producers' watchdog runs while this process drives the feed. */
const WATCHDOG_MS = 2_000;
/** How often the settlement sweep looks for tickets a crash left unsettled. */
const SWEEP_MS = 30_000;

/** The feed this process drives now, for the development controls; null when another does. */
let driving: SimFeed | null = null;
export const drivenSimFeed = () => driving;

/** How long a new holder waits for its queue to be bound before the simulation starts publishing. */
const CONSUMER_READY_MS = 10_000;

/**
 * Runs the configured sports feed: one process of the deployment at a time drives it (a lease,
 * like crash's engine), applying each message in order (`applyFeedMessage`) and publishing what
 * changed on the line after each commit; it runs the producers' watchdog, which asks the feed to
 * recover a silent producer, and sweeps for tickets left unsettled.
 *
 * Where the messages come from: Betradar's Unified Odds Feed over AMQP (`uof`), or the
 * simulated feed (`sim`), which publishes the same UOF XML on a local broker when one answers
 * (`SPORTS_SIM_BROKER`) and is read back by the same adapter, else hands its messages over in
 * the process. A new holder starts a new run of the simulated feed and cancels the unfinished
 * matches of the last one. Through a broker, a new holder and a dropped connection mark the
 * producers down, so the watchdog recovers what was missed, as UOF's SDK does.
 *
 * It runs on the engines' own connections (`engineDbOf`), like crash and the rooms: under a
 * crowd of bets every statement on the players' pool waits its turn in the queue, and the odds
 * would go stale because players are betting (issue 41: 12–22 messages applied per 20 s under
 * 200 connections of ticket placement).
 */
export function startSportsFeed(appContext: AppContext): LeasedEngine | null {
  const ctx = { ...appContext, db: engineDbOf(appContext.db) };
  const sports = ctx.config.sports;
  if (sports.feed === 'off') return null;
  return startLeasedEngine(ctx, 'sports-feed', 1_000, (control) => ({
    async drive(lease) {
      /** Applies one message; throws when it could not be applied (the broker redelivers it). */
      const applyOrThrow = async (message: FeedMessage) => {
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
          throw error;
        }
      };
      const apply = (message: FeedMessage) => applyOrThrow(message).catch(() => undefined);
      const producersLost = () =>
        void producersDown(ctx, 'connection_lost').then(
          (changes) => publishLineChanges(ctx, changes),
          (error: unknown) =>
            log.error('sports feed: the producers could not be marked down', { error }),
        );

      const runId = Math.floor(ctx.clock.now().getTime() / 1000).toString(36);
      const sim =
        sports.feed === 'sim'
          ? createSimFeed({
              seed: sports.simSeed,
              now: () => ctx.clock.now(),
              speed: sports.simSpeed,
              faults: sports.simFaults,
              runId,
            })
          : null;
      const broker = sim && sports.simBroker ? await startSimOnBroker(sim, sports.simBroker) : null;
      const uof = broker
        ? { amqpUrl: sports.simBroker!, apiUrl: broker.apiUrl, token: broker.token }
        : sports.uof;
      const amqpFeed = uof
        ? createAmqpFeed({
            url: uof.amqpUrl,
            api: createUofApi({
              baseUrl: uof.apiUrl,
              token: uof.token,
              nodeId: sports.uof?.nodeId,
              // The simulation names its matches in Kazakh too; Betradar does not.
              languages: broker ? ['ru', 'kz'] : ['ru'],
              fetch: ctx.fetch,
            }),
            exchange: broker?.exchange,
            deadLetterExchange: broker?.deadLetters,
            onConnectionLost: producersLost,
          })
        : null;
      const feed: FeedAdapter = amqpFeed ?? sim!;

      if (sim)
        for (const message of await earlierRunCancellations(ctx, runId)) await apply(message);
      if (amqpFeed) {
        publishLineChanges(ctx, await producersDown(ctx, 'connection_lost'));
        amqpFeed.start(applyOrThrow);
        await Promise.race([amqpFeed.ready(), control.sleep(CONSUMER_READY_MS)]);
      }
      if (sim) sim.start(broker ? broker.publish : apply);
      driving = sim;
      log.info('sports feed: this process drives the feed', {
        feed: sports.feed,
        through: amqpFeed ? (broker ? 'local broker' : 'Betradar') : 'process',
        runId,
        lease,
      });
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
        await sim?.stop();
        await amqpFeed?.stop();
        await broker?.close();
      }
    },
    reset() {
      driving = null;
    },
  }));
}
