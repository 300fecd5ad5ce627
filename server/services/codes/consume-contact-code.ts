import type { AppContext } from '@/server/app-context';
import type { Channel, CodePurpose } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { findUserByContact } from '@/server/services/users/find-user';
import { consumeCode } from './consume-code';

/**
 * Uses up the code sent to an account's contact and answers the account. An unknown contact
 * answers like a wrong code (422 `invalid_code` on `code`), so it reveals nothing.
 */
export async function consumeContactCode(
  ctx: AppContext,
  input: { purpose: CodePurpose; channel: Channel; contact: string; code: string },
) {
  const user = await findUserByContact(ctx, input.channel, input.contact);
  if (!user) throw AppError.field('code', 'invalid_code');
  await consumeCode(
    ctx,
    { purpose: input.purpose, channel: input.channel, target: input.contact },
    input.code,
  );
  return user;
}
