import { and, desc, eq, lt, not, sql, type SQL } from 'drizzle-orm';
import type { OfficeGameVisibility } from '@/lib/constants/casino-office';
import type {
  OperatorCasinoGamesAnswer,
  OperatorCasinoGamesQuery,
} from '@/lib/schemas/casino-office';
import type { AppContext } from '@/server/app-context';
import { casinoGames, casinoProviders } from '@/server/db/schema';
import { imageUrl } from './image-files';
import { likePattern } from './list-games';

/**
 * The text `q` searches: the slug and the name in each language, one expression, so that one
 * trigram index on it (`gin (… gin_trgm_ops)`) can serve the search on a large catalogue.
 */
export const gameSearchText = sql`(${casinoGames.slug} || ' ' || coalesce(${casinoGames.name}->>'ru', '') || ' ' || coalesce(${casinoGames.name}->>'en', '') || ' ' || coalesce(${casinoGames.name}->>'kz', ''))`;

/** Players see the game: the operator left it on, the last sync listed it, its studio is on. */
const shown = and(
  eq(casinoGames.enabled, true),
  eq(casinoGames.available, true),
  eq(casinoProviders.enabled, true),
)!;

const VISIBILITY: Record<OfficeGameVisibility, SQL> = {
  shown,
  hidden: not(shown),
  game_off: eq(casinoGames.enabled, false),
  studio_off: eq(casinoProviders.enabled, false),
  unlisted: eq(casinoGames.available, false),
};

/**
 * `GET /operator/casino/games`: the catalogue as staff see it, games players do not see
 * included, newest first by id a page at a time (`before`: the last id of the previous page),
 * by name or slug, studio, aggregator, kind and what players see of it.
 */
export async function listOfficeGames(
  ctx: Pick<AppContext, 'db'>,
  query: OperatorCasinoGamesQuery,
): Promise<OperatorCasinoGamesAnswer> {
  const rows = await ctx.db
    .select({ game: casinoGames, provider: casinoProviders })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(
      and(
        query.q ? sql`${gameSearchText} ilike ${likePattern(query.q)}` : undefined,
        query.provider ? eq(casinoProviders.slug, query.provider) : undefined,
        query.aggregator ? eq(casinoGames.aggregator, query.aggregator) : undefined,
        query.kind ? eq(casinoGames.kind, query.kind) : undefined,
        query.visible ? VISIBILITY[query.visible] : undefined,
        query.before !== undefined ? lt(casinoGames.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(casinoGames.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    games: page.map(({ game, provider }) => ({
      id: game.id,
      slug: game.slug,
      name: { ru: game.name.ru, en: game.name.en, kz: game.name.kz },
      provider: { slug: provider.slug, name: provider.name, enabled: provider.enabled },
      aggregator: game.aggregator,
      external_code: game.externalCode,
      kind: game.kind,
      rtp: game.rtp,
      volatility: game.volatility,
      has_demo: game.hasDemo,
      has_free_spins: game.hasFreeSpins,
      image: imageUrl(game.image),
      enabled: game.enabled,
      available: game.available,
      visible: game.enabled && game.available && provider.enabled,
      blocked_countries: game.blockedCountries,
      created_at: game.createdAt.toISOString(),
      synced_at: game.syncedAt.toISOString(),
    })),
    next: rows.length > query.limit ? page[page.length - 1]!.game.id : null,
  };
}
