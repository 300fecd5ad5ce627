import { z } from '@/lib/zod';
import { STAFF_PERMISSIONS } from '@/lib/constants/staff';
import { isAddressEntry } from '@/lib/net/address-list';
import { emailSchema, passwordSchema } from './auth';

/**
 * Staff sign-in (`/office/auth`), staff accounts, roles and the audit trail (`/operator/staff`,
 * `/operator/roles`, `/operator/audit`): issue 33.
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

const staffNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'too_long' });
const roleRefSchema = z.string().min(1, { error: 'required' }).max(50);

/**
 * The addresses and CIDR blocks an account may sign in from (null: any); an entry that does not
 * parse is 422 on `ip_allow.<i>`.
 */
export const ipAllowSchema = z
  .array(z.string().trim().max(64).refine(isAddressEntry, { error: 'invalid_value' }))
  .max(50)
  .nullable();

/** Why a member of staff changed an account or a role: kept in the audit row. */
export const staffReasonSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(500, { error: 'too_long' });

/** `POST /operator/staff`: a new account; its first sign-in enrols the second factor. */
export const createStaffRequestSchema = z.strictObject({
  email: emailSchema,
  name: staffNameSchema,
  role: roleRefSchema,
  password: passwordSchema,
  ip_allow: ipAllowSchema.optional(),
});

/**
 * `PATCH /operator/staff/{id}`: the fields given change. `disabled: true` ends every session of
 * the account at once and refuses its sign-ins; a role change counts from the next request.
 */
export const updateStaffRequestSchema = z.strictObject({
  role: roleRefSchema.optional(),
  name: staffNameSchema.optional(),
  ip_allow: ipAllowSchema.optional(),
  disabled: z.boolean().optional(),
  reason: staffReasonSchema,
});
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

/** `POST /operator/staff/{id}/reset-second-factor`: the member enrols again at next sign-in. */
export const resetSecondFactorRequestSchema = z.strictObject({ reason: staffReasonSchema });

export const staffAccountAnswerSchema = z.object({ data: staffAccountSchema });
export const staffAccountsAnswerSchema = z.object({ data: z.array(staffAccountSchema) });

/** A role's name: lower-case letters, digits, `-` and `_`, a letter first. */
export const staffRoleNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,49}$/, { error: 'invalid_value' });

export const staffRoleSchema = z.object({
  name: z.string(),
  permissions: z.array(staffPermissionSchema),
  /** Staff accounts holding the role, disabled ones included. */
  members: z.number(),
  /** False for `service` (OPERATOR_TOKEN's role); `admin` is editable but keeps `staff.manage`. */
  editable: z.boolean(),
  updated_at: z.string(),
});

export const staffRolesAnswerSchema = z.object({ data: z.array(staffRoleSchema) });
export const staffRoleAnswerSchema = z.object({ data: staffRoleSchema });

/** `PUT /operator/roles/{name}`: the role's whole set of permissions, creating it if new. */
export const putStaffRoleRequestSchema = z.strictObject({
  permissions: z.array(staffPermissionSchema).max(STAFF_PERMISSIONS.length * 2),
  reason: staffReasonSchema,
});
export type PutStaffRoleRequest = z.infer<typeof putStaffRoleRequestSchema>;

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
