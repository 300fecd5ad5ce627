import { and, eq, sql } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import { casinoGames, freeSpinGrants } from '@/server/db/schema';
import { refuse } from './callback';

/**
 * The free-spin grant a free bet plays (`free_spin_grants`, named by the aggregator's reference:
 * Hub88 `reward_uuid`, GIS `freespin_id`). Locked after the player's row, so callbacks keep one
 * lock order. A free bet takes one round of an active grant of the player's, for this game and
 * currency, inside its dates; anything else is `free_rounds_unavailable` and costs nothing.
 */
export async function takeFreeRound(
  tx: Db,
  call: {
    aggregator: CasinoAggregator;
    ref: string;
    userId: number;
    currency: Currency;
    gameCode: string;
  },
  now: Date,
): Promise<number> {
  const [grant] = await tx
    .select({
      id: freeSpinGrants.id,
      userId: freeSpinGrants.userId,
      currency: freeSpinGrants.currency,
      status: freeSpinGrants.status,
      roundsLeft: freeSpinGrants.roundsLeft,
      startsAt: freeSpinGrants.startsAt,
      expirationAt: freeSpinGrants.expirationAt,
      gameCode: casinoGames.externalCode,
    })
    .from(freeSpinGrants)
    .innerJoin(casinoGames, eq(casinoGames.id, freeSpinGrants.gameId))
    .where(
      and(eq(freeSpinGrants.aggregator, call.aggregator), eq(freeSpinGrants.providerRef, call.ref)),
    )
    .for('update', { of: freeSpinGrants });
  const playable =
    grant &&
    grant.userId === call.userId &&
    grant.currency === call.currency &&
    grant.gameCode === call.gameCode &&
    grant.status === 'active' &&
    grant.roundsLeft > 0 &&
    grant.startsAt.getTime() <= now.getTime() &&
    now.getTime() < grant.expirationAt.getTime();
  if (!playable) refuse('free_rounds_unavailable');
  await tx
    .update(freeSpinGrants)
    .set({
      roundsLeft: sql`${freeSpinGrants.roundsLeft} - 1`,
      status: sql`case when ${freeSpinGrants.roundsLeft} = 1 then 'completed' else 'active' end`,
    })
    .where(eq(freeSpinGrants.id, grant.id));
  return grant.id;
}

/** The grant a free bet played: by the call's reference, for a win that names one. */
export async function grantByRef(
  tx: Db,
  aggregator: CasinoAggregator,
  ref: string,
): Promise<number | null> {
  const [grant] = await tx
    .select({ id: freeSpinGrants.id })
    .from(freeSpinGrants)
    .where(and(eq(freeSpinGrants.aggregator, aggregator), eq(freeSpinGrants.providerRef, ref)));
  return grant?.id ?? null;
}

/**
 * A free round's win (`amount` > 0) or its reversal (< 0) counted in the grant's total. The grant
 * is updated without a lock of its own first: one statement, after the player's row.
 */
export async function countFreeWin(tx: Db, grantId: number, amount: number): Promise<void> {
  await tx
    .update(freeSpinGrants)
    .set({ totalWin: sql`greatest(${freeSpinGrants.totalWin} + ${amount}, 0)` })
    .where(eq(freeSpinGrants.id, grantId));
}

/**
 * A rolled-back free bet was never played: its round goes back to the grant, unless the grant
 * was cancelled meanwhile (a cancel removes the unplayed rounds, this one included).
 */
export async function returnFreeRound(tx: Db, grantId: number): Promise<void> {
  await tx
    .update(freeSpinGrants)
    .set({ roundsLeft: sql`${freeSpinGrants.roundsLeft} + 1`, status: 'active' })
    .where(and(eq(freeSpinGrants.id, grantId), sql`${freeSpinGrants.status} <> 'cancelled'`));
}
