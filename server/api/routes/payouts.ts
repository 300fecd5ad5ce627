import { flagPayout } from '@/server/services/aml/payout-flags';
import { payoutAnswerSchema, payoutRequestSchema } from '@/lib/schemas/billing';
import { cancelPayout } from '@/server/services/payouts/cancel-payout';
import { requestPayout } from '@/server/services/payouts/request-payout';
import { serializePayout } from '@/server/services/payouts/serialize-payout';
import { requestRegion, pathParam, router } from '../env';
import { operation } from '../operation';

export const payout = router()
  // POST /api/v2/billing/payout — ask to withdraw; the amount is held at once
  .post(
    '/',
    operation(
      {
        summary: 'Ask to withdraw; the amount is held at once and waits for an operator',
        tags: ['billing'],
        auth: 'bearer',
        account: 'payout',
        body: payoutRequestSchema,
        answer: payoutAnswerSchema,
        status: 201,
        errors: [409, 429],
        idempotent: true,
      },
      async (c, { body }) => {
        const created = await requestPayout(c.var.ctx, c.var.auth.user, requestRegion(c), body);
        // The risk queue hears of it after the money is held (a failing rule never fails it).
        await flagPayout(c.var.ctx, { user: c.var.auth.user, payout: created });
        return serializePayout(created);
      },
    ),
  )
  // POST /api/v2/billing/payout/{id}/cancel — take back a payout still awaiting the operator
  .post(
    '/:id/cancel',
    operation(
      {
        summary: 'Take back a payout still awaiting the operator',
        tags: ['billing'],
        auth: 'bearer',
        answer: payoutAnswerSchema,
        errors: [404, 409],
        idempotent: true,
      },
      async (c) => {
        const cancelled = await cancelPayout(c.var.ctx, c.var.auth.user.id, pathParam(c, 'id'));
        return serializePayout(cancelled);
      },
    ),
  );
