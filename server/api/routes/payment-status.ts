import { readPaymentStatus } from '@/server/services/payments/read-payment-status';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';

export const paymentStatus = router()
  .use(requireAuth)
  // GET /billing/payment/status/{invoiceId} — the deposit's status, polled by PayIn (3 = paid)
  .get('/status/:invoiceId', async (c) => {
    const status = await readPaymentStatus(c.var.ctx, c.var.auth.user.id, c.req.param('invoiceId'));
    c.header('Cache-Control', 'no-store');
    return c.json(status);
  });
