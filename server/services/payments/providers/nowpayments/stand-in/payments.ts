import { z } from 'zod';
import type { AppContext } from '@/server/app-context';
import { addSeconds } from '@/server/lib/clock';
import { compareDecimals, decimalText, parseDecimal, shareOf, type Decimal } from '../amounts';
import { coinOfTicker } from '../coins';
import { depositAddress } from './addresses';
import { deliverIpn, type IpnDelivery } from './deliver-ipn';
import { minAmountOf, payAmountFor } from './rates';
import {
  nextId,
  StandInError,
  type StandInPayment,
  type StandInPaymentStatus,
  type StandInState,
} from './state';

/** A fixed-rate payment holds its rate 20 minutes, then expires; any other one 7 days. */
const FIXED_RATE_S = 20 * 60;
const FLOATING_RATE_S = 7 * 24 * 3600;

const decimal = z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)]);

/** `POST /v1/payment`'s body, as NOWPayments documents it (the fields the stand-in honours). */
export const createPaymentRequestSchema = z
  .object({
    price_amount: decimal,
    price_currency: z.string().min(1).max(10),
    pay_currency: z.string().min(1).max(20),
    ipn_callback_url: z.url({ protocol: /^https?$/ }).optional(),
    order_id: z.string().max(100).optional(),
    order_description: z.string().max(500).optional(),
    is_fixed_rate: z.boolean().optional(),
    is_fee_paid_by_user: z.boolean().optional(),
  })
  .loose();

const invalid = (message: string) => new StandInError(400, 'INVALID_REQUEST_PARAMS', message);

/** A new payment, `waiting`: the address to pay and the exact sum of the coin at the stand-in's price. */
export function createPayment(state: StandInState, body: unknown, now: Date): StandInPayment {
  const parsed = createPaymentRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`${issue.path.join('.') || 'body'} is invalid`);
  }
  const input = parsed.data;
  const coin = coinOfTicker(input.pay_currency);
  if (!coin)
    throw new StandInError(400, 'CURRENCY_UNAVAILABLE', `${input.pay_currency} is unavailable`);
  const price = parseDecimal(input.price_amount)!;
  const payAmount = payAmountFor(price, input.price_currency, coin);
  if (!payAmount) throw invalid(`price_currency ${input.price_currency} is not supported`);
  if (compareDecimals(payAmount, minAmountOf(coin)) < 0) {
    throw new StandInError(400, 'AMOUNT_MINIMAL_ERROR', 'amountTo is too small');
  }
  const paymentId = nextId(state);
  const fixed = input.is_fixed_rate === true || input.is_fee_paid_by_user === true;
  const payment: StandInPayment = {
    paymentId,
    purchaseId: nextId(state),
    status: 'waiting',
    payAddress: depositAddress(coin, paymentId),
    priceAmount: decimalText(price),
    priceCurrency: input.price_currency.toLowerCase(),
    payAmount: decimalText(payAmount),
    payCurrency: coin.ticker,
    actuallyPaid: '0',
    orderId: input.order_id ?? null,
    orderDescription: input.order_description ?? null,
    ipnCallbackUrl: input.ipn_callback_url ?? null,
    isFixedRate: fixed,
    createdAt: now,
    updatedAt: now,
    expiresAt: addSeconds(now, fixed ? FIXED_RATE_S : FLOATING_RATE_S),
  };
  state.payments.set(paymentId, payment);
  return payment;
}

export function findPayment(state: StandInState, paymentId: string): StandInPayment {
  const payment = state.payments.get(paymentId);
  if (!payment) throw new StandInError(404, 'PAYMENT_NOT_FOUND', `Payment ${paymentId} not found`);
  return payment;
}

/** `POST /v1/payment`'s answer. */
export function createdPaymentBody(payment: StandInPayment) {
  return {
    payment_id: payment.paymentId,
    payment_status: payment.status,
    pay_address: payment.payAddress,
    price_amount: Number(payment.priceAmount),
    price_currency: payment.priceCurrency,
    pay_amount: Number(payment.payAmount),
    amount_received: null,
    pay_currency: payment.payCurrency,
    order_id: payment.orderId,
    order_description: payment.orderDescription,
    ipn_callback_url: payment.ipnCallbackUrl,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
    purchase_id: payment.purchaseId,
    payin_extra_id: null,
    smart_contract: '',
    network: payment.payCurrency === 'btc' ? 'btc' : 'trx',
    network_precision: payment.payCurrency === 'btc' ? 8 : 6,
    time_limit: null,
    burning_percent: null,
    expiration_estimate_date: payment.expiresAt.toISOString(),
    is_fixed_rate: payment.isFixedRate,
    is_fee_paid_by_user: false,
    valid_until: payment.expiresAt.toISOString(),
    type: 'crypto2crypto',
  };
}

/** `GET /v1/payment/{id}`'s answer, and the body of its IPNs (with the fee breakdown). */
export function paymentBody(payment: StandInPayment): Record<string, unknown> {
  const paid = parseDecimal(payment.actuallyPaid)!;
  const price = parseDecimal(payment.priceAmount)!;
  const fiatPaid = shareOf(100, price, { units: 1n, scale: 0 })!;
  const paidAtFiat = shareOf(fiatPaid, paid, parseDecimal(payment.payAmount)!)! / 100;
  return {
    payment_id: Number(payment.paymentId),
    parent_payment_id: null,
    invoice_id: null,
    payment_status: payment.status,
    pay_address: payment.payAddress,
    payin_extra_id: null,
    price_amount: Number(payment.priceAmount),
    price_currency: payment.priceCurrency,
    pay_amount: Number(payment.payAmount),
    actually_paid: Number(payment.actuallyPaid),
    actually_paid_at_fiat: paidAtFiat,
    pay_currency: payment.payCurrency,
    order_id: payment.orderId,
    order_description: payment.orderDescription,
    purchase_id: payment.purchaseId,
    outcome_amount: Number(payment.actuallyPaid),
    outcome_currency: payment.payCurrency,
    payment_extra_ids: null,
    fee: { currency: payment.payCurrency, depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
  };
}

export type PaymentAction = 'pay' | 'expire' | 'fail' | 'refund' | 'resend';

const FROM: Record<Exclude<PaymentAction, 'resend'>, readonly StandInPaymentStatus[]> = {
  pay: ['waiting'],
  expire: ['waiting'],
  fail: ['waiting', 'confirming', 'confirmed'],
  refund: ['waiting', 'confirming', 'confirmed', 'sending', 'partially_paid', 'finished', 'failed'],
};

/**
 * What the blockchain and NOWPayments' staff would do to a payment, for a test or a developer:
 * `pay` (the coins arrive: `amount` of them, all that was asked unless told, less or more), then
 * `confirming`, `confirmed`, `sending` and its end, `partially_paid` or `finished`; `expire`;
 * `fail`; `refund` (the coins go back to the payer); `resend` (the last IPN again, as the
 * dashboard's "resend IPN" does). Each status change is an IPN, delivered in order before this
 * answers.
 */
export async function movePayment(
  ctx: Pick<AppContext, 'fetch' | 'clock'>,
  state: StandInState,
  paymentId: string,
  action: PaymentAction,
  amount?: Decimal,
): Promise<{ payment: StandInPayment; ipns: IpnDelivery[] }> {
  const payment = findPayment(state, paymentId);
  const subject = `payment:${paymentId}`;
  if (action === 'resend') {
    const last = state.lastIpn.get(subject);
    if (!last) throw new StandInError(409, 'NO_IPN_SENT', 'No IPN was sent for this payment yet');
    return { payment, ipns: [await deliverIpn(ctx, state, subject, last.url, last.body)] };
  }
  if (!FROM[action].includes(payment.status)) {
    throw new StandInError(
      409,
      'INVALID_STATUS',
      `Cannot ${action} a payment that is ${payment.status}`,
    );
  }
  const steps: StandInPaymentStatus[] =
    action === 'expire'
      ? ['expired']
      : action === 'fail'
        ? ['failed']
        : action === 'refund'
          ? ['refunded']
          : ['confirming', 'confirmed', 'sending'];
  if (action === 'pay') {
    const paid = amount ?? parseDecimal(payment.payAmount)!;
    if (paid.units === 0n)
      throw new StandInError(400, 'INVALID_REQUEST_PARAMS', 'amount must be positive');
    payment.actuallyPaid = decimalText(paid);
    const short = compareDecimals(paid, parseDecimal(payment.payAmount)!) < 0;
    steps.push(short ? 'partially_paid' : 'finished');
  }
  const ipns: IpnDelivery[] = [];
  for (const status of steps) {
    payment.status = status;
    payment.updatedAt = ctx.clock.now();
    ipns.push(await deliverIpn(ctx, state, subject, payment.ipnCallbackUrl, paymentBody(payment)));
  }
  return { payment, ipns };
}
