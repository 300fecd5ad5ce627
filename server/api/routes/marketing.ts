import { successAnswerSchema } from '@/lib/schemas/common';
import {
  affiliateQuerySchema,
  attachSourceRequestSchema,
  pageOpenRequestSchema,
  utmAnswerSchema,
  utmQuerySchema,
  visitRequestSchema,
} from '@/lib/schemas/marketing';
import { attachSource as attachPlayerSource } from '@/server/services/marketing/attach-source';
import { captureUtm } from '@/server/services/marketing/capture-utm';
import { recordAffiliateClick } from '@/server/services/marketing/record-affiliate-click';
import { recordPageOpen } from '@/server/services/marketing/record-page-open';
import { recordVisit } from '@/server/services/marketing/record-visit';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { clientIp, requestMeta, router, type ApiContext } from '../env';
import { operation } from '../operation';

/**
 * Anyone can report clicks: each address gets a budget for what the middleware reports, so
 * nobody fills the tables. Every report spends from it (and the simple-auth exchange).
 */
export function spendMarketingBudget(c: ApiContext) {
  return hitRateLimit(c.var.ctx, `marketing:ip:${clientIp(c)}`, LIMITS.marketingByIp);
}

export const marketingMiddleware = router()
  // POST /middleware/utm — a campaign arrival: the campaign's advId and its promo
  .post(
    '/utm',
    operation(
      {
        summary: 'A campaign arrival: answers the campaign\u2019s advId and its promo',
        description: 'The page\u2019s query as the body; the four utm parameters are required.',
        tags: ['marketing'],
        body: utmQuerySchema,
        answer: utmAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        await spendMarketingBudget(c);
        return captureUtm(c.var.ctx, body, requestMeta(c));
      },
    ),
  )
  // POST /middleware/registerPageOpenEvent — a page opened from a link with subH
  .post(
    '/registerPageOpenEvent',
    operation(
      {
        summary: 'A page opened from a link with subH',
        tags: ['marketing'],
        body: pageOpenRequestSchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        await spendMarketingBudget(c);
        await recordPageOpen(c.var.ctx, body, requestMeta(c));
        return { success: true };
      },
    ),
  )
  // POST /middleware/ip — the visitor's address on a host
  .post(
    '/ip',
    operation(
      {
        summary: 'The visitor\u2019s address on a host',
        tags: ['marketing'],
        body: visitRequestSchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        await spendMarketingBudget(c);
        await recordVisit(c.var.ctx, { ...body, ip: clientIp(c) });
        return { success: true };
      },
    ),
  )
  // POST /middleware/affiliate — a visit with partner parameters (the query as the body)
  .post(
    '/affiliate',
    operation(
      {
        summary: 'A visit with partner parameters: a click of the partner',
        description: 'The page\u2019s query as the body; the code is partner, partnerId or stag.',
        tags: ['marketing'],
        body: affiliateQuerySchema,
        answer: successAnswerSchema,
        errors: [429],
      },
      async (c, { body }) => {
        await spendMarketingBudget(c);
        const code = body.partner || body.partnerId || body.stag;
        if (code) await recordAffiliateClick(c.var.ctx, code, requestMeta(c));
        return { success: true };
      },
    ),
  );

export const attachSource = router()
  // POST /attachSource — where the signed-in player came from; first touch wins
  .post(
    '/',
    operation(
      {
        summary: 'Where the signed-in player came from; first touch wins',
        tags: ['marketing'],
        auth: 'bearer',
        body: attachSourceRequestSchema,
        answer: successAnswerSchema,
      },
      async (c, { body }) => {
        await attachPlayerSource(c.var.ctx, c.var.auth.user.id, body);
        return { success: true };
      },
    ),
  );
