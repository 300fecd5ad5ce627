import { paymentStatusAnswerSchema } from '@/lib/schemas/billing';
import { readPaymentStatus } from '@/server/services/payments/read-payment-status';
import { pathParam, router } from '../env';
import { operation } from '../operation';

export const paymentStatus = router()
  // GET /billing/payment/status/{invoiceId} — the deposit's status, polled by PayIn (3 = paid)
  .get(
    '/status/:invoiceId',
    operation(
      {
        summary: 'The deposit\u2019s status, polled by PayIn (3 = paid)',
        tags: ['billing'],
        auth: 'bearer',
        answer: paymentStatusAnswerSchema,
        errors: [404],
      },
      (c) => {
        c.header('Cache-Control', 'no-store');
        return readPaymentStatus(c.var.ctx, c.var.auth.user.id, pathParam(c, 'invoiceId'));
      },
    ),
  );
