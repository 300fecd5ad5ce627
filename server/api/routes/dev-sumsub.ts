import { z } from 'zod';
import { KYC_TOKEN_TTL_S, UPLOAD_MAX_BYTES } from '@/lib/constants/kyc';
import {
  sandboxDocumentRequestSchema,
  sandboxInfoRequestSchema,
  sandboxReviewListAnswerSchema,
  sandboxReviewRequestSchema,
  sandboxSdkAnswerSchema,
} from '@/lib/schemas/kyc';
import type { SandboxKycApplicant } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { fileResponse } from '@/server/services/kyc/files';
import {
  addDocument,
  allDocuments,
  attemptDocuments,
  createApplicant,
  documentFile,
  getApplicant,
  findApplicant,
  moveToLevel,
  requiredDocuments,
  review,
  reviewQueue,
  sandboxConfig,
  saveInfo,
  serializeDocument,
  submit,
} from '@/server/services/kyc-sandbox/sandbox-provider';
import { issueSdkToken, readSdkToken } from '@/server/services/kyc-sandbox/sdk-token';
import {
  accessSignature,
  ACCESS_SIG_HEADER,
  ACCESS_TS_HEADER,
  ACCESS_TS_SKEW_S,
  APP_TOKEN_HEADER,
  sameHex,
} from '@/server/services/kyc/sumsub/sign';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { bearerToken, pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';
import { readText } from '../validate';

const TAGS = ['kyc', 'development'] as const;

/** Sumsub's error body: `{description, code, correlationId}`. */
function sumsubError(status: 400 | 401 | 404 | 409, description: string) {
  return Response.json(
    { description, code: status, correlationId: `req-${crypto.randomUUID()}` },
    { status },
  );
}

const sumsubErrorSchema = z.object({
  description: z.string(),
  code: z.number(),
  correlationId: z.string(),
});

/**
 * A call to the sandbox's API must be signed as Sumsub's is: the app token, a timestamp within
 * five minutes and the signature of `ts + METHOD + path + body`. Answers the body's text, or
 * the 401 Response to send.
 */
async function signedCall(c: ApiContext): Promise<{ text: string } | Response> {
  const { appToken, secretKey } = sandboxConfig(c.var.ctx);
  const text = await readText(c);
  const url = new URL(c.req.url);
  const path = url.pathname.slice(url.pathname.indexOf('/resources'));
  // The caller signs the path as it wrote it; the site's server hands the route the matrix
  // parameter of `/applicants/-;externalUserId=u1/one` percent-encoded (`%3B`, `%3D`), so
  // the path is also tried decoded.
  const paths = [...new Set([path, safeDecode(path)])];
  const ts = c.req.header(ACCESS_TS_HEADER) ?? '';
  const now = Math.floor(c.var.ctx.clock.now().getTime() / 1000);
  const fresh = /^\d{1,12}$/.test(ts) && Math.abs(now - Number(ts)) <= ACCESS_TS_SKEW_S;
  const given = c.req.header(ACCESS_SIG_HEADER);
  const signed = paths.some((signedPath) =>
    sameHex(accessSignature(secretKey, ts, c.req.method, signedPath + url.search, text), given),
  );
  if (c.req.header(APP_TOKEN_HEADER) !== appToken || !fresh || !signed) {
    return sumsubError(401, 'Request signature mismatch');
  }
  return { text };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function applicantAnswer(applicant: SandboxKycApplicant) {
  const info = applicant.info;
  return {
    id: applicant.id,
    createdAt: applicant.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    externalUserId: applicant.externalUserId,
    inspectionId: applicant.inspectionId,
    levelName: applicant.levelName,
    info: {
      ...(info.first_name && { firstName: info.first_name }),
      ...(info.last_name && { lastName: info.last_name }),
      ...(info.dob && { dob: info.dob }),
      ...(info.country && { country: info.country }),
    },
    review: {
      reviewStatus: applicant.reviewStatus,
      attemptCnt: applicant.attempts,
      ...(applicant.reviewResult && { reviewResult: applicant.reviewResult }),
    },
  };
}

const looseObject = z.object({}).loose();

/** Sumsub's resources API as the sandbox answers it (signed calls only). */
const resources = router()
  .post(
    '/applicants',
    operation(
      {
        summary: 'Sumsub: create an applicant on a level (sandbox)',
        tags: TAGS,
        development: true,
        query: z.object({ levelName: z.string().min(1).max(100) }),
        signedBody: z.object({
          externalUserId: z.string(),
          email: z.string().optional(),
          phone: z.string().optional(),
        }),
        answer: looseObject,
        status: 201,
        errors: [401, 409],
        errorAnswer: sumsubErrorSchema,
      },
      async (c, { query }) => {
        const call = await signedCall(c);
        if (call instanceof Response) return call;
        const body = z
          .object({
            externalUserId: z.string().min(1).max(128),
            email: z.string().max(320).optional(),
            phone: z.string().max(32).optional(),
          })
          .safeParse(JSON.parse(call.text || '{}'));
        if (!body.success) return sumsubError(400, 'Invalid applicant');
        const created = await createApplicant(c.var.ctx, {
          ...body.data,
          levelName: query.levelName,
        });
        if (!created) {
          return sumsubError(
            409,
            `Applicant with external user id '${body.data.externalUserId}' already exists`,
          );
        }
        return c.json(applicantAnswer(created), 201);
      },
    ),
  )
  .get(
    '/applicants/:id/one',
    operation(
      {
        summary: 'Sumsub: an applicant (sandbox; `-;externalUserId=…` finds one by our id)',
        tags: TAGS,
        development: true,
        answer: looseObject,
        errors: [401],
        errorAnswer: sumsubErrorSchema,
      },
      async (c) => {
        const call = await signedCall(c);
        if (call instanceof Response) return call;
        const applicant = await findApplicant(c.var.ctx, pathParam(c, 'id'));
        if (!applicant) return sumsubError(404, 'Applicant not found');
        return applicantAnswer(applicant);
      },
    ),
  )
  .get(
    '/applicants/:id/status',
    operation(
      {
        summary: 'Sumsub: an applicant\u2019s review status (sandbox)',
        tags: TAGS,
        development: true,
        answer: looseObject,
        errors: [401],
        errorAnswer: sumsubErrorSchema,
      },
      async (c) => {
        const call = await signedCall(c);
        if (call instanceof Response) return call;
        const applicant = await findApplicant(c.var.ctx, pathParam(c, 'id'));
        if (!applicant) return sumsubError(404, 'Applicant not found');
        return applicantAnswer(applicant).review;
      },
    ),
  )
  .get(
    '/applicants/:id/metadata/resources',
    operation(
      {
        summary: 'Sumsub: an applicant\u2019s documents (sandbox)',
        tags: TAGS,
        development: true,
        answer: looseObject,
        errors: [401],
        errorAnswer: sumsubErrorSchema,
      },
      async (c) => {
        const call = await signedCall(c);
        if (call instanceof Response) return call;
        const applicant = await findApplicant(c.var.ctx, pathParam(c, 'id'));
        if (!applicant) return sumsubError(404, 'Applicant not found');
        const documents = await allDocuments(c.var.ctx, applicant.id);
        return {
          items: documents.map((document) => ({
            id: document.id,
            addedDate: document.createdAt.toISOString(),
            idDocDef: { idDocType: document.docType },
            fileMetadata: {
              fileName: document.fileName,
              fileType: document.mime,
              fileSize: document.size,
            },
            attemptId: String(document.attempt),
          })),
        };
      },
    ),
  )
  .get(
    '/inspections/:inspectionId/resources/:imageId',
    operation(
      {
        summary: 'Sumsub: a document\u2019s image (sandbox)',
        tags: TAGS,
        development: true,
        answer: 'file',
        errors: [401],
        errorAnswer: sumsubErrorSchema,
      },
      async (c) => {
        const call = await signedCall(c);
        if (call instanceof Response) return call;
        const { document, bytes } = await documentFile(c.var.ctx, pathParam(c, 'imageId'));
        const applicant = await getApplicant(c.var.ctx, document.applicantId);
        if (applicant.inspectionId !== pathParam(c, 'inspectionId')) {
          return sumsubError(404, 'Image not found');
        }
        return fileResponse(bytes, document.mime, document.fileName);
      },
    ),
  )
  .post(
    '/accessTokens/sdk',
    operation(
      {
        summary: 'Sumsub: a WebSDK access token for an applicant on a level (sandbox)',
        tags: TAGS,
        development: true,
        signedBody: z.object({ userId: z.string(), levelName: z.string(), ttlInSecs: z.number() }),
        answer: z.object({ token: z.string(), userId: z.string() }),
        errors: [401],
        errorAnswer: sumsubErrorSchema,
      },
      async (c) => {
        const call = await signedCall(c);
        if (call instanceof Response) return call;
        const body = z
          .object({
            userId: z.string().min(1).max(128),
            levelName: z.string().min(1).max(100),
            ttlInSecs: z.number().int().min(60).max(86_400).default(KYC_TOKEN_TTL_S),
          })
          .safeParse(JSON.parse(call.text || '{}'));
        if (!body.success) return sumsubError(400, 'Invalid token request');
        let applicant = await findApplicant(c.var.ctx, `-;externalUserId=${body.data.userId}`);
        if (!applicant) {
          applicant = await createApplicant(c.var.ctx, {
            externalUserId: body.data.userId,
            levelName: body.data.levelName,
          });
        }
        if (!applicant) return sumsubError(409, 'Applicant is being created');
        applicant = await moveToLevel(c.var.ctx, applicant, body.data.levelName);
        const token = issueSdkToken(c.var.ctx, sandboxConfig(c.var.ctx).secretKey, {
          applicantId: applicant.id,
          levelName: applicant.levelName,
          ttlS: body.data.ttlInSecs,
        });
        return { token, userId: body.data.userId };
      },
    ),
  )
  .post(
    '/applicants/:id/status/testCompleted',
    operation(
      {
        summary: 'Sumsub sandbox: set the review answer (GREEN or RED); the webhook follows',
        tags: TAGS,
        development: true,
        signedBody: looseObject,
        answer: z.object({ ok: z.number() }),
        errors: [401, 409],
        errorAnswer: sumsubErrorSchema,
      },
      async (c) => {
        const call = await signedCall(c);
        if (call instanceof Response) return call;
        const body = z
          .object({
            reviewAnswer: z.enum(['GREEN', 'RED']),
            reviewRejectType: z.enum(['RETRY', 'FINAL']).optional(),
            rejectLabels: z.array(z.string().max(64)).max(20).optional(),
            moderationComment: z.string().max(1000).optional(),
            clientComment: z.string().max(1000).optional(),
          })
          .safeParse(JSON.parse(call.text || '{}'));
        if (!body.success) return sumsubError(400, 'Invalid review');
        const applicant = await findApplicant(c.var.ctx, pathParam(c, 'id'));
        if (!applicant) return sumsubError(404, 'Applicant not found');
        await review(c.var.ctx, applicant, body.data);
        return { ok: 1 };
      },
    ),
  );

/** The applicant of the upload page's token (`Authorization: Bearer`), 401 without a good one. */
async function sdkApplicant(c: ApiContext) {
  const token = bearerToken(c);
  if (!token) throw AppError.of('invalid_sdk_token', 401);
  const claims = readSdkToken(c.var.ctx, sandboxConfig(c.var.ctx).secretKey, token);
  const applicant = await getApplicant(c.var.ctx, claims.applicantId);
  if (applicant.levelName !== claims.levelName) throw AppError.of('invalid_sdk_token', 401);
  return applicant;
}

async function sdkAnswer(c: ApiContext, applicant: SandboxKycApplicant) {
  const result = applicant.reviewResult as {
    reviewAnswer?: 'GREEN' | 'RED';
    reviewRejectType?: 'RETRY' | 'FINAL';
    rejectLabels?: string[];
    moderationComment?: string;
  } | null;
  return {
    applicant_id: applicant.id,
    level_name: applicant.levelName,
    required: requiredDocuments(c.var.ctx, applicant.levelName),
    review_status: applicant.reviewStatus,
    review: result?.reviewAnswer
      ? {
          answer: result.reviewAnswer,
          reject_type: result.reviewRejectType ?? null,
          labels: result.rejectLabels ?? [],
          comment: result.moderationComment ?? null,
        }
      : null,
    info: applicant.info,
    documents: (await attemptDocuments(c.var.ctx, applicant)).map(serializeDocument),
    attempt: applicant.attempts,
  };
}

const SDK_AUTH =
  'Authorization: Bearer with the WebSDK access token from `POST /resources/accessTokens/sdk` (401 `invalid_sdk_token` without a good one).';

/** The upload page's API (the WebSDK stand-in), bearer the SDK access token. */
const sdk = router()
  .get(
    '/applicant',
    operation(
      {
        summary: 'The sandbox upload page: the applicant, what the level asks, what was sent',
        description: SDK_AUTH,
        tags: TAGS,
        development: true,
        answer: sandboxSdkAnswerSchema,
        errors: [401],
      },
      async (c) => sdkAnswer(c, await sdkApplicant(c)),
    ),
  )
  .post(
    '/info',
    operation(
      {
        summary: 'The sandbox upload page: the person\u2019s name, date of birth and country',
        description: SDK_AUTH,
        tags: TAGS,
        development: true,
        body: sandboxInfoRequestSchema,
        answer: sandboxSdkAnswerSchema,
        errors: [401, 409],
      },
      async (c, { body }) => {
        const applicant = await sdkApplicant(c);
        await saveInfo(c.var.ctx, applicant, body);
        return sdkAnswer(c, await getApplicant(c.var.ctx, applicant.id));
      },
    ),
  )
  .post(
    '/documents',
    operation(
      {
        summary: 'The sandbox upload page: a document photo or the selfie',
        description: `${SDK_AUTH} A JPEG, PNG or PDF of at most 10 MB, checked by its bytes.`,
        tags: TAGS,
        development: true,
        body: sandboxDocumentRequestSchema,
        uploadMaxBytes: UPLOAD_MAX_BYTES + 64 * 1024,
        answer: sandboxSdkAnswerSchema,
        status: 201,
        errors: [401, 409, 429],
      },
      async (c, { body }) => {
        const applicant = await sdkApplicant(c);
        await hitRateLimit(
          c.var.ctx,
          `kyc-sandbox-upload:${applicant.id}`,
          LIMITS.kycSandboxUploadByApplicant,
        );
        await addDocument(c.var.ctx, applicant, body.doc_type, body.file);
        return sdkAnswer(c, applicant);
      },
    ),
  )
  .post(
    '/submit',
    operation(
      {
        summary: 'The sandbox upload page: send for review (`applicantPending` follows)',
        description: `${SDK_AUTH} 422 \`documents_missing\` until the details and every document asked are there.`,
        tags: TAGS,
        development: true,
        answer: sandboxSdkAnswerSchema,
        errors: [401, 409],
      },
      async (c) => sdkAnswer(c, await submit(c.var.ctx, await sdkApplicant(c))),
    ),
  );

/** The sandbox's reviewer (its dashboard stand-in): the queue, the files, the decision. */
const reviewer = router()
  .get(
    '/',
    operation(
      {
        summary:
          'The sandbox reviewer: applicants, waiting first, with this attempt\u2019s documents',
        tags: TAGS,
        development: true,
        answer: sandboxReviewListAnswerSchema,
      },
      async (c) => ({
        applicants: (await reviewQueue(c.var.ctx)).map(({ row, documents }) => ({
          id: row.id,
          external_user_id: row.externalUserId,
          level_name: row.levelName,
          review_status: row.reviewStatus,
          review_answer:
            (row.reviewResult as { reviewAnswer?: 'GREEN' | 'RED' } | null)?.reviewAnswer ?? null,
          attempts: row.attempts,
          info: row.info,
          documents: documents.map(serializeDocument),
          updated_at: row.updatedAt.toISOString(),
        })),
      }),
    ),
  )
  .get(
    '/documents/:imageId',
    operation(
      {
        summary: 'The sandbox reviewer: a document\u2019s file',
        tags: TAGS,
        development: true,
        answer: 'file',
        errors: [404],
      },
      async (c) => {
        const { document, bytes } = await documentFile(c.var.ctx, pathParam(c, 'imageId'));
        return fileResponse(bytes, document.mime, document.fileName);
      },
    ),
  )
  .post(
    '/:applicantId',
    operation(
      {
        summary: 'The sandbox reviewer: GREEN, RED to resubmit, or RED final; the webhook follows',
        tags: TAGS,
        development: true,
        body: sandboxReviewRequestSchema,
        answer: z.object({ ok: z.literal(true) }),
        errors: [404, 409],
      },
      async (c, { body }) => {
        const applicant = await getApplicant(c.var.ctx, pathParam(c, 'applicantId'));
        await review(c.var.ctx, applicant, {
          reviewAnswer: body.answer,
          reviewRejectType: body.reject_type,
          rejectLabels: body.labels,
          moderationComment: body.comment,
          clientComment: body.client_comment,
        });
        return { ok: true as const };
      },
    ),
  );

/**
 * The sandbox verification provider (development tools, `KYC_PROVIDER=sandbox`), mounted at
 * `/dev/sumsub`: Sumsub's resources API, the upload page's API and the reviewer's.
 */
export const devSumsub = router()
  .use(async (c, next) => {
    sandboxConfig(c.var.ctx);
    await next();
  })
  .route('/resources', resources)
  .route('/sdk', sdk)
  .route('/review', reviewer);
