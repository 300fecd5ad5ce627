import type { AppContext } from '@/server/app-context';
import type { Channel } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { countHit, forgiveHit, type Count } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { isKnownAddress } from './known-address';

/**
 * The throttle in front of a password check; `LIMITS.loginFailures*` holds the numbers and
 * why. The attempt is counted by address, by account and address, and by account before the
 * check. A spent address or pair is a 429; so is an account under attack, unless this address
 * signed in to it before. Answers `forgive`, for a success to take its counts back, so only
 * failures stay counted. Keys name the contact, not the account: an unknown contact is counted
 * and refused exactly like a known one.
 */
export async function throttlePasswordLogin(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  account: { channel: Channel; contact: string },
  ip: string,
) {
  const contact = `${account.channel}:${account.contact}`;
  const keys = [`login:ip:${ip}`, `login:pair:${contact}:${ip}`, `login:account:${contact}`];
  const byIp = await countHit(ctx, keys[0]!, LIMITS.loginFailuresByIp);
  const byPair = await countHit(ctx, keys[1]!, LIMITS.loginFailuresByAccountAndIp);
  const byAccount = await countHit(ctx, keys[2]!, LIMITS.loginFailuresByAccount);

  const refusals: Count[] = [byIp, byPair].filter((count) => count.over);
  if (byAccount.over && !(await isKnownAddress(ctx, account, ip))) refusals.push(byAccount);
  if (refusals.length > 0) {
    throw AppError.tooManyRequests(Math.max(...refusals.map((count) => count.retryAfterS)));
  }
  return {
    async forgive() {
      for (const key of keys) await forgiveHit(ctx, key);
    },
  };
}
