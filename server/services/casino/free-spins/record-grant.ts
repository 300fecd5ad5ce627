import { and, eq } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import { externalPlayerId } from '@/lib/casino/player-id';
import type { AppContext } from '@/server/app-context';
import { freeSpinGrants } from '@/server/db/schema';
import { callAggregator, type AggregatorClient } from '../aggregators';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type NewGrant = {
  userId: number;
  game: { id: number; aggregator: CasinoAggregator; externalCode: string };
  /** Our reference, which the aggregator's free bets name. */
  ref: string;
  rounds: number;
  /** Minor units. */
  betValue: number;
  currency: Currency;
  startsAt: Date;
  expirationAt: Date;
  source: string;
  /** The bonus template it comes from; null for an operator's grant. */
  templateId?: number | null;
};

/**
 * Tells the aggregator first (its free-rounds API, under our reference), then writes the grant.
 * A crash between the two leaves rounds at the aggregator the wallet does not know, whose free
 * bets it refuses; never a grant the player sees but cannot play. Without a client the grant is
 * only written (the conformance suite's at an aggregator whose part the suite itself plays).
 * Answers the grant's id, or null when a racing writer of the same reference won.
 */
export async function recordGrant(
  ctx: Ctx,
  client: AggregatorClient | null,
  grant: NewGrant,
): Promise<number | null> {
  if (client) {
    await callAggregator(client, () =>
      client.createFreeRounds({
        ref: grant.ref,
        playerRef: externalPlayerId(grant.userId, grant.currency),
        currency: grant.currency,
        gameCode: grant.game.externalCode,
        rounds: grant.rounds,
        betValue: grant.betValue,
        validFrom: grant.startsAt,
        validUntil: grant.expirationAt,
      }),
    );
  }
  const [row] = await ctx.db
    .insert(freeSpinGrants)
    .values({
      userId: grant.userId,
      gameId: grant.game.id,
      aggregator: grant.game.aggregator,
      providerRef: grant.ref,
      rounds: grant.rounds,
      roundsLeft: grant.rounds,
      betValue: grant.betValue,
      currency: grant.currency,
      status: 'active',
      source: grant.source,
      templateId: grant.templateId ?? null,
      startsAt: grant.startsAt,
      expirationAt: grant.expirationAt,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: freeSpinGrants.id });
  return row?.id ?? null;
}

/**
 * The grant cancelled here, after the aggregator took its rounds back: unplayed rounds go,
 * credited wins stay. Only an active grant changes, so a racing cancel is one cancel.
 */
export async function markGrantCancelled(ctx: Ctx, id: number): Promise<void> {
  await ctx.db
    .update(freeSpinGrants)
    .set({ status: 'cancelled', roundsLeft: 0, cancelledAt: ctx.clock.now() })
    .where(and(eq(freeSpinGrants.id, id), eq(freeSpinGrants.status, 'active')));
}
