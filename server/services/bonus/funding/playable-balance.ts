import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import { userBalances } from '@/server/services/ledger/accounts';
import { findActiveGrant } from '../find-active-grant';

/**
 * What a player can stake now in a currency, minor units: real money, plus bonus money while a
 * grant runs within its validity (`fundStake` spends it then, and only then). Bonus money with no
 * running grant (a free round's win waiting for its grant, a grant past its validity before the
 * sweep) is not counted. A game provider is told this figure, so its client lets the player bet
 * the bonus money the wallet will accept.
 */
export async function playableBalance(
  db: Db,
  userId: number,
  currency: Currency,
  now: Date,
): Promise<{ real: number; bonus: number; playable: number }> {
  const { real, bonus } = await userBalances(db, userId, currency);
  if (bonus <= 0) return { real, bonus, playable: real };
  const grant = await findActiveGrant(db, userId, currency);
  const inPlay = grant && grant.expiresAt > now ? bonus : 0;
  return { real, bonus, playable: real + inPlay };
}
