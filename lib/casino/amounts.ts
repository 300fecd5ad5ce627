import { MINOR_UNITS } from '@/lib/money/units';

/**
 * Exact conversions between the aggregators' amounts and minor units, in strings and BigInt:
 * never through a float. An amount that is not a whole number of minor units is refused (null),
 * never rounded: a sub-minor bet would otherwise be charged as something the player did not
 * stake. Every currency here has two decimals (`MINOR_UNITS`).
 */

/** Hub88 amounts are integers in 1/100,000 of the currency unit. */
export const HUB88_UNITS = 100_000;
const HUB88_PER_MINOR = BigInt(HUB88_UNITS / MINOR_UNITS);
const MINOR_DIGITS = String(MINOR_UNITS).length - 1;

/** A BigInt that fits a JavaScript number exactly, as that number; otherwise null. */
function safe(value: bigint): number | null {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

/**
 * Hub88's Int64 (a JSON number, or its digits as a string) in minor units: `150000` is 150
 * (1.50); `1500` (0.015) is not a whole minor unit and answers null, as do fractions, exponents
 * and anything beyond a safe integer.
 */
export function hub88ToMinor(amount: number | string | bigint): number | null {
  let units: bigint;
  if (typeof amount === 'bigint') units = amount;
  else if (typeof amount === 'number') {
    if (!Number.isSafeInteger(amount)) return null;
    units = BigInt(amount);
  } else {
    if (!/^-?\d{1,19}$/.test(amount)) return null;
    units = BigInt(amount);
  }
  if (units % HUB88_PER_MINOR !== 0n) return null;
  return safe(units / HUB88_PER_MINOR);
}

/** Minor units as Hub88's integer (×1,000), exact for every safe integer of minor units. */
export function minorToHub88(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole minor amount: ${minor}`);
  const units = BigInt(minor) * HUB88_PER_MINOR;
  const number = Number(units);
  if (!Number.isSafeInteger(number)) throw new RangeError(`too large for Hub88: ${minor}`);
  return number;
}

/**
 * Slotegrator GIS's decimal (`"10.5"`, `"0.01"`, `"3"`, or a JSON number's shortest text) in
 * minor units. Trailing zeros beyond the second decimal are fine (`"1.500"`); any other third
 * decimal (`"1.505"`), an exponent, a float's noise (`0.1 + 0.2`) or text that is not a plain
 * decimal answers null.
 */
export function gisToMinor(amount: string | number): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const kept = fraction.slice(0, MINOR_DIGITS).padEnd(MINOR_DIGITS, '0');
  if (/[^0]/.test(fraction.slice(MINOR_DIGITS))) return null;
  const minor = BigInt(whole!) * BigInt(MINOR_UNITS) + BigInt(kept);
  return safe(sign ? -minor : minor);
}

/** Minor units as GIS's decimal text with two decimals: 1050 → `"10.50"`, -5 → `"-0.05"`. */
export function minorToGis(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole minor amount: ${minor}`);
  const absolute = BigInt(Math.abs(minor));
  const whole = absolute / BigInt(MINOR_UNITS);
  const fraction = (absolute % BigInt(MINOR_UNITS)).toString().padStart(MINOR_DIGITS, '0');
  return `${minor < 0 ? '-' : ''}${whole}.${fraction}`;
}
