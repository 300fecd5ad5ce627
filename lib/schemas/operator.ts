import { z } from '@/lib/zod';
import {
  MIRROR_STATUSES,
  REDIRECT_MATCHES,
  REDIRECT_STATUSES,
  SIMPLE_AUTH_TOKEN_MAX_TTL_S,
  SIMPLE_AUTH_TOKEN_MIN_TTL_S,
} from '@/lib/constants/marketing';
import { normalizeRedirectPath } from '@/lib/marketing/redirect-path';
import { userIdSchema } from './common';
import { domainSchema } from './marketing';

/**
 * The operator's marketing endpoints (`/operator/*`, OPERATOR_TOKEN): the funnel report,
 * simple-auth links, mirrors and redirect rules. The operator's payout and wallet endpoints are
 * in ./billing.ts.
 */

/** An ISO 8601 date (`2026-01-01`, UTC) or date-time with an offset. */
export const isoDate = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/, {
    error: 'invalid_value',
  })
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), { error: 'invalid_value' });

/** `GET /operator/funnel?from=&to=`: the window `[from, to)`. */
export const funnelQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine(({ from, to }) => from < to, { error: 'invalid_value', path: ['to'] });

/** One partner and campaign pair of the funnel; a player counts under the pair they came from. */
export const funnelRowSchema = z.object({
  /** The partner's code. */
  partner: z.string().nullable(),
  /** The campaign's `adv_id`. */
  campaign: z.string().nullable(),
  clicks: z.number(),
  registrations: z.number(),
  first_deposits: z.number(),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

/** `GET /operator/funnel`: by partner, then campaign; no partner or campaign last. */
export const funnelAnswerSchema = z.object({ data: z.array(funnelRowSchema) });

/** `POST /operator/simple-auth-tokens`: the player, and the link's life (a day by default). */
export const simpleAuthTokenRequestSchema = z.strictObject({
  user_id: userIdSchema,
  ttl_s: z
    .number()
    .int()
    .min(SIMPLE_AUTH_TOKEN_MIN_TTL_S)
    .max(SIMPLE_AUTH_TOKEN_MAX_TTL_S)
    .optional(),
});

/** The raw one-time token, shown once, and when it stops working. */
export const simpleAuthTokenAnswerSchema = z.object({ token: z.string(), expires_at: z.string() });

/** An absolute http(s) URL with a host right after `//`, as browsers and the table read it. */
const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^/\\\s]\S*$/, { error: 'invalid_value' })
  .pipe(z.url({ protocol: /^https?$/, error: 'invalid_value' }));

/** `POST /operator/mirrors`: a mirror to add, or the new status and link of a known one. */
export const operatorMirrorRequestSchema = z.strictObject({
  domain: domainSchema,
  status: z.enum(MIRROR_STATUSES).default('active'),
  /** Where visitors go while the mirror is blocked or retired. */
  new_link: z.string().trim().max(2048).pipe(httpUrl).nullish(),
});

/** A mirror as the operator sees it. */
export const operatorMirrorSchema = z.object({
  domain: z.string(),
  status: z.enum(MIRROR_STATUSES),
  new_link: z.string().nullable(),
});

/** `POST /operator/mirrors`: 201 for a new mirror, 200 for a changed one. */
export const operatorMirrorAnswerSchema = z.object({ data: operatorMirrorSchema });

/** `GET /operator/mirrors`: every mirror, with when a visitor last came through it. */
export const operatorMirrorListAnswerSchema = z.object({
  data: z.array(
    operatorMirrorSchema.extend({
      last_seen_at: z.iso.datetime().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
});

/** `POST /operator/redirect-rules`. */
export const redirectRuleRequestSchema = z.strictObject({
  match: z.enum(REDIRECT_MATCHES),
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

/** A redirect rule as stored. */
export const redirectRuleSchema = z.object({
  id: z.number(),
  match: z.enum(REDIRECT_MATCHES),
  path: z.string(),
  destination: z.string(),
  status: z.literal(REDIRECT_STATUSES),
  keep_rest: z.boolean(),
  active: z.boolean(),
});

/** `POST /operator/redirect-rules`, `PUT /operator/redirect-rules/{id}`. */
export const redirectRuleAnswerSchema = z.object({ data: redirectRuleSchema });

/** `GET /operator/redirect-rules`: every rule, newest first. */
export const redirectRuleListAnswerSchema = z.object({ data: z.array(redirectRuleSchema) });
