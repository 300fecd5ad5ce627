import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { playerKycAnswerSchema } from '@/lib/schemas/kyc';
import type { AppContext } from '@/server/app-context';
import {
  kycApplicants,
  kycDocuments,
  kycEvents,
  kycRequirements,
  riskFlags,
  users,
  type User,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { serializeRiskFlag } from './serialize-flag';
import { readTurnover, turnoverAnswer } from './turnover';
import { kycProvider } from './sumsub/client';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'fetch'>;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export async function findPlayer(ctx: Pick<AppContext, 'db'>, userId: number): Promise<User> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.of('not_found', 404);
  return user;
}

/** The provider's documents of the applicant, or why they could not be listed. */
async function providerDocuments(ctx: Ctx, applicantId: string | undefined) {
  if (!applicantId || !ctx.config.kyc.provider) return { documents: [], error: null };
  try {
    return { documents: await kycProvider(ctx).client.documents(applicantId), error: null };
  } catch (error) {
    if (error instanceof AppError) return { documents: [], error: error.code };
    throw error;
  }
}

/**
 * `GET /operator/players/{id}/kyc` (`players.risk`): the player's verification with everything
 * staff decide on: the provider's applicant and review (with its staff-only comment), what is
 * asked and why, the risk flags, the provider's documents, the source-of-funds uploads, the
 * provider's webhooks and the turnover rule.
 */
export async function readPlayerKyc(
  ctx: Ctx,
  userId: number,
): Promise<z.input<typeof playerKycAnswerSchema>> {
  const user = await findPlayer(ctx, userId);
  const [applicant] = await ctx.db
    .select()
    .from(kycApplicants)
    .where(eq(kycApplicants.userId, userId));
  const [requirements, flags, uploads, events, provider, turnover] = await Promise.all([
    ctx.db
      .select()
      .from(kycRequirements)
      .where(eq(kycRequirements.userId, userId))
      .orderBy(desc(kycRequirements.createdAt))
      .limit(100),
    ctx.db
      .select()
      .from(riskFlags)
      .where(eq(riskFlags.userId, userId))
      .orderBy(desc(riskFlags.createdAt))
      .limit(100),
    ctx.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, userId))
      .orderBy(desc(kycDocuments.createdAt))
      .limit(50),
    ctx.db
      .select()
      .from(kycEvents)
      .where(eq(kycEvents.userId, userId))
      .orderBy(desc(kycEvents.id))
      .limit(50),
    providerDocuments(ctx, applicant?.applicantId),
    readTurnover(ctx, user),
  ]);
  return {
    player: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      state: user.state,
      currency: user.currency,
      kyc_level: user.kycLevel,
      required_level: user.kycRequiredLevel,
      status:
        (['init', 'user_pending', 'pending', 'failed', 'success'] as const).find(
          (status) => status === user.kycStatus,
        ) ?? 'init',
      legal_name: user.legalName,
      birth_date: user.birthDate,
      screened_at: iso(user.screenedAt),
    },
    applicant: applicant
      ? {
          provider: applicant.provider,
          applicant_id: applicant.applicantId,
          level_name: applicant.levelName,
          review_status: applicant.reviewStatus,
          review: {
            answer: applicant.reviewAnswer,
            reject_type: applicant.rejectType,
            labels: applicant.rejectLabels,
            comment: applicant.moderationComment,
          },
          client_comment: applicant.clientComment,
          info: applicant.info,
          updated_at: applicant.updatedAt.toISOString(),
        }
      : null,
    requirements: requirements.map((row) => ({
      id: row.id,
      level: row.level,
      source: row.source,
      reason: row.reason,
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      lifted_at: iso(row.liftedAt),
      lifted_by: row.liftedBy,
    })),
    flags: flags.map(serializeRiskFlag),
    documents: provider.documents,
    documents_error: provider.error,
    uploads: uploads.map((row) => ({
      id: row.id,
      file_name: row.fileName,
      status: row.status,
      note: row.note,
      created_at: row.createdAt.toISOString(),
      mime: row.mime,
      size: row.size,
    })),
    events: events.map((event) => {
      const review = (event.payload.reviewResult ?? null) as { reviewAnswer?: string } | null;
      return {
        type: event.type,
        created_at: new Date(event.createdAtMs).toISOString(),
        outcome: event.outcome,
        review_answer: review?.reviewAnswer ?? null,
      };
    }),
    turnover: turnoverAnswer(turnover, user.currency),
  };
}

/** A provider document's file for staff: the applicant's inspection is read from the provider. */
export async function readProviderDocument(ctx: Ctx, userId: number, imageId: string) {
  const [applicant] = await ctx.db
    .select()
    .from(kycApplicants)
    .where(eq(kycApplicants.userId, userId));
  if (!applicant || !/^[A-Za-z0-9_-]{1,64}$/.test(imageId)) throw AppError.of('not_found', 404);
  const { client } = kycProvider(ctx);
  const found = await client.getApplicant(applicant.applicantId);
  if (!found.inspectionId) throw AppError.of('not_found', 404);
  const file = await client.documentFile(found.inspectionId, imageId);
  if (!file) throw AppError.of('not_found', 404);
  return file;
}

/** Staff waive the turnover rule: deposits count from now (`players.risk`, audited by the route). */
export async function waiveTurnover(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(users)
    .set({ turnoverFrom: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw AppError.of('not_found', 404);
}
