import type { DeliveryJob, NotificationKind, User } from '@/server/db/schema';
import { siteLink } from '@/server/lib/site-link';
import { issueResetToken } from '@/server/services/password/reset-tokens';
import type { SenderContext } from './sender-context';

type Values = Record<string, string>;

/**
 * What each kind of message carries besides its code, made by the sender when it sends to an
 * account (a reset token is made only for a message that goes out).
 */
export const MESSAGE_VALUES: Record<
  NotificationKind,
  (ctx: SenderContext, user: User, job: DeliveryJob) => Promise<Values>
> = {
  loginCode: async () => ({}),
  verifyCode: async () => ({}),
  // By e-mail a reset also carries a link; by SMS only the code.
  resetCode: async (ctx, user, job): Promise<Values> => {
    if (job.channel !== 'email') return {};
    const token = await issueResetToken(ctx, user.id, 'email');
    return { link: siteLink(ctx.config.siteUrl, user.locale, `/reset-password/${token}`) };
  },
  loginData: async (ctx, user, job) => ({
    login: user.phone ?? job.target,
    link: siteLink(ctx.config.siteUrl, user.locale, '/password/reset'),
  }),
};
