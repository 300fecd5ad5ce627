import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { RequestMeta } from '@/server/services/auth/create-session';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { issueResetToken, useResetToken } from './reset-tokens';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/**
 * The player opened the e-mailed reset link. Reaching it proves the contact, so it is marked
 * confirmed; the link's token is used up and a new one answered, so the link cannot be replayed.
 */
export async function confirmResetLink(ctx: AppContext, token: string, meta: RequestMeta) {
  await hitRateLimit(ctx, `code-check:ip:${meta.ip}`, LIMITS.codeCheckByIp);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const row = await useResetToken(txCtx, token);
    if (!row) throw AppError.field('token', 'invalid_reset_token');
    const verified =
      row.channel === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true };
    await tx
      .update(users)
      .set({ ...verified, updatedAt: ctx.clock.now() })
      .where(eq(users.id, row.userId));
    forgetSessions(ctx.db, row.userId);
    return issueResetToken(txCtx, row.userId, row.channel);
  });
}
