import {
  domainSchema,
  mirrorAnswerSchema,
  mirrorDomainRequestSchema,
  mirrorQuerySchema,
  mirrorRedirectAnswerSchema,
  mirrorVisitAnswerSchema,
} from '@/lib/schemas/marketing';
import { findMirrorRedirect } from '@/server/services/marketing/find-mirror-redirect';
import { getMirrorConfig } from '@/server/services/marketing/get-mirror-config';
import { touchMirror } from '@/server/services/marketing/touch-mirror';
import { requestClient, router, type ApiContext } from '../env';
import { operation } from '../operation';

/**
 * The host the page was asked on, as a mirror domain; null when it is not a domain. A trusted
 * proxy's X-Forwarded-Host names it; anyone else's is ignored.
 */
function requestDomain(c: ApiContext) {
  const forwarded = requestClient(c).peerTrusted ? c.req.header('x-forwarded-host') : undefined;
  const host = forwarded?.split(',')[0] ?? c.req.header('host') ?? new URL(c.req.url).host;
  return domainSchema.safeParse(host).data ?? null;
}

export const mirrorMiddleware = router()
  // POST /middleware/mirrorRedirect — where visitors of a blocked or retired mirror go
  .post(
    '/mirrorRedirect',
    operation(
      {
        summary: 'Where visitors of a blocked or retired mirror go',
        tags: ['marketing'],
        body: mirrorDomainRequestSchema,
        answer: mirrorRedirectAnswerSchema,
      },
      async (c, { body }) => ({ redirect: await findMirrorRedirect(c.var.ctx, body.domain) }),
    ),
  )
  // POST /middleware/mirror — a mirror was visited
  .post(
    '/mirror',
    operation(
      {
        summary: 'A mirror was visited; answers its status',
        tags: ['marketing'],
        body: mirrorDomainRequestSchema,
        answer: mirrorVisitAnswerSchema,
      },
      async (c, { body }) => ({ data: await touchMirror(c.var.ctx, body.domain) }),
    ),
  );

export const mirror = router()
  // GET /mirror — the mirror's new link, the SSO link and search-engine verification values
  .get(
    '/',
    operation(
      {
        summary: 'The mirror\u2019s new link, the SSO link and search-engine verification values',
        description: 'Without `domain`, the mirror is the host the page was asked on.',
        tags: ['marketing'],
        query: mirrorQuerySchema,
        answer: mirrorAnswerSchema,
      },
      async (c, { query }) => {
        const config = await getMirrorConfig(c.var.ctx, query.domain ?? requestDomain(c));
        c.header('Cache-Control', 'public, max-age=60');
        return config;
      },
    ),
  );
