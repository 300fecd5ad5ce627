/**
 * Crypto amounts as NOWPayments writes them (JSON numbers such as `0.17070286`, or strings such
 * as `"50"` in payout bodies), read as exact decimals: a share of the invoice is computed in
 * integers, never in floating point.
 */

export type Decimal = { units: bigint; scale: number };

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** The exact decimal of a number or numeric string (`1e-7` included); null when it is none or negative. */
export function parseDecimal(value: number | string): Decimal | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
        : ''
      : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return { units: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** Decimal text without trailing zeros (`0.5`, `12`). */
export function decimalText({ units, scale }: Decimal): string {
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, -scale);
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** `a / b` compared with 1: −1, 0 or 1. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const left = a.units * 10n ** BigInt(b.scale);
  const right = b.units * 10n ** BigInt(a.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * `total × paid ÷ expected`, rounded down: the share of an invoice (minor units) that a payment
 * of `paid` covers when `expected` was asked. Null when `expected` is zero.
 */
export function shareOf(total: number, paid: Decimal, expected: Decimal): number | null {
  if (expected.units === 0n) return null;
  const numerator = BigInt(total) * paid.units * 10n ** BigInt(expected.scale);
  const denominator = expected.units * 10n ** BigInt(paid.scale);
  return Number(numerator / denominator);
}

/** A decimal cut down (never up) to `places` decimals, as a payout's amount must be. */
export function floorTo(value: Decimal, places: number): Decimal {
  if (value.scale <= places) return value;
  return { units: value.units / 10n ** BigInt(value.scale - places), scale: places };
}

/** `value ÷ rate` rounded up to `places` decimals: what to ask so that the price is covered. */
export function divideUp(value: Decimal, rate: Decimal, places: number): Decimal {
  const numerator = value.units * 10n ** BigInt(rate.scale + places);
  const denominator = rate.units * 10n ** BigInt(value.scale);
  const units = (numerator + denominator - 1n) / denominator;
  return { units, scale: places };
}

/** `value × rate`, exact. */
export function multiply(value: Decimal, rate: Decimal): Decimal {
  return { units: value.units * rate.units, scale: value.scale + rate.scale };
}
