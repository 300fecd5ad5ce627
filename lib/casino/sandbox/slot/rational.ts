/** An exact non-negative-denominator fraction of BigInts, always reduced. */
export type Rational = { readonly n: bigint; readonly d: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
}

export function rational(n: bigint | number, d: bigint | number = 1n): Rational {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den) || 1n;
  return { n: num / g, d: den / g };
}

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);

/** The fraction as a decimal text rounded half up to `digits` decimals ("96.04"). */
export function toFixed(value: Rational, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const negative = value.n < 0n;
  const magnitude = ((negative ? -value.n : value.n) * scale * 2n + value.d) / (2n * value.d);
  const whole = (magnitude / scale).toString();
  const fraction = (magnitude % scale).toString().padStart(digits, '0');
  return `${negative && magnitude ? '-' : ''}${whole}${digits ? `.${fraction}` : ''}`;
}

/** A float approximation, for figures shown to people (never for money). */
export function toNumber(value: Rational): number {
  return Number(value.n) / Number(value.d);
}

export const toText = (value: Rational) => `${value.n}/${value.d}`;
