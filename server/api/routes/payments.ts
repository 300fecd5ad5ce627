import { z } from 'zod';
import { amountSchema } from '@/lib/money/amount';
import { AppError } from '@/server/lib/app-error';
import { deliverSandboxPayment } from '@/server/services/payments/deliver-sandbox-payment';
import { handleWebhook } from '@/server/services/payments/handle-webhook';
import { readSandboxInvoice } from '@/server/services/payments/read-sandbox-invoice';
import { router } from '../env';
import { handleNotFound } from '../errors';
import { MAX_BODY_BYTES, readBody } from '../validate';

const paySchema = z.strictObject({ amount: amountSchema.optional() });

/** The sandbox's own checkout API, as if served by the provider; absent while the sandbox is off. */
const sandbox = router()
  .use(async (c, next) => (c.var.ctx.config.sandboxPsp ? next() : handleNotFound(c)))
  // GET /payments/sandbox/invoices/{id} — what the checkout page shows
  .get('/invoices/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readSandboxInvoice(c.var.ctx, c.req.param('id')));
  })
  // POST /payments/sandbox/invoices/{id}/pay — the Pay button: sends a signed `paid` webhook
  .post('/invoices/:id/pay', async (c) => {
    const { amount } = await readBody(c, paySchema);
    return c.json(
      await deliverSandboxPayment(c.var.ctx, c.req.param('id'), { status: 'paid', amount }),
    );
  })
  // POST /payments/sandbox/invoices/{id}/decline — the Decline button: sends a `failed` webhook
  .post('/invoices/:id/decline', async (c) => {
    return c.json(await deliverSandboxPayment(c.var.ctx, c.req.param('id'), { status: 'failed' }));
  });

export const payments = router()
  .route('/sandbox', sandbox)
  // POST /payments/{provider}/webhook — a provider reports a payment; signed over the raw body
  .post('/:provider/webhook', async (c) => {
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) {
      throw AppError.of('payload_too_large', 400);
    }
    const rawBody = await c.req.text();
    if (rawBody.length > MAX_BODY_BYTES) throw AppError.of('payload_too_large', 400);
    const invoice = await handleWebhook(
      c.var.ctx,
      c.req.param('provider'),
      rawBody,
      c.req.raw.headers,
    );
    return c.json({ ok: true, status: invoice.status });
  });
