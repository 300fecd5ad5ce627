import type { z } from 'zod';
import {
  funnelAnswerSchema,
  funnelQuerySchema,
  operatorMirrorAnswerSchema,
  operatorMirrorListAnswerSchema,
  operatorMirrorRequestSchema,
  redirectRuleAnswerSchema,
  redirectRuleListAnswerSchema,
  redirectRuleRequestSchema,
  simpleAuthTokenAnswerSchema,
  simpleAuthTokenRequestSchema,
} from '@/lib/schemas/operator';
import { buildFunnelReport } from '@/server/services/marketing/build-funnel-report';
import { createRedirectRule } from '@/server/services/marketing/create-redirect-rule';
import { issueSimpleAuthToken } from '@/server/services/marketing/issue-simple-auth-token';
import { listMirrors } from '@/server/services/marketing/list-mirrors';
import {
  listRedirectRules,
  redirectRuleView,
  replaceRedirectRule,
} from '@/server/services/marketing/redirect-rules';
import { saveMirror } from '@/server/services/marketing/save-mirror';
import { idParam, router } from '../env';
import { answerWith, operation } from '../operation';

/** Operator endpoints of the marketing area, mounted at `/operator` beside the wallet ones. */
export const operator = router()
  // GET /operator/funnel — clicks, registrations and first deposits by partner and campaign
  .get(
    '/funnel',
    operation(
      {
        summary: 'Clicks, registrations and first deposits by partner and campaign',
        tags: ['operator', 'marketing'],
        auth: { staff: 'marketing.manage' },
        query: funnelQuerySchema,
        answer: funnelAnswerSchema,
      },
      async (c, { query }) => ({ data: await buildFunnelReport(c.var.ctx, query) }),
    ),
  )
  // POST /operator/simple-auth-tokens — a one-time sign-in token for a player
  .post(
    '/simple-auth-tokens',
    operation(
      {
        summary: 'A one-time sign-in token for a player, for a simple-auth link',
        tags: ['operator', 'marketing'],
        auth: { staff: 'players.impersonate' },
        body: simpleAuthTokenRequestSchema,
        answer: simpleAuthTokenAnswerSchema,
        status: 201,
      },
      async (c, { body }) => {
        const { token, expiresAt } = await issueSimpleAuthToken(
          c.var.ctx,
          body.user_id,
          body.ttl_s,
        );
        return { token, expires_at: expiresAt.toISOString() };
      },
    ),
  )
  // GET /operator/mirrors — every mirror with its status, new link and last visit
  .get(
    '/mirrors',
    operation(
      {
        summary: 'Every mirror with its status, new link and when a visitor last came through it',
        tags: ['operator', 'marketing'],
        auth: { staff: 'marketing.manage' },
        answer: operatorMirrorListAnswerSchema,
      },
      async (c) => ({ data: await listMirrors(c.var.ctx) }),
    ),
  )
  // POST /operator/mirrors — add a mirror (201), or change the status and new link of one (200)
  .post(
    '/mirrors',
    operation(
      {
        summary: 'Add a mirror, or change the status and new link of a known one',
        description: '201 when the mirror is new, 200 when a known one changed.',
        tags: ['operator', 'marketing'],
        auth: { staff: 'marketing.manage' },
        body: operatorMirrorRequestSchema,
        answer: operatorMirrorAnswerSchema,
        status: 201,
        alsoStatus: [200],
      },
      async (c, { body }) => {
        const { mirror, created } = await saveMirror(c.var.ctx, body);
        const answer = {
          data: { domain: mirror.domain, status: mirror.status, new_link: mirror.newLink },
        } satisfies z.input<typeof operatorMirrorAnswerSchema>;
        return created ? answer : answerWith(200, answer);
      },
    ),
  )
  // POST /operator/redirect-rules — add a redirect rule
  .post(
    '/redirect-rules',
    operation(
      {
        summary: 'Add a redirect rule; the lookup answers it at once',
        tags: ['operator', 'marketing'],
        auth: { staff: 'marketing.manage' },
        body: redirectRuleRequestSchema,
        answer: redirectRuleAnswerSchema,
        status: 201,
      },
      async (c, { body }) => ({
        data: redirectRuleView(await createRedirectRule(c.var.ctx, body)),
      }),
    ),
  )
  // GET /operator/redirect-rules — every redirect rule, newest first
  .get(
    '/redirect-rules',
    operation(
      {
        summary: 'Every redirect rule, newest first',
        tags: ['operator', 'marketing'],
        auth: { staff: 'marketing.manage' },
        answer: redirectRuleListAnswerSchema,
      },
      async (c) => ({ data: await listRedirectRules(c.var.ctx) }),
    ),
  )
  // PUT /operator/redirect-rules/{id} — replace a rule, or switch it off (`active: false`)
  .put(
    '/redirect-rules/:id',
    operation(
      {
        summary: 'Replace a redirect rule, or switch it off; the lookup answers it at once',
        tags: ['operator', 'marketing'],
        auth: { staff: 'marketing.manage' },
        body: redirectRuleRequestSchema,
        answer: redirectRuleAnswerSchema,
        errors: [404],
      },
      async (c, { body }) => ({
        data: await replaceRedirectRule(c.var.ctx, idParam(c), body),
      }),
    ),
  );
