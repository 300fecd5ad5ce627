import type { z } from 'zod';
import type { phoneResetTokenCheckRequestSchema } from '@/lib/schemas/auth';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import type { RequestMeta } from '@/server/services/auth/create-session';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { findUserById } from '@/server/services/users/find-user';
import { findResetToken } from './reset-tokens';

/**
 * Answers whether the reset page may show its form: the token is unused and unexpired and,
 * when the page names a phone (spec §5), belongs to that phone's account. Else 422 on `token`.
 */
export async function checkResetToken(
  ctx: AppContext,
  input: z.output<typeof phoneResetTokenCheckRequestSchema>,
  meta: RequestMeta,
) {
  await hitRateLimit(ctx, `code-check:ip:${meta.ip}`, LIMITS.codeCheckByIp);
  const row = await findResetToken(ctx, input.token);
  if (!row) throw AppError.field('token', 'invalid_reset_token');
  if (input.phone !== undefined) {
    const user = await findUserById(ctx, row.userId);
    if (user?.phone !== input.phone) throw AppError.field('token', 'invalid_reset_token');
  }
}
