import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import type { RequestMeta } from '@/server/services/auth/create-session';
import { sendCode } from '@/server/services/codes/send-code';

/**
 * "Forgot password": a reset code to the contact, and by e-mail also a reset link. The request
 * counts the limits and queues one message whether or not the contact has an account, so
 * neither the answer nor its time tells which contacts are registered; the background sender
 * sends nothing to a contact without one.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { channel: Channel; contact: string },
  meta: RequestMeta,
) {
  await sendCode(ctx, {
    kind: 'resetCode',
    channel: input.channel,
    target: input.contact,
    ip: meta.ip,
  });
}
