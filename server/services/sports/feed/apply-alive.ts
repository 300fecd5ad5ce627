import { eq } from 'drizzle-orm';
import { sportProducers } from '@/server/db/schema';
import { nothing, type FeedHandler } from './feed-handler';

/**
 * `alive`: the producer's heartbeat, recorded at our clock's time (the watchdog compares it
 * with the same clock). `subscribed: false` means the producer lost our session: it is down
 * until a recovery, which the watchdog asks for.
 */
export const applyAlive: FeedHandler<'alive'> = {
  async apply(ctx, message) {
    const now = ctx.clock.now();
    await ctx.db
      .update(sportProducers)
      .set({
        lastAliveAt: now,
        updatedAt: now,
        ...(!message.subscribed && { up: false, downReason: 'not_subscribed' }),
      })
      .where(eq(sportProducers.id, message.producer));
    return nothing('applied');
  },
};
