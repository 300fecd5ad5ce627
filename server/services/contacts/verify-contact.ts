import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users, type Channel, type User } from '@/server/db/schema';
import type { RequestMeta } from '@/server/services/auth/create-session';
import { consumeCode } from '@/server/services/codes/consume-code';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { unconfirmedContact } from './send-verification';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/** Confirms the signed-in player's e-mail or phone with the code sent to it (422 on `code`). */
export async function verifyContact(
  ctx: AppContext,
  user: User,
  channel: Channel,
  code: string,
  meta: RequestMeta,
) {
  await hitRateLimit(ctx, `code-check:ip:${meta.ip}`, LIMITS.codeCheckByIp);
  const target = unconfirmedContact(user, channel);
  await consumeCode(ctx, { purpose: 'verify', channel, target }, code);
  const verified = channel === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true };
  await ctx.db
    .update(users)
    .set({ ...verified, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id));
  forgetSessions(ctx.db, user.id);
}
