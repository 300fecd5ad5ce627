import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updatePasswordRequestSchema } from '@/lib/schemas/auth';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { hashPassword, verifyPassword } from '@/server/lib/password';
import type { Auth } from '@/server/services/auth/authenticate';
import { revokeOtherSessions } from '@/server/services/auth/revoke-session';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/**
 * Changes the password of the signed-in player, who proves it with the current one. Tries
 * are limited per account, so a stolen session cannot guess it; other devices sign in again.
 */
export async function updatePassword(
  ctx: AppContext,
  auth: Auth,
  input: Pick<z.output<typeof updatePasswordRequestSchema>, 'old_password' | 'password'>,
) {
  await hitRateLimit(ctx, `password-update:user:${auth.user.id}`, LIMITS.passwordCheckByUser);
  if (!(await verifyPassword(auth.user.passwordHash, input.old_password))) {
    throw AppError.field('old_password', 'wrong_password');
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.clock.now() })
      .where(eq(users.id, auth.user.id));
    forgetSessions(ctx.db, auth.user.id);
    await revokeOtherSessions({ ...ctx, db: tx }, auth.user.id, auth.session.id);
  });
}
