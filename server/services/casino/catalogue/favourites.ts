import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { casinoFavourites, casinoGames } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

/** The game a favourite names: any game of the catalogue (a hidden one may still be unmarked). */
async function gameId(ctx: Pick<AppContext, 'db'>, slug: string, mustBeOn: boolean) {
  const [game] = await ctx.db
    .select({ id: casinoGames.id, enabled: casinoGames.enabled, available: casinoGames.available })
    .from(casinoGames)
    .where(eq(casinoGames.slug, slug));
  if (!game || (mustBeOn && !(game.enabled && game.available))) {
    throw AppError.of('not_found', 404);
  }
  return game.id;
}

/** Marks a game the player's favourite; marking it again changes nothing. */
export async function addFavourite(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: { userId: number; slug: string },
) {
  const id = await gameId(ctx, input.slug, true);
  await ctx.db
    .insert(casinoFavourites)
    .values({ userId: input.userId, gameId: id, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return { slug: input.slug, is_favourite: true };
}

/** Unmarks it; unmarking a game that was not marked changes nothing. */
export async function removeFavourite(
  ctx: Pick<AppContext, 'db'>,
  input: { userId: number; slug: string },
) {
  const id = await gameId(ctx, input.slug, false);
  await ctx.db
    .delete(casinoFavourites)
    .where(and(eq(casinoFavourites.userId, input.userId), eq(casinoFavourites.gameId, id)));
  return { slug: input.slug, is_favourite: false };
}
