import type { AppContext } from '@/server/app-context';
import { deliveryJobs, type Channel, type NotificationKind } from '@/server/db/schema';

/**
 * Queues one message and hands it to the background sender. This is all a request does to
 * send something: one insert, whether or not the contact has an account, so neither the time
 * it takes nor a slow or failing mail server tells anything, and no request waits for SMTP.
 */
export async function queueMessage(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sender'>,
  message: { kind: NotificationKind; channel: Channel; target: string },
) {
  const now = ctx.clock.now();
  const [job] = await ctx.db
    .insert(deliveryJobs)
    .values({ ...message, runAt: now, createdAt: now })
    .returning({ id: deliveryJobs.id });
  ctx.sender.kick(job!.id);
}
