import { redirectAnswerSchema, redirectQuerySchema } from '@/lib/schemas/marketing';
import { findRedirect } from '@/server/services/marketing/find-redirect';
import { router } from '../env';
import { operation } from '../operation';

export const redirects = router()
  // GET /middleware/redirect — the redirect rule for a path, if any (spec §2)
  .get(
    '/redirect',
    operation(
      {
        summary: 'The redirect rule for a path without the language prefix, if any',
        tags: ['marketing'],
        query: redirectQuerySchema,
        answer: redirectAnswerSchema,
      },
      async (c, { query }) => {
        const redirect = await findRedirect(c.var.ctx, query.path);
        c.header('Cache-Control', 'public, max-age=30');
        return { redirect };
      },
    ),
  );
