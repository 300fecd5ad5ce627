import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { bonusGrants, type BonusGrant, type BonusGrantStatus } from '@/server/db/schema';
import { ensureAccounts, type AccountRef } from '@/server/services/ledger/accounts';
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
 * Opens the player's real and bonus accounts of the grant's currency, in the transaction that
 * opens the grant. A bet opens its player's accounts before it takes the grant's lock (a dice
 * bet's statement needs their ids), and a bet holding the grant may then open the same account
 * (a win paid out, a conversion): had the first bet inserted it, uncommitted, each would wait for
 * the other. Opened with the grant, the row is only ever found, never inserted, by a bet.
 */
export async function openGrantAccounts(db: Db, userId: number, currency: Currency, now: Date) {
  const refs = [userAccount(userId, currency, 'real'), userAccount(userId, currency, 'bonus')];
  await ensureAccounts(db, refs, `grant:${userId}`, now);
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
