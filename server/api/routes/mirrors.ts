import { z } from 'zod';
import { domainSchema, mirrorDomainSchema } from '@/lib/schemas/marketing';
import { findMirrorRedirect } from '@/server/services/marketing/find-mirror-redirect';
import { getMirrorConfig } from '@/server/services/marketing/get-mirror-config';
import { touchMirror } from '@/server/services/marketing/touch-mirror';
import { router, type ApiContext } from '../env';
import { readBody, readQuery } from '../validate';

const mirrorQuerySchema = z.object({ domain: domainSchema.optional() });

/** The host the page was asked on, as a mirror domain; null when it is not a domain. */
function requestDomain(c: ApiContext) {
  const forwarded = c.var.ctx.config.trustProxy ? c.req.header('x-forwarded-host') : undefined;
  const host = forwarded?.split(',')[0] ?? c.req.header('host') ?? new URL(c.req.url).host;
  return domainSchema.safeParse(host).data ?? null;
}

export const mirrorMiddleware = router()
  // POST /middleware/mirrorRedirect — where visitors of a blocked or retired mirror go
  .post('/mirrorRedirect', async (c) => {
    const { domain } = await readBody(c, mirrorDomainSchema);
    return c.json({ redirect: await findMirrorRedirect(c.var.ctx, domain) });
  })
  // POST /middleware/mirror — a mirror was visited
  .post('/mirror', async (c) => {
    const { domain } = await readBody(c, mirrorDomainSchema);
    return c.json({ data: await touchMirror(c.var.ctx, domain) });
  });

export const mirror = router()
  // GET /mirror — the mirror's new link, the SSO link and search-engine verification values
  .get('/', async (c) => {
    const { domain } = readQuery(c, mirrorQuerySchema);
    const config = await getMirrorConfig(c.var.ctx, domain ?? requestDomain(c));
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(config);
  });
