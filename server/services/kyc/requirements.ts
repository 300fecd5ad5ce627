import { and, eq, gte, isNull } from 'drizzle-orm';
import type { KycRequirementSource } from '@/lib/constants/kyc';
import type { AppContext } from '@/server/app-context';
import { kycRequirements } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/lib/app-error';
import { refreshKyc } from './kyc-state';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

export type Requirement = {
  userId: number;
  level: number;
  source: KycRequirementSource;
  flagId?: number | null;
  reason?: string | null;
  /** `system`, `staff:<id>` or `service`. */
  createdBy: string;
};

/**
 * Asks a level of the player. A payout's or the deposits' requirement is asked once (an equal or
 * higher one of the same source not lifted is enough); a flag's and staff's are each their own
 * row, lifted on their own. Answers the player's verification after it.
 */
export async function requireLevel(ctx: Ctx, input: Requirement) {
  return inTransaction(ctx.db, async (tx) => {
    const once = input.source === 'payout' || input.source === 'deposits';
    const [existing] = once
      ? await tx
          .select({ id: kycRequirements.id })
          .from(kycRequirements)
          .where(
            and(
              eq(kycRequirements.userId, input.userId),
              eq(kycRequirements.source, input.source),
              gte(kycRequirements.level, input.level),
              isNull(kycRequirements.liftedAt),
            ),
          )
          .limit(1)
      : [];
    if (!existing) {
      await tx.insert(kycRequirements).values({
        userId: input.userId,
        level: input.level,
        source: input.source,
        flagId: input.flagId ?? null,
        reason: input.reason ?? null,
        createdBy: input.createdBy,
        createdAt: ctx.clock.now(),
      });
    }
    return refreshKyc({ ...ctx, db: tx }, input.userId);
  });
}

/** Lifts one requirement (staff, or a cleared flag); 409 `requirement_lifted` when it was. */
export async function liftRequirement(
  ctx: Ctx,
  input: { userId: number; requirementId: number; by: string },
) {
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(kycRequirements)
      .where(
        and(eq(kycRequirements.id, input.requirementId), eq(kycRequirements.userId, input.userId)),
      )
      .for('update');
    if (!row) throw AppError.of('not_found', 404);
    if (row.liftedAt) throw AppError.of('requirement_lifted', 409);
    await tx
      .update(kycRequirements)
      .set({ liftedAt: ctx.clock.now(), liftedBy: input.by })
      .where(eq(kycRequirements.id, row.id));
    return refreshKyc({ ...ctx, db: tx }, input.userId);
  });
}

/** Lifts what a flag asked (its flag cleared); nothing when it asked nothing. */
export async function liftFlagRequirements(ctx: Ctx, userId: number, flagId: number, by: string) {
  return inTransaction(ctx.db, async (tx) => {
    await tx
      .update(kycRequirements)
      .set({ liftedAt: ctx.clock.now(), liftedBy: by })
      .where(
        and(
          eq(kycRequirements.userId, userId),
          eq(kycRequirements.flagId, flagId),
          isNull(kycRequirements.liftedAt),
        ),
      );
    return refreshKyc({ ...ctx, db: tx }, userId);
  });
}
