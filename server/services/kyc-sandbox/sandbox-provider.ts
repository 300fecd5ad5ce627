import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SandboxDocumentType } from '@/lib/constants/kyc';
import type { AppContext } from '@/server/app-context';
import {
  sandboxKycApplicants,
  sandboxKycDocuments,
  type ApplicantInfo,
  type SandboxKycApplicant,
  type SandboxKycDocument,
} from '@/server/db/schema';
import type { KycProviderConfig } from '@/server/kyc-config';
import { AppError } from '@/server/lib/app-error';
import { readStored, storeUpload } from '@/server/services/kyc/files';
import { levelOfName } from '@/server/services/kyc/kyc-state';
import { receiveKycWebhook } from '@/server/services/aml/receive-webhook';
import { payloadDigest, DIGEST_ALG_HEADER, DIGEST_HEADER } from '@/server/services/kyc/sumsub/sign';
import { formatCreatedAt, formatCreatedAtMs } from '@/server/services/kyc/sumsub/webhook-body';

/**
 * The sandbox verification provider (`KYC_PROVIDER=sandbox`): the other party of Sumsub's
 * protocol, answering this site's own adapter over HTTP under `/api/dev/sumsub` with its own
 * records (`sandbox_kyc_*`). Its upload page takes the player's details, document photo and
 * selfie; its reviewer decides GREEN, RED retry or RED final, and it sends Sumsub's signed
 * webhooks, through the same verify-and-apply path as the webhook route.
 */

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'fetch'>;

/** The sandbox's configuration; a 404 when the sandbox is not the provider. */
export function sandboxConfig(ctx: Pick<AppContext, 'config'>): KycProviderConfig {
  const provider = ctx.config.kyc.provider;
  if (provider?.kind !== 'sandbox') throw AppError.of('not_found', 404);
  return provider;
}

/** Ids shaped like Sumsub's: 24 hex digits. */
const newId = () => randomBytes(12).toString('hex');

function documentsDir(ctx: Pick<AppContext, 'config'>, applicantId: string) {
  return path.join(ctx.config.dataDir, 'sandbox-kyc', applicantId);
}

/** The documents a level asks for: identity and a selfie; proof of address too on L2. */
export function requiredDocuments(
  ctx: Pick<AppContext, 'config'>,
  levelName: string,
): SandboxDocumentType[] {
  return levelOfName(ctx, levelName) === 2
    ? ['IDENTITY', 'SELFIE', 'PROOF_OF_RESIDENCE']
    : ['IDENTITY', 'SELFIE'];
}

export async function findApplicant(ctx: Pick<AppContext, 'db'>, idOrExternal: string) {
  const external = /^-;externalUserId=(.+)$/.exec(idOrExternal)?.[1];
  const [row] = await ctx.db
    .select()
    .from(sandboxKycApplicants)
    .where(
      external
        ? eq(sandboxKycApplicants.externalUserId, decodeURIComponent(external))
        : eq(sandboxKycApplicants.id, idOrExternal),
    );
  return row ?? null;
}

export async function getApplicant(ctx: Pick<AppContext, 'db'>, idOrExternal: string) {
  const row = await findApplicant(ctx, idOrExternal);
  if (!row) throw AppError.of('applicant_not_found', 404);
  return row;
}

/** `POST /resources/applicants`: a new applicant, or null when the external id has one (409). */
export async function createApplicant(
  ctx: Ctx,
  input: { externalUserId: string; levelName: string; email?: string; phone?: string },
) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(sandboxKycApplicants)
    .values({
      id: newId(),
      externalUserId: input.externalUserId,
      levelName: input.levelName,
      email: input.email ?? null,
      phone: input.phone ?? null,
      inspectionId: newId(),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * An access token moves the applicant to its level (as Sumsub's does): on another level the
 * review starts afresh and the level's documents are asked again.
 */
export async function moveToLevel(ctx: Ctx, applicant: SandboxKycApplicant, levelName: string) {
  if (applicant.levelName === levelName) return applicant;
  const [row] = await ctx.db
    .update(sandboxKycApplicants)
    .set({ levelName, reviewStatus: 'init', reviewResult: null, updatedAt: later(ctx) })
    .where(eq(sandboxKycApplicants.id, applicant.id))
    .returning();
  return row!;
}

/** This attempt's documents (the one being prepared, or the last sent when under review). */
export async function attemptDocuments(
  ctx: Pick<AppContext, 'db'>,
  applicant: SandboxKycApplicant,
) {
  const attempt = currentAttempt(applicant);
  return ctx.db
    .select()
    .from(sandboxKycDocuments)
    .where(
      and(
        eq(sandboxKycDocuments.applicantId, applicant.id),
        eq(sandboxKycDocuments.attempt, attempt),
      ),
    )
    .orderBy(asc(sandboxKycDocuments.createdAt));
}

/** The attempt documents belong to: the one under review, else the next. */
function currentAttempt(applicant: SandboxKycApplicant) {
  return applicant.reviewStatus === 'init' || isRetry(applicant)
    ? applicant.attempts + 1
    : applicant.attempts;
}

function isRetry(applicant: SandboxKycApplicant) {
  const result = applicant.reviewResult as {
    reviewAnswer?: string;
    reviewRejectType?: string;
  } | null;
  return (
    applicant.reviewStatus === 'completed' &&
    result?.reviewAnswer === 'RED' &&
    result.reviewRejectType === 'RETRY'
  );
}

/** Whether the player may change what they send: before the first submission or after a RETRY. */
function editable(applicant: SandboxKycApplicant) {
  return applicant.reviewStatus === 'init' || isRetry(applicant);
}

export async function saveInfo(ctx: Ctx, applicant: SandboxKycApplicant, info: ApplicantInfo) {
  if (!editable(applicant)) throw AppError.of('applicant_not_pending', 409);
  await ctx.db
    .update(sandboxKycApplicants)
    .set({ info, updatedAt: later(ctx) })
    .where(eq(sandboxKycApplicants.id, applicant.id));
}

/** One document of this attempt; a second of the same type replaces the first. */
export async function addDocument(
  ctx: Ctx,
  applicant: SandboxKycApplicant,
  docType: SandboxDocumentType,
  file: File,
) {
  if (!editable(applicant)) throw AppError.of('applicant_not_pending', 409);
  const attempt = currentAttempt(applicant);
  const id = newId();
  const stored = await storeUpload(documentsDir(ctx, applicant.id), id, file);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(sandboxKycDocuments)
      .where(
        and(
          eq(sandboxKycDocuments.applicantId, applicant.id),
          eq(sandboxKycDocuments.attempt, attempt),
          eq(sandboxKycDocuments.docType, docType),
        ),
      );
    await tx.insert(sandboxKycDocuments).values({
      id,
      applicantId: applicant.id,
      docType,
      fileName: stored.fileName,
      mime: stored.mime,
      size: stored.size,
      sha256: stored.sha256,
      attempt,
      createdAt: ctx.clock.now(),
    });
  });
}

/** A document's file (the reviewer and the documents API). */
export async function documentFile(ctx: Pick<AppContext, 'db' | 'config'>, imageId: string) {
  const [document] = await ctx.db
    .select()
    .from(sandboxKycDocuments)
    .where(eq(sandboxKycDocuments.id, imageId));
  if (!document) throw AppError.of('not_found', 404);
  return {
    document,
    bytes: await readStored(documentsDir(ctx, document.applicantId), document.id),
  };
}

export async function allDocuments(ctx: Pick<AppContext, 'db'>, applicantId: string) {
  return ctx.db
    .select()
    .from(sandboxKycDocuments)
    .where(eq(sandboxKycDocuments.applicantId, applicantId))
    .orderBy(desc(sandboxKycDocuments.createdAt));
}

/**
 * The player sends the attempt for review: their details and every document the level asks for
 * (422 `documents_missing` otherwise). The applicant turns `pending` and `applicantPending` is sent.
 */
export async function submit(ctx: Ctx, applicant: SandboxKycApplicant) {
  if (!editable(applicant)) throw AppError.of('applicant_not_pending', 409);
  const documents = await attemptDocuments(ctx, applicant);
  const have = new Set(documents.map((document) => document.docType));
  const info = applicant.info;
  const missing =
    requiredDocuments(ctx, applicant.levelName).some((type) => !have.has(type)) ||
    !info.first_name ||
    !info.last_name ||
    !info.dob;
  if (missing) throw AppError.field('documents', 'documents_missing');
  const at = eventTime(ctx, applicant);
  const [updated] = await ctx.db
    .update(sandboxKycApplicants)
    .set({
      reviewStatus: 'pending',
      reviewResult: null,
      attempts: sql`${sandboxKycApplicants.attempts} + 1`,
      updatedAt: at,
    })
    .where(eq(sandboxKycApplicants.id, applicant.id))
    .returning();
  await sendWebhook(ctx, updated!, 'applicantPending', at);
  return updated!;
}

export type ReviewInput = {
  reviewAnswer: 'GREEN' | 'RED';
  reviewRejectType?: 'RETRY' | 'FINAL';
  rejectLabels?: string[];
  moderationComment?: string;
  clientComment?: string;
};

/**
 * The reviewer's decision (Sumsub's `testCompleted` in its sandbox): on an applicant under review,
 * or again on a reviewed one (a RED after a GREEN, as Sumsub may send for fraud found later).
 * `applicantReviewed` follows. 409 `applicant_not_pending` before anything was sent.
 */
export async function review(ctx: Ctx, applicant: SandboxKycApplicant, input: ReviewInput) {
  if (applicant.reviewStatus === 'init') throw AppError.of('applicant_not_pending', 409);
  const result = {
    reviewAnswer: input.reviewAnswer,
    rejectLabels: input.reviewAnswer === 'RED' ? (input.rejectLabels ?? []) : [],
    ...(input.reviewAnswer === 'RED' && { reviewRejectType: input.reviewRejectType ?? 'RETRY' }),
    ...(input.moderationComment && { moderationComment: input.moderationComment }),
    ...(input.clientComment && { clientComment: input.clientComment }),
  };
  const at = eventTime(ctx, applicant);
  const [updated] = await ctx.db
    .update(sandboxKycApplicants)
    .set({ reviewStatus: 'completed', reviewResult: result, updatedAt: at })
    .where(eq(sandboxKycApplicants.id, applicant.id))
    .returning();
  await sendWebhook(ctx, updated!, 'applicantReviewed', at);
  return updated!;
}

/** Now, or the applicant's last change if later: its events' times never go back. */
function later(ctx: Pick<AppContext, 'clock'>) {
  return sql`greatest(${sandboxKycApplicants.updatedAt}, ${ctx.clock.now()})`;
}

/** An event's time: now, but always after the applicant's last one (a still test clock). */
function eventTime(ctx: Pick<AppContext, 'clock'>, applicant: SandboxKycApplicant) {
  const now = ctx.clock.now().getTime();
  return new Date(Math.max(now, applicant.updatedAt.getTime() + 1));
}

/** Sumsub's webhook for the applicant, signed with the webhook secret, delivered in-process. */
async function sendWebhook(
  ctx: Ctx,
  applicant: SandboxKycApplicant,
  type: 'applicantPending' | 'applicantReviewed',
  at: Date,
) {
  const body = JSON.stringify({
    applicantId: applicant.id,
    inspectionId: applicant.inspectionId,
    correlationId: `req-${newId()}`,
    levelName: applicant.levelName,
    externalUserId: applicant.externalUserId,
    type,
    sandboxMode: true,
    reviewStatus: applicant.reviewStatus,
    createdAt: formatCreatedAt(at),
    createdAtMs: formatCreatedAtMs(at),
    clientId: 'arcada-sandbox',
    ...(applicant.reviewResult && { reviewResult: applicant.reviewResult }),
  });
  const raw = new TextEncoder().encode(body);
  const { webhookSecret } = sandboxConfig(ctx);
  await receiveKycWebhook(
    ctx,
    raw,
    new Headers({
      [DIGEST_HEADER]: payloadDigest(webhookSecret, raw, 'HMAC_SHA256_HEX'),
      [DIGEST_ALG_HEADER]: 'HMAC_SHA256_HEX',
      'content-type': 'application/json',
    }),
  );
}

/** The reviewer's queue: waiting first, then the most recently changed. */
export async function reviewQueue(ctx: Pick<AppContext, 'db'>) {
  const rows = await ctx.db
    .select()
    .from(sandboxKycApplicants)
    .orderBy(
      sql`case when ${sandboxKycApplicants.reviewStatus} = 'pending' then 0 else 1 end`,
      desc(sandboxKycApplicants.updatedAt),
    )
    .limit(50);
  return Promise.all(
    rows.map(async (row) => ({ row, documents: await attemptDocuments(ctx, row) })),
  );
}

export function serializeDocument(document: SandboxKycDocument) {
  return {
    id: document.id,
    doc_type: document.docType,
    file_name: document.fileName,
    mime: document.mime,
    size: document.size,
    attempt: document.attempt,
    created_at: document.createdAt.toISOString(),
  };
}
