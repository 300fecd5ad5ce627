import { UPLOAD_MAX_BYTES } from '@/lib/constants/kyc';
import {
  kycAccessTokenAnswerSchema,
  kycAnswerSchema,
  kycDocumentRequestSchema,
} from '@/lib/schemas/kyc';
import { webhookAnswerSchema } from '@/lib/schemas/billing';
import { AppError } from '@/server/lib/app-error';
import { readKyc } from '@/server/services/kyc/read-kyc';
import { receiveKycWebhook } from '@/server/services/aml/receive-webhook';
import { startVerification } from '@/server/services/kyc/start-verification';
import { uploadSourceOfFunds } from '@/server/services/kyc/uploads';
import { z } from 'zod';
import { router } from '../env';
import { operation } from '../operation';
import { readSignedBody } from '../validate';

const TAGS = ['kyc'] as const;

/** The webhook's body as Sumsub documents it (only the fields we read). */
const sumsubWebhookDocSchema = z.object({
  type: z.string(),
  applicantId: z.string(),
  externalUserId: z.string().optional(),
  levelName: z.string().optional(),
  reviewStatus: z.string().optional(),
  createdAtMs: z.string(),
  reviewResult: z
    .object({
      reviewAnswer: z.enum(['GREEN', 'RED']),
      reviewRejectType: z.enum(['RETRY', 'FINAL']).optional(),
      rejectLabels: z.array(z.string()).optional(),
      moderationComment: z.string().optional(),
      clientComment: z.string().optional(),
    })
    .optional(),
});

/**
 * Verification (issue 35), mounted at `/kyc`: where the player stands, the provider's access
 * token, the source-of-funds upload, and the provider's webhook.
 */
export const kyc = router()
  .get(
    '/',
    operation(
      {
        summary: 'Where the player\u2019s verification stands, what is asked and why',
        tags: TAGS,
        auth: 'bearer',
        answer: kycAnswerSchema,
      },
      (c) => readKyc(c.var.ctx, c.var.auth.user.id),
    ),
  )
  .post(
    '/access-token',
    operation(
      {
        summary: 'Open the provider\u2019s verification for the next level',
        description:
          'Creates the applicant at the provider (or moves it to the level) and answers a WebSDK access token; with the sandbox provider, `sdk_url` is its upload page. 409 `kyc_not_needed` when nothing is asked of the provider, `kyc_final_rejection` after a final rejection.',
        tags: TAGS,
        auth: 'bearer',
        answer: kycAccessTokenAnswerSchema,
        errors: [409, 429, 503],
      },
      (c) => startVerification(c.var.ctx, c.var.auth.user),
    ),
  )
  .post(
    '/documents',
    operation(
      {
        summary: 'Send a source-of-funds document (level 3)',
        description:
          'A JPEG, PNG or PDF of at most 10 MB, checked by its bytes, kept outside anything served and reviewed by staff. Only when level 3 is the player\u2019s next step (409 `kyc_not_needed`).',
        tags: TAGS,
        auth: 'bearer',
        body: kycDocumentRequestSchema,
        uploadMaxBytes: UPLOAD_MAX_BYTES + 64 * 1024,
        answer: kycAnswerSchema,
        status: 201,
        errors: [409, 429],
      },
      async (c, { body }) => {
        await uploadSourceOfFunds(c.var.ctx, c.var.auth.user, body.file);
        return readKyc(c.var.ctx, c.var.auth.user.id);
      },
    ),
  )
  .post(
    '/sumsub/webhook',
    operation(
      {
        summary: 'Sumsub\u2019s verification webhook',
        description:
          '`X-Payload-Digest` is the hex HMAC of the raw body under the webhook secret (`X-Payload-Digest-Alg`: HMAC_SHA1_HEX, HMAC_SHA256_HEX by default, HMAC_SHA512_HEX): 401 without it. An event seen before (its applicant, type and `createdAtMs`) changes nothing; one older than the last applied is recorded and not applied.',
        tags: TAGS,
        partner: true,
        signedBody: sumsubWebhookDocSchema,
        answer: webhookAnswerSchema,
        errors: [401, 404],
      },
      async (c) => {
        const raw = await readSignedBody(c);
        if (!raw) throw AppError.of('payload_too_large', 400);
        const outcome = await receiveKycWebhook(c.var.ctx, raw, c.req.raw.headers);
        return { ok: true as const, status: outcome };
      },
    ),
  );
