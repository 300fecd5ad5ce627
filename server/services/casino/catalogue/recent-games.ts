import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { CasinoGameSummary } from '@/lib/schemas/casino';
import type { AppContext } from '@/server/app-context';
import { casinoGames, casinoProviders, casinoSessions } from '@/server/db/schema';
import { serializeSummary } from './serialize-game';
import { summaryColumns, visibleGame } from './visible-games';

export const RECENT_GAMES = 12;

/**
 * The games the player launched, latest launch first (from their game sessions, one per game),
 * as far as the visitor may still see them.
 */
export async function recentCasinoGames(
  ctx: Pick<AppContext, 'db'>,
  input: { userId: number; country: string | null },
): Promise<CasinoGameSummary[]> {
  const launches = ctx.db
    .select({
      aggregator: casinoSessions.aggregator,
      code: casinoSessions.gameCode,
      last: max(casinoSessions.createdAt).as('last'),
    })
    .from(casinoSessions)
    .where(eq(casinoSessions.userId, input.userId))
    .groupBy(casinoSessions.aggregator, casinoSessions.gameCode)
    .as('launches');
  const rows = await ctx.db
    .select(summaryColumns(input.userId))
    .from(launches)
    .innerJoin(
      casinoGames,
      and(
        eq(casinoGames.aggregator, launches.aggregator),
        eq(casinoGames.externalCode, launches.code),
      ),
    )
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(visibleGame(input.country))
    .orderBy(desc(launches.last), sql`${casinoGames.id}`)
    .limit(RECENT_GAMES);
  return rows.map(serializeSummary);
}
