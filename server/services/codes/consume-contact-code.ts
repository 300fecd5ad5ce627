import type { AppContext } from '@/server/app-context';
import type { Channel, CodePurpose } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { findUserByContact } from '@/server/services/users/find-user';
import { consumeCode } from './consume-code';

/**
 * Uses up the code sent to an account's contact and answers the account. The code is checked
 * first, for a contact without an account too (the sender makes unsent codes for those), so a
 * wrong code answers the same and after the same work either way.
 */
export async function consumeContactCode(
  ctx: AppContext,
  input: { purpose: CodePurpose; channel: Channel; contact: string; code: string },
) {
  await consumeCode(
    ctx,
    { purpose: input.purpose, channel: input.channel, target: input.contact },
    input.code,
  );
  const user = await findUserByContact(ctx, input.channel, input.contact);
  if (!user) throw AppError.field('code', 'invalid_code');
  return user;
}
