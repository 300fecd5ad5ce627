/**
 * Multipliers carry at most four decimals and are rounded down to them, so a computed 1.98019…
 * is 1.9801. Money stays in integer minor units: a payout is floor(stake × multiplier).
 */
export const MULTIPLIER_SCALE = 10_000;

/**
 * The multiplier numerator / denominator rounded down to four decimals, exactly: integers whose
 * scaled numerator stays below 2⁵³ divide as numbers (floor of a correctly rounded quotient of
 * such integers is the true floor), larger ones as BigInt.
 */
export function multiplierDown(numerator: number | bigint, denominator: number | bigint): number {
  if (numerator < 0 || denominator <= 0) throw new RangeError('bad multiplier fraction');
  if (typeof numerator === 'number' && typeof denominator === 'number') {
    const scaled = numerator * MULTIPLIER_SCALE;
    if (!Number.isSafeInteger(scaled) || !Number.isSafeInteger(denominator)) {
      return multiplierDown(BigInt(numerator), BigInt(denominator));
    }
    return Math.floor(scaled / denominator) / MULTIPLIER_SCALE;
  }
  const scaled = BigInt(numerator) * BigInt(MULTIPLIER_SCALE);
  return Number(scaled / BigInt(denominator)) / MULTIPLIER_SCALE;
}

/** A multiplier as an integer count of ten-thousandths (1.9801 → 19801). */
export function scaledMultiplier(multiplier: number): number {
  const scaled = Math.round(multiplier * MULTIPLIER_SCALE);
  if (
    !Number.isFinite(multiplier) ||
    multiplier < 0 ||
    Math.abs(scaled - multiplier * MULTIPLIER_SCALE) > 1e-6
  ) {
    throw new RangeError(`not a multiplier with at most four decimals: ${multiplier}`);
  }
  return scaled;
}

/** What a stake (integer minor units) pays at a multiplier: floor(stake × multiplier), exactly. */
export function payoutFor(stake: number, multiplier: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake: ${stake}`);
  return Number((BigInt(stake) * BigInt(scaledMultiplier(multiplier))) / BigInt(MULTIPLIER_SCALE));
}
