import { formatCardNumber, minutesSeconds } from '@/lib/payments/format';
import {
  amountProblem,
  depositLimits,
  parseAmount,
  payoutLimits,
  quickAmounts,
} from '@/lib/payments/limits';
import type { PaymentMethod } from '@/lib/schemas/billing';

function method(fields: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    hash: 'h',
    type: 'card',
    name: 'Card',
    name_en: 'Card',
    currency: 'RUB',
    min_amount: null,
    max_amount: null,
    default_amount: null,
    exchange_currency: null,
    network: null,
    ...fields,
  };
}

describe('deposit and payout limits', () => {
  it('fall back to the spec’s deposit defaults (§5) and keep the default within the limits', () => {
    expect(depositLimits(method())).toEqual({ min: 100, max: 300000, initial: 100 });
    expect(depositLimits(method({ min_amount: 500 }))).toEqual({
      min: 500,
      max: 300000,
      initial: 500,
    });
    expect(depositLimits(method({ min_amount: 10, max_amount: 50, default_amount: 20 }))).toEqual({
      min: 10,
      max: 50,
      initial: 20,
    });
  });

  it('bound a payout by the minimum payout of the currency (§9), the method and the balance', () => {
    expect(payoutLimits(method(), 'KZT', 10_000)).toEqual({ min: 500, max: 10_000, initial: 500 });
    expect(payoutLimits(method({ min_amount: 300, max_amount: 2000 }), 'RUB', 10_000)).toEqual({
      min: 300,
      max: 2000,
      initial: 300,
    });
    expect(payoutLimits(method(), 'USD', 0.5)).toEqual({ min: 1, max: 0.5, initial: 0 });
  });

  it('offer round quick amounts within the maximum', () => {
    expect(quickAmounts({ min: 100, max: 300000 })).toEqual([100, 500, 1000, 2000, 5000]);
    expect(quickAmounts({ min: 100, max: 1500 })).toEqual([100, 500, 1000]);
  });

  it('find what is wrong with a typed amount', () => {
    const limits = { min: 10, max: 100 };
    expect(amountProblem('', limits)).toBe('invalid');
    expect(amountProblem('abc', limits)).toBe('invalid');
    expect(amountProblem('10.001', limits)).toBe('invalid');
    expect(amountProblem('9.99', limits)).toBe('tooSmall');
    expect(amountProblem('100.01', limits)).toBe('tooLarge');
    expect(amountProblem(' 50,5 ', limits)).toBeNull();
    expect(parseAmount(' 50,5 ')).toBe(50.5);
  });
});

describe('payment formats', () => {
  it('spaces a card number in fours as it is typed, up to 19 digits', () => {
    expect(formatCardNumber('2200a70012345678 9')).toBe('2200 7001 2345 6789');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('shows seconds as mm:ss', () => {
    expect(minutesSeconds(1200)).toBe('20:00');
    expect(minutesSeconds(65)).toBe('01:05');
    expect(minutesSeconds(-3)).toBe('00:00');
  });
});
