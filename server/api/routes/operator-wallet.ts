import { payoutRisks } from '@/server/services/payouts/payout-risk';
import {
  operatorPayoutSchema,
  operatorPayoutsAnswerSchema,
  operatorPayoutsQuerySchema,
  payoutDecisionRequestSchema,
  walletAdjustmentAnswerSchema,
  walletAdjustmentRequestSchema,
} from '@/lib/schemas/billing';
import { approvalHeldAnswerSchema } from '@/lib/schemas/approvals';
import { decidePayout } from '@/server/services/payouts/decide-payout';
import { listPayouts, listPayoutsByCursor } from '@/server/services/payouts/list-payouts';
import type { Payout } from '@/server/db/schema';
import { serializePayoutForOperator } from '@/server/services/payouts/serialize-payout';
import { payoutApproval, walletAdjustment } from '@/server/services/staff/approvals/held-actions';
import { pathParam, router } from '../env';
import { holdOrRun } from '../four-eyes';
import { operation } from '../operation';

/** A held money action's other answer (four eyes, `server/api/four-eyes.ts`). */
const held = { 202: approvalHeldAnswerSchema } as const;

/** Operator endpoints of the wallet, mounted at `/operator` beside the marketing ones. */
export const operatorWallet = router()
  // GET /operator/payouts — payouts newest first, e.g. `?status=pending&limit=50`, by cursor or page
  .get(
    '/payouts',
    operation(
      {
        summary: 'Payouts newest first, with each player\u2019s risk data',
        description:
          'By cursor (`before`, `limit`: `next` is the following page\u2019s `before`; no total) or by page (`page`, `per_page`, with the `total` of matching payouts, which counts them all: slow over a large table). Without either, the first page of 20.',
        tags: ['operator'],
        auth: { staff: 'payouts.decide' },
        query: operatorPayoutsQuerySchema,
        answer: operatorPayoutsAnswerSchema,
      },
      async (c, { query }) => {
        const filters = { status: query.status, userId: query.user_id };
        const withRisk = async (items: Payout[]) => {
          const risks = await payoutRisks(c.var.ctx, items);
          return items.map((payout) => ({
            ...serializePayoutForOperator(payout),
            risk: risks.get(payout.id),
          }));
        };
        if (query.form === 'cursor') {
          const { items, next } = await listPayoutsByCursor(c.var.ctx, {
            ...filters,
            before: query.before,
            limit: query.limit,
          });
          return { items: await withRisk(items), next };
        }
        const { page, per_page: perPage } = query;
        const { items, total } = await listPayouts(c.var.ctx, { ...filters, page, perPage });
        return { items: await withRisk(items), page, per_page: perPage, total };
      },
    ),
  )
  // POST /operator/payouts/{id}/approve — post the hold: the money leaves through the provider
  .post(
    '/payouts/:id/approve',
    operation(
      {
        summary: 'Approve a payout: the hold is posted and the provider sends the money',
        description:
          'At or above FOUR_EYES_THRESHOLD nothing moves: 202 with an approval that a second member of staff confirms (`/operator/approvals`).',
        tags: ['operator'],
        auth: { staff: 'payouts.decide' },
        body: payoutDecisionRequestSchema,
        answer: operatorPayoutSchema,
        otherAnswers: held,
        errors: [409],
      },
      (c, { body }) =>
        holdOrRun(c, payoutApproval, { id: pathParam(c, 'id'), note: body.note ?? null }),
    ),
  )
  // POST /operator/payouts/{id}/reject — void the hold: the money is the player's again
  .post(
    '/payouts/:id/reject',
    operation(
      {
        summary: 'Reject a payout: the hold is released',
        tags: ['operator'],
        auth: { staff: 'payouts.decide' },
        body: payoutDecisionRequestSchema,
        answer: operatorPayoutSchema,
        errors: [409],
      },
      async (c, { body }) => {
        const payout = await decidePayout(
          c.var.ctx,
          pathParam(c, 'id'),
          'reject',
          body.note ?? null,
        );
        return serializePayoutForOperator(payout);
      },
    ),
  )
  // POST /operator/wallet/adjustments — credit or debit a player's balance, once per key
  .post(
    '/wallet/adjustments',
    operation(
      {
        summary: 'Credit or debit a player\u2019s balance, once per key',
        description:
          'At or above FOUR_EYES_THRESHOLD nothing moves: 202 with an approval that a second member of staff confirms (`/operator/approvals`).',
        tags: ['operator'],
        auth: { staff: 'finance.adjust' },
        body: walletAdjustmentRequestSchema,
        answer: walletAdjustmentAnswerSchema,
        status: 201,
        otherAnswers: held,
        errors: [404, 409],
      },
      (c, { body }) => holdOrRun(c, walletAdjustment, body),
    ),
  );
