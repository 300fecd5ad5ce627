import { AppError } from '@/server/lib/app-error';
import { fieldMessage } from '@/server/lib/error-codes';
import { methodsFor } from '@/server/services/payments/methods';
import { createSandboxProvider } from '@/server/services/payments/providers/sandbox';
import { signWebhook } from '@/server/services/payments/providers/sign';

const secret = 'unit-test-sandbox-secret';
const provider = createSandboxProvider({ secret, siteUrl: 'https://casino.test' });
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

const open = (id: string, code: string, amount = 100_000, currency: 'RUB' | 'KZT' = 'RUB') =>
  provider.openInvoice({
    id,
    amount,
    currency,
    method: method(code, currency),
    expiresAt: new Date(),
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

  it('rounds the fee to minor units and links the checkout page', async () => {
    const opened = await open('00000000-0000-4000-8000-000000000001', 'sbp', 123_45);
    expect(opened.commission).toBe(185); // 1.5 % of 123.45 = 1.85175
    expect(opened.checkoutUrl).toBe(
      'https://casino.test/payments/sandbox/00000000-0000-4000-8000-000000000001',
    );
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
    ).toEqual({ invoiceId: 'x', status: 'paid', amount: 1050, currency: 'RUB' });
  });
});
