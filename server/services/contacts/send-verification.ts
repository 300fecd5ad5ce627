import type { AppContext } from '@/server/app-context';
import type { Channel, User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { RequestMeta } from '@/server/services/auth/create-session';
import { sendCode } from '@/server/services/codes/send-code';

/** The contact of the account on `channel` that a confirmation code would go to. */
export function unconfirmedContact(user: User, channel: Channel) {
  const field = channel === 'email' ? 'email' : 'phone';
  const contact = channel === 'email' ? user.email : user.phone;
  const verified = channel === 'email' ? user.isEmailVerified : user.isPhoneVerified;
  if (!contact) throw AppError.field(field, 'nothing_to_verify');
  if (verified) throw AppError.field(field, 'already_verified');
  return contact;
}

/** Sends the signed-in player a code that confirms their e-mail or phone. */
export async function sendVerification(
  ctx: AppContext,
  user: User,
  channel: Channel,
  meta: RequestMeta,
) {
  await sendCode(ctx, {
    kind: 'verifyCode',
    channel,
    target: unconfirmedContact(user, channel),
    ip: meta.ip,
  });
}
