import { and, eq, lte } from 'drizzle-orm';
import { CODE_TTL_S } from '@/lib/constants/auth';
import { deliveryJobs, type DeliveryJob } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { log } from '@/server/lib/log';
import { CODE_PURPOSE_OF, isCodeKind } from '@/server/services/codes/code-kinds';
import { issueCode } from '@/server/services/codes/issue-code';
import { notify } from '@/server/services/delivery/notify';
import { findUserByContact } from '@/server/services/users/find-user';
import { MESSAGE_VALUES } from './message-values';
import { DELIVERY_RETRY, retryAt } from './retry';
import type { SenderContext } from './sender-context';

/**
 * Sends one claimed message: finds the account behind the contact, makes its code (and reset
 * link), renders it in the reader's language and hands it to `ctx.delivery`. A contact without
 * an account gets nothing. A failure leaves the message queued for a later try; it never
 * reaches the request that asked for it, which answered long ago. Answers whether the message
 * is done with or waits for a retry.
 */
export async function deliverJob(ctx: SenderContext, job: DeliveryJob): Promise<'done' | 'retry'> {
  const failedBefore = job.attempts > 1;
  if (failedBefore && job.createdAt <= addSeconds(ctx.clock.now(), -DELIVERY_RETRY.giveUpAfterS)) {
    log.error('Delivery dropped', { kind: job.kind, job: job.id, failures: job.attempts - 1 });
    await finish(ctx, job);
    return 'done';
  }
  try {
    const user = await findUserByContact(ctx, job.channel, job.target);
    // A code is made for a contact without an account too, and never sent: checking codes
    // then answers alike for both (wrong, too many tries, expired), so it tells nothing.
    const code = isCodeKind(job.kind)
      ? await issueCode(ctx, {
          purpose: CODE_PURPOSE_OF[job.kind],
          channel: job.channel,
          target: job.target,
        })
      : null;
    if (user) {
      const values = {
        ...(code === null ? {} : { code, minutes: CODE_TTL_S / 60 }),
        ...(await MESSAGE_VALUES[job.kind](ctx, user, job)),
      };
      const sending = notify(ctx, {
        channel: job.channel,
        to: job.target,
        locale: user.locale,
        kind: job.kind,
        values,
      });
      await withTimeout(sending, DELIVERY_RETRY.sendTimeoutS);
    }
    await finish(ctx, job);
    return 'done';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const next = retryAt(ctx.clock.now(), job.attempts);
    // The kind and the row, not the contact: it is personal data.
    log.warn('Delivery failed', {
      kind: job.kind,
      job: job.id,
      attempt: job.attempts,
      error: reason,
      retryAt: next.toISOString(),
    });
    await ctx.db
      .update(deliveryJobs)
      .set({ runAt: next, lastError: reason.slice(0, 500) })
      .where(eq(deliveryJobs.id, job.id));
    return 'retry';
  }
}

/** Sent, or nothing to send: the message goes, with the older ones it replaced. */
async function finish(ctx: SenderContext, job: DeliveryJob) {
  await ctx.db
    .delete(deliveryJobs)
    .where(
      and(
        eq(deliveryJobs.kind, job.kind),
        eq(deliveryJobs.channel, job.channel),
        eq(deliveryJobs.target, job.target),
        lte(deliveryJobs.id, job.id),
      ),
    );
}

function withTimeout<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
