import {
  kycReasonRequestSchema,
  kycStaffRequestSchema,
  playerKycAnswerSchema,
  uploadDecisionRequestSchema,
} from '@/lib/schemas/kyc';
import { AppError } from '@/server/lib/app-error';
import { fileResponse } from '@/server/services/kyc/files';
import { liftRequirement, requireLevel } from '@/server/services/kyc/requirements';
import {
  findPlayer,
  readPlayerKyc,
  readProviderDocument,
  waiveTurnover,
} from '@/server/services/kyc/staff-view';
import { decideUpload, readUploadFile } from '@/server/services/kyc/uploads';
import { actorRef } from '@/server/services/staff/actor';
import { pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const TAGS = ['operator', 'kyc'] as const;
const AUTH = { staff: 'players.risk' } as const;

/** A positive whole number from the path; anything else is a 404. */
function idParam(c: ApiContext, name: string): number {
  const id = pathParam(c, name);
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    throw AppError.of('not_found', 404);
  }
  return Number(id);
}

const read = (c: ApiContext) => readPlayerKyc(c.var.ctx, idParam(c, 'id'));

/**
 * Staff and a player's verification (issue 35), mounted at `/operator/players`: everything
 * staff decide on, the documents, and their decisions (`players.risk`; each audited with the
 * request and its reason).
 */
export const operatorKyc = router()
  .get(
    '/:id/kyc',
    operation(
      {
        summary: 'A player\u2019s verification: provider review, requirements, flags, documents',
        tags: TAGS,
        auth: AUTH,
        answer: playerKycAnswerSchema,
        errors: [404],
      },
      (c) => read(c),
    ),
  )
  .get(
    '/:id/kyc/documents/:imageId',
    operation(
      {
        summary: 'A document the player sent the provider, from the provider',
        tags: TAGS,
        auth: AUTH,
        answer: 'file',
        errors: [404, 503],
      },
      async (c) => {
        const file = await readProviderDocument(
          c.var.ctx,
          idParam(c, 'id'),
          pathParam(c, 'imageId'),
        );
        const type = /^(image\/(jpeg|png)|application\/pdf)$/.test(file.type)
          ? file.type
          : 'application/octet-stream';
        return fileResponse(file.bytes, type, pathParam(c, 'imageId'));
      },
    ),
  )
  .get(
    '/:id/kyc/uploads/:uploadId',
    operation(
      {
        summary: 'A source-of-funds document the player uploaded',
        tags: TAGS,
        auth: AUTH,
        answer: 'file',
        errors: [404],
      },
      async (c) => {
        const { row, bytes } = await readUploadFile(
          c.var.ctx,
          idParam(c, 'id'),
          pathParam(c, 'uploadId'),
        );
        return fileResponse(bytes, row.mime, row.fileName);
      },
    ),
  )
  .post(
    '/:id/kyc/uploads/:uploadId/decide',
    operation(
      {
        summary: 'Accept or reject a source-of-funds document',
        description:
          'Accepting gives the player level 3 when they hold level 2; a rejection\u2019s note is shown to the player. 409 `upload_decided` when it was decided.',
        tags: TAGS,
        auth: AUTH,
        body: uploadDecisionRequestSchema,
        answer: playerKycAnswerSchema,
        errors: [404, 409],
      },
      async (c, { body }) => {
        await decideUpload(c.var.ctx, {
          userId: idParam(c, 'id'),
          uploadId: pathParam(c, 'uploadId'),
          decision: body.decision,
          note: body.note,
          by: actorRef(c.var.staff),
        });
        return read(c);
      },
    ),
  )
  .post(
    '/:id/kyc/request',
    operation(
      {
        summary: 'Ask a verification level of the player, with a reason',
        tags: TAGS,
        auth: AUTH,
        body: kycStaffRequestSchema,
        answer: playerKycAnswerSchema,
        errors: [404],
      },
      async (c, { body }) => {
        const userId = idParam(c, 'id');
        await findPlayer(c.var.ctx, userId);
        await requireLevel(c.var.ctx, {
          userId,
          level: body.level,
          source: 'staff',
          reason: body.reason,
          createdBy: actorRef(c.var.staff),
        });
        return read(c);
      },
    ),
  )
  .post(
    '/:id/kyc/requirements/:requirementId/lift',
    operation(
      {
        summary: 'Lift a requirement (a flag\u2019s or staff\u2019s), with a reason',
        tags: TAGS,
        auth: AUTH,
        body: kycReasonRequestSchema,
        answer: playerKycAnswerSchema,
        errors: [404, 409],
      },
      async (c) => {
        await liftRequirement(c.var.ctx, {
          userId: idParam(c, 'id'),
          requirementId: idParam(c, 'requirementId'),
          by: actorRef(c.var.staff),
        });
        return read(c);
      },
    ),
  )
  .post(
    '/:id/turnover/waive',
    operation(
      {
        summary: 'Waive the payout turnover rule: deposits count from now',
        tags: TAGS,
        auth: AUTH,
        body: kycReasonRequestSchema,
        answer: playerKycAnswerSchema,
        errors: [404],
      },
      async (c) => {
        await waiveTurnover(c.var.ctx, idParam(c, 'id'));
        return read(c);
      },
    ),
  );
