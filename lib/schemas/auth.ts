import { z } from 'zod';
import {
  CONFIRMATION_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/lib/constants/auth';
import { CURRENCIES } from '@/lib/constants/currencies';
import { PHONE_COUNTRIES } from '@/lib/constants/phone';

/**
 * Field rules of the login, registration and password forms, shared by the browser and the API.
 * An error message that is a code from `error.*` names the failure (spec §5).
 */

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .pipe(z.email({ error: 'invalid_email' }));

/** Digits of every phone country: `+7` and ten digits, `+375` and nine. */
const PHONE_PATTERN = new RegExp(
  `^(${PHONE_COUNTRIES.map(({ dialCode, nationalDigits }) => `\\${dialCode}\\d{${nationalDigits}}`).join('|')})$`,
);

/** Accepts what a masked input sends (`+7 (999) 123-45-67`) and yields E.164 (`+79991234567`). */
export const phoneSchema = z
  .string()
  .max(32)
  .transform((value) => value.replace(/[\s()\-.]/g, ''))
  .transform((value) => (value.startsWith('+') ? value : `+${value}`))
  .pipe(z.string().regex(PHONE_PATTERN, { error: 'invalid_phone' }));

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`), { error: 'invalid_code' });

export const currencySchema = z.enum(CURRENCIES);

/** A yes/no field sent as JSON boolean or as a form value (`true`, `false`, `1`, `0`). */
export const flagSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
]);

/** Marketing fields a registration carries (spec §7): fingerprint and campaign cookies. */
const attributionFields = {
  fpp: z.string().max(2048).optional(),
  partner: z.string().max(128).optional(),
  adplace: z.string().max(128).optional(),
  stag: z.string().max(128).optional(),
  promo: z.string().max(64).optional(),
  /** Captcha answer; checked when a captcha service is configured. */
  captcha: z.string().max(4096).optional(),
};

const registrationFields = {
  password: passwordSchema,
  currency: currencySchema,
  name: z.string().trim().min(1).max(64).optional(),
  /** The register modal's VIP checkbox: files a VIP join request with the account. */
  vip: flagSchema.optional(),
  locale: z.enum(['ru', 'en', 'kz']).optional(),
  timezone: z.string().max(64).optional(),
  ...attributionFields,
};

export const registerEmailSchema = z.strictObject({ email: emailSchema, ...registrationFields });
export const registerPhoneSchema = z.strictObject({ phone: phoneSchema, ...registrationFields });
export type RegisterEmailInput = z.infer<typeof registerEmailSchema>;
export type RegisterPhoneInput = z.infer<typeof registerPhoneSchema>;

const captcha = attributionFields.captcha;

export const emailPasswordLoginSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  captcha,
});
export const phonePasswordLoginSchema = z.strictObject({
  phone: phoneSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  captcha,
});
export const emailOnlySchema = z.strictObject({ email: emailSchema, captcha });
export const phoneOnlySchema = z.strictObject({ phone: phoneSchema, captcha });
export const emailCodeSchema = z.strictObject({ email: emailSchema, code: codeSchema });
export const phoneCodeSchema = z.strictObject({ phone: phoneSchema, code: codeSchema });
export const codeOnlySchema = z.strictObject({ code: codeSchema });

/** How a phone code is delivered (`?type=sms`); SMS is the only channel today. */
export const phoneDeliverySchema = z.strictObject({ type: z.enum(['sms']).optional() });
