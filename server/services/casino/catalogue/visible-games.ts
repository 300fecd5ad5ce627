import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  casinoFavourites,
  casinoGames,
  casinoLiveTables,
  casinoProviders,
} from '@/server/db/schema';

/**
 * What players may see of the catalogue: games the operator left on, the last sync listed, whose
 * studio is on, and (when the visitor's country is known) not blocked there.
 */
export function visibleGame(country: string | null): SQL {
  return and(
    eq(casinoGames.enabled, true),
    eq(casinoGames.available, true),
    eq(casinoProviders.enabled, true),
    country ? sql`not (${country} = any(${casinoGames.blockedCountries}))` : undefined,
  )!;
}

/** The columns a tile needs, from `casino_games` joined with `casino_providers`. */
export function summaryColumns(userId: number | null) {
  return {
    id: casinoGames.id,
    slug: casinoGames.slug,
    name: casinoGames.name,
    kind: casinoGames.kind,
    image: casinoGames.image,
    tags: casinoGames.tags,
    rtp: casinoGames.rtp,
    volatility: casinoGames.volatility,
    hasDemo: casinoGames.hasDemo,
    hasFreeSpins: casinoGames.hasFreeSpins,
    providerSlug: casinoProviders.slug,
    providerName: casinoProviders.name,
    tablesTotal: sql<number>`(select count(*)::int from ${casinoLiveTables} where ${casinoLiveTables.gameId} = ${casinoGames.id})`,
    tablesOpen: sql<number>`(select count(*)::int from ${casinoLiveTables} where ${casinoLiveTables.gameId} = ${casinoGames.id} and ${casinoLiveTables.isOpen})`,
    isFavourite:
      userId === null
        ? sql<null>`null`
        : sql<boolean>`exists (select 1 from ${casinoFavourites} where ${casinoFavourites.gameId} = ${casinoGames.id} and ${casinoFavourites.userId} = ${userId})`,
  };
}
