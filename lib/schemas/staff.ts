import { z } from 'zod';
import { STAFF_PERMISSIONS } from '@/lib/constants/staff';
import { emailSchema, passwordSchema } from './auth';

/**
 * Staff sign-in (`/office/auth`), staff accounts and the audit trail (`/operator/staff`,
 * `/operator/audit`): issue 33.
 */

export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);

/** `POST /office/auth/login`: the first step. */
export const staffLoginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { error: 'required' }).max(256),
});

/** The second factor asked next; with `enrol`, the secret to add to an authenticator app first. */
export const staffLoginAnswerSchema = z.object({
  step: z.enum(['totp', 'enrol']),
  challenge: z.string(),
  enrolment: z
    .object({
      /** Base32, for typing into an app. */
      secret: z.string(),
      /** `otpauth://totp/…` */
      uri: z.string(),
      /** The link as a QR code, a PNG data URL. */
      qr: z.string(),
    })
    .optional(),
});

/** `POST /office/auth/second-factor`: a TOTP code, or a recovery code once enrolled. */
export const staffSecondFactorRequestSchema = z
  .strictObject({
    challenge: z.string().min(1).max(128),
    code: z.string().max(16).optional(),
    recovery_code: z.string().max(32).optional(),
  })
  .refine((body) => Boolean(body.code) !== Boolean(body.recovery_code), {
    error: 'required',
    path: ['code'],
  });

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  permissions: z.array(staffPermissionSchema),
});

export const staffSessionAnswerSchema = z.object({
  token: z.string(),
  staff: staffMemberSchema,
  /** Shown once, at enrolment: each signs in once without the app. */
  recovery_codes: z.array(z.string()).nullable(),
});

export const staffMeAnswerSchema = z.object({ staff: staffMemberSchema });

export const staffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  totp_enrolled: z.boolean(),
  ip_allow: z.array(z.string()).nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});

/** `POST /operator/staff`: a new account; its first sign-in enrols the second factor. */
export const createStaffRequestSchema = z.strictObject({
  email: emailSchema,
  name: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  role: z.string().min(1, { error: 'required' }).max(50),
  password: passwordSchema,
  ip_allow: z.array(z.string().max(64)).max(50).nullable().optional(),
});

export const staffAccountAnswerSchema = z.object({ data: staffAccountSchema });
export const staffAccountsAnswerSchema = z.object({ data: z.array(staffAccountSchema) });

/** `GET /operator/audit`: filters, newest first, `before` the cursor from `next`. */
export const auditQuerySchema = z.strictObject({
  actor_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  actor_type: z.enum(['staff', 'service', 'system']).optional(),
  action: z.string().max(200).optional(),
  target_type: z.string().max(50).optional(),
  target_id: z.string().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({
    type: z.enum(['staff', 'service', 'system']),
    id: z.number().nullable(),
    label: z.string(),
    role: z.string().nullable(),
  }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  request_id: z.string().nullable(),
  address: z.string().nullable(),
});

export const auditAnswerSchema = z.object({
  data: z.array(auditRowSchema),
  /** The `before` of the next page; null on the last. */
  next: z.number().nullable(),
});
