import { z } from 'zod';
import { amountSchema } from '@/lib/money/amount';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { getBillingData } from '@/server/services/payments/get-billing-data';
import { openDeposit } from '@/server/services/payments/open-deposit';
import { serializeDepositConfig } from '@/server/services/payments/serialize-deposit-config';
import { requestRegion, router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

const depositSchema = z.strictObject({
  hash: z.string().trim().min(1).max(64),
  amount: amountSchema,
});

/** Auth per route: other billing routers share the `/api/v2/billing` prefix. */
export const billing = router()
  // GET /api/v2/billing/data — deposit and payout methods for the player's currency and region
  .get('/data', requireAuth, (c) => {
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    c.header('Cache-Control', 'no-store');
    return c.json(getBillingData(c.var.ctx, c.var.auth.user, requestRegion(c), locale));
  })
  // POST /api/v2/billing/deposit — open a deposit; answers the deposit config
  .post('/deposit', requireAuth, async (c) => {
    const { hash, amount } = await readBody(c, depositSchema);
    const invoice = await openDeposit(c.var.ctx, c.var.auth.user, {
      hash,
      amount,
      regionHeader: requestRegion(c),
      locale: localeFromAcceptLanguage(c.req.header('accept-language')),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(serializeDepositConfig(invoice, c.var.ctx.clock.now()), 201);
  });
