import { z } from 'zod';

/**
 * Request bodies of the marketing funnel and mirror calls (spec §7 "Marketing and mirrors"),
 * shared by the API and the middleware that sends them.
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

export const mirrorDomainSchema = z.strictObject({ domain: domainSchema });

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

export const pageOpenSchema = z.strictObject({
  subH: z.string().trim().min(1).max(128),
  /** The visitor's id (browser fingerprint or visitor cookie). */
  uuid: z.string().trim().max(128).nullish(),
  click_url: z
    .string()
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/, error: 'invalid_value' })),
});

export const visitSchema = z.strictObject({
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

export const attachSourceSchema = z.strictObject({
  stag: sourceValue,
  promo: sourceValue,
  partnerId: sourceValue,
  advId: sourceValue,
  advertiseUid: sourceValue,
  advertiseSource: sourceValue,
  cpaOneUid: sourceValue,
  prHash: sourceValue,
});
export type AttachSourceInput = z.infer<typeof attachSourceSchema>;

export const simpleAuthSchema = z.strictObject({ token: z.string().trim().min(1).max(256) });

// Answers

/** `GET /mirror` (spec §7): the mirror's redirect, the single sign-on link, search-engine marks. */
export const mirrorAnswerSchema = z.object({
  redirect: z.object({ newLink: z.string().nullable().optional() }).nullable().optional(),
  sso: z.string().nullable().optional(),
  verification: z
    .object({ google: z.string().nullable().optional(), yandex: z.string().nullable().optional() })
    .optional(),
});
export type MirrorAnswer = z.infer<typeof mirrorAnswerSchema>;

/** `GET /settings`: the settings the site shows everyone; '' until an operator sets them. */
export const publicSettingsAnswerSchema = z.object({
  data: z.object({
    revshare_service_frontend_url: z.string(),
    telegram_channel_url: z.string(),
  }),
});
