import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { CODE_MAX_ATTEMPTS } from '@/lib/constants/auth';
import type { AppContext } from '@/server/app-context';
import { oneTimeCodes } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { safeEqual } from '@/server/lib/secrets';
import { hashCode, type CodeTarget } from './issue-code';

/**
 * Uses up the latest code sent to the target, or answers 422 on `field`: wrong, expired or
 * tried too often. Each wrong try counts; a code works once.
 */
export async function consumeCode(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  target: CodeTarget,
  code: string,
  field = 'code',
) {
  const now = ctx.clock.now();
  const [latest] = await ctx.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, target.purpose),
        eq(oneTimeCodes.channel, target.channel),
        eq(oneTimeCodes.target, target.target),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);

  if (!latest) throw AppError.field(field, 'invalid_code');
  if (latest.expiresAt <= now) throw AppError.field(field, 'code_expired');
  if (latest.attempts >= CODE_MAX_ATTEMPTS) throw AppError.field(field, 'code_attempts_exceeded');

  if (!safeEqual(latest.codeHash, hashCode(ctx, latest.id, code))) {
    // Counted atomically, so parallel guesses cannot exceed the allowance.
    const [counted] = await ctx.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, latest.id), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ attempts: oneTimeCodes.attempts });
    throw AppError.field(field, counted ? 'invalid_code' : 'code_attempts_exceeded');
  }

  const [used] = await ctx.db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.id, latest.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  // Someone else used it in the meantime: one-time means once.
  if (!used) throw AppError.field(field, 'invalid_code');
}
