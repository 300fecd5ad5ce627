import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import { sendCode } from '@/server/services/codes/send-code';
import { findUserByContact } from '@/server/services/users/find-user';
import type { RequestMeta } from './create-session';

/** Sends a login code if the contact has an account; answers alike either way. */
export async function sendLoginCode(
  ctx: AppContext,
  input: { channel: Channel; contact: string },
  meta: RequestMeta,
) {
  const user = await findUserByContact(ctx, input.channel, input.contact);
  await sendCode(ctx, {
    purpose: 'login',
    channel: input.channel,
    target: input.contact,
    kind: 'loginCode',
    locale: user?.locale,
    ip: meta.ip,
    deliver: user !== null,
  });
}
