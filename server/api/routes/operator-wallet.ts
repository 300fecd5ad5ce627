import { z } from 'zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { amountSchema, toMajor } from '@/lib/money/amount';
import { decidePayout, type PayoutDecision } from '@/server/services/payouts/decide-payout';
import { listPayouts } from '@/server/services/payouts/list-payouts';
import { serializePayoutForOperator } from '@/server/services/payouts/serialize-payout';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';
import { router, type ApiContext } from '../env';
import { requireOperator } from '../middleware/require-operator';
import { readBody, readQuery } from '../validate';

/** A positive whole number from the query string (`?page=2`). */
const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'invalid_value' })
  .transform(Number);

const payoutsQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).optional(),
  user_id: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'invalid_value' })
    .transform(Number)
    .optional(),
  page: pageNumber.pipe(z.number().min(1, { error: 'invalid_value' })).default(1),
  per_page: pageNumber
    .pipe(z.number().min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }))
    .default(20),
});

const decisionSchema = z.strictObject({ note: z.string().trim().max(500).nullish() });

const adjustmentSchema = z.strictObject({
  key: z.string().trim().min(1).max(200),
  user_id: z.number().int().positive().max(2_147_483_647),
  currency: z.enum(CURRENCIES),
  amount: amountSchema,
  direction: z.enum(['credit', 'debit']),
  kind: z.enum(['real', 'bonus']).default('real'),
  reason: z.string().trim().min(1).max(500),
});

async function decide(c: ApiContext, decision: PayoutDecision) {
  const { note } = await readBody(c, decisionSchema);
  const payout = await decidePayout(c.var.ctx, c.req.param('id')!, decision, note ?? null);
  return c.json(serializePayoutForOperator(payout));
}

/** Operator endpoints of the wallet, mounted at `/operator` beside the marketing ones. */
export const operatorWallet = router()
  .use(requireOperator)
  // GET /operator/payouts — payouts newest first, e.g. `?status=pending&user_id=1`, with the total
  .get('/payouts', async (c) => {
    const { status, user_id: userId, page, per_page: perPage } = readQuery(c, payoutsQuerySchema);
    const { items, total } = await listPayouts(c.var.ctx, { status, userId, page, perPage });
    return c.json({
      items: items.map(serializePayoutForOperator),
      page,
      per_page: perPage,
      total,
    });
  })
  // POST /operator/payouts/{id}/approve — post the hold: the money leaves through the provider
  .post('/payouts/:id/approve', (c) => decide(c, 'approve'))
  // POST /operator/payouts/{id}/reject — void the hold: the money is the player's again
  .post('/payouts/:id/reject', (c) => decide(c, 'reject'))
  // POST /operator/wallet/adjustments — credit or debit a player's balance, once per key
  .post('/wallet/adjustments', async (c) => {
    const { user_id, key, ...input } = await readBody(c, adjustmentSchema);
    const result = await adjustBalance(c.var.ctx, { ...input, key, userId: user_id });
    return c.json({ transfer_id: result.transferId, balance: toMajor(result.balance) }, 201);
  });
