import { eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { bonusStakes, ledgerTransfers, type BonusGrant, type BonusStake } from '@/server/db/schema';
import { lockGrant } from './grant-accounts';

/** A bet's funding rows (several when a casino round took several bets), and their grant. */
export type StakeGroup = {
  rows: BonusStake[];
  grant: BonusGrant;
  stake: number;
  stakeBonus: number;
};

/** Bets by `bet_ref`: a list, or a subquery answering them (a casino round's bets). */
export type BetRefs = string[] | SQLWrapper;

/**
 * The `bonus_stakes` rows of the bets, locked, with the grant of the latest, locked too; null
 * when none was funded under a bonus (the product settles in real money as it always did).
 * Rows given back already (`refunded_at`) do not count, unless `refunded` (a win paid before
 * its bet was given back is taken back split as it was paid).
 */
export async function lockStakes(
  db: Db,
  betRefs: BetRefs,
  options: { refunded?: boolean } = {},
): Promise<StakeGroup | null> {
  if (Array.isArray(betRefs) && betRefs.length === 0) return null;
  const found = await db
    .select()
    .from(bonusStakes)
    .where(inArray(bonusStakes.betRef, betRefs))
    .orderBy(bonusStakes.createdAt, bonusStakes.betRef)
    .for('update');
  const rows = options.refunded ? found : found.filter((row) => row.refundedAt === null);
  if (rows.length === 0) return null;
  const grant = await lockGrant(db, rows.at(-1)!.grantId);
  const stake = rows.reduce((sum, row) => sum + row.stake, 0);
  const stakeBonus = rows.reduce((sum, row) => sum + row.stakeBonus, 0);
  return { rows, grant, stake, stakeBonus };
}

/**
 * The bonus share of a win or its reversal: in proportion to the bonus money in the stake, of
 * `staked` when the bets it settles staked more than the funded ones (some made before the bonus).
 */
export const bonusShare = (
  amount: number,
  group: Pick<StakeGroup, 'stake' | 'stakeBonus'>,
  staked = 0,
) => Math.floor((amount * group.stakeBonus) / Math.max(group.stake, staked));

/** Records a change of the win on the group's latest row. */
export async function addWin(
  db: Db,
  group: StakeGroup,
  change: { win: number; winBonus: number; settledAt: Date },
) {
  const last = group.rows.at(-1)!;
  await db
    .update(bonusStakes)
    .set({
      win: (last.win ?? 0) + change.win,
      winBonus: (last.winBonus ?? 0) + change.winBonus,
      settledAt: change.settledAt,
    })
    .where(eq(bonusStakes.betRef, last.betRef));
}

/**
 * Whether a payment under the product's key was made already (its real part, or its bonus
 * share): a replay (a restart sweep, a retried request) answers without moving or recording
 * anything twice, whatever state the grant is in by now.
 */
export async function movedBefore(db: Db, key: string) {
  const [row] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.idempotencyKey, [key, `${key}:bonus`, `${key}:excess`]))
    .limit(1);
  return !!row;
}
