import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { verifyPassword } from '@/server/lib/password';
import { hitRateLimits } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { findUserByContact } from '@/server/services/users/find-user';
import { createSession, type RequestMeta } from './create-session';

/**
 * Logs in with e-mail or phone and password. A wrong password and an unknown contact answer
 * alike (422 on `password`) and take the same time.
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: { channel: Channel; contact: string; password: string },
  meta: RequestMeta,
) {
  await hitRateLimits(ctx, [
    [`login:ip:${meta.ip}`, LIMITS.loginByIp],
    [`login:account:${input.channel}:${input.contact}`, LIMITS.loginByAccount],
  ]);
  const user = await findUserByContact(ctx, input.channel, input.contact);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw AppError.field('password', 'invalid_credentials');
  return createSession(ctx, user.id, meta);
}
