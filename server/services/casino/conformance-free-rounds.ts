import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import type { AppContext } from '@/server/app-context';
import { casinoGames, freeSpinGrants } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { aggregatorClient } from './aggregators';
import { CONFORMANCE_GAME, ensureConformanceGame } from './conformance-game';
import { conformanceUser } from './conformance-players';
import { cancelFreeSpins } from './free-spins/grant-free-spins';
import { findFreeSpin } from './free-spins/list-free-spins';
import { markGrantCancelled, recordGrant } from './free-spins/record-grant';

/**
 * Free rounds for the conformance suite's players (development tools only), made and cancelled
 * by the free-spins service's own pieces, so the suite's free bets play real grants. At the
 * sandbox connection the sandbox provider is told, as for any grant; at another aggregator the
 * suite plays the aggregator itself, so the real one is told nothing.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

const HOUR_MS = 3_600_000;
/** A suite's grant lasts a day: far longer than a run. */
const LIFETIME_MS = 24 * HOUR_MS;

export async function grantConformanceFreeRounds(
  ctx: Ctx,
  userId: number,
  input: { aggregator: CasinoAggregator; rounds: number; bet_value: number; expired: boolean },
): Promise<{ id: number; ref: string }> {
  const player = await conformanceUser(ctx, userId);
  await ensureConformanceGame(ctx, input.aggregator);
  const [game] = await ctx.db
    .select({
      id: casinoGames.id,
      aggregator: casinoGames.aggregator,
      externalCode: casinoGames.externalCode,
    })
    .from(casinoGames)
    .where(
      and(
        eq(casinoGames.aggregator, input.aggregator),
        eq(casinoGames.externalCode, CONFORMANCE_GAME),
      ),
    );
  const client = input.aggregator === 'sandbox' ? aggregatorClient(ctx, 'sandbox') : null;
  if (input.aggregator === 'sandbox' && !client) throw AppError.of('aggregator_unavailable', 503);
  const now = ctx.clock.now().getTime();
  // An expired grant (the expiry scenario) is written with both dates past: no clock to move.
  const startsAt = new Date(input.expired ? now - 2 * HOUR_MS : now);
  const expirationAt = new Date(input.expired ? now - HOUR_MS : now + LIFETIME_MS);
  const ref = `fs-conformance-${randomBytes(12).toString('hex')}`;
  const id = await recordGrant(ctx, client, {
    userId: player.id,
    game: game!,
    ref,
    rounds: input.rounds,
    betValue: input.bet_value,
    currency: player.currency,
    startsAt,
    expirationAt,
    source: 'conformance',
  });
  // The reference is new, so no racing writer can have taken it.
  if (id === null) throw new Error(`free-round reference ${ref} already taken`);
  return { id, ref };
}

/**
 * A suite's grant cancelled as a player's is (`cancelFreeSpins`: the sandbox provider takes the
 * rounds back first; idempotent); at another aggregator only here. Another grant is a 404.
 */
export async function cancelConformanceFreeRounds(ctx: Ctx, id: number): Promise<FreeSpin> {
  const [grant] = await ctx.db
    .select({ userId: freeSpinGrants.userId, aggregator: freeSpinGrants.aggregator })
    .from(freeSpinGrants)
    .where(eq(freeSpinGrants.id, id));
  if (!grant) throw AppError.of('not_found', 404);
  await conformanceUser(ctx, grant.userId);
  if (grant.aggregator === 'sandbox') return cancelFreeSpins(ctx, null, id, 'en');
  if ((await findFreeSpin(ctx, null, id, 'en')).status === 'active') {
    await markGrantCancelled(ctx, id);
  }
  return findFreeSpin(ctx, null, id, 'en');
}
