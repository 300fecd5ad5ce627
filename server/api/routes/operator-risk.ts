import {
  riskDecisionRequestSchema,
  riskFlagAnswerSchema,
  riskQueueAnswerSchema,
  riskQueueQuerySchema,
} from '@/lib/schemas/kyc';
import { AppError } from '@/server/lib/app-error';
import { decideFlag } from '@/server/services/aml/decide-flag';
import { readRiskQueue } from '@/server/services/aml/risk-queue';
import { clientIp, pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const tags = ['operator', 'risk'] as const;
const auth = { staff: 'players.risk' } as const;

/** A flag's id from the path; anything but a positive whole `integer` is a 404. */
function flagId(c: ApiContext): number {
  const id = pathParam(c, 'id');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    throw AppError.of('not_found', 404);
  }
  return Number(id);
}

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
          flagId: flagId(c),
          decision: body.decision,
          level: body.level,
          reason: body.reason,
          actor: c.var.staff,
          requestId: c.var.requestId,
          address: clientIp(c),
        }),
    ),
  );
