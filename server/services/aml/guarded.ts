import { log } from '@/server/lib/log';

/**
 * Runs one anti-money-laundering rule beside a player's request (a payout, a sign-in, the
 * profile call, registration). A rule that fails is logged as `failure` and answers null: the
 * flags are for staff, and the player's request has already done its work.
 */
export async function guarded<T>(
  failure: string,
  fields: Record<string, unknown>,
  rule: () => Promise<T>,
): Promise<T | null> {
  try {
    return await rule();
  } catch (error) {
    log.error(failure, { ...fields, error });
    return null;
  }
}
