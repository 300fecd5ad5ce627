import type { MarketStatusName } from '@/lib/schemas/sports';

/**
 * The status a player sees and placement checks, from the feed's status and what suspends a
 * market besides it: its producer being down (no alive for 20 s) or an operator's hold. The
 * feed's own status is kept as it came, so a recovered producer or a lifted hold shows it again.
 */
const NAMES: Record<number, MarketStatusName> = {
  1: 'active',
  [-1]: 'suspended',
  0: 'deactivated',
  [-2]: 'handed_over',
  [-3]: 'settled',
  [-4]: 'cancelled',
};

export function effectiveMarketStatus(
  market: { status: number; heldByOperator: boolean },
  producerUp: boolean,
): MarketStatusName {
  const name = NAMES[market.status] ?? 'suspended';
  if (name === 'active' && (!producerUp || market.heldByOperator)) return 'suspended';
  return name;
}

/** Shown on the line: active, suspended (odds frozen) or handed over (waiting for live odds). */
export const isShownStatus = (status: MarketStatusName) =>
  status === 'active' || status === 'suspended' || status === 'handed_over';
