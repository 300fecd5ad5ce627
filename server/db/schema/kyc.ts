import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  KycRequirementSource,
  RejectType,
  ReviewAnswer,
  RiskFlagKind,
  RiskFlagStatus,
} from '@/lib/constants/kyc';
import { users } from './users';

/** What a provider knows of the person, as it answered (`GET /resources/applicants/{id}/one`). */
export type ApplicantInfo = {
  first_name?: string;
  last_name?: string;
  /** YYYY-MM-DD. */
  dob?: string;
  /** ISO 3166-1 alpha-3, as Sumsub answers it. */
  country?: string;
};

/**
 * A player's applicant at the verification provider (one per player): the level it is being
 * verified for and the provider's last review, applied from webhooks newest first
 * (`last_event_ms`: an older event arriving late changes nothing).
 */
export const kycApplicants = pgTable(
  'kyc_applicants',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    applicantId: text('applicant_id').notNull(),
    /** The provider's level name the applicant is on (`SUMSUB_LEVEL_L1`/`L2`). */
    levelName: text('level_name').notNull(),
    /** init, pending, onHold, completed (Sumsub's `reviewStatus`). */
    reviewStatus: text('review_status').notNull().default('init'),
    reviewAnswer: text('review_answer').$type<ReviewAnswer>(),
    rejectType: text('reject_type').$type<RejectType>(),
    rejectLabels: jsonb('reject_labels')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** May be shown to the player. */
    moderationComment: text('moderation_comment'),
    /** Staff only. */
    clientComment: text('client_comment'),
    info: jsonb('info')
      .$type<ApplicantInfo>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** `createdAtMs` of the newest event applied. */
    lastEventMs: bigint('last_event_ms', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('kyc_applicants_provider_uq').on(table.provider, table.applicantId),
    index('kyc_applicants_pending_idx')
      .on(table.updatedAt)
      .where(sql`${table.reviewStatus} in ('pending', 'onHold')`),
  ],
);

/**
 * Every webhook a provider sent, raw, once: the same event again (its applicant, type and
 * `createdAtMs`) is a replay and changes nothing. `outcome` says what it did.
 */
export const kycEvents = pgTable(
  'kyc_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    applicantId: text('applicant_id').notNull(),
    type: text('type').notNull(),
    createdAtMs: bigint('created_at_ms', { mode: 'number' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** applied, stale (older than what was applied), unknown (no such applicant of ours). */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('kyc_events_uq').on(
      table.provider,
      table.applicantId,
      table.type,
      table.createdAtMs,
    ),
    index('kyc_events_user_idx').on(table.userId, table.receivedAt),
  ],
);

/**
 * Why a level is asked of a player: a payout (the operator's level before payouts), deposits
 * past the threshold, a risk flag, or staff. The player's required level is the highest not
 * lifted (kept on `users.kyc_required_level`); staff lift a flag's or their own.
 */
export const kycRequirements = pgTable(
  'kyc_requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    source: text('source').$type<KycRequirementSource>().notNull(),
    flagId: integer('flag_id'),
    /** Who asked and why, for staff (a staff request's reason; the flag's kind). */
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by'),
  },
  (table) => [
    index('kyc_requirements_user_idx').on(table.userId),
    check('kyc_requirements_level_ck', sql`${table.level} between 1 and 3`),
    check(
      'kyc_requirements_source_ck',
      sql`${table.source} in ('payout', 'deposits', 'flag', 'staff')`,
    ),
  ],
);

/**
 * A source-of-funds document (L3) the player uploaded, reviewed by staff. The file lives in
 * `DATA_DIR/kyc/`, outside anything served; staff read it through the back office only.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status')
      .$type<'pending' | 'accepted' | 'rejected'>()
      .notNull()
      .default('pending'),
    /** Staff's note; a rejection's is shown to the player. */
    note: text('note'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('kyc_documents_user_idx').on(table.userId, table.createdAt),
    index('kyc_documents_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The risk queue: one row per finding (`dedup_key`: the same finding again is not a second
 * row), with its evidence, decided by staff with `players.risk`.
 */
export const riskFlags = pgTable(
  'risk_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RiskFlagKind>().notNull(),
    dedupKey: text('dedup_key').notNull().unique(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<RiskFlagStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    index('risk_flags_user_idx').on(table.userId, table.createdAt),
    index('risk_flags_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check(
      'risk_flags_status_ck',
      sql`${table.status} in ('open', 'cleared', 'confirmed', 'more_requested')`,
    ),
  ],
);

export type KycApplicant = typeof kycApplicants.$inferSelect;
export type KycRequirement = typeof kycRequirements.$inferSelect;
export type KycDocument = typeof kycDocuments.$inferSelect;
export type RiskFlag = typeof riskFlags.$inferSelect;
