import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { kycAnswerSchema } from '@/lib/schemas/kyc';
import type { AppContext } from '@/server/app-context';
import { kycApplicants, kycDocuments, kycRequirements, users, type User } from '@/server/db/schema';
import { readTurnover, turnoverAnswer } from '@/server/services/kyc/turnover';
import { nextLevel } from './kyc-state';

/** The player's uploads as they see them, newest first. */
export async function playerUploads(ctx: Pick<AppContext, 'db'>, userId: number) {
  const rows = await ctx.db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(desc(kycDocuments.createdAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    file_name: row.fileName,
    status: row.status,
    note: row.status === 'rejected' ? row.note : null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** `GET /kyc`: where the player's verification stands, what is asked and why, what to do next. */
export async function readKyc(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: number,
): Promise<z.input<typeof kycAnswerSchema>> {
  const [user] = (await ctx.db.select().from(users).where(eq(users.id, userId))) as [User];
  const reasons = await ctx.db
    .selectDistinct({ source: kycRequirements.source, level: kycRequirements.level })
    .from(kycRequirements)
    .where(and(eq(kycRequirements.userId, userId), isNull(kycRequirements.liftedAt)));
  const [applicant] = await ctx.db
    .select()
    .from(kycApplicants)
    .where(eq(kycApplicants.userId, userId));
  const finalRejection = applicant?.reviewAnswer === 'RED' && applicant.rejectType === 'FINAL';
  return {
    level: user.kycLevel,
    required_level: user.kycRequiredLevel,
    is_need: user.kycRequired,
    status:
      user.kycStatus === 'success' ||
      user.kycStatus === 'failed' ||
      user.kycStatus === 'pending' ||
      user.kycStatus === 'user_pending'
        ? user.kycStatus
        : 'init',
    reasons: reasons.sort((a, b) => b.level - a.level),
    next_level: finalRejection ? null : nextLevel(user.kycLevel, user.kycRequiredLevel),
    review: applicant?.reviewAnswer
      ? {
          answer: applicant.reviewAnswer,
          reject_type: applicant.rejectType,
          labels: applicant.rejectLabels,
          comment: applicant.moderationComment,
        }
      : null,
    provider: ctx.config.kyc.provider?.kind ?? null,
    uploads: await playerUploads(ctx, userId),
    turnover: turnoverAnswer(await readTurnover(ctx, user), user.currency),
  };
}
