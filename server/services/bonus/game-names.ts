import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { casinoGames, type BonusTemplate, type LocalizedName } from '@/server/db/schema';

/** A template with the catalogue's name of its free-spins game (`terms.free_spins.game_name`). */
export type NamedTemplate = BonusTemplate & { gameName?: LocalizedName | null };

/**
 * The templates with their free-spins games' catalogue names, one query for all; a template
 * without spins, or whose game left the catalogue, is answered as it is (the slug stands in).
 */
export async function withGameNames<T extends BonusTemplate>(
  db: Db,
  templates: T[],
): Promise<(T & { gameName?: LocalizedName | null })[]> {
  const slugs = [...new Set(templates.flatMap((template) => template.freeSpins?.game_slug ?? []))];
  if (slugs.length === 0) return templates;
  const games = await db
    .select({ slug: casinoGames.slug, name: casinoGames.name })
    .from(casinoGames)
    .where(inArray(casinoGames.slug, slugs));
  const names = new Map(games.map((game) => [game.slug, game.name]));
  return templates.map((template) =>
    template.freeSpins
      ? { ...template, gameName: names.get(template.freeSpins.game_slug) ?? null }
      : template,
  );
}

/** One template with its game's name (`withGameNames`). */
export async function withGameName<T extends BonusTemplate>(db: Db, template: T) {
  const [named] = await withGameNames(db, [template]);
  return named!;
}
