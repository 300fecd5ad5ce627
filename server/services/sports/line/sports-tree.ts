import { asc, eq, sql } from 'drizzle-orm';
import type { SportsTree } from '@/lib/schemas/sports';
import type { AppContext } from '@/server/app-context';
import { sportCategories, sportEvents, sports, sportTournaments } from '@/server/db/schema';
import { openCondition } from './event-rows';

/**
 * `GET /sports/tree`: every sport (the site's chips, each with its counts, none dropped for
 * being empty), and under it the categories and tournaments that have open events, with their
 * live and pre-match counts. Two statements: the sports, and the open events counted per
 * tournament.
 */
export async function sportsTree(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<SportsTree> {
  const now = ctx.clock.now();
  const [sportRows, tournamentRows] = await Promise.all([
    ctx.db
      .select({ id: sports.id, slug: sports.slug, name: sports.name })
      .from(sports)
      .orderBy(asc(sports.sort), asc(sports.id)),
    ctx.db
      .select({
        sportId: sportTournaments.sportId,
        id: sportTournaments.id,
        name: sportTournaments.name,
        categoryId: sportCategories.id,
        categoryName: sportCategories.name,
        live: sql<number>`count(*) filter (where ${sportEvents.status} = 'live')`.mapWith(Number),
        prematch: sql<number>`count(*) filter (where ${sportEvents.status} <> 'live')`.mapWith(
          Number,
        ),
      })
      .from(sportEvents)
      .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
      .innerJoin(sportCategories, eq(sportCategories.id, sportTournaments.categoryId))
      .where(openCondition(now))
      .groupBy(sportTournaments.id, sportCategories.id)
      .orderBy(
        asc(sportCategories.sort),
        asc(sportCategories.id),
        asc(sportTournaments.sort),
        asc(sportTournaments.id),
      ),
  ]);

  return {
    sports: sportRows.map((sport) => {
      const categories: SportsTree['sports'][number]['categories'] = [];
      let [live, prematch] = [0, 0];
      for (const row of tournamentRows) {
        if (row.sportId !== sport.id) continue;
        let category = categories.at(-1);
        if (category?.id !== row.categoryId) {
          category = { id: row.categoryId, name: row.categoryName, tournaments: [] };
          categories.push(category);
        }
        category.tournaments.push({
          id: row.id,
          name: row.name,
          live: row.live,
          prematch: row.prematch,
        });
        live += row.live;
        prematch += row.prematch;
      }
      return { id: sport.id, slug: sport.slug, name: sport.name, live, prematch, categories };
    }),
  };
}
