import { and, eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import { bonusGrants, type BonusGrant } from '@/server/db/schema';

/** The player's active grant in a currency (there is at most one), or null. */
export async function findActiveGrant(
  db: Db,
  userId: number,
  currency: Currency,
): Promise<BonusGrant | null> {
  const [grant] = await db
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.userId, userId),
        eq(bonusGrants.currency, currency),
        eq(bonusGrants.status, 'active'),
      ),
    );
  return grant ?? null;
}
