import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { expireGrants } from '@/server/services/bonus/expire-grants';
import { findActiveGrant } from '@/server/services/bonus/find-active-grant';
import { userBalances } from '@/server/services/ledger/accounts';
import type { Balances } from './serialize-user';

/**
 * The profile's money in a currency: real and bonus balances and the wagering still to do on the
 * active grant. A grant past its expiry is ended first, so the profile never shows its money.
 */
export async function profileBalances(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  currency: Currency,
): Promise<Balances> {
  await expireGrants(ctx, userId);
  const [balances, grant] = await Promise.all([
    userBalances(ctx.db, userId, currency),
    findActiveGrant(ctx.db, userId, currency),
  ]);
  const wageringLeft = grant ? Math.max(0, grant.wageringRequired - grant.wagered) : 0;
  return { ...balances, wageringLeft };
}
