import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { verifyPassword } from '@/server/lib/password';
import { findUserByContact } from '@/server/services/users/find-user';
import { createSession, type RequestMeta } from './create-session';
import { throttlePasswordLogin } from './throttle-password-login';

/**
 * Logs in with e-mail or phone and password. A wrong password and an unknown contact answer
 * alike (422 on `password`) after the same work: the same counters, one lookup and one
 * argon2 verification (of a dummy hash when there is no account or no password).
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: { channel: Channel; contact: string; password: string },
  meta: RequestMeta,
) {
  const throttle = await throttlePasswordLogin(ctx, input, meta.ip);
  const user = await findUserByContact(ctx, input.channel, input.contact);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw AppError.field('password', 'invalid_credentials');
  await throttle.forgive();
  return createSession(ctx, user.id, meta);
}
