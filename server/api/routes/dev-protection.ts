import { devTravelAnswerSchema, devTravelRequestSchema } from '@/lib/schemas/development';
import { travelProtection } from '@/server/services/protection/travel';
import { router } from '../env';
import { operation } from '../operation';

// POST /api/dev/protection/travel — a player's protection clock, hours ahead (development only)
export const devProtection = router().post(
  '/travel',
  operation(
    {
      summary: 'Move one player\u2019s protection clock hours ahead, for a test harness',
      description:
        'Every time the player\u2019s limits, reality check and exclusions keep moves that many hours into the past (the ledger and sessions do not): the e2e sees a raised limit become confirmable, or a time-out end, without waiting.',
      tags: ['protection', 'development'],
      development: true,
      body: devTravelRequestSchema,
      answer: devTravelAnswerSchema,
      errors: [404],
    },
    (c, { body }) => travelProtection(c.var.ctx, body.email, body.hours),
  ),
);
