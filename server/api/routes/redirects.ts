import { z } from 'zod';
import { findRedirect } from '@/server/services/marketing/find-redirect';
import { router } from '../env';
import { readQuery } from '../validate';

const redirectQuerySchema = z.object({
  /** The page path without the language prefix and without the query. */
  path: z
    .string()
    .max(1024)
    .regex(/^\/[^?#\s]*$/, { error: 'invalid_value' }),
});

export const redirects = router()
  // GET /middleware/redirect — the redirect rule for a path, if any (spec §2)
  .get('/redirect', async (c) => {
    const { path } = readQuery(c, redirectQuerySchema);
    const redirect = await findRedirect(c.var.ctx, path);
    c.header('Cache-Control', 'public, max-age=30');
    return c.json({ redirect });
  });
