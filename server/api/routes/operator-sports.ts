import {
  operatorEventExposureAnswerSchema,
  operatorEventTicketsAnswerSchema,
  operatorSportLimitsAnswerSchema,
  operatorSportLimitsRequestSchema,
} from '@/lib/schemas/sports';
import { eventExposure } from '@/server/services/sports/betting/event-exposure';
import { eventTickets } from '@/server/services/sports/betting/event-tickets';
import { listSportLimits } from '@/server/services/sports/betting/list-sport-limits';
import { putSportLimits } from '@/server/services/sports/betting/put-sport-limits';
import { pathParam, router } from '../env';
import { operation } from '../operation';

const tags = ['operator'] as const;

/** The sportsbook's operator endpoints, mounted at `/operator`: limits, tickets, exposure. */
export const operatorSports = router()
  // GET /operator/sports/limits — the limits rows and the defaults
  .get(
    '/sports/limits',
    operation(
      {
        summary: 'Betting limits per currency and sport, and the defaults without a row',
        tags,
        auth: { staff: 'sports.trade' },
        answer: operatorSportLimitsAnswerSchema,
      },
      (c) => listSportLimits(c.var.ctx),
    ),
  )
  // PUT /operator/sports/limits — write limits rows (each replaces its currency and sport)
  .put(
    '/sports/limits',
    operation(
      {
        summary: 'Set betting limits per currency and sport (`*` for every other sport)',
        tags,
        auth: { staff: 'sports.trade' },
        body: operatorSportLimitsRequestSchema,
        answer: operatorSportLimitsAnswerSchema,
      },
      (c, { body }) => putSportLimits(c.var.ctx, body),
    ),
  )
  // GET /operator/sports/events/{id}/tickets — every ticket with a leg on the event
  .get(
    '/sports/events/:id/tickets',
    operation(
      {
        summary: 'Every ticket with a leg on an event',
        tags,
        auth: { staff: 'sports.trade' },
        answer: operatorEventTicketsAnswerSchema,
        errors: [404],
      },
      (c) => eventTickets(c.var.ctx, pathParam(c, 'id')),
    ),
  )
  // GET /operator/sports/events/{id}/exposure — open stakes and liability per outcome
  .get(
    '/sports/events/:id/exposure',
    operation(
      {
        summary: 'Open stakes and the house\u2019s liability per market, outcome and currency',
        tags,
        auth: { staff: 'sports.trade' },
        answer: operatorEventExposureAnswerSchema,
        errors: [404],
      },
      (c) => eventExposure(c.var.ctx, pathParam(c, 'id')),
    ),
  );
