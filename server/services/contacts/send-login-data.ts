import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import type { RequestMeta } from '@/server/services/auth/create-session';
import { queueMessage } from '@/server/services/delivery/queue-message';
import { hitRateLimits } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/**
 * E-mails the signed-in player how to sign in (`auth/send_login_data`). An account without an
 * e-mail gets this one attached, unconfirmed; an account with another e-mail is refused, so a
 * stolen session cannot send the details elsewhere.
 */
export async function sendLoginData(ctx: AppContext, user: User, email: string, meta: RequestMeta) {
  if (user.email && user.email !== email) throw AppError.field('email', 'invalid_value');
  await hitRateLimits(ctx, [
    [`send:cooldown:loginData:${user.id}`, LIMITS.sendCooldown],
    [`send:account:email:${email}`, LIMITS.sendByAccount],
    [`send:ip:${meta.ip}`, LIMITS.sendByIp],
  ]);
  if (!user.email) await attachEmail(ctx, user.id, email);
  await queueMessage(ctx, { kind: 'loginData', channel: 'email', target: email });
}

async function attachEmail(ctx: AppContext, userId: number, email: string) {
  try {
    const [attached] = await ctx.db
      .update(users)
      .set({ email, isEmailVerified: false, updatedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), or(isNull(users.email), eq(users.email, email))))
      .returning({ id: users.id });
    forgetSessions(ctx.db, userId);
    // Another request attached a different e-mail in the meantime.
    if (!attached) throw AppError.field('email', 'invalid_value');
  } catch (error) {
    if (uniqueViolation(error)) throw AppError.field('email', 'email_taken');
    throw error;
  }
}
