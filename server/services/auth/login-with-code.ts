import type { AppContext } from '@/server/app-context';
import { users, type Channel } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { consumeContactCode } from '@/server/services/codes/consume-contact-code';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { createSession, type RequestMeta } from './create-session';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/**
 * Logs in with a one-time code sent to the contact; the code also proves the contact. Limited
 * by address and by the code's own tries, never by failed passwords: the owner of an account
 * under a password attack always gets in this way.
 */
export async function loginWithCode(
  ctx: AppContext,
  input: { channel: Channel; contact: string; code: string },
  meta: RequestMeta,
) {
  await hitRateLimit(ctx, `code-check:ip:${meta.ip}`, LIMITS.codeCheckByIp);
  const user = await consumeContactCode(ctx, { purpose: 'login', ...input });
  const verified =
    input.channel === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true };
  await ctx.db
    .update(users)
    .set({ ...verified, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id));
  forgetSessions(ctx.db, user.id);
  return createSession(ctx, user.id, meta);
}
