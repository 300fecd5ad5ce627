import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import {
  KYC_REQUIREMENT_SOURCES,
  KYC_STATUS_VALUES,
  REJECT_TYPES,
  REVIEW_ANSWERS,
  RISK_DECISIONS,
  RISK_FLAG_KINDS,
  RISK_FLAG_STATUSES,
  SANDBOX_DOCUMENT_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
} from '@/lib/constants/kyc';

/**
 * Verification and anti-money-laundering (issue 35): the player's `/kyc`, the sandbox provider's
 * upload page and reviewer (`/dev/sumsub`, Sumsub's protocol), and staff's `/operator/risk` and
 * `/operator/players/{id}/kyc`. Amounts are major units.
 */

const level = z.number().int().min(0).max(3);
const reasonText = z.string().trim().min(1).max(500);

/** The provider's last review as the player may see it (never the staff-only comment). */
export const kycReviewSchema = z.object({
  answer: z.enum(REVIEW_ANSWERS).nullable(),
  reject_type: z.enum(REJECT_TYPES).nullable(),
  /** Sumsub's `rejectLabels`, e.g. `BAD_PROOF_OF_IDENTITY`, `SELFIE_MISMATCH`. */
  labels: z.array(z.string()),
  /** Sumsub's `moderationComment`: written for the player. */
  comment: z.string().nullable(),
});

/** A source-of-funds document (L3) the player sent, and what staff made of it. */
export const kycUploadSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  /** Staff's note on a rejection, for the player. */
  note: z.string().nullable(),
  created_at: z.string(),
});

/** What the payout turnover rule still asks: deposits staked `multiplier` times over. */
export const turnoverSchema = z.object({
  multiplier: z.number(),
  required: z.number(),
  staked: z.number(),
  remaining: z.number(),
  currency: z.enum(CURRENCIES),
  /** Counted from (the last approved payout or staff's waiver); null: from the first deposit. */
  since: z.string().nullable(),
});

/** `GET /kyc`: where the player's verification stands and what to do next. */
export const kycAnswerSchema = z.object({
  /** The level verified (0: contacts only). */
  level,
  /** The level asked of the player (0: none yet). */
  required_level: level,
  is_need: z.boolean(),
  status: z.enum(KYC_STATUS_VALUES),
  /** Why each level is asked. */
  reasons: z.array(z.object({ source: z.enum(KYC_REQUIREMENT_SOURCES), level })),
  /**
   * What the player does next: 1 or 2 through the provider (`POST /kyc/access-token`), 3 by
   * uploading a source-of-funds document (`POST /kyc/documents`); null: nothing to do now.
   */
  next_level: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  /** The provider's last review of the applicant; null before one. */
  review: kycReviewSchema.nullable(),
  /** Whether a provider is connected (verification through levels 1 and 2 can start). */
  provider: z.enum(['sumsub', 'sandbox']).nullable(),
  uploads: z.array(kycUploadSchema),
  /** The payout turnover rule; null when the operator has none. */
  turnover: turnoverSchema.nullable(),
});

/**
 * `POST /kyc/access-token`: opens the provider's verification for the level asked. Sumsub's
 * WebSDK takes `token`; the sandbox's page is `sdk_url`.
 */
export const kycAccessTokenAnswerSchema = z.object({
  provider: z.enum(['sumsub', 'sandbox']),
  token: z.string(),
  level_name: z.string(),
  /** The sandbox's upload page with the token; null for Sumsub (its WebSDK script). */
  sdk_url: z.string().nullable(),
  expires_in: z.number(),
});

/** A file a player uploads: a real JPEG, PNG or PDF of at most 10 MB (its bytes are checked too). */
export const uploadFileSchema = z
  .file()
  .min(1, 'required')
  .max(UPLOAD_MAX_BYTES, 'file_too_large')
  .mime([...UPLOAD_MIME_TYPES], 'file_type_not_allowed');

/** `POST /kyc/documents` (multipart): a source-of-funds document for L3. */
export const kycDocumentRequestSchema = z.strictObject({ file: uploadFileSchema });

// The sandbox provider (development tools): its upload page, bearer the SDK access token.

export const sandboxDocumentSchema = z.object({
  id: z.string(),
  doc_type: z.enum(SANDBOX_DOCUMENT_TYPES),
  file_name: z.string(),
  mime: z.string(),
  size: z.number(),
  attempt: z.number(),
  created_at: z.string(),
});

export const sandboxApplicantInfoSchema = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  dob: z.string().optional(),
  country: z.string().optional(),
});

/** `GET /dev/sumsub/sdk/applicant`: what the upload page shows. */
export const sandboxSdkAnswerSchema = z.object({
  applicant_id: z.string(),
  level_name: z.string(),
  /** The documents the level asks for. */
  required: z.array(z.enum(SANDBOX_DOCUMENT_TYPES)),
  review_status: z.string(),
  review: z
    .object({
      answer: z.enum(REVIEW_ANSWERS),
      reject_type: z.enum(REJECT_TYPES).nullable(),
      labels: z.array(z.string()),
      comment: z.string().nullable(),
    })
    .nullable(),
  info: sandboxApplicantInfoSchema,
  /** This attempt's documents (each names the attempt it is for: one past `attempt` while prepared). */
  documents: z.array(sandboxDocumentSchema),
  /** Attempts sent for review so far. */
  attempt: z.number(),
});

/** `POST /dev/sumsub/sdk/info`: the name, date of birth and country the player types. */
export const sandboxInfoRequestSchema = z.strictObject({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  dob: z.iso.date(),
  /** ISO 3166-1 alpha-3, as Sumsub keeps it. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase()),
});

/** `POST /dev/sumsub/sdk/documents` (multipart): one document photo or the selfie. */
export const sandboxDocumentRequestSchema = z.strictObject({
  doc_type: z.enum(SANDBOX_DOCUMENT_TYPES),
  file: uploadFileSchema,
});

/** `GET /dev/sumsub/review`: the sandbox reviewer's queue, waiting first. */
export const sandboxReviewListAnswerSchema = z.object({
  applicants: z.array(
    z.object({
      id: z.string(),
      external_user_id: z.string(),
      level_name: z.string(),
      review_status: z.string(),
      review_answer: z.enum(REVIEW_ANSWERS).nullable(),
      attempts: z.number(),
      info: sandboxApplicantInfoSchema,
      documents: z.array(sandboxDocumentSchema),
      updated_at: z.string(),
    }),
  ),
});

/** `POST /dev/sumsub/review/{applicantId}`: the reviewer's decision; the webhook follows. */
export const sandboxReviewRequestSchema = z
  .strictObject({
    answer: z.enum(REVIEW_ANSWERS),
    reject_type: z.enum(REJECT_TYPES).optional(),
    labels: z.array(z.string().trim().min(1).max(64)).max(10).default([]),
    /** For the player (Sumsub's `moderationComment`). */
    comment: z.string().trim().max(500).optional(),
    /** For staff only (`clientComment`). */
    client_comment: z.string().trim().max(500).optional(),
  })
  .refine((review) => review.answer === 'GREEN' || review.reject_type !== undefined, {
    path: ['reject_type'],
    message: 'required',
  });

// Staff: the risk queue and a player's verification (`players.risk`).

export const riskFlagSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: z.enum(RISK_FLAG_KINDS),
  /** What the finding rests on: amounts, other accounts, countries, the matched list entry. */
  evidence: z.record(z.string(), z.unknown()),
  status: z.enum(RISK_FLAG_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  decision_reason: z.string().nullable(),
});

export const riskQueueQuerySchema = z.strictObject({
  status: z.enum(RISK_FLAG_STATUSES).default('open'),
  kind: z.enum(RISK_FLAG_KINDS).optional(),
  user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** The cursor: flags older than this id. */
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const riskQueueAnswerSchema = z.object({
  flags: z.array(
    riskFlagSchema.extend({
      player: z.object({
        name: z.string().nullable(),
        email: z.string().nullable(),
        kyc_level: level,
        state: z.string(),
      }),
    }),
  ),
  /** Pass as `before` for the next page; null at the end. */
  next: z.number().nullable(),
});

/** A place in the documents queue: the last document's time and id (`2026-11-29T10:00:00.000Z_<uuid>`). */
const uploadCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f-]{36}$/, { error: 'invalid_value' });

/** `GET /operator/risk/uploads`: source-of-funds documents waiting for staff, oldest first. */
export const uploadQueueQuerySchema = z.strictObject({
  /** The cursor: documents after this one (the previous page's `next`). */
  after: uploadCursor.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const uploadQueueAnswerSchema = z.object({
  uploads: z.array(
    z.object({
      id: z.string(),
      user_id: z.number(),
      file_name: z.string(),
      mime: z.string(),
      size: z.number(),
      created_at: z.iso.datetime(),
      player: z.object({
        name: z.string().nullable(),
        email: z.string().nullable(),
        kyc_level: level,
      }),
    }),
  ),
  /** Documents waiting in all. */
  total: z.number(),
  /** Pass as `after` for the next page; null at the end. */
  next: uploadCursor.nullable(),
});

export const riskDecisionRequestSchema = z
  .strictObject({
    decision: z.enum(RISK_DECISIONS),
    /** With `request`: the level asked of the player. */
    level: z.number().int().min(1).max(3).optional(),
    reason: reasonText,
  })
  .refine((body) => body.decision !== 'request' || body.level !== undefined, {
    path: ['level'],
    message: 'required',
  });

export const riskFlagAnswerSchema = z.object({ flag: riskFlagSchema });

/** A document at the provider, for staff (its file through `…/kyc/documents/{id}`). */
export const providerDocumentSchema = z.object({
  id: z.string(),
  doc_type: z.string(),
  file_name: z.string().nullable(),
  mime: z.string().nullable(),
  added_at: z.string().nullable(),
});

/** `GET /operator/players/{id}/kyc`: everything staff decide on. */
export const playerKycAnswerSchema = z.object({
  player: z.object({
    id: z.number(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    state: z.string(),
    currency: z.enum(CURRENCIES),
    kyc_level: level,
    required_level: level,
    status: z.enum(KYC_STATUS_VALUES),
    legal_name: z.string().nullable(),
    birth_date: z.string().nullable(),
    screened_at: z.string().nullable(),
  }),
  applicant: z
    .object({
      provider: z.string(),
      applicant_id: z.string(),
      level_name: z.string(),
      review_status: z.string(),
      review: kycReviewSchema,
      /** Staff-only comment of the provider's reviewer. */
      client_comment: z.string().nullable(),
      info: sandboxApplicantInfoSchema,
      updated_at: z.string(),
    })
    .nullable(),
  requirements: z.array(
    z.object({
      id: z.number(),
      level,
      source: z.enum(KYC_REQUIREMENT_SOURCES),
      reason: z.string().nullable(),
      created_by: z.string(),
      created_at: z.string(),
      lifted_at: z.string().nullable(),
      lifted_by: z.string().nullable(),
    }),
  ),
  flags: z.array(riskFlagSchema),
  /** The provider's documents; empty when it could not be asked (`documents_error`). */
  documents: z.array(providerDocumentSchema),
  documents_error: z.string().nullable(),
  uploads: z.array(kycUploadSchema.extend({ mime: z.string(), size: z.number() })),
  /** The provider's webhooks, newest first (the last 50). */
  events: z.array(
    z.object({
      type: z.string(),
      created_at: z.string(),
      outcome: z.string(),
      review_answer: z.string().nullable(),
    }),
  ),
  turnover: turnoverSchema.nullable(),
});

export const kycStaffRequestSchema = z.strictObject({
  level: z.number().int().min(1).max(3),
  reason: reasonText,
});

export const kycReasonRequestSchema = z.strictObject({ reason: reasonText });

export const uploadDecisionRequestSchema = z
  .strictObject({
    decision: z.enum(['accept', 'reject']),
    /** Shown to the player on a rejection. */
    note: z.string().trim().min(1).max(500).optional(),
  })
  .refine((body) => body.decision === 'accept' || body.note !== undefined, {
    path: ['note'],
    message: 'required',
  });
