import {
  sportEventDetailAnswerSchema,
  sportEventsAnswerSchema,
  sportEventsQuerySchema,
  sportsTreeAnswerSchema,
} from '@/lib/schemas/sports';
import { sportEventDetail } from '@/server/services/sports/line/event-detail';
import { listSportEvents, SPORT_EVENTS_LIMIT } from '@/server/services/sports/line/list-events';
import { sportsTree } from '@/server/services/sports/line/sports-tree';
import { pathParam, router } from '../env';
import { operation } from '../operation';

const tags = ['sports'] as const;

/**
 * Public and the same for everybody, so shared caches may keep it briefly: what changes after
 * comes on the stream (`sports:live`, `sports:event:<id>`), whose snapshot is always fresh.
 */
const LINE_CACHE = 'public, max-age=5';

/**
 * The sports line (issue 18), mounted at `/sports`: the tree, lists of open events with their
 * main market and one event with every market, read by the server-rendered pages and the
 * browser. Odds and statuses then change on the stream.
 */
export const sportsLine = router()
  // GET /sports/tree — sports → categories → tournaments with live and pre-match counts
  .get(
    '/tree',
    operation(
      {
        summary: 'Sports, their categories and tournaments with live and pre-match counts',
        description:
          'Every sport, with the categories and tournaments that have open events (live, or ' +
          'not started and in the future).',
        tags,
        answer: sportsTreeAnswerSchema,
      },
      async (c) => {
        const tree = await sportsTree(c.var.ctx);
        c.header('Cache-Control', LINE_CACHE);
        return tree;
      },
    ),
  )
  // GET /sports/events?sport=&tournament=&live= — open events with their main market
  .get(
    '/events',
    operation(
      {
        summary: 'Open events with their main market, by sport, tournament, live or pre-match',
        description:
          `Live events by kick-off, pre-match ones by kick-off then tournament (both: live ` +
          `first), at most ${SPORT_EVENTS_LIMIT}: narrow by sport or tournament for the rest.`,
        tags,
        query: sportEventsQuerySchema,
        answer: sportEventsAnswerSchema,
        errors: [422],
      },
      async (c, { query }) => {
        const events = await listSportEvents(c.var.ctx, query);
        c.header('Cache-Control', LINE_CACHE);
        return events;
      },
    ),
  )
  // GET /sports/events/{id} — one event with every market on the line
  .get(
    '/events/:id',
    operation(
      {
        summary: 'One event with every market on the line (active, suspended, handed over)',
        tags,
        answer: sportEventDetailAnswerSchema,
        errors: [404],
      },
      async (c) => {
        const detail = await sportEventDetail(c.var.ctx, pathParam(c, 'id'));
        c.header('Cache-Control', LINE_CACHE);
        return detail;
      },
    ),
  );
