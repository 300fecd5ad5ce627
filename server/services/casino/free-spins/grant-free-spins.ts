import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { FreeSpin, FreeSpinGrantRequest } from '@/lib/schemas/free-spins';
import type { AppContext } from '@/server/app-context';
import { casinoGames, casinoProviders, freeSpinGrants, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { assertAccountAllows } from '@/server/services/users/account-guard';
import { aggregatorClient, callAggregator } from '../aggregators';
import { findFreeSpin } from './list-free-spins';
import { markGrantCancelled, recordGrant } from './record-grant';

/**
 * Free spins for a player on one game, by the operator (or the bonus engine later): the
 * aggregator is told first, then the grant is written (`record-grant.ts`).
 */
export async function grantFreeSpins(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  input: Omit<FreeSpinGrantRequest, 'user_id'> & {
    userId: number;
    source: string;
    /** The bonus template the grant comes from (its wins carry the template's wagering). */
    templateId?: number | null;
  },
  locale: Locale = 'en',
): Promise<FreeSpin> {
  const now = ctx.clock.now();
  const startsAt = input.starts_at ?? now;
  if (input.expiration_at.getTime() <= Math.max(now.getTime(), startsAt.getTime())) {
    throw AppError.fields({ expiration_at: ['invalid_value'] });
  }
  const [player] = await ctx.db
    .select({ id: users.id, state: users.state, stateUntil: users.stateUntil })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!player) throw AppError.fields({ user_id: ['invalid_value'] });
  assertAccountAllows(player, 'bonus', 409, ctx.clock.now());
  const [game] = await ctx.db
    .select({ game: casinoGames, providerEnabled: casinoProviders.enabled })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(eq(casinoGames.slug, input.game));
  const playable = game && game.game.enabled && game.game.available && game.providerEnabled;
  if (!playable || !game.game.hasFreeSpins)
    throw AppError.fields({ game: ['free_spins_unsupported'] });
  if (game.game.currencies.length > 0 && !game.game.currencies.includes(input.currency)) {
    throw AppError.fields({ currency: ['invalid_value'] });
  }
  const client = aggregatorClient(ctx, game.game.aggregator);
  if (!client) throw AppError.of('aggregator_unavailable', 503);

  // One grant per operator key: the same key is the same reference, at the aggregator and here.
  const ref = `fs-${createHash('sha256').update(input.key).digest('base64url').slice(0, 32)}`;
  const [earlier] = await ctx.db
    .select()
    .from(freeSpinGrants)
    .where(
      and(eq(freeSpinGrants.aggregator, game.game.aggregator), eq(freeSpinGrants.providerRef, ref)),
    );
  if (earlier) {
    const same =
      earlier.userId === input.userId &&
      earlier.gameId === game.game.id &&
      earlier.rounds === input.rounds &&
      earlier.betValue === input.bet_value &&
      earlier.currency === input.currency;
    if (!same) throw AppError.of('idempotency_conflict', 409);
    return findFreeSpin(ctx, input.userId, earlier.id, locale);
  }
  const grantId = await recordGrant(ctx, client, {
    userId: input.userId,
    game: game.game,
    ref,
    rounds: input.rounds,
    betValue: input.bet_value,
    currency: input.currency,
    startsAt,
    expirationAt: input.expiration_at,
    source: input.source,
    templateId: input.templateId ?? null,
  });
  if (grantId === null) return grantFreeSpins(ctx, input, locale); // a racing request with the key won
  return findFreeSpin(ctx, input.userId, grantId, locale);
}

/**
 * The player gives up a grant (`PUT /api/v2/freeSpinsCampaigns/cancel/{id}`): the aggregator takes
 * the unplayed rounds back first, then the grant is cancelled; wins already credited stay. A
 * grant already cancelled, used up or expired is answered as it is (idempotent). A free bet racing
 * the cancel takes the grant's row lock first or finds it cancelled.
 */
export async function cancelFreeSpins(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  userId: number | null,
  id: number,
  locale: Locale,
): Promise<FreeSpin> {
  const current = await findFreeSpin(ctx, userId, id, locale);
  if (current.status !== 'active') return current;
  const [grant] = await ctx.db
    .select({ aggregator: freeSpinGrants.aggregator, ref: freeSpinGrants.providerRef })
    .from(freeSpinGrants)
    .where(eq(freeSpinGrants.id, id));
  const client = aggregatorClient(ctx, grant!.aggregator);
  if (!client) throw AppError.of('aggregator_unavailable', 503);
  await callAggregator(client, () => client.cancelFreeRounds(grant!.ref));
  await markGrantCancelled(ctx, id);
  return findFreeSpin(ctx, userId, id, locale);
}
