import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffPermission } from '@/lib/constants/staff';
import { users } from './users';

/** A role: a named set of permissions (`lib/constants/staff.ts`). */
export const staffRoles = pgTable('staff_roles', {
  name: text('name').primaryKey(),
  permissions: jsonb('permissions').$type<StaffPermission[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A member of staff: an account apart from the players'. The TOTP secret is sealed at rest
 * (`server/lib/sealed.ts`, the row's id as context) and set at enrolment; recovery codes are kept
 * as SHA-256 digests, each struck out once used. `ip_allow`: addresses or CIDR blocks the account
 * may sign in from (null: any).
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role')
      .notNull()
      .references(() => staffRoles.name),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    ipAllow: jsonb('ip_allow').$type<string[] | null>(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [check('staff_email_lower_ck', sql`${table.email} = lower(${table.email})`)],
);

export type Staff = typeof staff.$inferSelect;

/**
 * A step of signing in or a signed-in session, by the SHA-256 of its token. `stage`
 * `challenge`: the password was right, the second factor is asked (short-lived); `session`:
 * signed in, ending after `STAFF_IDLE_TIMEOUT_MS` without a request or at `expires_at`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<'challenge' | 'session'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (table) => [
    index('staff_sessions_staff_idx').on(table.staffId),
    check('staff_sessions_stage_ck', sql`${table.stage} in ('challenge', 'session')`),
  ],
);

export type StaffSession = typeof staffSessions.$inferSelect;

/**
 * Every operator action and every staff sign-in, sign-out and failure: one row, never changed
 * (a trigger refuses UPDATE and DELETE, migration 0020). `actor_type` `staff` (with `actor_id`),
 * `service` (OPERATOR_TOKEN) or `system`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorType: text('actor_type').$type<'staff' | 'service' | 'system'>().notNull(),
    actorId: integer('actor_id'),
    actorLabel: text('actor_label').notNull(),
    role: text('role'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    address: text('address'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorType, table.actorId, table.at),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.at),
    index('audit_log_action_idx').on(table.action, table.at),
    check('audit_log_actor_ck', sql`${table.actorType} in ('staff', 'service', 'system')`),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * A money action held for a second member of staff (four eyes): an approval of a payout, a
 * balance adjustment or a manual settlement at or above `FOUR_EYES_THRESHOLD`. `request` is the
 * operation's body as the first member sent it; a confirmation by anyone else with the same
 * permission runs it. At most one pending approval per action and target.
 */
export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** `staff:<id>` or `service`: who asked, and so who may not confirm. */
    requestedBy: text('requested_by').notNull(),
    requestedByLabel: text('requested_by_label').notNull(),
    reason: text('reason'),
    status: text('status').$type<'pending' | 'confirmed' | 'refused' | 'expired'>().notNull(),
    decidedBy: text('decided_by'),
    decidedByLabel: text('decided_by_label'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_approvals_status_idx').on(table.status, table.createdAt),
    uniqueIndex('staff_approvals_pending_uq')
      .on(table.action, table.targetId)
      .where(sql`${table.status} = 'pending'`),
    check(
      'staff_approvals_status_ck',
      sql`${table.status} in ('pending', 'confirmed', 'refused', 'expired')`,
    ),
  ],
);

export type StaffApproval = typeof staffApprovals.$inferSelect;

/**
 * Staff's notes on a player (issue 36): what one colleague tells the next about an account, on
 * the player's page of the back office. Append-only like the audit trail: a note is never edited
 * or deleted; a correction is a new note.
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_notes_user_idx').on(table.userId, table.id)],
);

export type StaffNote = typeof staffNotes.$inferSelect;
