import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import { sendCode } from '@/server/services/codes/send-code';
import type { RequestMeta } from './create-session';

/**
 * Sends a login code if the contact has an account. The request does the same work either
 * way (limits and one queued message); only the background sender knows the difference.
 */
export async function sendLoginCode(
  ctx: AppContext,
  input: { channel: Channel; contact: string },
  meta: RequestMeta,
) {
  await sendCode(ctx, {
    kind: 'loginCode',
    channel: input.channel,
    target: input.contact,
    ip: meta.ip,
  });
}
