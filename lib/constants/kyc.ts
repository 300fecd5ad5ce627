/**
 * Know your customer and anti-money-laundering (issue 35): levels, states and the names the API,
 * the browser and the back office share. Research: ../shared/research/operations-and-compliance.md §2.
 */

/**
 * Verification levels. L0: contacts confirmed (the e-mail or phone code). L1: identity (name,
 * date of birth, a document and a selfie, checked by the provider). L2: proof of address (the
 * provider). L3: source of funds (a document the player uploads, reviewed by staff).
 */
export const KYC_LEVELS = [0, 1, 2, 3] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
/** The levels a provider verifies; L3 is reviewed by staff. */
export const PROVIDER_LEVELS = [1, 2] as const;
export type ProviderLevel = (typeof PROVIDER_LEVELS)[number];

/** Why a level is required of a player. */
export const KYC_REQUIREMENT_SOURCES = ['payout', 'deposits', 'flag', 'staff'] as const;
export type KycRequirementSource = (typeof KYC_REQUIREMENT_SOURCES)[number];

/**
 * Where a player's verification stands, in the provider's words (spec §4 maps them for display:
 * init/waiting/user_pending/pending → pending, failed/unverified → failed, success/verified →
 * success). `init`: nothing asked or nothing sent yet; `user_pending`: the provider wants the
 * player to send (again); `pending`: sent, under review; `failed`: a final rejection;
 * `success`: the required level is verified.
 */
export const KYC_STATUS_VALUES = ['init', 'user_pending', 'pending', 'failed', 'success'] as const;

/** A provider's review answer (Sumsub's `reviewResult`). */
export const REVIEW_ANSWERS = ['GREEN', 'RED'] as const;
export type ReviewAnswer = (typeof REVIEW_ANSWERS)[number];
export const REJECT_TYPES = ['RETRY', 'FINAL'] as const;
export type RejectType = (typeof REJECT_TYPES)[number];

/** The documents the sandbox provider takes, by Sumsub's `idDocSetType`/`idDocType`. */
export const SANDBOX_DOCUMENT_TYPES = ['IDENTITY', 'SELFIE', 'PROOF_OF_RESIDENCE'] as const;
export type SandboxDocumentType = (typeof SANDBOX_DOCUMENT_TYPES)[number];

/** Files a player may upload: real images or a PDF, checked by their first bytes. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
/** 10 MB: a phone's photo of a document fits; nothing bigger is stored. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The risk queue's kinds of flag (each names its evidence). */
export const RISK_FLAG_KINDS = [
  'large_payout',
  'quick_cycle',
  'many_instruments',
  'details_changed',
  'many_countries',
  'duplicate_account',
  'sanctions',
  'pep',
  'underage',
  'kyc_revoked',
] as const;
export type RiskFlagKind = (typeof RISK_FLAG_KINDS)[number];

export const RISK_FLAG_STATUSES = ['open', 'cleared', 'confirmed', 'more_requested'] as const;
export type RiskFlagStatus = (typeof RISK_FLAG_STATUSES)[number];
/** Staff's three answers to a flag: fine (cleared), block the account, or ask the player for more. */
export const RISK_DECISIONS = ['clear', 'block', 'request'] as const;
export type RiskDecision = (typeof RISK_DECISIONS)[number];

/** What ties two accounts together for the duplicate-account flag. */
export const DUPLICATE_SIGNALS = ['device', 'fingerprint', 'card', 'phone', 'email'] as const;
export type DuplicateSignal = (typeof DUPLICATE_SIGNALS)[number];

/** The SDK access token's life (Sumsub's `ttlInSecs`), seconds. */
export const KYC_TOKEN_TTL_S = 600;
/** A pending applicant not heard of for this long is asked for its status (the reconciliation job). */
export const KYC_RECONCILE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Sanctions and PEP lists are checked again for every verified player this often. */
export const SCREENING_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** AML windows and thresholds not set by the operator. */
export const AML = {
  /** Deposits and a payout within this window with little play between them: quick_cycle. */
  quickCycleWindowMs: 24 * 60 * 60 * 1000,
  /** "Little play": stakes below this share of the window's deposits. */
  quickCycleStakeShare: 0.5,
  /** Distinct payout destinations in 30 days at which many_instruments is raised. */
  manyInstruments: 3,
  instrumentsWindowMs: 30 * 24 * 60 * 60 * 1000,
  /** A payout to a destination first used within this time of an earlier one elsewhere. */
  detailsChangedWindowMs: 30 * 24 * 60 * 60 * 1000,
  /** Distinct sign-in countries in 30 days at which many_countries is raised. */
  manyCountries: 3,
  countriesWindowMs: 30 * 24 * 60 * 60 * 1000,
} as const;
