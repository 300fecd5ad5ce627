import { z } from 'zod';
import { router } from '../env';
import { operation } from '../operation';

const healthAnswerSchema = z.object({ status: z.literal('ok'), time: z.string() });

// GET /api/health — liveness probe for load balancers and the e2e harness
export const health = router().get(
  '/',
  operation(
    { summary: 'Liveness probe for load balancers', tags: ['meta'], answer: healthAnswerSchema },
    (c) => {
      c.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, time: new Date().toISOString() };
    },
  ),
);
