import { z } from 'zod';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { nestedDeeperThan, unstorablePaths } from '@/server/lib/text';
import type { PayoutEvent, WebhookEvent } from '../types';
import { parseWebhookBody } from '../webhook-body';
import { compareDecimals, parseDecimal, shareOf, type Decimal } from './amounts';

/**
 * NOWPayments' IPN bodies, read into our events. A payment's IPN is its `GET /v1/payment/{id}`
 * answer (`payment_id`, `payment_status`, `pay_amount`, `actually_paid`, `price_amount`,
 * `order_id`: our invoice id…); a payout's is one withdrawal (`id`, `batch_withdrawal_id`,
 * `status` in capitals, `error`, `unique_external_id`: our payout id).
 */

const id = z.union([z.string().min(1).max(100), z.number().int()]).transform(String);
const decimal = z
  .union([z.number(), z.string()])
  .transform(
    (value, ctx) =>
      parseDecimal(value) ?? (ctx.addIssue({ code: 'custom', message: 'invalid_value' }), z.NEVER),
  );

const paymentIpnSchema = z
  .object({
    payment_id: id,
    parent_payment_id: id.nullable().optional(),
    payment_status: z.string().min(1).max(40),
    order_id: z.string().min(1).max(100),
    pay_amount: decimal,
    actually_paid: decimal.nullable().optional(),
    price_amount: decimal,
    price_currency: z.string().min(1).max(10),
  })
  .loose();

const payoutIpnSchema = z
  .object({
    id,
    batch_withdrawal_id: id.nullable().optional(),
    status: z.string().min(1).max(40),
    error: z.string().max(2000).nullable().optional(),
    unique_external_id: z.string().max(100).nullable().optional(),
  })
  .loose();

/**
 * The payment statuses in our words. `partially_paid` and `finished` are NOWPayments' two ends
 * of a payment that arrived (less than asked, or all of it); `waiting` to `sending` are news.
 * A status NOWPayments adds later (its custom `cancelled`) is news too: kept, nothing moves.
 */
const PAYMENT_STATUS: Record<string, WebhookEvent['status']> = {
  waiting: 'pending',
  confirming: 'pending',
  confirmed: 'pending',
  sending: 'pending',
  partially_paid: 'paid',
  finished: 'paid',
  failed: 'failed',
  expired: 'expired',
  refunded: 'refunded',
};

/** The payout statuses in our words: `FINISHED` arrived; `FAILED`, `REJECTED`, `CANCELLED` never will. */
const PAYOUT_STATUS: Record<string, PayoutEvent['status']> = {
  FINISHED: 'paid',
  FAILED: 'failed',
  REJECTED: 'failed',
  CANCELLED: 'failed',
};

function parseJson(rawBody: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw AppError.field('body', 'invalid_json');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || nestedDeeperThan(json)) {
    throw AppError.field('body', 'invalid_value');
  }
  // The body is kept with the invoice's history: text PostgreSQL cannot store is refused here.
  const unstorable = unstorablePaths(json);
  if (unstorable.length > 0) {
    throw AppError.fields(
      Object.fromEntries(unstorable.map((path) => [path || 'body', ['invalid_value' as const]])),
    );
  }
  return json as Record<string, unknown>;
}

/** Minor units of a price in major units (at most two decimals kept, as our amounts have). */
function minorOf(price: Decimal): number {
  return shareOf(100, price, { units: 1n, scale: 0 }) ?? 0;
}

/**
 * A payment IPN as our event. What was paid is credited at the payment's own rate: the price
 * (our invoice's amount, in its currency) times `actually_paid ÷ pay_amount`, rounded down to a
 * minor unit. So a partial payment (`partially_paid`) credits its share, an overpayment more than
 * the invoice, an exact one exactly the invoice. A repeated deposit (a payment with a
 * `parent_payment_id`: more coins sent to the same address later) is never credited by itself,
 * as NOWPayments advises: it is kept with the invoice for staff, who credit it by hand.
 */
export function parsePaymentIpn(rawBody: string): WebhookEvent {
  const json = parseJson(rawBody);
  const body = parseWebhookBody(paymentIpnSchema, json);
  let status = PAYMENT_STATUS[body.payment_status.toLowerCase()] ?? 'pending';
  let amount = 0;
  if (body.parent_payment_id) status = 'pending';
  if (status === 'paid') {
    const paid = body.actually_paid ?? body.pay_amount;
    const exact = compareDecimals(paid, body.pay_amount) === 0;
    const price = minorOf(body.price_amount);
    amount = exact ? price : (shareOf(price, paid, body.pay_amount) ?? 0);
    // Nothing arrived after all (a payment NOWPayments ended without coins): nothing to credit.
    if (amount <= 0) status = 'pending';
  }
  return {
    invoiceId: body.order_id,
    status,
    amount,
    currency: body.price_currency.toUpperCase(),
    reference: body.payment_id,
    payload: json,
  };
}

/** A payout IPN as our event; `unique_external_id` is our payout id when it is one. */
export function parsePayoutIpn(rawBody: string): PayoutEvent {
  const json = parseJson(rawBody);
  const body = parseWebhookBody(payoutIpnSchema, json);
  const providerStatus = body.status.toUpperCase();
  return {
    payoutId:
      body.unique_external_id && isUuid(body.unique_external_id) ? body.unique_external_id : null,
    reference: body.id,
    status: PAYOUT_STATUS[providerStatus] ?? 'sent',
    providerStatus,
    error: body.error ?? null,
    payload: json,
  };
}
