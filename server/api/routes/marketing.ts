import {
  affiliateQuerySchema,
  attachSourceSchema,
  pageOpenSchema,
  utmQuerySchema,
  visitSchema,
} from '@/lib/schemas/marketing';
import { attachSource as attachPlayerSource } from '@/server/services/marketing/attach-source';
import { captureUtm } from '@/server/services/marketing/capture-utm';
import { recordAffiliateClick } from '@/server/services/marketing/record-affiliate-click';
import { recordPageOpen } from '@/server/services/marketing/record-page-open';
import { recordVisit } from '@/server/services/marketing/record-visit';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { clientIp, requestMeta, router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

export const marketingMiddleware = router()
  // Anyone can report clicks: each address gets a budget, so nobody fills the tables.
  .use(async (c, next) => {
    await hitRateLimit(c.var.ctx, `marketing:ip:${clientIp(c)}`, LIMITS.marketingByIp);
    await next();
  })
  // POST /middleware/utm — a campaign arrival: the campaign's advId and its promo
  .post('/utm', async (c) => {
    const query = await readBody(c, utmQuerySchema);
    return c.json(await captureUtm(c.var.ctx, query, requestMeta(c)));
  })
  // POST /middleware/registerPageOpenEvent — a page opened from a link with subH
  .post('/registerPageOpenEvent', async (c) => {
    const { subH, uuid, click_url } = await readBody(c, pageOpenSchema);
    await recordPageOpen(c.var.ctx, { subH, uuid, clickUrl: click_url }, requestMeta(c));
    return c.json({ success: true });
  })
  // POST /middleware/ip — the visitor's address on a host
  .post('/ip', async (c) => {
    const { host, userAgent } = await readBody(c, visitSchema);
    await recordVisit(c.var.ctx, { ip: clientIp(c), host, userAgent });
    return c.json({ success: true });
  })
  // POST /middleware/affiliate — a visit with partner parameters (the query as the body)
  .post('/affiliate', async (c) => {
    const query = await readBody(c, affiliateQuerySchema);
    const code = query.partner || query.partnerId || query.stag;
    if (code) await recordAffiliateClick(c.var.ctx, code, requestMeta(c));
    return c.json({ success: true });
  });

export const attachSource = router()
  // POST /attachSource — where the signed-in player came from; first touch wins
  .post('/', requireAuth, async (c) => {
    const source = await readBody(c, attachSourceSchema);
    await attachPlayerSource(c.var.ctx, c.var.auth.user.id, source);
    return c.json({ success: true });
  });
