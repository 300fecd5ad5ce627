import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { flagSchema } from './auth';

/**
 * The profile calls (spec §3, §7): the signed-in player, settings and the VIP request. The
 * browser's client drops unknown fields; a missing or mistyped one fails the call rather than
 * the page that reads it.
 */

/** The User of spec §3, as the profile and settings calls answer it. */
export const userSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  balance: z.number(),
  bonus: z.number(),
  bonus_balance: z.number(),
  total_balance: z.number(),
  currency: z.enum(CURRENCIES),
  locale: z.string().nullable(),
  timezone: z.string().nullable(),
  image: z.object({ small: z.string().nullable() }),
  register_method: z.enum(['email', 'phone', 'social']),
  is_phone_verified: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_exists: z.boolean(),
  is_avatar_hidden: z.boolean().optional(),
  is_statistics_hidden: z.boolean().optional(),
  verification: z.object({
    is_need: z.boolean(),
    data: z.object({ status: z.string().nullable() }).nullable(),
  }),
  premium: z.object({ status: z.boolean() }),
});
export type User = z.infer<typeof userSchema>;

/** `GET /profile/user?whoAreYou=`: the device mark the browser keeps, if any. */
export const profileQuerySchema = z.object({ whoAreYou: z.string().max(128).optional() });

/** `GET /profile/user`: the player, features and region, a fresh token near expiry, the mark. */
export const profileAnswerSchema = z.object({
  user: userSchema,
  /**
   * Feature flags (`lib/constants/features.ts`): the player's own and those of every segment the
   * player matches. Strings rather than the catalogue's enum, so a page built before a flag was
   * added still reads the profile.
   */
  features: z.array(z.string()),
  region: z.string().nullable(),
  fresh_token: z.string().nullable().optional(),
  super_bonus: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileAnswerSchema>;

/** `PUT /profile/settings` (spec §7): one or more of these. */
export const settingsRequestSchema = z.strictObject({
  locale: z.string().max(16).optional(),
  timezone: z.string().max(64).optional(),
  is_avatar_hidden: flagSchema.optional(),
  is_statistics_hidden: flagSchema.optional(),
});
export type SettingsRequest = z.output<typeof settingsRequestSchema>;

/** `PUT /profile/settings`: the player as saved. */
export const settingsAnswerSchema = z.object({ success: z.boolean(), user: userSchema });

/** `POST /api/v2/vip/join`: ask to join the VIP club. */
export const vipJoinRequestSchema = z.strictObject({
  /** Where the request came from: `register` (the modal's checkbox), `social`, `page`. */
  request_type: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[a-z_]+$/),
});
