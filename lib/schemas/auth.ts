import { z } from '@/lib/zod';
import {
  CONFIRMATION_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/lib/constants/auth';
import { CURRENCIES } from '@/lib/constants/currencies';
import { PHONE_COUNTRIES } from '@/lib/constants/phone';

/** The answers are `./auth-answers.ts`'s (zod/mini: the sign-in dialog checks them on load). */
export * from './auth-answers';

/**
 * The authentication calls (spec §7): registration, logins, sessions, social login, contact
 * confirmation and password recovery. Field rules first (shared by the browser's forms and the
 * API), then one schema per request and answer. An error message that is a code from `error.*`
 * names the failure (spec §5).
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
  /** The captcha's token for the form's action; checked when a captcha is configured. */
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

/** A password-reset token from the e-mailed link or a confirmed code. */
export const resetTokenSchema = z.string().trim().min(16).max(128);

const captcha = attributionFields.captcha;
const confirmation = z.string().max(PASSWORD_MAX_LENGTH);

/** `password_mismatch` on the confirmation field whenever both are given and differ. */
const mismatchOn = (field: 'password_confirm' | 'confirm_password') => ({
  error: 'password_mismatch',
  path: [field],
  when: ({ value }: { value: unknown }) => {
    const fields = value as Record<string, unknown> | undefined;
    return typeof fields?.password === 'string' && typeof fields?.[field] === 'string';
  },
});

// Requests

/** `POST /api/v2/auth/register/email`. */
export const registerEmailRequestSchema = z.strictObject({
  email: emailSchema,
  ...registrationFields,
});
/** `POST /api/v2/auth/register/phone`. */
export const registerPhoneRequestSchema = z.strictObject({
  phone: phoneSchema,
  ...registrationFields,
});

/** `POST /api/v2/auth/login/email/password`. */
export const emailPasswordLoginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  captcha,
});
/** `POST /api/v2/auth/login/phone/password`. */
export const phonePasswordLoginRequestSchema = z.strictObject({
  phone: phoneSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  captcha,
});
/** A code or a reset link sent to an e-mail: logins and `password/email/forgot`. */
export const emailOnlyRequestSchema = z
  .strictObject({ email: emailSchema, captcha })
  .meta({ id: 'EmailRequest' });
/** A code sent to a phone: logins and `password/phone/forgot`. */
export const phoneOnlyRequestSchema = z
  .strictObject({ phone: phoneSchema, captcha })
  .meta({ id: 'PhoneRequest' });
/** An e-mailed code: a login, or one traded for a reset token. */
export const emailCodeRequestSchema = z
  .strictObject({ email: emailSchema, code: codeSchema })
  .meta({ id: 'EmailCodeRequest' });
/** A texted code: a login, or one traded for a reset token. */
export const phoneCodeRequestSchema = z
  .strictObject({ phone: phoneSchema, code: codeSchema })
  .meta({ id: 'PhoneCodeRequest' });
/** The code that confirms the signed-in player's e-mail or phone. */
export const codeOnlyRequestSchema = z
  .strictObject({ code: codeSchema })
  .meta({ id: 'CodeRequest' });

/** How a phone code is delivered (`?type=sms`); SMS is the only channel today. */
export const phoneDeliveryQuerySchema = z.strictObject({ type: z.enum(['sms']).optional() });

/** `POST /auth/refresh-token`: the token may come as the bearer header (usual) or here. */
export const refreshRequestSchema = z.strictObject({ token: z.string().max(2048).optional() });

/** `POST /api/v2/auth/password/email/token/{check,confirm}`. */
export const resetTokenOnlyRequestSchema = z
  .strictObject({ token: resetTokenSchema })
  .meta({ id: 'ResetTokenRequest' });
/** The reset page opened with `?phone=`: the token must belong to that phone's account. */
export const phoneResetTokenCheckRequestSchema = z.strictObject({
  token: resetTokenSchema,
  phone: phoneSchema.optional(),
});
/** A new password with a reset token, by e-mail or phone. */
export const resetByTokenRequestSchema = z
  .strictObject({
    token: resetTokenSchema,
    password: passwordSchema,
    password_confirm: confirmation,
  })
  .refine((input) => input.password === input.password_confirm, mismatchOn('password_confirm'))
  .meta({ id: 'ResetByTokenRequest' });
/** `POST /api/v2/auth/password/email/reset/code`: a new password with the e-mailed code. */
export const resetByEmailCodeRequestSchema = z
  .strictObject({
    email: emailSchema,
    code: codeSchema,
    password: passwordSchema,
    password_confirm: confirmation,
  })
  .refine((input) => input.password === input.password_confirm, mismatchOn('password_confirm'));
/** `POST /api/v2/auth/password/set`: a first password. */
export const setPasswordRequestSchema = z
  .strictObject({ password: passwordSchema, confirm_password: confirmation })
  .refine((input) => input.password === input.confirm_password, mismatchOn('confirm_password'));
/** `POST /password/update`: the current password and the new one. */
export const updatePasswordRequestSchema = z
  .strictObject({
    old_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    password: passwordSchema,
    password_confirm: confirmation,
  })
  .refine((input) => input.password === input.password_confirm, mismatchOn('password_confirm'));

/** `auth/send_login_data`: the e-mail to send the login details to. */
export const sendLoginDataRequestSchema = z.strictObject({ email: emailSchema });

/**
 * `PUT /auth/login` (spec §7): starts a social login in a popup. `token` is the bearer token of
 * a signed-in player who links the provider to the account; `origin` is the page that opened
 * the popup and receives the answer.
 */
export const socialLoginRequestSchema = z.strictObject({
  provider: z.string().trim().min(1).max(64),
  promo: z.string().trim().max(64).nullish(),
  token: z.string().max(4096).nullish(),
  origin: z.string().trim().min(1).max(256),
  currency: currencySchema.nullish(),
});

/**
 * `GET /api/v2/auth/social/{provider}/callback`: the provider's redirect. Providers add their
 * own parameters (`scope`, `iss`, `authuser`…); only these are read. A value outside its rule
 * counts as absent, so a bad redirect still lands on the page that tells the opener it failed.
 */
export const socialCallbackQuerySchema = z.object({
  state: z.string().min(1).max(256).optional().catch(undefined),
  code: z.string().min(1).max(4096).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
});
