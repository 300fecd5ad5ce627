/** A decimal text of major units in `scale`ths, exactly (BigInt): `'0.005'` at 100,000 is 500. */
export function decimalToUnits(amount: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new Error(`not a decimal: ${amount}`);
  const digits = String(scale).length - 1;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) throw new Error(`finer than 1/${scale}: ${amount}`);
  const units = BigInt(whole!) * BigInt(scale) + BigInt(fraction.padEnd(digits, '0') || '0');
  return sign ? -units : units;
}
