import { z } from 'zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { flagSchema } from './auth';

/**
 * The profile call's answer (spec §3), as far as the browser relies on it. Unknown fields are
 * dropped; a missing or mistyped one fails the call rather than the page that reads it.
 */
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

export const profileSchema = z.object({
  user: userSchema,
  features: z.unknown(),
  region: z.string().nullable(),
  fresh_token: z.string().nullable().optional(),
  super_bonus: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

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
