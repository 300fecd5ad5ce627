import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { setAccountState } from '@/server/services/account-states/set-account-state';
import { raiseFlag } from '@/server/services/aml/raise-flag';
import { screenPlayer } from '@/server/services/aml/screening/screen-player';
import type { AppliedReview } from '@/server/services/kyc/apply-webhook';

/**
 * What follows a review, after its transaction: an under-age player is flagged and their account
 * blocked (their money stays theirs to be paid back by staff); a level taken away (a RED after
 * a GREEN) goes to the risk queue; a new level is screened against the sanctions and PEP lists.
 */
export async function afterReview(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  review: AppliedReview,
) {
  if (review.underage) {
    await raiseFlag(ctx, {
      userId: review.userId,
      kind: 'underage',
      dedupKey: `underage:${review.userId}`,
      evidence: { min_age: ctx.config.kyc.minAge },
    });
    await setAccountState(ctx, {
      userId: review.userId,
      state: 'blocked',
      reason: `under ${ctx.config.kyc.minAge} by the verified date of birth`,
      actor: { type: 'system', label: 'kyc' },
    }).catch((error: unknown) => {
      // A player on a self-exclusion stays excluded; the flag is in the queue either way.
      if (!(error instanceof AppError && error.code === 'exclusion_in_force')) throw error;
    });
    return;
  }
  if (review.green) await screenPlayer(ctx, review.userId);
  if (review.revoked) {
    await raiseFlag(ctx, {
      userId: review.userId,
      kind: 'kyc_revoked',
      dedupKey: `kyc_revoked:${review.userId}:${ctx.clock.now().getTime()}`,
      evidence: { level_before: review.levelBefore, level_after: review.levelAfter },
    });
  }
}
