import { z } from 'zod';
import { safeEqual } from '@/server/lib/secrets';
import {
  decimalText,
  parseDecimal,
} from '@/server/services/payments/providers/nowpayments/amounts';
import { coinOfTicker } from '@/server/services/payments/providers/nowpayments/coins';
import {
  createdPaymentBody,
  createPayment,
  createPaymentRequestSchema,
  findPayment,
  movePayment,
  paymentBody,
  type PaymentAction,
} from '@/server/services/payments/providers/nowpayments/stand-in/payments';
import {
  authenticate,
  createPayout,
  createPayoutRequestSchema,
  findBatch,
  moveWithdrawal,
  requireToken,
  verifyPayout,
  withdrawalAnswer,
  type PayoutAction,
} from '@/server/services/payments/providers/nowpayments/stand-in/payouts';
import {
  estimate,
  minAmountOf,
} from '@/server/services/payments/providers/nowpayments/stand-in/rates';
import {
  StandInError,
  standInState,
  type StandInState,
} from '@/server/services/payments/providers/nowpayments/stand-in/state';
import { pathParam, router, type ApiContext } from '../env';
import { handleNotFound } from '../errors';
import { operation } from '../operation';
import { readText } from '../validate';

/**
 * NOWPayments as a local stand-in (`/api/dev/nowpayments`, with development tools and
 * NOWPAYMENTS_STAND_IN): its API under `/v1` as NOWPayments documents it (`x-api-key`, the
 * account's JWT on payouts, its error bodies), so the NOWPayments adapter is exercised over HTTP
 * in development and tests, and `/control` to move a payment or a withdrawal as the blockchain
 * would (each change sends its signed IPN to the callback URL before the control answers).
 */

const TAGS = ['payments', 'development'] as const;

const errorSchema = z.object({
  status: z.literal(false),
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
});
const looseObject = z.object({}).loose();
const ipnsSchema = z.array(z.object({ status: z.string(), http_status: z.number().nullable() }));

/** The account the stand-in plays: the adapter's own configuration. */
function accountOf(c: ApiContext): StandInState {
  return standInState(c.var.ctx.config.nowPayments!);
}

/** Runs a stand-in call, answering its refusals as NOWPayments does. */
async function answer(c: ApiContext, run: () => Promise<unknown> | unknown, status = 200) {
  try {
    const body = await run();
    return body instanceof Response ? body : c.json(body as object, status as 200);
  } catch (error) {
    if (error instanceof StandInError) return c.json(error.body(), error.statusCode);
    throw error;
  }
}

/** A JSON body as NOWPayments reads it; anything else is its 400. */
async function jsonBody(c: ApiContext): Promise<unknown> {
  const text = await readText(c);
  try {
    return text.trim() ? JSON.parse(text) : {};
  } catch {
    throw new StandInError(400, 'INVALID_REQUEST_PARAMS', 'Body must be JSON');
  }
}

/** Every `/v1` call but the status carries the account's API key in `x-api-key`. */
function requireApiKey(c: ApiContext) {
  const given = c.req.header('x-api-key') ?? '';
  if (!safeEqual(given, accountOf(c).config.apiKey)) {
    throw new StandInError(403, 'INVALID_API_KEY', 'Invalid api key');
  }
}

const api = router()
  // GET /dev/nowpayments/v1/status — whether the API is up
  .get(
    '/v1/status',
    operation(
      {
        summary: 'NOWPayments stand-in: API status',
        tags: TAGS,
        development: true,
        answer: z.object({ message: z.string() }),
        errors: [404],
      },
      () => ({ message: 'OK' }),
    ),
  )
  // POST /dev/nowpayments/v1/payment — create a payment: an address and the exact sum to send
  .post(
    '/v1/payment',
    operation(
      {
        summary: 'NOWPayments stand-in: create a payment',
        description:
          'As NOWPayments documents it: `price_amount` in `price_currency`, `pay_currency` (`usdttrc20`, `btc`), `ipn_callback_url`, `order_id`; answers `payment_id`, `pay_address`, `pay_amount` at the stand-in\u2019s fixed prices. 400 `AMOUNT_MINIMAL_ERROR` under the coin\u2019s minimum.',
        tags: TAGS,
        development: true,
        signedBody: createPaymentRequestSchema,
        answer: looseObject,
        status: 201,
        errors: [400, 403, 404],
        errorAnswer: errorSchema,
      },
      (c) =>
        answer(
          c,
          async () => {
            requireApiKey(c);
            const payment = createPayment(accountOf(c), await jsonBody(c), c.var.ctx.clock.now());
            return createdPaymentBody(payment);
          },
          201,
        ),
    ),
  )
  // GET /dev/nowpayments/v1/payment/{id} — a payment's status
  .get(
    '/v1/payment/:id',
    operation(
      {
        summary: 'NOWPayments stand-in: a payment\u2019s status',
        tags: TAGS,
        development: true,
        answer: looseObject,
        errors: [403, 404],
        errorAnswer: errorSchema,
      },
      (c) =>
        answer(c, () => {
          requireApiKey(c);
          return paymentBody(findPayment(accountOf(c), pathParam(c, 'id')));
        }),
    ),
  )
  // GET /dev/nowpayments/v1/estimate — about how much of one currency another is now
  .get(
    '/v1/estimate',
    operation(
      {
        summary: 'NOWPayments stand-in: estimated price',
        tags: TAGS,
        development: true,
        query: z.object({
          amount: z.string().max(40),
          currency_from: z.string().min(1).max(20),
          currency_to: z.string().min(1).max(20),
        }),
        answer: looseObject,
        errors: [400, 403, 404],
        errorAnswer: errorSchema,
      },
      (c, { query }) =>
        answer(c, () => {
          requireApiKey(c);
          const amount = parseDecimal(query.amount);
          const estimated = amount && estimate(amount, query.currency_from, query.currency_to);
          if (!estimated) {
            throw new StandInError(400, 'INVALID_REQUEST_PARAMS', 'Pair is not supported');
          }
          return {
            currency_from: query.currency_from,
            amount_from: Number(query.amount),
            currency_to: query.currency_to,
            estimated_amount: Number(decimalText(estimated)),
          };
        }),
    ),
  )
  // GET /dev/nowpayments/v1/min-amount — the smallest payment of a coin
  .get(
    '/v1/min-amount',
    operation(
      {
        summary: 'NOWPayments stand-in: the minimum payment amount',
        tags: TAGS,
        development: true,
        query: z.object({
          currency_from: z.string().min(1).max(20),
          currency_to: z.string().max(20).optional(),
        }),
        answer: looseObject,
        errors: [400, 403, 404],
        errorAnswer: errorSchema,
      },
      (c, { query }) =>
        answer(c, () => {
          requireApiKey(c);
          const coin = coinOfTicker(query.currency_from);
          if (!coin) throw new StandInError(400, 'INVALID_REQUEST_PARAMS', 'Unknown currency');
          return {
            currency_from: coin.ticker,
            currency_to: query.currency_to ?? coin.ticker,
            min_amount: Number(decimalText(minAmountOf(coin))),
          };
        }),
    ),
  )
  // POST /dev/nowpayments/v1/auth — the account's JWT for payouts
  .post(
    '/v1/auth',
    operation(
      {
        summary: 'NOWPayments stand-in: authenticate (a JWT good for five minutes)',
        tags: TAGS,
        development: true,
        signedBody: z.object({ email: z.string(), password: z.string() }),
        answer: z.object({ token: z.string() }),
        errors: [401, 404],
        errorAnswer: errorSchema,
      },
      (c) =>
        answer(c, async () => ({
          token: authenticate(accountOf(c), await jsonBody(c), c.var.ctx.clock.now()),
        })),
    ),
  )
  // POST /dev/nowpayments/v1/payout — a batch of withdrawals
  .post(
    '/v1/payout',
    operation(
      {
        summary: 'NOWPayments stand-in: create a payout',
        description:
          'Needs `x-api-key` and the JWT of `/v1/auth`. A batch of withdrawals (`address`, `currency`, `amount` or `fiat_amount` with `fiat_currency`, `ipn_callback_url`, `unique_external_id`); the same external ids again answer the same batch. 400 `BAD_CREATE_WITHDRAWAL_REQUEST` for an address of another network or an amount under the coin\u2019s minimum.',
        tags: TAGS,
        development: true,
        signedBody: createPayoutRequestSchema,
        answer: looseObject,
        errors: [400, 401, 403, 404],
        errorAnswer: errorSchema,
      },
      (c) =>
        answer(c, async () => {
          const state = accountOf(c);
          const now = c.var.ctx.clock.now();
          requireApiKey(c);
          requireToken(state, c.req.header('authorization'), now);
          const batch = createPayout(state, await jsonBody(c), now);
          return {
            id: batch.id,
            withdrawals: batch.withdrawalIds.map((id) =>
              withdrawalAnswer(state.withdrawals.get(id)!),
            ),
          };
        }),
    ),
  )
  // POST /dev/nowpayments/v1/payout/{batch}/verify — confirm a batch with the 2FA code
  .post(
    '/v1/payout/:id/verify',
    operation(
      {
        summary: 'NOWPayments stand-in: verify a payout with the account\u2019s 2FA code',
        tags: TAGS,
        development: true,
        signedBody: z.object({ verification_code: z.string() }),
        answer: z.string(),
        errors: [400, 401, 403, 404],
        errorAnswer: errorSchema,
      },
      (c) =>
        answer(c, async () => {
          const state = accountOf(c);
          const now = c.var.ctx.clock.now();
          requireApiKey(c);
          requireToken(state, c.req.header('authorization'), now);
          verifyPayout(state, pathParam(c, 'id'), await jsonBody(c), now);
          return c.text('OK', 200);
        }),
    ),
  )
  // GET /dev/nowpayments/v1/payout/{batch} — a batch's withdrawals
  .get(
    '/v1/payout/:id',
    operation(
      {
        summary: 'NOWPayments stand-in: a payout\u2019s status',
        tags: TAGS,
        development: true,
        answer: z.array(looseObject),
        errors: [403, 404],
        errorAnswer: errorSchema,
      },
      (c) =>
        answer(c, () => {
          requireApiKey(c);
          const state = accountOf(c);
          const batch = findBatch(state, pathParam(c, 'id'));
          return batch.withdrawalIds.map((id) => withdrawalAnswer(state.withdrawals.get(id)!));
        }),
    ),
  );

const PAYMENT_ACTIONS = ['pay', 'expire', 'fail', 'refund', 'resend'] as const;
const PAYOUT_ACTIONS = ['finish', 'fail', 'reject', 'resend'] as const;

const controls = router()
  // POST /dev/nowpayments/control/payments/{id}/{action} — move a payment as the blockchain would
  .post(
    '/payments/:id/:action',
    operation(
      {
        summary:
          'NOWPayments stand-in: pay (in part, in full, more), expire, fail, refund a payment, or resend its IPN',
        description:
          '`pay` takes `amount` (of the coin; the whole `pay_amount` unless given): less makes it `partially_paid`, as much or more `finished`, after `confirming`, `confirmed` and `sending`. Each status change is a signed IPN to the payment\u2019s `ipn_callback_url`, delivered before the answer; `ipns` lists the merchant\u2019s answers.',
        tags: TAGS,
        development: true,
        body: z.strictObject({
          amount: z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)]).optional(),
        }),
        answer: z.object({ payment: looseObject, ipns: ipnsSchema }),
        errors: [400, 404, 409],
        errorAnswer: errorSchema,
      },
      (c, { body }) =>
        answer(c, async () => {
          const action = pathParam(c, 'action');
          if (!(PAYMENT_ACTIONS as readonly string[]).includes(action)) return handleNotFound(c);
          const amount = body.amount === undefined ? undefined : parseDecimal(body.amount)!;
          const moved = await movePayment(
            c.var.ctx,
            accountOf(c),
            pathParam(c, 'id'),
            action as PaymentAction,
            amount,
          );
          return { payment: paymentBody(moved.payment), ipns: moved.ipns };
        }),
    ),
  )
  // POST /dev/nowpayments/control/payouts/{id}/{action} — move a withdrawal as the network would
  .post(
    '/payouts/:id/:action',
    operation(
      {
        summary: 'NOWPayments stand-in: finish, fail or reject a withdrawal, or resend its IPN',
        description:
          '`{id}` is the withdrawal\u2019s id (the payout\u2019s provider reference). `finish` sends it (`PROCESSING`, `SENDING`, `FINISHED`), `fail` ends it `FAILED` with `error`, `reject` `REJECTED`; each change is a signed IPN delivered before the answer.',
        tags: TAGS,
        development: true,
        body: z.strictObject({ error: z.string().min(1).max(500).optional() }),
        answer: z.object({ withdrawal: looseObject, ipns: ipnsSchema }),
        errors: [404, 409],
        errorAnswer: errorSchema,
      },
      (c, { body }) =>
        answer(c, async () => {
          const action = pathParam(c, 'action');
          if (!(PAYOUT_ACTIONS as readonly string[]).includes(action)) return handleNotFound(c);
          const moved = await moveWithdrawal(
            c.var.ctx,
            accountOf(c),
            pathParam(c, 'id'),
            action as PayoutAction,
            body.error,
          );
          return { withdrawal: withdrawalAnswer(moved.withdrawal), ipns: moved.ipns };
        }),
    ),
  );

export const devNowPayments = router()
  .use(async (c, next) => (c.var.ctx.config.nowPayments?.standIn ? next() : handleNotFound(c)))
  .route('/', api)
  .route('/control', controls);
