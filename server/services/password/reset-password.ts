import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { resetByTokenRequestSchema } from '@/lib/schemas/auth';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { users, type Channel } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { hashPassword } from '@/server/lib/password';
import { createSession, type RequestMeta } from '@/server/services/auth/create-session';
import { revokeOtherSessions } from '@/server/services/auth/revoke-session';
import { consumeContactCode } from '@/server/services/codes/consume-contact-code';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { revokeResetTokens, useResetToken } from './reset-tokens';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/**
 * Sets a new password with a reset token. The token works exactly once, even when two
 * requests race; every session of the player ends and a new one is answered.
 */
export async function resetPasswordWithToken(
  ctx: AppContext,
  input: Pick<z.output<typeof resetByTokenRequestSchema>, 'token' | 'password'>,
  meta: RequestMeta,
) {
  await hitRateLimit(ctx, `code-check:ip:${meta.ip}`, LIMITS.codeCheckByIp);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const row = await useResetToken({ ...ctx, db: tx }, input.token);
    if (!row) throw AppError.field('token', 'invalid_reset_token');
    return replacePassword({ ...ctx, db: tx }, row.userId, row.channel, passwordHash, meta);
  });
}

/** The same with the e-mailed or texted reset code instead of a token (422 on `code`). */
export async function resetPasswordWithCode(
  ctx: AppContext,
  input: { channel: Channel; contact: string; code: string; password: string },
  meta: RequestMeta,
) {
  await hitRateLimit(ctx, `code-check:ip:${meta.ip}`, LIMITS.codeCheckByIp);
  const user = await consumeContactCode(ctx, { purpose: 'reset', ...input });
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction((tx) =>
    replacePassword({ ...ctx, db: tx }, user.id, input.channel, passwordHash, meta),
  );
}

/**
 * The new password, the contact the reset went through marked confirmed, the player's other
 * reset tokens and all sessions ended, and a new session.
 */
async function replacePassword(
  ctx: AppContext & { db: Db },
  userId: number,
  channel: Channel,
  passwordHash: string,
  meta: RequestMeta,
) {
  const verified = channel === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true };
  await ctx.db
    .update(users)
    .set({ passwordHash, ...verified, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
  forgetSessions(ctx.db, userId);
  await revokeResetTokens(ctx, userId);
  await revokeOtherSessions(ctx, userId, null);
  return createSession(ctx, userId, meta);
}
