import { tryGrantWaitingFreeSpinsOf } from '@/server/services/bonus-spins/grant-template-free-spins';
import {
  sandboxDeclineRequestSchema,
  sandboxInvoiceAnswerSchema,
  sandboxOutcomeAnswerSchema,
  sandboxPayRequestSchema,
  webhookAnswerSchema,
} from '@/lib/schemas/billing';
import { AppError } from '@/server/lib/app-error';
import { authenticate } from '@/server/services/auth/authenticate';
import {
  deliverSandboxPayment,
  type CheckoutAccess,
} from '@/server/services/payments/deliver-sandbox-payment';
import { handleWebhook } from '@/server/services/payments/handle-webhook';
import { handlePayoutWebhook } from '@/server/services/payouts/handle-payout-webhook';
import { readSandboxInvoice } from '@/server/services/payments/read-sandbox-invoice';
import { bearerToken, pathParam, router, type ApiContext } from '../env';
import { handleNotFound } from '../errors';
import { operation } from '../operation';
import { readText } from '../validate';

const sandboxTags = ['payments', 'development'] as const;

const BUTTON_ACCESS =
  'Needs `checkout_token` (the `token` in the fragment of the deposit\u2019s `checkout_url`) or the invoice owner\u2019s bearer token: 401 without either or with a bad token, 403 for another player.';

/** The checkout link's token when the page sends one, else the signed-in player (401 without). */
async function checkoutAccess(c: ApiContext, token: string | undefined): Promise<CheckoutAccess> {
  if (token) return { token };
  const bearer = bearerToken(c);
  if (!bearer) throw AppError.unauthorized();
  return { userId: (await authenticate(c.var.ctx, bearer)).user.id };
}

/** The sandbox's own checkout API, as if served by the provider; absent while the sandbox is off. */
const sandbox = router()
  .use(async (c, next) => (c.var.ctx.config.sandboxPsp ? next() : handleNotFound(c)))
  // GET /payments/sandbox/invoices/{id} — what the checkout page shows
  .get(
    '/invoices/:id',
    operation(
      {
        summary: 'The sandbox provider\u2019s invoice, as its checkout page shows it',
        tags: sandboxTags,
        development: true,
        answer: sandboxInvoiceAnswerSchema,
        errors: [404],
      },
      (c) => {
        c.header('Cache-Control', 'no-store');
        return readSandboxInvoice(c.var.ctx, pathParam(c, 'id'));
      },
    ),
  )
  // POST /payments/sandbox/invoices/{id}/pay — the Pay button: sends a signed `paid` webhook
  .post(
    '/invoices/:id/pay',
    operation(
      {
        summary: 'The checkout\u2019s Pay button: the provider sends a signed `paid` webhook',
        description: `${BUTTON_ACCESS} \`amount\` may be less than the invoice\u2019s, never more.`,
        tags: sandboxTags,
        development: true,
        body: sandboxPayRequestSchema,
        answer: sandboxOutcomeAnswerSchema,
        errors: [401, 403, 404, 409],
      },
      async (c, { body }) => {
        const { status, userId } = await deliverSandboxPayment(
          c.var.ctx,
          pathParam(c, 'id'),
          await checkoutAccess(c, body.checkout_token),
          { status: 'paid', amount: body.amount },
        );
        if (status === 'paid') await tryGrantWaitingFreeSpinsOf(c.var.ctx, userId);
        return { status };
      },
    ),
  )
  // POST /payments/sandbox/invoices/{id}/decline — the Decline button: sends a `failed` webhook
  .post(
    '/invoices/:id/decline',
    operation(
      {
        summary: 'The checkout\u2019s Decline button: the provider sends a signed `failed` webhook',
        description: BUTTON_ACCESS,
        tags: sandboxTags,
        development: true,
        body: sandboxDeclineRequestSchema,
        answer: sandboxOutcomeAnswerSchema,
        errors: [401, 403, 404, 409],
      },
      async (c, { body }) => {
        const { status } = await deliverSandboxPayment(
          c.var.ctx,
          pathParam(c, 'id'),
          await checkoutAccess(c, body.checkout_token),
          { status: 'failed' },
        );
        return { status };
      },
    ),
  );

export const payments = router()
  .route('/sandbox', sandbox)
  // POST /payments/{provider}/webhook — a provider reports a payment; signed over the raw body
  .post(
    '/:provider/webhook',
    operation(
      {
        summary: 'A payment provider reports a payment',
        description:
          'The body is the provider\u2019s own, signed over its raw bytes (the sandbox: `X-Signature`, hex HMAC-SHA256 with SANDBOX_PSP_SECRET; NOWPayments: `x-nowpayments-sig`, hex HMAC-SHA512 of the key-sorted JSON with NOWPAYMENTS_IPN_SECRET). Replays credit once; a partial payment or an overpayment credits what arrived.',
        tags: ['payments'],
        partner: true,
        answer: webhookAnswerSchema,
        errors: [400, 401, 404, 422],
      },
      async (c) => {
        const rawBody = await readText(c);
        const invoice = await handleWebhook(
          c.var.ctx,
          pathParam(c, 'provider'),
          rawBody,
          c.req.raw.headers,
        );
        // After the deposit committed: free spins its welcome step recorded waiting are granted
        // now (the aggregator is never called inside the deposit's transaction).
        if (invoice.status === 'paid') await tryGrantWaitingFreeSpinsOf(c.var.ctx, invoice.userId);
        return { ok: true as const, status: invoice.status };
      },
    ),
  )
  // POST /payments/{provider}/payout-webhook — a provider reports a payout; signed over the raw body
  .post(
    '/:provider/payout-webhook',
    operation(
      {
        summary: 'A payment provider reports a payout it took',
        description:
          'For a provider that reports a payout\u2019s end (NOWPayments\u2019 payout IPN, signed like its payment IPNs): finished makes the payout `paid`; failed or rejected makes it `failed` and returns the money to the player once, however often it is reported. 404 for a provider without payout reports or a transfer that is not the payout\u2019s.',
        tags: ['payments'],
        partner: true,
        answer: webhookAnswerSchema,
        errors: [400, 401, 404, 422],
      },
      async (c) => {
        const payout = await handlePayoutWebhook(
          c.var.ctx,
          pathParam(c, 'provider'),
          await readText(c),
          c.req.raw.headers,
        );
        return { ok: true as const, status: payout.status };
      },
    ),
  );
