import { z } from '@/lib/zod';
import { BONUS_WAGERING_BASES } from '@/lib/constants/bonus';
import { CURRENCIES } from '@/lib/constants/currencies';
import { MAX_AMOUNT, toMinor } from '@/lib/money/units';
import { BONUS_KINDS, bonusContributionsSchema, bonusGrantSchema } from './bonus';
import { officeLimitSchema, userIdSchema } from './common';
import { freeSpinSchema } from './free-spins';

/**
 * The operator's bonus endpoints (`/operator/bonuses/*`, issue 19): templates, welcome packs,
 * promo codes, granting and cancelling a player's bonus, and the cost report. Amounts are major
 * units of their currency in requests and answers (minor units in the database).
 */

/** A non-negative amount with at most two decimals, answered in minor units. */
const moneySchema = z
  .number({ error: 'invalid_type' })
  .nonnegative({ error: 'invalid_value' })
  .max(MAX_AMOUNT, { error: 'too_big' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'invalid_amount',
  })
  .transform(toMinor);

const handleSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'too_long' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid_value' });

const localizedSchema = (max: number) =>
  z.strictObject({
    ru: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max),
    en: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max),
    kz: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max),
  });

/** A template's amounts in one currency. */
export const bonusCurrencyTermsSchema = z.strictObject({
  min_deposit: moneySchema,
  max_bonus: moneySchema,
  fixed_amount: moneySchema,
  max_bet: moneySchema.refine((value) => value > 0, { error: 'invalid_value' }),
  max_conversion: moneySchema.nullable(),
});

/** `POST /operator/bonuses/templates`, and `PUT …/{code}` (the code stays). */
export const bonusTemplateRequestSchema = z.strictObject({
  code: handleSchema,
  kind: z.enum(BONUS_KINDS, { error: 'invalid_value' }),
  name: localizedSchema(200),
  terms: localizedSchema(4000),
  percent: z.number().int({ error: 'invalid_value' }).min(0).max(1000).default(0),
  currencies: z
    .partialRecord(z.enum(CURRENCIES, { error: 'invalid_value' }), bonusCurrencyTermsSchema)
    .refine((value) => Object.keys(value).length > 0, { error: 'required' }),
  wagering_multiplier: z.number().int({ error: 'invalid_value' }).min(0).max(200),
  wagering_base: z.enum(BONUS_WAGERING_BASES, { error: 'invalid_value' }),
  contributions: bonusContributionsSchema,
  validity_days: z.number().int({ error: 'invalid_value' }).min(1).max(365),
  free_spins: z
    .strictObject({
      game_slug: z.string().trim().min(1).max(128),
      rounds: z.number().int().min(1).max(1000),
      bet_value: z.partialRecord(z.enum(CURRENCIES), moneySchema),
    })
    .nullable()
    .default(null),
  active: z.boolean().default(true),
});
export type BonusTemplateRequest = z.output<typeof bonusTemplateRequestSchema>;

const currencyTermsAnswer = z.object({
  min_deposit: z.number(),
  max_bonus: z.number(),
  fixed_amount: z.number(),
  max_bet: z.number(),
  max_conversion: z.number().nullable(),
});

export const operatorBonusTemplateSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(BONUS_KINDS),
  name: z.object({ ru: z.string(), en: z.string(), kz: z.string() }),
  terms: z.object({ ru: z.string(), en: z.string(), kz: z.string() }),
  percent: z.number(),
  currencies: z.record(z.string(), currencyTermsAnswer),
  wagering_multiplier: z.number(),
  wagering_base: z.enum(BONUS_WAGERING_BASES),
  contributions: bonusContributionsSchema,
  validity_days: z.number(),
  free_spins: z
    .object({
      game_slug: z.string(),
      rounds: z.number(),
      bet_value: z.record(z.string(), z.number()),
    })
    .nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const operatorBonusTemplateAnswerSchema = z.object({ data: operatorBonusTemplateSchema });
export const operatorBonusTemplatesAnswerSchema = z.object({
  data: z.array(operatorBonusTemplateSchema),
});

/** `POST /operator/bonuses/welcome-packs`, and `PUT …/{code}`: steps replace the pack's. */
export const welcomePackRequestSchema = z.strictObject({
  code: handleSchema,
  name: localizedSchema(200),
  public_title: localizedSchema(200),
  valid_days: z.number().int({ error: 'invalid_value' }).min(1).max(365).default(7),
  active: z.boolean().default(true),
  steps: z
    .array(
      z.strictObject({
        step: z.number().int().min(1).max(20),
        nth_deposit: z.number().int().min(1).max(100),
        template: handleSchema,
      }),
    )
    .min(1, { error: 'required' })
    .max(20, { error: 'too_long' }),
});
export type WelcomePackRequest = z.output<typeof welcomePackRequestSchema>;

export const operatorWelcomePackSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.object({ ru: z.string(), en: z.string(), kz: z.string() }),
  public_title: z.object({ ru: z.string(), en: z.string(), kz: z.string() }),
  valid_days: z.number(),
  active: z.boolean(),
  steps: z.array(z.object({ step: z.number(), nth_deposit: z.number(), template: z.string() })),
});
export const operatorWelcomePackAnswerSchema = z.object({ data: operatorWelcomePackSchema });
export const operatorWelcomePacksAnswerSchema = z.object({
  data: z.array(operatorWelcomePackSchema),
});

const isoDateSchema = z.iso.datetime({ offset: true, error: 'invalid_value' });

/** `POST /operator/bonuses/promo-codes`, and `PUT …/{code}`. */
export const operatorPromoRequestSchema = z.strictObject({
  code: handleSchema.transform((code) => code.toUpperCase()),
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200),
  template: handleSchema,
  max_uses: z.number().int().min(1).nullable().default(null),
  new_players_only: z.boolean().default(false),
  currencies: z
    .array(z.enum(CURRENCIES, { error: 'invalid_value' }))
    .nullable()
    .default(null),
  starts_at: isoDateSchema.nullable().default(null),
  expires_at: isoDateSchema.nullable().default(null),
  active: z.boolean().default(true),
});
export type OperatorPromoRequest = z.output<typeof operatorPromoRequestSchema>;

export const operatorPromoSchema = z.object({
  code: z.string(),
  name: z.string(),
  template: z.string().nullable(),
  max_uses: z.number().nullable(),
  uses: z.number(),
  new_players_only: z.boolean(),
  currencies: z.array(z.string()).nullable(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
});
export const operatorPromoAnswerSchema = z.object({ data: operatorPromoSchema });

/** A promo code's first letters, as typed: read in capitals, as codes are saved. */
const promoPrefixSchema = z
  .string()
  .trim()
  .max(64, { error: 'too_long' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid_value' })
  .transform((prefix) => prefix.toUpperCase());

/** A page's cursor: the previous page's last code. */
const promoCursorSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'invalid_value' })
  .transform((code) => code.toUpperCase());

/**
 * `GET /operator/bonuses/promo-codes?q=&after=&limit=`: a page of promo codes by code, read
 * along the primary key. Without any of them the answer is every code (the form existing callers
 * use); with any, a page of `limit` codes and `next`.
 */
export const operatorPromosQuerySchema = z.strictObject({
  /** The codes' first letters, in capitals or not; empty is every code. */
  q: promoPrefixSchema.optional(),
  /** The cursor: the previous page's `next` (its last code); the page holds the codes after it. */
  after: promoCursorSchema.optional(),
  limit: officeLimitSchema.optional(),
});
export type OperatorPromosQuery = z.output<typeof operatorPromosQuerySchema>;

export const operatorPromosAnswerSchema = z.object({
  data: z.array(operatorPromoSchema),
  /** The next page's `after` (this page's last code); null on the last page and for every code. */
  next: z.string().nullable().optional(),
});

/**
 * `POST /operator/bonuses/grants`: give a player a template's bonus. `key` makes the request
 * idempotent (the grant's key is `operator:<key>`); `amount` replaces the template's.
 */
export const operatorGrantRequestSchema = z.strictObject({
  key: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(128),
  user_id: userIdSchema,
  template: handleSchema,
  currency: z.enum(CURRENCIES, { error: 'invalid_value' }),
  amount: moneySchema.refine((value) => value > 0, { error: 'invalid_value' }).optional(),
  reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500),
});

/** `POST /operator/bonuses/grants/{id}/cancel`. */
export const operatorCancelGrantRequestSchema = z.strictObject({
  reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500),
});

/** `GET /operator/bonuses/report`: bonus cost per template and currency, major units. */
export const bonusCostReportAnswerSchema = z.object({
  data: z.array(
    z.object({
      template: z.string(),
      currency: z.string(),
      grants: z.number(),
      granted: z.number(),
      converted: z.number(),
      expired: z.number(),
      forfeited: z.number(),
      cancelled: z.number(),
    }),
  ),
});

/**
 * `POST /operator/bonuses/grants`: the bonus grant made, or for a free-spins template the free
 * spins granted (their wins become bonus money under the template's wagering).
 */
export const operatorGrantAnswerSchema = z.object({
  data: z.union([bonusGrantSchema, freeSpinSchema]),
});
