import type { SandboxVolatility } from '../titles';

/**
 * The volatility class of a slot from the standard deviation of a round's win (in multiples of
 * the total bet), as `rtp.ts` computes it. Studios publish classes, not a norm; these bounds put
 * the common 5-reel slots where players expect them (a fruit machine around 4–5, feature-driven
 * games above 8).
 */
export function volatilityOf(stdDev: number): SandboxVolatility {
  if (stdDev < 3) return 'low';
  return stdDev < 8 ? 'medium' : 'high';
}
