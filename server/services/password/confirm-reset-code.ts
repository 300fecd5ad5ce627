import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import type { RequestMeta } from '@/server/services/auth/create-session';
import { consumeContactCode } from '@/server/services/codes/consume-contact-code';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { issueResetToken } from './reset-tokens';

/**
 * Trades a correct reset code for a reset token. An unknown contact answers like a wrong
 * code (422 `invalid_code` on `code`).
 */
export async function confirmResetCode(
  ctx: AppContext,
  input: { channel: Channel; contact: string; code: string },
  meta: RequestMeta,
) {
  await hitRateLimit(ctx, `code-check:ip:${meta.ip}`, LIMITS.codeCheckByIp);
  const user = await consumeContactCode(ctx, { purpose: 'reset', ...input });
  return issueResetToken(ctx, user.id, input.channel);
}
