import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import type { RequestMeta } from '@/server/services/auth/create-session';
import { siteLink } from '@/server/lib/site-link';
import { sendCode } from '@/server/services/codes/send-code';
import { findUserByContact } from '@/server/services/users/find-user';
import { issueResetToken } from './reset-tokens';

/**
 * "Forgot password": a reset code to the contact, and by e-mail also a reset link. Nothing is
 * sent to a contact without an account, but the limits count alike and the caller answers
 * the same, so the answer does not tell which contacts are registered.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { channel: Channel; contact: string },
  meta: RequestMeta,
) {
  const user = await findUserByContact(ctx, input.channel, input.contact);
  await sendCode(ctx, {
    purpose: 'reset',
    channel: input.channel,
    target: input.contact,
    kind: 'resetCode',
    locale: user?.locale,
    ip: meta.ip,
    deliver: user !== null,
    // By e-mail the message also carries a link; by SMS only the code.
    values: async (): Promise<Record<string, string>> => {
      if (!user || input.channel !== 'email') return {};
      const token = await issueResetToken(ctx, user.id, 'email');
      return { link: siteLink(ctx.config.siteUrl, user.locale, `/reset-password/${token}`) };
    },
  });
}
