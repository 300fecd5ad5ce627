import { AppError } from '@/server/lib/app-error';
import { fieldMessage } from '@/server/lib/error-codes';
import { methodsFor } from '@/server/services/payments/methods';
import { createSandboxProvider } from '@/server/services/payments/providers/sandbox';
import { isValidCheckoutToken } from '@/server/services/payments/providers/sandbox-checkout-token';
import { signWebhook } from '@/server/services/payments/providers/sign';

const secret = 'unit-test-sandbox-secret';
const checkoutKey = new TextEncoder().encode('unit-test-auth-secret-0123456789abcdef');
const provider = createSandboxProvider({ secret, siteUrl: 'https://casino.test', checkoutKey });
const method = (code: string, currency: 'RUB' | 'KZT' = 'RUB') =>
  methodsFor('deposit', currency, currency === 'KZT' ? 'KZ' : 'RU', new Set(['sandbox'])).find(
    (m) => m.code === code,
  )!;

function luhn(number: string) {
  const digits = number.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const EXPIRES_AT = new Date('2030-01-01T00:20:00Z');
const open = (id: string, code: string, amount = 100_000, currency: 'RUB' | 'KZT' = 'RUB') =>
  provider.openInvoice({
    id,
    amount,
    currency,
    method: method(code, currency),
    expiresAt: EXPIRES_AT,
    locale: 'ru',
  });

describe('sandbox provider', () => {
  it('gives every invoice its own Luhn-valid card, the same on every call', async () => {
    const ids = Array.from(
      { length: 50 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const cards = await Promise.all(ids.map((id) => open(id, 'card')));
    for (const { card } of cards) {
      expect(card!.card_number).toMatch(/^2200 \d{4} \d{4} \d{4}$/);
      expect(luhn(card!.card_number)).toBe(true);
    }
    expect(new Set(cards.map(({ card }) => card!.card_number)).size).toBe(50);
    expect((await open(ids[0]!, 'card')).card).toEqual(cards[0]!.card);
  });

  it('rounds the fee to minor units and links the checkout page with its token', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const opened = await open(id, 'sbp', 123_45);
    expect(opened.commission).toBe(185); // 1.5 % of 123.45 = 1.85175
    const url = new URL(opened.checkoutUrl!);
    expect(url.href.split('#')[0]).toBe(`https://casino.test/payments/sandbox/${id}`);
    // The token rides in the fragment, which browsers never send to a server.
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!;
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    const before = new Date(EXPIRES_AT.getTime() - 1000);
    expect(isValidCheckoutToken(checkoutKey, id, token, before)).toBe(true);
    expect(isValidCheckoutToken(checkoutKey, id, token, EXPIRES_AT)).toBe(false);
    expect(isValidCheckoutToken(checkoutKey, id.replace(/1$/, '2'), token, before)).toBe(false);
  });

  it('checks the signature over the exact raw body', () => {
    const body = '{"invoice_id":"x","status":"paid","amount":1,"currency":"RUB"}';
    const signature = signWebhook(body, secret);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(provider.verifyWebhook(body, new Headers({ 'x-signature': signature }))).toBe(true);
    expect(
      provider.verifyWebhook(body, new Headers({ 'x-signature': signature.toUpperCase() })),
    ).toBe(true);
    expect(provider.verifyWebhook(`${body} `, new Headers({ 'x-signature': signature }))).toBe(
      false,
    );
    expect(provider.verifyWebhook(body, new Headers())).toBe(false);
    expect(provider.verifyWebhook(body, new Headers({ 'x-signature': 'abc' }))).toBe(false);
  });

  it('refuses a webhook body with every bad field named in one 422', () => {
    const refusal = (() => {
      try {
        provider.parseWebhook('{"status":"refunded","amount":1.001,"currency":"RUB"}');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(422);
    expect((refusal as AppError).fields).toEqual({
      invoice_id: [fieldMessage('required')],
      status: [fieldMessage('invalid_value')],
      amount: [fieldMessage('invalid_amount')],
    });
  });

  it('parses amounts into minor units', () => {
    expect(
      provider.parseWebhook('{"invoice_id":"x","status":"paid","amount":10.5,"currency":"RUB"}'),
    ).toEqual({
      invoiceId: 'x',
      status: 'paid',
      amount: 1050,
      currency: 'RUB',
      // The fields as sent, kept with the invoice's events for staff.
      payload: { invoice_id: 'x', status: 'paid', amount: 10.5, currency: 'RUB' },
    });
  });
});
