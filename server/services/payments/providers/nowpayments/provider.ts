import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import type { NowPaymentsConfig } from '@/server/payments-config';
import { describeMethod } from '../../methods';
import { PayoutRefusedError, type OpenInvoiceInput, type PaymentProvider } from '../types';
import { decimalText, floorTo, parseDecimal } from './amounts';
import { nowPaymentsClient, NowPaymentsError } from './client';
import { coinOf, PAYOUT_DECIMALS } from './coins';
import { parsePaymentIpn, parsePayoutIpn } from './ipn';
import { hasValidIpnSignature, IPN_SIGNATURE_HEADER } from './sign';
import { accountCode } from './totp';

export const NOWPAYMENTS_PROVIDER = 'nowpayments';

/** Where NOWPayments sends its IPNs: the payments webhook and the payouts one, on this site's API. */
export function ipnCallbackUrls(siteUrl: string) {
  const base = `${siteUrl.replace(/\/$/, '')}/api/payments/${NOWPAYMENTS_PROVIDER}`;
  return { payments: `${base}/webhook`, payouts: `${base}/payout-webhook` };
}

/**
 * NOWPayments, the crypto processor (https://nowpayments.io): USDT on TRON and Bitcoin, in and
 * out, at its API or at its local stand-in (NOWPAYMENTS_API_URL).
 *
 * - A deposit is a payment (`POST /v1/payment`) priced in the wallet's currency at a fixed rate
 *   (`is_fixed_rate`: the sum to send holds 20 minutes, the invoice's life), with our invoice id
 *   as `order_id`; the player sends `pay_amount` of the coin to `pay_address`.
 * - Its IPNs are checked (`x-nowpayments-sig`, `sign.ts`) and read (`ipn.ts`): a partial payment
 *   or an overpayment credits what actually arrived, at the payment's own rate.
 * - A payout is a batch of one withdrawal (`POST /v1/payout` with the account's JWT from
 *   `POST /v1/auth`), our payout id as its `unique_external_id`, priced in the wallet's currency
 *   (`fiat_amount`, with `amount` from `GET /v1/estimate` cut to six decimals), verified at once
 *   with the account's 2FA code when its secret is configured (otherwise someone verifies it in
 *   NOWPayments' dashboard within the hour, or NOWPayments rejects it and the money comes back).
 *   An outright refusal is a `PayoutRefusedError`; no answer, a 5xx or a refusal of our
 *   credentials is a 503, and the approval may be retried with the same external id.
 */
export function createNowPaymentsProvider(
  ctx: Pick<AppContext, 'fetch' | 'clock'>,
  options: { config: NowPaymentsConfig; siteUrl: string },
): PaymentProvider {
  const { config } = options;
  const client = nowPaymentsClient(ctx, config);
  const callbacks = ipnCallbackUrls(options.siteUrl);

  return {
    name: NOWPAYMENTS_PROVIDER,

    async openInvoice({ id, amount, currency, method }: OpenInvoiceInput) {
      const coin = coinOf(method.code);
      if (!coin) throw AppError.of('payments_unavailable', 503);
      try {
        const payment = await client.createPayment({
          price_amount: toMajor(amount),
          price_currency: currency.toLowerCase(),
          pay_currency: coin.ticker,
          ipn_callback_url: callbacks.payments,
          order_id: id,
          order_description: `Deposit ${id}`,
          is_fixed_rate: true,
        });
        const payAmount = parseDecimal(payment.pay_amount);
        if (!payAmount || payment.pay_currency.toLowerCase() !== coin.ticker) {
          throw new NowPaymentsError(
            'unavailable',
            `POST /v1/payment: another payment answered (${payment.pay_currency})`,
          );
        }
        return {
          commission: Math.round((amount * method.feePercent) / 100),
          address: payment.pay_address,
          network: method.network,
          checkoutUrl: null,
          reference: payment.payment_id,
          payAmount: decimalText(payAmount),
          payCurrency: coin.symbol,
        };
      } catch (error) {
        if (!(error instanceof NowPaymentsError)) throw error;
        log.warn('nowpayments: no payment opened', { invoiceId: id, error: error.message });
        if (error.kind === 'refused' && error.code === 'AMOUNT_MINIMAL_ERROR') {
          throw AppError.field('amount', 'amount_too_small');
        }
        throw AppError.of('payments_unavailable', 503);
      }
    },

    verifyWebhook(rawBody, headers) {
      return hasValidIpnSignature(rawBody, config.ipnSecret, headers.get(IPN_SIGNATURE_HEADER));
    },

    parseWebhook: parsePaymentIpn,

    parsePayoutWebhook: parsePayoutIpn,

    async sendPayout(payout, destination) {
      const account = config.payouts;
      if (!account) throw AppError.of('payments_unavailable', 503);
      const coin = coinOf(describeMethod(payout.methodHash)?.code ?? '');
      if (!coin || !('address' in destination)) {
        throw new PayoutRefusedError('NOWPayments pays out USDT (TRC20) and Bitcoin to an address');
      }
      try {
        const estimate = await client.estimate(
          toMajor(payout.amount),
          payout.currency.toLowerCase(),
          coin.ticker,
        );
        const amount = floorTo(parseDecimal(estimate.estimated_amount)!, PAYOUT_DECIMALS);
        if (amount.units === 0n) throw new PayoutRefusedError(`less than 0.000001 ${coin.symbol}`);
        const token = await client.authenticate(account.email, account.password);
        const batch = await client.createPayout(token, {
          ipn_callback_url: callbacks.payouts,
          withdrawals: [
            {
              address: destination.address,
              currency: coin.ticker,
              amount: Number(decimalText(amount)),
              fiat_amount: toMajor(payout.amount),
              fiat_currency: payout.currency.toLowerCase(),
              ipn_callback_url: callbacks.payouts,
              unique_external_id: payout.id,
            },
          ],
        });
        if (account.twoFactorSecret) {
          await client
            .verifyPayout(token, batch.id, accountCode(account.twoFactorSecret, ctx.clock.now()))
            .catch((error: Error) =>
              // Unverified, the batch waits for the dashboard, or is rejected and refunded by IPN.
              log.warn('nowpayments: payout not verified', {
                payoutId: payout.id,
                batchId: batch.id,
                error: error.message,
              }),
            );
        }
        return { reference: batch.withdrawals[0]!.id };
      } catch (error) {
        if (!(error instanceof NowPaymentsError)) throw error;
        log.warn('nowpayments: payout not sent', { payoutId: payout.id, error: error.message });
        if (error.kind === 'refused') throw new PayoutRefusedError(error.message);
        throw AppError.of('payments_unavailable', 503);
      }
    },
  };
}
