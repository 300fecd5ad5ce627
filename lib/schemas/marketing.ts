import { z } from '@/lib/zod';
import { MIRROR_STATUSES, REDIRECT_STATUSES } from '@/lib/constants/marketing';

// The public settings and the mirror's answer: every page checks them (./every-page.ts).
export {
  mirrorAnswerSchema,
  mirrorOriginSchema,
  publicSettingsAnswerSchema,
  publicSettingsSchema,
  type MirrorAnswer,
  type MirrorOrigin,
} from './every-page';

/**
 * The marketing funnel, mirror, redirect, promo and settings calls (spec §7 "Marketing and
 * mirrors"): requests checked by the API, answers the API sends and the middleware and the
 * browser parse. The middleware bundles this file: it imports zod and constants only.
 */

/** A page's query sent as a flat map: at most this many parameters, each name and value capped. */
export const QUERY_MAP_LIMITS = { params: 50, nameLength: 64, valueLength: 2048 } as const;

/**
 * A flat string map of query parameters: the named ones checked by `shape`, any others allowed
 * within `QUERY_MAP_LIMITS`.
 */
export function queryMapSchema<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z
    .object(shape)
    .catchall(z.string().max(QUERY_MAP_LIMITS.valueLength))
    .superRefine((value, ctx) => {
      const names = Object.keys(value);
      for (const name of names) {
        if (name.length > QUERY_MAP_LIMITS.nameLength) {
          ctx.addIssue({
            code: 'custom',
            path: [name.slice(0, QUERY_MAP_LIMITS.nameLength)],
            message: 'too_long',
          });
        }
      }
      if (names.length > QUERY_MAP_LIMITS.params) {
        ctx.addIssue({
          code: 'custom',
          path: [names[QUERY_MAP_LIMITS.params]!.slice(0, QUERY_MAP_LIMITS.nameLength)],
          message: 'too_many_fields',
        });
      }
    });
}

/** A host as the browser shows it; the API drops a port and a leading `www.`. */
export const domainSchema = z
  .string()
  .trim()
  .min(1)
  .max(260)
  .toLowerCase()
  .transform((value) => value.replace(/:\d{1,5}$/, '').replace(/^www\./, ''))
  .pipe(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/, { error: 'invalid_value' }))
  .transform((value) => value.replace(/\.$/, ''));

/** `POST /middleware/mirrorRedirect` and `POST /middleware/mirror`: the host the visitor asked. */
export const mirrorDomainRequestSchema = z.strictObject({ domain: domainSchema });

/** `GET /mirror?domain=`: without it, the host the page was asked on. */
export const mirrorQuerySchema = z.object({ domain: domainSchema.optional() });

const utmValue = z.string().trim().min(1).max(256);

/** `POST /middleware/utm`: the four utm parameters are required, the rest of the query is kept out. */
export const utmQuerySchema = queryMapSchema({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
});
export type UtmQuery = z.infer<typeof utmQuerySchema>;

/** `POST /middleware/affiliate`: the partner code is `partner`, else `partnerId`, else `stag`. */
export const affiliateQuerySchema = queryMapSchema({
  partner: z.string().trim().max(128).optional(),
  partnerId: z.string().trim().max(128).optional(),
  stag: z.string().trim().max(128).optional(),
});

/** `POST /middleware/registerPageOpenEvent`: a page opened from a link with `subH`. */
export const pageOpenRequestSchema = z.strictObject({
  subH: z.string().trim().min(1).max(128),
  /** The visitor's id (browser fingerprint or visitor cookie). */
  uuid: z.string().trim().max(128).nullish(),
  click_url: z
    .string()
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/, error: 'invalid_value' })),
});

/** `POST /middleware/ip`: the visitor's host and browser; the address is the request's. */
export const visitRequestSchema = z.strictObject({
  host: z.string().trim().min(1).max(260).toLowerCase(),
  /** May be empty: some clients send none. */
  userAgent: z.string().max(1024),
});

/** A cookie value of `POST /attachSource`; empty, null or absent is "no value". */
const sourceValue = z
  .string()
  .trim()
  .max(256)
  .nullish()
  .transform((value) => value || null);

/** `POST /attachSource`: the campaign cookies the browser holds, null when absent. */
export const attachSourceRequestSchema = z.strictObject({
  stag: sourceValue,
  promo: sourceValue,
  partnerId: sourceValue,
  advId: sourceValue,
  advertiseUid: sourceValue,
  advertiseSource: sourceValue,
  cpaOneUid: sourceValue,
  prHash: sourceValue,
});

/** `POST /middleware/simpleAuth`: the one-time token of a simple-auth link. */
export const simpleAuthRequestSchema = z.strictObject({ token: z.string().trim().min(1).max(256) });

/** `GET /middleware/redirect?path=`: the page path without the language prefix and the query. */
export const redirectQuerySchema = z.object({
  path: z
    .string()
    .max(1024)
    .regex(/^\/[^?#\s]*$/, { error: 'invalid_value' }),
});

// Answers

/** `POST /middleware/utm`: the campaign's public id and the promo it advertises, if any. */
export const utmAnswerSchema = z.object({
  advId: z.string(),
  promo: z.object({ type: z.string(), value: z.string(), modal: z.string().nullable() }).nullable(),
});
export type UtmAnswer = z.infer<typeof utmAnswerSchema>;

/** Where visitors of a blocked or retired mirror go; nulls when they stay. */
export const mirrorRedirectSchema = z.object({
  newLink: z.string().nullable(),
  oldDomain: z.string().nullable(),
});
export type MirrorRedirect = z.infer<typeof mirrorRedirectSchema>;

/** `POST /middleware/mirrorRedirect`. */
export const mirrorRedirectAnswerSchema = z.object({ redirect: mirrorRedirectSchema });

/** A visited mirror's status; `unknown` for a domain that is no mirror. */
export const mirrorVisitSchema = z.object({
  domain: z.string(),
  status: z.enum([...MIRROR_STATUSES, 'unknown']),
});
export type MirrorVisit = z.infer<typeof mirrorVisitSchema>;

/** `POST /middleware/mirror`. */
export const mirrorVisitAnswerSchema = z.object({ data: mirrorVisitSchema });

/** A redirect rule's verdict for a path: an absolute URL (`external`) or a path of this site. */
export const redirectSchema = z.object({
  to: z.string(),
  status: z.literal(REDIRECT_STATUSES),
  external: z.boolean(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** `GET /middleware/redirect`: the rule's verdict, null when no rule matches. */
export const redirectAnswerSchema = z.object({ redirect: redirectSchema.nullable() });

/** `POST /middleware/simpleAuth`: the new session's bearer token. */
export const simpleAuthAnswerSchema = z.object({ token: z.string() });

/** An active promo code (spec §5). */
export const promoCodeSchema = z.object({
  code: z.string(),
  /** What the bonus gives, e.g. `deposit_percent`. */
  type: z.string(),
  value: z.string(),
  name: z.string(),
});

/** `GET /bonus-system/bonus/{promo}`. */
export const promoCodeAnswerSchema = z.object({ data: promoCodeSchema });
