import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { kycApplicants } from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { applyKycEvent } from '@/server/services/kyc/apply-webhook';
import { kycProvider } from '@/server/services/kyc/sumsub/client';
import { sumsubWebhookSchema } from '@/server/services/kyc/sumsub/webhook-body';
import { afterReview } from './after-review';

/**
 * An applicant under review this long without a word from the provider is asked where the review
 * stands: a webhook can be lost (Sumsub retries one for a limited time only), and a player must
 * not wait on it forever. Asked again no sooner than this after each look.
 */
export const RECONCILE_AFTER_MS = 60 * 60_000;
/** Applicants looked at per run, oldest first (each is one call to the provider). */
const RECONCILE_BATCH = 50;

/** The statuses of a review the provider has not answered yet (`kyc_applicants_pending_idx`). */
const WAITING = ['pending', 'onHold'];

/**
 * The reconciliation of reviews left pending: each applicant waiting over `RECONCILE_AFTER_MS`
 * is asked for its review status (`GET /resources/applicants/{id}/status`). A completed review is
 * applied as the webhook would have been (an `applicantReviewed` recorded in `kyc_events` with
 * `source: reconciliation`, then what follows a review); the webhook arriving after it is older
 * and changes nothing. One that is still waiting is looked at again an hour later. A provider
 * that fails is logged and tried at the next run. Answers how many were asked and applied.
 */
export async function reconcilePendingReviews(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'fetch'>,
): Promise<{ asked: number; applied: number }> {
  const provider = ctx.config.kyc.provider;
  if (!provider) return { asked: 0, applied: 0 };
  const { client } = kycProvider(ctx);
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({
      userId: kycApplicants.userId,
      applicantId: kycApplicants.applicantId,
      lastEventMs: kycApplicants.lastEventMs,
    })
    .from(kycApplicants)
    .where(
      and(
        eq(kycApplicants.provider, provider.kind),
        inArray(kycApplicants.reviewStatus, WAITING),
        lt(kycApplicants.updatedAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(kycApplicants.updatedAt))
    .limit(RECONCILE_BATCH);

  let applied = 0;
  for (const { userId, applicantId, lastEventMs } of due) {
    let status;
    try {
      status = await client.reviewStatus(applicantId);
    } catch {
      continue; // logged by the client; the next run asks again
    }
    const event = sumsubWebhookSchema.safeParse({
      type: 'applicantReviewed',
      applicantId,
      reviewStatus: status.reviewStatus,
      // The review as it stands now: newer than every event applied before it.
      createdAtMs: Math.max(ctx.clock.now().getTime(), lastEventMs + 1),
      reviewResult: status.reviewResult,
    });
    if (status.reviewStatus === 'completed' && event.success && event.data.reviewResult) {
      const { outcome, review } = await applyKycEvent(ctx, event.data, {
        ...event.data,
        source: 'reconciliation',
      });
      if (review) await afterReview(ctx, review);
      if (outcome === 'applied') {
        applied += 1;
        log.info('kyc review learnt by asking the provider', {
          user_id: userId,
          applicant_id: applicantId,
        });
        continue;
      }
    }
    // Still waiting (or nothing new): looked at again after another RECONCILE_AFTER_MS.
    await ctx.db
      .update(kycApplicants)
      .set({ updatedAt: ctx.clock.now() })
      .where(eq(kycApplicants.userId, userId));
  }
  return { asked: due.length, applied };
}
