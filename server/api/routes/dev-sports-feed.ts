import { devSportsFeedAnswerSchema, devSportsFeedRequestSchema } from '@/lib/schemas/development';
import { AppError } from '@/server/lib/app-error';
import { drivenSimFeed } from '@/server/services/sports/run-feed';
import { router } from '../env';
import { operation } from '../operation';

/** The simulated sports feed's controls (development only). */
export const devSportsFeed = router()
  // GET /api/dev/sports/feed — the simulated feed as this process drives it
  .get(
    '/',
    operation(
      {
        summary: 'The simulated sports feed: speed, live and upcoming matches',
        tags: ['sports', 'development'],
        development: true,
        answer: devSportsFeedAnswerSchema,
      },
      () => feedState(null),
    ),
  )
  // POST /api/dev/sports/feed — change the speed or force a scenario now
  .post(
    '/',
    operation(
      {
        summary: 'Set the simulated feed’s speed or force a scenario (goal, finish, faults…)',
        description:
          'Answers 409 `feed_not_driven` when this process does not drive the feed (another instance holds its lease, or `SPORTS_FEED=off`).',
        tags: ['sports', 'development'],
        development: true,
        body: devSportsFeedRequestSchema,
        answer: devSportsFeedAnswerSchema,
        errors: [409],
      },
      async (_c, { body }) => {
        const feed = drivenSimFeed();
        if (!feed)
          throw new AppError('feed_not_driven', 409, 'This process does not drive the feed');
        if (body.speed !== undefined) feed.setSpeed(body.speed);
        const scenario = body.scenario ? await feed.inject(body.scenario, body.event_id) : null;
        return feedState(scenario && { applied: scenario.applied, event_id: scenario.eventId });
      },
    ),
  );

function feedState(scenario: { applied: boolean; event_id: string | null } | null) {
  const feed = drivenSimFeed();
  const status = feed?.status();
  return {
    driving: !!feed,
    speed: status?.speed ?? null,
    live: status?.liveEvents ?? [],
    upcoming: status?.upcoming ?? 0,
    scenario,
  };
}
