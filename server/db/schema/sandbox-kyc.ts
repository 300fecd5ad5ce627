import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SandboxDocumentType } from '@/lib/constants/kyc';
import type { ApplicantInfo } from './kyc';

/**
 * The sandbox verification provider's own records (`server/services/kyc/sandbox/`): the other
 * party of the Sumsub protocol, kept apart from ours as a real provider's would be.
 */
export const sandboxKycApplicants = pgTable('sandbox_kyc_applicants', {
  id: text('id').primaryKey(),
  externalUserId: text('external_user_id').notNull().unique(),
  levelName: text('level_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  info: jsonb('info')
    .$type<ApplicantInfo>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  inspectionId: text('inspection_id').notNull(),
  reviewStatus: text('review_status').notNull().default('init'),
  /** The last review: `{reviewAnswer, reviewRejectType, rejectLabels, moderationComment, clientComment}`. */
  reviewResult: jsonb('review_result').$type<Record<string, unknown>>(),
  /** How many times the applicant was sent for review. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A file the sandbox's upload page took (in `DATA_DIR/sandbox-kyc/`, never served publicly). */
export const sandboxKycDocuments = pgTable(
  'sandbox_kyc_documents',
  {
    /** The provider's image id. */
    id: text('id').primaryKey(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => sandboxKycApplicants.id, { onDelete: 'cascade' }),
    docType: text('doc_type').$type<SandboxDocumentType>().notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Which submission it came with (1 for the first). */
    attempt: integer('attempt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_kyc_documents_applicant_idx').on(table.applicantId)],
);

export type SandboxKycApplicant = typeof sandboxKycApplicants.$inferSelect;
export type SandboxKycDocument = typeof sandboxKycDocuments.$inferSelect;
