import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { KycStatus } from '@/server/db/schema';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { kycApplicants, kycDocuments, kycRequirements, users } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/**
 * What the player does next to reach `required` from `level`: the provider verifies L1 and L2
 * (an L2 applicant is checked for identity and address together), staff review the L3 upload,
 * which comes after L2. Null: nothing to do.
 */
export function nextLevel(level: number, required: number): 1 | 2 | 3 | null {
  if (level >= required) return null;
  if (level < Math.min(required, 2)) return Math.min(required, 2) as 1 | 2;
  return 3;
}

/** A provider level's number from its name (the deployment's `SUMSUB_LEVEL_L1`/`L2`); null: not ours. */
export function levelOfName(ctx: Pick<AppContext, 'config'>, levelName: string): 1 | 2 | null {
  const { levelNames } = ctx.config.kyc;
  if (levelName === levelNames[2]) return 2;
  if (levelName === levelNames[1]) return 1;
  return null;
}

/**
 * The status the profile shows (spec §4's words), from the level verified, the level asked, the
 * provider's last review and the source-of-funds uploads.
 */
function statusOf(
  ctx: Pick<AppContext, 'config'>,
  input: {
    level: number;
    required: number;
    applicant: typeof kycApplicants.$inferSelect | undefined;
    lastUpload: { status: string } | undefined;
  },
): KycStatus {
  const { level, required, applicant, lastUpload } = input;
  const next = nextLevel(level, required);
  if (next === null) return level > 0 ? 'success' : 'init';
  if (applicant?.reviewAnswer === 'RED' && applicant.rejectType === 'FINAL') return 'failed';
  if (next === 3) {
    if (lastUpload?.status === 'pending') return 'pending';
    return lastUpload?.status === 'rejected' ? 'user_pending' : 'init';
  }
  if (!applicant || levelOfName(ctx, applicant.levelName) !== next) return 'init';
  if (applicant.reviewStatus === 'pending' || applicant.reviewStatus === 'onHold') {
    return 'pending';
  }
  if (applicant.reviewAnswer === 'RED') return 'user_pending';
  return 'init';
}

/**
 * Writes the player's verification onto their row: the level asked (the highest requirement not
 * lifted), whether they must verify now and the status, under the row's lock. Every change of a
 * requirement, a review or an upload ends here; answers the new values.
 */
export async function refreshKyc(ctx: Pick<AppContext, 'db' | 'config' | 'clock'>, userId: number) {
  return inTransaction(ctx.db, async (tx: Db) => {
    const [user] = await tx
      .select({ level: users.kycLevel })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    const [{ required } = { required: 0 }] = await tx
      .select({ required: max(kycRequirements.level) })
      .from(kycRequirements)
      .where(and(eq(kycRequirements.userId, userId), isNull(kycRequirements.liftedAt)));
    const [applicant] = await tx
      .select()
      .from(kycApplicants)
      .where(eq(kycApplicants.userId, userId));
    const [lastUpload] = await tx
      .select({ status: kycDocuments.status })
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, userId))
      .orderBy(desc(kycDocuments.createdAt))
      .limit(1);
    const requiredLevel = required ?? 0;
    const status = statusOf(ctx, {
      level: user.level,
      required: requiredLevel,
      applicant,
      lastUpload,
    });
    const values = {
      kycRequiredLevel: requiredLevel,
      kycRequired: requiredLevel > user.level,
      kycStatus: status,
    };
    await tx
      .update(users)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId));
    // This process's cached sessions carry the user row: the next request reads the new values.
    forgetSessions(tx, userId);
    return { level: user.level, ...values };
  });
}
