import { inArray } from 'drizzle-orm';
import { deliveryJobs } from '@/server/db/schema';
import { log, withLogContext } from '@/server/lib/log';
import type { DeliverySender } from '@/server/services/delivery/types';
import { claimDueJobs } from './claim-jobs';
import { deliverJob } from './deliver-job';
import type { SenderContext } from './sender-context';

/** Messages taken per round; they are sent side by side, so one slow send holds up no other. */
const BATCH = 10;
/** How often the running sender looks at every due message: retries, other instances' leftovers. */
const POLL_MS = 5_000;

export type Sender = DeliverySender & {
  /** One pass over every due message, whoever queued it: what the timer does. */
  sweep(): Promise<void>;
  /** Sweeps every few seconds from now on (the API process does). */
  start(): void;
  /** Stops sweeping and waits for the pass in progress. */
  stop(): Promise<void>;
};

/**
 * The background sender. A request hands it the message it queued (`kick`), which goes out
 * at once, after the request's own work; a timer sweeps up retries and messages whose instance
 * died. Passes never overlap within an instance; across instances the claim's `SKIP LOCKED`
 * and lease share the work (`claim-jobs.ts`). Waiting for the handed messages alone (`drain`)
 * lets tests sharing one PostgreSQL each wait for their own.
 */
export function createSender(ctx: SenderContext): Sender {
  /** Messages handed to this sender and not yet known to be done. */
  const handed = new Set<number>();
  let active: Promise<void> | null = null;
  let ownAsked = false;
  let allAsked = false;
  let timer: NodeJS.Timeout | undefined;

  async function pass(everything: boolean) {
    for (;;) {
      const ids = everything ? undefined : [...handed];
      if (ids?.length === 0) return;
      const jobs = await claimDueJobs(ctx, { limit: BATCH, ids });
      if (jobs.length === 0) break;
      await Promise.all(
        jobs.map(async (job) => {
          if ((await deliverJob(ctx, job)) === 'done') handed.delete(job.id);
        }),
      );
    }
    if (handed.size > 0) await forgetGone();
  }

  /** Forgets handed messages that are no longer queued: another instance sent or replaced them. */
  async function forgetGone() {
    const ids = [...handed];
    const queued = await ctx.db
      .select({ id: deliveryJobs.id })
      .from(deliveryJobs)
      .where(inArray(deliveryJobs.id, ids));
    const still = new Set(queued.map((row) => row.id));
    for (const id of ids) if (!still.has(id)) handed.delete(id);
  }

  /**
   * Passes until one finds nothing due since the last call. The check and the end happen in
   * one step, so a message handed over before a call is never left behind by it.
   */
  async function loop() {
    try {
      while (ownAsked || allAsked) {
        const everything = allAsked;
        ownAsked = false;
        allAsked = false;
        await pass(everything);
      }
    } catch (error) {
      // The database is away: what is due stays due, for the next pass.
      log.error('Delivery pass failed', { error });
    } finally {
      active = null;
    }
  }

  function run(everything: boolean): Promise<void> {
    if (everything) allAsked = true;
    else ownAsked = true;
    // Its lines are the sender's, not those of the request that happened to kick it.
    active ??= withLogContext({ worker: 'sender' }, loop);
    return active;
  }

  return {
    kick(jobId) {
      handed.add(jobId);
      setImmediate(() => void run(false));
    },
    drain: () => run(false),
    sweep: () => run(true),
    start() {
      timer ??= setInterval(() => void run(true), POLL_MS);
      timer.unref();
      void run(true);
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await active;
    },
  };
}
