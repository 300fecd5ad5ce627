import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { bonusGrants, type BonusGrant, type BonusGrantStatus } from '@/server/db/schema';
import type { AccountRef } from '@/server/services/ledger/accounts';
import { findActiveGrant } from '../find-active-grant';

/** A service's context inside the caller's transaction (`{ ...ctx, db: tx }`). */
export type FundingCtx = Pick<AppContext, 'db' | 'clock'>;

/** A player's account of one kind. */
export const userAccount = (
  userId: number,
  currency: Currency,
  kind: 'real' | 'bonus',
): AccountRef => ({ owner: 'user', userId, currency, kind });

export const houseAccount = (currency: Currency): AccountRef => ({ owner: 'house', currency });
export const bonusPool = (currency: Currency): AccountRef => ({ owner: 'bonus', currency });

/**
 * Where the bonus share of a stake's money is now, by its grant's state: in the player's bonus
 * account while the grant runs; real money once it completed (it would have converted); the
 * operator's pool once it expired or was forfeited or cancelled (the player gave it up, and was
 * told so then). A reversed win's bonus share is taken back from there (`payBonusShare` pays
 * one, the cap of a completed grant included).
 */
export function bonusShareAccount(
  status: BonusGrantStatus,
  userId: number,
  currency: Currency,
): AccountRef {
  if (status === 'active') return userAccount(userId, currency, 'bonus');
  if (status === 'completed') return userAccount(userId, currency, 'real');
  return bonusPool(currency);
}

/**
 * The player's active grant in the currency, locked (`for update`) so their bets under it run
 * one at a time; one lookup on the partial unique index of active grants. Null: no bonus, the
 * product's real-money path as it was.
 */
export const lockActiveGrant = (db: Db, userId: number, currency: Currency) =>
  findActiveGrant(db, userId, currency, { lock: true });

/** A grant by id, locked: a win or refund reads its state and may change its wagering. */
export async function lockGrant(db: Db, id: number): Promise<BonusGrant> {
  const [grant] = await db.select().from(bonusGrants).where(eq(bonusGrants.id, id)).for('update');
  return grant!;
}
