import { and, eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import { bonusGrants, type BonusGrant } from '@/server/db/schema';

/**
 * The player's active grant in a currency (there is at most one: a lookup on the partial unique
 * index of active grants), or null; `lock` takes it `for update`.
 */
export async function findActiveGrant(
  db: Db,
  userId: number,
  currency: Currency,
  options: { lock?: boolean } = {},
): Promise<BonusGrant | null> {
  const query = db
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.userId, userId),
        eq(bonusGrants.currency, currency),
        eq(bonusGrants.status, 'active'),
      ),
    );
  const [grant] = options.lock ? await query.for('update') : await query;
  return grant ?? null;
}
