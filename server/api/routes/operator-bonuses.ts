import {
  bonusCostReportAnswerSchema,
  bonusTemplateRequestSchema,
  operatorBonusTemplateAnswerSchema,
  operatorBonusTemplatesAnswerSchema,
  operatorCancelGrantRequestSchema,
  operatorGrantAnswerSchema,
  operatorGrantRequestSchema,
  operatorPromoAnswerSchema,
  operatorPromoRequestSchema,
  operatorPromosAnswerSchema,
  operatorPromosQuerySchema,
  operatorWelcomePackAnswerSchema,
  operatorWelcomePacksAnswerSchema,
  welcomePackRequestSchema,
} from '@/lib/schemas/operator-bonus';
import { bonusGrantAnswerSchema } from '@/lib/schemas/bonus';
import { AppError } from '@/server/lib/app-error';
import { bonusCostReport } from '@/server/services/bonus/operator/cost-report';
import { operatorCancelGrant } from '@/server/services/bonus/operator/operator-grants';
import { operatorGrantOrSpins } from '@/server/services/bonus-spins/operator-grant';
import { listPromoCodes, promoCodeByCode } from '@/server/services/bonus/operator/list-promo-codes';
import { savePromoCode, serializePromo } from '@/server/services/bonus/operator/save-promo-code';
import {
  listTemplates,
  saveTemplate,
  serializeTemplate,
} from '@/server/services/bonus/operator/save-template';
import {
  listWelcomePacks,
  saveWelcomePack,
} from '@/server/services/bonus/operator/save-welcome-pack';
import { pathParam, router, type ApiContext } from '../env';
import { answerWith, operation } from '../operation';

const TAGS = ['operator', 'bonus'] as const;

/** A grant's id from the path; anything but a positive whole number is a 404. */
function grantId(c: ApiContext): number {
  const id = pathParam(c, 'id');
  if (!/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) {
    throw AppError.of('not_found', 404);
  }
  return Number(id);
}

/** The operator's bonus endpoints, mounted at `/operator/bonuses`. */
export const operatorBonuses = router()
  // GET /operator/bonuses/templates — every bonus template
  .get(
    '/templates',
    operation(
      {
        summary: 'Every bonus template',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        answer: operatorBonusTemplatesAnswerSchema,
      },
      async (c) => ({ data: (await listTemplates(c.var.ctx)).map(serializeTemplate) }),
    ),
  )
  // POST /operator/bonuses/templates — a new bonus template
  .post(
    '/templates',
    operation(
      {
        summary: 'Create a bonus template (a taken code is a 422 on `code`)',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        body: bonusTemplateRequestSchema,
        answer: operatorBonusTemplateAnswerSchema,
        status: 201,
      },
      async (c, { body }) => ({ data: serializeTemplate(await saveTemplate(c.var.ctx, body)) }),
    ),
  )
  // PUT /operator/bonuses/templates/{code} — replace a template's terms
  .put(
    '/templates/:code',
    operation(
      {
        summary: 'Replace a template\u2019s terms; running grants keep theirs',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        body: bonusTemplateRequestSchema,
        answer: operatorBonusTemplateAnswerSchema,
      },
      async (c, { body }) => ({
        data: serializeTemplate(await saveTemplate(c.var.ctx, body, pathParam(c, 'code'))),
      }),
    ),
  )
  // GET /operator/bonuses/welcome-packs — every welcome pack with its steps
  .get(
    '/welcome-packs',
    operation(
      {
        summary: 'Every welcome pack with its steps',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        answer: operatorWelcomePacksAnswerSchema,
      },
      async (c) => ({ data: await listWelcomePacks(c.var.ctx) }),
    ),
  )
  // POST /operator/bonuses/welcome-packs — a new welcome pack
  .post(
    '/welcome-packs',
    operation(
      {
        summary: 'Create a welcome pack with its steps',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        body: welcomePackRequestSchema,
        answer: operatorWelcomePackAnswerSchema,
        status: 201,
      },
      async (c, { body }) => {
        const pack = await saveWelcomePack(c.var.ctx, body);
        return { data: (await listWelcomePacks(c.var.ctx, pack.code))[0]! };
      },
    ),
  )
  // PUT /operator/bonuses/welcome-packs/{code} — replace a pack's fields and steps
  .put(
    '/welcome-packs/:code',
    operation(
      {
        summary: 'Replace a welcome pack\u2019s fields and steps',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        body: welcomePackRequestSchema,
        answer: operatorWelcomePackAnswerSchema,
      },
      async (c, { body }) => {
        const pack = await saveWelcomePack(c.var.ctx, body, pathParam(c, 'code'));
        return { data: (await listWelcomePacks(c.var.ctx, pack.code))[0]! };
      },
    ),
  )
  // GET /operator/bonuses/promo-codes — a page of promo codes by code, or every one
  .get(
    '/promo-codes',
    operation(
      {
        summary: 'Promo codes by code with their template and uses: a page by prefix and cursor',
        description:
          'With `q` (the codes\u2019 first letters), `after` (the previous page\u2019s `next`) or ' +
          '`limit` (1\u2013200, 50 by default): one page and `next`, null on the last. With none ' +
          'of them: every code.',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        query: operatorPromosQuerySchema,
        answer: operatorPromosAnswerSchema,
      },
      async (c, { query }) => listPromoCodes(c.var.ctx, query),
    ),
  )
  // GET /operator/bonuses/promo-codes/{code} — one promo code
  .get(
    '/promo-codes/:code',
    operation(
      {
        summary: 'One promo code with its template and uses (its code in capitals or not)',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        answer: operatorPromoAnswerSchema,
        errors: [404],
      },
      async (c) => ({ data: await promoCodeByCode(c.var.ctx, pathParam(c, 'code')) }),
    ),
  )
  // POST /operator/bonuses/promo-codes — a new promo code
  .post(
    '/promo-codes',
    operation(
      {
        summary: 'Create a promo code giving a template\u2019s bonus',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        body: operatorPromoRequestSchema,
        answer: operatorPromoAnswerSchema,
        status: 201,
      },
      async (c, { body }) => ({
        data: serializePromo(await savePromoCode(c.var.ctx, body), body.template),
      }),
    ),
  )
  // PUT /operator/bonuses/promo-codes/{code} — replace a promo code's terms
  .put(
    '/promo-codes/:code',
    operation(
      {
        summary: 'Replace a promo code\u2019s terms; its uses stay',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        body: operatorPromoRequestSchema,
        answer: operatorPromoAnswerSchema,
      },
      async (c, { body }) => ({
        data: serializePromo(
          await savePromoCode(c.var.ctx, body, pathParam(c, 'code')),
          body.template,
        ),
      }),
    ),
  )
  // POST /operator/bonuses/grants — give a player a template's bonus
  .post(
    '/grants',
    operation(
      {
        summary: 'Give a player a template\u2019s bonus; the same key again answers the same grant',
        description: '201 when the key is new, 200 when it was used before (its grant again).',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        body: operatorGrantRequestSchema,
        answer: operatorGrantAnswerSchema,
        status: 201,
        alsoStatus: [200],
        errors: [404, 409, 503],
      },
      async (c, { body }) => {
        const { grant, created } = await operatorGrantOrSpins(c.var.ctx, body);
        return created ? { data: grant } : answerWith(200, { data: grant });
      },
    ),
  )
  // POST /operator/bonuses/grants/{id}/cancel — cancel a player's active grant
  .post(
    '/grants/:id/cancel',
    operation(
      {
        summary: 'Cancel a player\u2019s active grant with a reason; its bonus money goes back',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        body: operatorCancelGrantRequestSchema,
        answer: bonusGrantAnswerSchema,
        errors: [404],
      },
      async (c, { body }) => ({
        data: await operatorCancelGrant(c.var.ctx, grantId(c), body.reason),
      }),
    ),
  )
  // GET /operator/bonuses/report — bonus cost per template and currency
  .get(
    '/report',
    operation(
      {
        summary:
          'Bonus cost per template and currency: granted, converted, expired, forfeited, cancelled',
        tags: TAGS,
        auth: { staff: 'marketing.manage' },
        answer: bonusCostReportAnswerSchema,
      },
      async (c) => ({ data: await bonusCostReport(c.var.ctx) }),
    ),
  );
