import { z } from 'zod';
import { domainSchema } from '@/lib/schemas/marketing';
import { MIRROR_STATUSES, REDIRECT_STATUSES } from '@/lib/constants/marketing';
import { normalizeRedirectPath } from '@/lib/marketing/redirect-path';
import { buildFunnelReport } from '@/server/services/marketing/build-funnel-report';
import { createRedirectRule } from '@/server/services/marketing/create-redirect-rule';
import {
  issueSimpleAuthToken,
  SIMPLE_AUTH_TOKEN_MAX_TTL_S,
} from '@/server/services/marketing/issue-simple-auth-token';
import { saveMirror } from '@/server/services/marketing/save-mirror';
import { router } from '../env';
import { requireOperator } from '../middleware/require-operator';
import { readBody, readQuery } from '../validate';

/** An ISO 8601 date (`2026-01-01`, UTC) or date-time with an offset. */
const isoDate = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/, {
    error: 'invalid_value',
  })
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), { error: 'invalid_value' });

const funnelQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine(({ from, to }) => from < to, { error: 'invalid_value', path: ['to'] });

const simpleAuthTokenSchema = z.strictObject({
  user_id: z.number().int().positive().max(2_147_483_647),
  ttl_s: z.number().int().min(60).max(SIMPLE_AUTH_TOKEN_MAX_TTL_S).optional(),
});

/** An absolute http(s) URL with a host right after `//`, as browsers and the table read it. */
const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^/\\\s]\S*$/, { error: 'invalid_value' })
  .pipe(z.url({ protocol: /^https?$/, error: 'invalid_value' }));

const mirrorSchema = z.strictObject({
  domain: domainSchema,
  status: z.enum(MIRROR_STATUSES).default('active'),
  /** Where visitors go while the mirror is blocked or retired. */
  new_link: z.string().trim().max(2048).pipe(httpUrl).nullish(),
});

const redirectRuleSchema = z.strictObject({
  match: z.enum(['exact', 'prefix']),
  /** Without the language prefix; a trailing slash is dropped. */
  path: z
    .string()
    .trim()
    .max(1024)
    .regex(/^\/[^?#\s]*$/, { error: 'invalid_value' })
    .transform(normalizeRedirectPath),
  /** An internal path (not `//host`) or an absolute http(s) URL. */
  destination: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .refine((value) => /^\/(?![/\\])\S*$/.test(value) || httpUrl.safeParse(value).success, {
      error: 'invalid_value',
    }),
  status: z.literal(REDIRECT_STATUSES).default(302),
  keep_rest: z.boolean().default(false),
  active: z.boolean().default(true),
});

export const operator = router()
  .use(requireOperator)
  // GET /operator/funnel — clicks, registrations and first deposits by partner and campaign
  .get('/funnel', async (c) => {
    const window = readQuery(c, funnelQuerySchema);
    return c.json({ data: await buildFunnelReport(c.var.ctx, window) });
  })
  // POST /operator/simple-auth-tokens — a one-time sign-in token for a player
  .post('/simple-auth-tokens', async (c) => {
    const { user_id, ttl_s } = await readBody(c, simpleAuthTokenSchema);
    const { token, expiresAt } = await issueSimpleAuthToken(c.var.ctx, user_id, ttl_s);
    return c.json({ token, expires_at: expiresAt.toISOString() }, 201);
  })
  // POST /operator/mirrors — add a mirror, or change the status and new link of one (200)
  .post('/mirrors', async (c) => {
    const input = await readBody(c, mirrorSchema);
    const { mirror, created } = await saveMirror(c.var.ctx, {
      domain: input.domain,
      status: input.status,
      newLink: input.new_link ?? null,
    });
    const data = { domain: mirror.domain, status: mirror.status, new_link: mirror.newLink };
    return c.json({ data }, created ? 201 : 200);
  })
  // POST /operator/redirect-rules — add a redirect rule
  .post('/redirect-rules', async (c) => {
    const { keep_rest, ...input } = await readBody(c, redirectRuleSchema);
    const rule = await createRedirectRule(c.var.ctx, { ...input, keepRest: keep_rest });
    const { id, match, path, destination, status, keepRest, active } = rule;
    return c.json(
      { data: { id, match, path, destination, status, keep_rest: keepRest, active } },
      201,
    );
  });
