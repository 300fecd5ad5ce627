import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import {
  FEATURE_SEGMENT_NAME_MAX,
  FEATURES,
  isFeature,
  type Feature,
} from '@/lib/constants/features';
import { REGIONS } from '@/lib/constants/geo';
import { VIP_LEVELS } from '@/lib/constants/vip';

/**
 * The back office's feature flags (issue 39), `players.features`: a player's own flags and the
 * segment rules that give flags to groups of players. The profile answers the union of both.
 */

/** Flags as sent: each one of the catalogue (`unknown_feature` on the list otherwise), once. */
const featureListSchema = z
  .array(z.string({ error: 'invalid_type' }), { error: 'invalid_type' })
  .refine((list) => list.every(isFeature), { error: 'unknown_feature' })
  .transform((list) => [...new Set(list)] as Feature[]);

const featuresSchema = z.array(z.enum(FEATURES));

/** `PUT /operator/players/{id}/features`: the player's own flags, replacing the ones set before. */
export const playerFeaturesRequestSchema = z.strictObject({ features: featureListSchema });
export type PlayerFeaturesRequest = z.output<typeof playerFeaturesRequestSchema>;

/** A segment rule as staff read it; a condition left null holds for every player. */
export const featureSegmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  features: featuresSchema,
  currency: z.enum(CURRENCIES).nullable(),
  /** The account's payment region (`RU`, `KZ`). */
  region: z.enum(REGIONS).nullable(),
  vip_level_min: z.number().nullable(),
  vip_level_max: z.number().nullable(),
  created_at: z.string(),
});
export type FeatureSegmentView = z.infer<typeof featureSegmentSchema>;

/** `GET` and `PUT /operator/players/{id}/features`. */
export const playerFeaturesAnswerSchema = z.object({
  user_id: z.number(),
  /** The player's own flags. */
  features: featuresSchema,
  /** The segment rules the player matches now, with their flags. */
  segments: z.array(featureSegmentSchema),
  /** What the profile answers: the player's own flags and those of every segment matched. */
  effective: featuresSchema,
});
export type PlayerFeatures = z.infer<typeof playerFeaturesAnswerSchema>;

const levelSchema = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(VIP_LEVELS, { error: 'invalid_value' })
  .nullable()
  .default(null);

/**
 * `POST /operator/feature-segments`: a new rule. Every condition is optional (null or left out:
 * any player); a rule without any is every player. The VIP range may be open on either side.
 */
export const featureSegmentRequestSchema = z
  .strictObject({
    name: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(FEATURE_SEGMENT_NAME_MAX, { error: 'too_long' }),
    features: featureListSchema.refine((list) => list.length > 0, { error: 'required' }),
    currency: z.enum(CURRENCIES, { error: 'invalid_value' }).nullable().default(null),
    region: z.enum(REGIONS, { error: 'invalid_value' }).nullable().default(null),
    vip_level_min: levelSchema,
    vip_level_max: levelSchema,
  })
  .refine(
    (rule) =>
      rule.vip_level_min === null ||
      rule.vip_level_max === null ||
      rule.vip_level_min <= rule.vip_level_max,
    { error: 'invalid_value', path: ['vip_level_max'] },
  );
export type FeatureSegmentRequest = z.output<typeof featureSegmentRequestSchema>;

export const featureSegmentAnswerSchema = z.object({ data: featureSegmentSchema });

/** `GET /operator/feature-segments`: every rule, newest first. */
export const featureSegmentListAnswerSchema = z.object({ data: z.array(featureSegmentSchema) });
