import { and, eq, inArray, like, not } from 'drizzle-orm';
import { PRODUCERS, type FeedMessage } from '@/lib/sports/feed-messages';
import type { AppContext } from '@/server/app-context';
import { sportCategories, sportEvents, sports, sportTournaments } from '@/server/db/schema';

/** Statuses of a match that is not over: the feed still owes it a result. */
const UNFINISHED = ['not_started', 'live', 'suspended', 'delayed', 'interrupted'] as const;

/**
 * The fixture changes that cancel the matches an earlier run of the simulated feed left
 * unfinished. A run plays its own schedule (`sim:match:<run>-<n>`): the matches of the run before
 * a restart will never be played to the end or settled, so they are cancelled the way a real feed
 * cancels an abandoned match (`fixture_change` 3): every leg on them is void and open stakes come
 * back through settlement.
 */
export async function earlierRunCancellations(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  runId: string,
): Promise<FeedMessage[]> {
  const rows = await ctx.db
    .select({
      event: sportEvents,
      sport: sports,
      category: sportCategories,
      tournament: sportTournaments,
    })
    .from(sportEvents)
    .innerJoin(sports, eq(sports.id, sportEvents.sportId))
    .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
    .innerJoin(sportCategories, eq(sportCategories.id, sportTournaments.categoryId))
    .where(
      and(
        like(sportEvents.id, 'sim:match:%'),
        not(like(sportEvents.id, `sim:match:${runId}-%`)),
        inArray(sportEvents.status, [...UNFINISHED]),
      ),
    );
  const timestamp = ctx.clock.now().getTime();
  return rows.map(({ event, sport, category, tournament }) => ({
    type: 'fixture_change',
    producer: PRODUCERS.prematch,
    eventId: event.id,
    timestamp,
    changeType: 3,
    fixture: {
      eventId: event.id,
      sport: { id: sport.id, name: sport.name },
      category: { id: category.id, name: category.name },
      tournament: { id: tournament.id, name: tournament.name },
      home: event.home,
      away: event.away,
      scheduledAt: event.scheduledAt.getTime(),
      ...(event.seedHash && { seedHash: event.seedHash }),
    },
  }));
}
