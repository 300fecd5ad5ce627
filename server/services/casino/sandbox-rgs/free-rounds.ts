import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { sandboxRgsFreeRounds } from '@/server/db/schema';
import type { FreeRoundsOrder } from '@/lib/casino/aggregator-port';

/**
 * The sandbox provider's free-rounds API (Hub88's rewards, GIS `/freespins/set|cancel`): it keeps
 * what the site granted and its games spend those rounds as free bets naming the reference.
 */

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Records a grant; the same reference twice is one grant. */
export async function giveFreeRounds(ctx: Ctx, order: FreeRoundsOrder): Promise<void> {
  await ctx.db
    .insert(sandboxRgsFreeRounds)
    .values({
      ref: order.ref,
      playerRef: order.playerRef,
      currency: order.currency,
      gameCode: order.gameCode,
      rounds: order.rounds,
      roundsLeft: order.rounds,
      betValue: order.betValue,
      validFrom: order.validFrom,
      validUntil: order.validUntil,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing();
}

/** Takes the unplayed rounds away; an unknown or cancelled reference changes nothing. */
export async function withdrawFreeRounds(ctx: Ctx, ref: string): Promise<void> {
  await ctx.db
    .update(sandboxRgsFreeRounds)
    .set({ cancelledAt: ctx.clock.now(), roundsLeft: 0 })
    .where(and(eq(sandboxRgsFreeRounds.ref, ref), isNull(sandboxRgsFreeRounds.cancelledAt)));
}

/** The player's grant on this game the next round would spend: the oldest playable one. */
export async function nextFreeRounds(
  ctx: Ctx,
  player: { playerRef: string; currency: Currency; gameCode: string },
) {
  const now = ctx.clock.now();
  const [grant] = await ctx.db
    .select()
    .from(sandboxRgsFreeRounds)
    .where(
      and(
        eq(sandboxRgsFreeRounds.playerRef, player.playerRef),
        eq(sandboxRgsFreeRounds.currency, player.currency),
        eq(sandboxRgsFreeRounds.gameCode, player.gameCode),
        isNull(sandboxRgsFreeRounds.cancelledAt),
        gt(sandboxRgsFreeRounds.roundsLeft, 0),
        lte(sandboxRgsFreeRounds.validFrom, now),
        gt(sandboxRgsFreeRounds.validUntil, now),
      ),
    )
    .orderBy(sandboxRgsFreeRounds.createdAt)
    .limit(1);
  return grant ?? null;
}

/** One round of the grant spent (after the wallet took the free bet). */
export async function spendFreeRound(ctx: Ctx, ref: string): Promise<void> {
  await ctx.db
    .update(sandboxRgsFreeRounds)
    .set({ roundsLeft: sql`greatest(${sandboxRgsFreeRounds.roundsLeft} - 1, 0)` })
    .where(eq(sandboxRgsFreeRounds.ref, ref));
}
