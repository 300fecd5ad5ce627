import {
  feedHealthAnswerSchema,
  tradingEventMarketsAnswerSchema,
  tradingEventsAnswerSchema,
  tradingEventsQuerySchema,
} from '@/lib/schemas/sports-trading';
import { feedHealth } from '@/server/services/sports/feed/feed-health';
import { tradingEventMarkets } from '@/server/services/sports/operator/trading-event-markets';
import { listTradingEvents } from '@/server/services/sports/operator/trading-events';
import { pathParam, router } from '../env';
import { operation } from '../operation';

const tags = ['operator'] as const;
const auth = { staff: 'sports.trade' } as const;

/**
 * The back office's Sportsbook trading desk (issue 36), mounted at `/operator`: the events to
 * trade with what rides on them, an event's markets with their exposure, the feed's health.
 */
export const operatorSportsTrading = router()
  // GET /operator/sports/events — live or upcoming events with their markets and open tickets
  .get(
    '/sports/events',
    operation(
      {
        summary: 'Live or upcoming events with their markets counted and what rides on them',
        description:
          'By kick-off, then id. `before` is the previous page\u2019s `next` (the id of its last event): the page continues after that event. `q` matches part of a team\u2019s or tournament\u2019s name in any language, or an event\u2019s id. Exposure is per currency: tickets pending or open with a leg on the event, their open stakes, and the largest liability of any one outcome.',
        tags,
        auth,
        query: tradingEventsQuerySchema,
        answer: tradingEventsAnswerSchema,
      },
      (c, { query }) => listTradingEvents(c.var.ctx, query),
    ),
  )
  // GET /operator/sports/events/{id}/markets — every market with its settlement and exposure
  .get(
    '/sports/events/:id/markets',
    operation(
      {
        summary:
          'An event\u2019s markets: feed status, operator\u2019s hold, settlement, exposure per outcome',
        tags,
        auth,
        answer: tradingEventMarketsAnswerSchema,
        errors: [404],
      },
      (c) => tradingEventMarkets(c.var.ctx, pathParam(c, 'id')),
    ),
  )
  // GET /operator/sports/feed — each producer up or down, its lag, recovery and recent messages
  .get(
    '/sports/feed',
    operation(
      {
        summary: 'The sports feed\u2019s health: each producer up or down, its lag and messages',
        tags,
        auth,
        answer: feedHealthAnswerSchema,
      },
      (c) => feedHealth(c.var.ctx),
    ),
  );
