import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Currency } from '@/lib/constants/currencies';
import { SANDBOX_CHECKOUT_TOKEN_PARAM } from '@/lib/constants/payments';
import { amountSchema } from '@/lib/money/amount';
import { AppError } from '@/server/lib/app-error';
import { siteLink } from '@/server/lib/site-link';
import { isUnstorable } from '@/server/lib/text';
import { signCheckoutToken } from './sandbox-checkout-token';
import { parseWebhookBody } from './webhook-body';
import { hasValidSignature } from './sign';
import type { OpenInvoiceInput, PaymentProvider, WebhookEvent } from './types';

export const SANDBOX_PROVIDER = 'sandbox';
/** The header that carries the webhook's hex HMAC-SHA256. */
export const SIGNATURE_HEADER = 'x-signature';

/** Text a query can carry: a signed body is still refused if PostgreSQL could not keep it. */
const storable = (schema: z.ZodString) =>
  schema.refine((text) => !isUnstorable(text), 'invalid_value');

/** The sandbox's webhook body: `{invoice_id, status, amount, currency}`, amount in major units. */
const webhookSchema = z.object({
  invoice_id: storable(z.string().min(1).max(100)),
  status: z.enum(['paid', 'failed']),
  amount: amountSchema,
  currency: storable(z.string().min(1).max(10)),
});

/** Digits that look random but are the same for the same invoice, so a reload shows the same card. */
function digitsFrom(seed: string, count: number) {
  const bytes = createHash('sha256').update(seed).digest();
  return Array.from(bytes.subarray(0, count), (byte) => String(byte % 10)).join('');
}

function charsFrom(seed: string, count: number, alphabet: string) {
  const bytes = createHash('sha256').update(seed).digest();
  const more = createHash('sha256').update(bytes).digest();
  return Array.from(Buffer.concat([bytes, more]).subarray(0, count), (byte) =>
    alphabet.charAt(byte % alphabet.length),
  ).join('');
}

/** The Luhn check digit for `digits`, so the card number passes the check banking apps make. */
function luhnCheckDigit(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A Mir card for roubles, a Visa elsewhere, grouped by four digits as banking apps show it. */
function cardNumber(invoiceId: string, currency: Currency) {
  const prefix = currency === 'RUB' ? '2200' : currency === 'KZT' ? '4400' : '4000';
  const body = prefix + digitsFrom(`card:${invoiceId}`, 11);
  return `${body}${luhnCheckDigit(body)}`.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function phoneNumber(invoiceId: string, currency: Currency) {
  return `+7${currency === 'KZT' ? '7' : '9'}${digitsFrom(`phone:${invoiceId}`, 9)}`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** A TRON (TRC20) or native SegWit Bitcoin address of the right shape; nobody owns it. */
function cryptoAddress(invoiceId: string, network: string | null) {
  if (network === 'BTC') return `bc1q${charsFrom(`btc:${invoiceId}`, 38, BECH32)}`;
  return `T${charsFrom(`trc20:${invoiceId}`, 33, BASE58)}`;
}

function parseWebhook(rawBody: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw AppError.field('body', 'invalid_json');
  }
  const body = parseWebhookBody(webhookSchema, json);
  const { invoice_id, status, amount, currency } = body;
  // The fields as sent (the amount in major units, as the body has it), checked above.
  const sent = json as Record<string, unknown>;
  const payload = Object.fromEntries(
    Object.keys(webhookSchema.shape).map((field) => [field, sent[field]]),
  );
  return { invoiceId: invoice_id, status, amount, currency, payload };
}

/**
 * The sandbox provider: behaves like a real PSP (a card and phone to transfer to, an address for
 * crypto, a hosted checkout page, signed webhooks) but moves no money. Its checkout page is on the
 * site (`/payments/sandbox/<id>#token=…`, the token good for that invoice until it expires), and
 * its Pay and Decline buttons send the signed webhook.
 */
export function createSandboxProvider(options: {
  secret: string;
  siteUrl: string;
  /** Signs checkout tokens (`sandbox-checkout-token.ts`). */
  checkoutKey: Uint8Array;
}) {
  const provider: PaymentProvider = {
    name: SANDBOX_PROVIDER,

    async openInvoice({ id, amount, currency, method, expiresAt, locale }: OpenInvoiceInput) {
      const crypto = method.type === 'crypto';
      const token = `${SANDBOX_CHECKOUT_TOKEN_PARAM}=${signCheckoutToken(options.checkoutKey, id, expiresAt)}`;
      return {
        commission: Math.round((amount * method.feePercent) / 100),
        card: crypto
          ? null
          : { card_number: cardNumber(id, currency), phone_number: phoneNumber(id, currency) },
        address: crypto ? cryptoAddress(id, method.network) : null,
        network: crypto ? method.network : null,
        checkoutUrl: `${siteLink(options.siteUrl, locale, `/payments/sandbox/${id}`)}#${token}`,
        reference: `sbx_${createHash('sha256').update(id).digest('hex').slice(0, 16)}`,
      };
    },

    verifyWebhook(rawBody, headers) {
      return hasValidSignature(rawBody, options.secret, headers.get(SIGNATURE_HEADER));
    },

    parseWebhook,

    async sendPayout(payout) {
      return { reference: `sbx_payout_${payout.id.replaceAll('-', '').slice(0, 16)}` };
    },
  };
  return provider;
}
