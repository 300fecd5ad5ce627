import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { casinoGames, casinoProviders } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

/**
 * The operator's switches: a disabled game, or every game of a disabled studio, leaves the
 * catalogue whatever the aggregator says; no sync changes them back.
 */
export async function setGameEnabled(ctx: Pick<AppContext, 'db'>, slug: string, enabled: boolean) {
  const [game] = await ctx.db
    .update(casinoGames)
    .set({ enabled })
    .where(eq(casinoGames.slug, slug))
    .returning({ slug: casinoGames.slug, enabled: casinoGames.enabled });
  if (!game) throw AppError.of('not_found', 404);
  return game;
}

export async function setProviderEnabled(
  ctx: Pick<AppContext, 'db'>,
  slug: string,
  enabled: boolean,
) {
  const [provider] = await ctx.db
    .update(casinoProviders)
    .set({ enabled })
    .where(eq(casinoProviders.slug, slug))
    .returning({ slug: casinoProviders.slug, enabled: casinoProviders.enabled });
  if (!provider) throw AppError.of('not_found', 404);
  return provider;
}
