import { z } from 'zod';
import { amountSchema } from '@/lib/money/amount';
import { cancelPayout } from '@/server/services/payouts/cancel-payout';
import { requestPayout } from '@/server/services/payouts/request-payout';
import { serializePayout } from '@/server/services/payouts/serialize-payout';
import { requestRegion, router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

const payoutSchema = z.strictObject({
  hash: z.string().trim().min(1).max(64),
  amount: amountSchema,
  /** A card number for card methods, an address for crypto; which one the method decides. */
  details: z
    .strictObject({
      card_number: z.string().max(64).optional(),
      address: z.string().max(128).optional(),
    })
    .default({}),
});

export const payout = router()
  .use(requireAuth)
  // POST /api/v2/billing/payout — ask to withdraw; the amount is held at once
  .post('/', async (c) => {
    const input = await readBody(c, payoutSchema);
    const created = await requestPayout(c.var.ctx, c.var.auth.user, requestRegion(c), input);
    return c.json(serializePayout(created), 201);
  })
  // POST /api/v2/billing/payout/{id}/cancel — take back a payout still awaiting the operator
  .post('/:id/cancel', async (c) => {
    const cancelled = await cancelPayout(c.var.ctx, c.var.auth.user.id, c.req.param('id'));
    return c.json(serializePayout(cancelled));
  });
