import {
  operatorPayoutSchema,
  operatorPayoutsAnswerSchema,
  operatorPayoutsQuerySchema,
  payoutDecisionRequestSchema,
  walletAdjustmentAnswerSchema,
  walletAdjustmentRequestSchema,
} from '@/lib/schemas/billing';
import { toMajor } from '@/lib/money/units';
import { decidePayout, type PayoutDecision } from '@/server/services/payouts/decide-payout';
import { listPayouts } from '@/server/services/payouts/list-payouts';
import { serializePayoutForOperator } from '@/server/services/payouts/serialize-payout';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import { pathParam, router } from '../env';
import { operation } from '../operation';

const decide = (decision: PayoutDecision, summary: string) =>
  operation(
    {
      summary,
      tags: ['operator'],
      auth: { staff: 'payouts.decide' },
      body: payoutDecisionRequestSchema,
      answer: operatorPayoutSchema,
      errors: [409],
    },
    async (c, { body }) => {
      const payout = await decidePayout(c.var.ctx, pathParam(c, 'id'), decision, body.note ?? null);
      return serializePayoutForOperator(payout);
    },
  );

/** Operator endpoints of the wallet, mounted at `/operator` beside the marketing ones. */
export const operatorWallet = router()
  // GET /operator/payouts — payouts newest first, e.g. `?status=pending&user_id=1`, with the total
  .get(
    '/payouts',
    operation(
      {
        summary: 'Payouts newest first, with the total',
        tags: ['operator'],
        auth: { staff: 'payouts.decide' },
        query: operatorPayoutsQuerySchema,
        answer: operatorPayoutsAnswerSchema,
      },
      async (c, { query }) => {
        const { status, user_id: userId, page, per_page: perPage } = query;
        const { items, total } = await listPayouts(c.var.ctx, { status, userId, page, perPage });
        return { items: items.map(serializePayoutForOperator), page, per_page: perPage, total };
      },
    ),
  )
  // POST /operator/payouts/{id}/approve — post the hold: the money leaves through the provider
  .post(
    '/payouts/:id/approve',
    decide('approve', 'Approve a payout: the hold is posted and the provider sends the money'),
  )
  // POST /operator/payouts/{id}/reject — void the hold: the money is the player's again
  .post('/payouts/:id/reject', decide('reject', 'Reject a payout: the hold is released'))
  // POST /operator/wallet/adjustments — credit or debit a player's balance, once per key
  .post(
    '/wallet/adjustments',
    operation(
      {
        summary: 'Credit or debit a player\u2019s balance, once per key',
        tags: ['operator'],
        auth: { staff: 'finance.adjust' },
        body: walletAdjustmentRequestSchema,
        answer: walletAdjustmentAnswerSchema,
        status: 201,
        errors: [404, 409],
      },
      async (c, { body }) => {
        const { user_id, ...input } = body;
        const result = await adjustBalance(c.var.ctx, { ...input, userId: user_id });
        return { transfer_id: result.transferId, balance: toMajor(result.balance) };
      },
    ),
  );
