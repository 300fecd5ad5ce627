import { simpleAuthAnswerSchema, simpleAuthRequestSchema } from '@/lib/schemas/marketing';
import { loginWithSimpleAuth } from '@/server/services/marketing/login-with-simple-auth';
import { requestMeta, router } from '../env';
import { operation } from '../operation';
import { spendMarketingBudget } from './marketing';

export const simpleAuth = router()
  // POST /middleware/simpleAuth — trade a one-time simple-auth token for a bearer token
  .post(
    '/simpleAuth',
    operation(
      {
        summary: 'Trade a one-time simple-auth token for a bearer token',
        tags: ['marketing'],
        body: simpleAuthRequestSchema,
        answer: simpleAuthAnswerSchema,
        errors: [403, 429],
      },
      async (c, { body }) => {
        await spendMarketingBudget(c);
        c.header('Cache-Control', 'no-store');
        return { token: await loginWithSimpleAuth(c.var.ctx, body.token, requestMeta(c)) };
      },
    ),
  );
