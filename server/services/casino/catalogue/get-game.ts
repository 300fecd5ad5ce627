import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { CasinoGameAnswer } from '@/lib/schemas/casino';
import type { AppContext } from '@/server/app-context';
import { casinoGames, casinoLiveTables, casinoProviders } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { serializeGame } from './serialize-game';
import { summaryColumns, visibleGame } from './visible-games';

/**
 * One game for its launch page, with its live tables. Unknown, switched off or no longer listed:
 * 404. Blocked in the visitor's country: answered with `available_here: false`, so the page can
 * say why it does not open (a 451 would send the visitor off the site).
 */
export async function getCasinoGame(
  ctx: Pick<AppContext, 'db'>,
  input: { slug: string; country: string | null; userId: number | null },
): Promise<CasinoGameAnswer> {
  const [row] = await ctx.db
    .select({ ...getTableColumns(casinoGames), ...summaryColumns(input.userId) })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(and(eq(casinoGames.slug, input.slug), visibleGame(null)));
  if (!row) throw AppError.of('not_found', 404);
  const tables = await ctx.db
    .select()
    .from(casinoLiveTables)
    .where(eq(casinoLiveTables.gameId, row.id))
    .orderBy(asc(casinoLiveTables.name));
  const blocked = input.country !== null && row.blockedCountries.includes(input.country);
  return serializeGame(row, tables, !blocked);
}
