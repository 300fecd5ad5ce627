import {
  riskDecisionRequestSchema,
  riskFlagAnswerSchema,
  riskQueueAnswerSchema,
  riskQueueQuerySchema,
  uploadQueueAnswerSchema,
  uploadQueueQuerySchema,
} from '@/lib/schemas/kyc';
import { decideFlag } from '@/server/services/aml/decide-flag';
import { readRiskQueue } from '@/server/services/aml/risk-queue';
import { readUploadQueue } from '@/server/services/kyc/upload-queue';
import { clientIp, idParam, router } from '../env';
import { operation } from '../operation';

const tags = ['operator', 'risk'] as const;
const auth = { staff: 'players.risk' } as const;

/** The risk queue (issue 35), mounted at `/operator/risk`. */
export const operatorRisk = router()
  // GET /operator/risk/flags — the risk queue, newest first, by cursor
  .get(
    '/flags',
    operation(
      {
        summary: 'The risk queue: anti-money-laundering flags with their evidence, newest first',
        description:
          'Open flags unless `status` says otherwise; by `kind` and `user_id`; `before` is the previous page\u2019s `next`.',
        tags,
        auth,
        query: riskQueueQuerySchema,
        answer: riskQueueAnswerSchema,
      },
      (c, { query }) => readRiskQueue(c.var.ctx, query),
    ),
  )
  // GET /operator/risk/uploads — source-of-funds documents waiting for staff, oldest first
  .get(
    '/uploads',
    operation(
      {
        summary: 'Source-of-funds documents waiting for a decision, oldest first',
        description:
          'Each is decided on its player\u2019s verification page (`POST /operator/players/{id}/kyc/uploads/{uploadId}/decide`); `after` is the previous page\u2019s `next`.',
        tags,
        auth,
        query: uploadQueueQuerySchema,
        answer: uploadQueueAnswerSchema,
      },
      (c, { query }) => readUploadQueue(c.var.ctx, query),
    ),
  )
  // POST /operator/risk/flags/{id}/decide — clear a flag, block the player, or ask for a level
  .post(
    '/flags/:id/decide',
    operation(
      {
        summary: 'Decide a risk flag: clear it, block the player, or ask the player for a level',
        description:
          '`clear` lifts what the flag asked of the player; `block` blocks the account (409 `exclusion_in_force` during a player\u2019s own time-out or self-exclusion); `request` asks the player for `level`. A flag decided already is 409 `flag_decided`. The audit keeps the flag before and after.',
        tags,
        auth,
        body: riskDecisionRequestSchema,
        answer: riskFlagAnswerSchema,
        errors: [404, 409],
        // Its own audit row, in the decision's transaction, with the flag before.
        audit: false,
      },
      (c, { body }) =>
        decideFlag(c.var.ctx, {
          flagId: idParam(c),
          decision: body.decision,
          level: body.level,
          reason: body.reason,
          actor: c.var.staff,
          requestId: c.var.requestId,
          address: clientIp(c),
        }),
    ),
  );
