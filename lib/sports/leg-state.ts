import type { LiveMarket, OddsPolicy, SlipSelection } from '@/lib/atoms/bet-slip';
import { parseOdds } from './odds';

/** What the slip check answered of one leg (`POST /sports/slip`, `legs[i]`). */
export type CheckedLeg = {
  odds: string | null;
  version: number | null;
  status: string | null;
  problem: string | null;
};

export type LegState = {
  /** The odds the leg would be placed at now (the shown ones when nothing newer is known). */
  odds: string;
  version: number;
  /** How the current odds compare with the ones the player accepted. */
  change: 'up' | 'down' | null;
  suspended: boolean;
  removed: boolean;
  /** Another problem the check reported (the event started, related selections). */
  problem: string | null;
};

const GONE = new Set(['deactivated', 'settled', 'cancelled', 'handed_over']);

/**
 * A leg as the line knows it now: the newer of what the stream told the page (`market`) and the
 * last slip check (`checked`), against the odds the player accepted when they picked it.
 */
export function legState(
  selection: SlipSelection,
  market: LiveMarket | 'removed' | undefined,
  checked: CheckedLeg | undefined,
): LegState {
  let odds = selection.odds;
  let version = selection.version;
  let status = 'active';
  let removed = false;
  let problem: string | null = null;
  if (market === 'removed') removed = true;
  else if (market && market.version >= version) {
    const outcome = market.outcomes.find((each) => each.id === selection.outcomeId);
    version = market.version;
    status = market.status;
    if (!outcome) removed = true;
    else {
      if (outcome.odds) odds = outcome.odds;
      if (!outcome.active && status === 'active') status = 'suspended';
    }
  }
  if (checked && !removed && (checked.version ?? -1) >= version) {
    if (checked.odds) odds = checked.odds;
    if (checked.version !== null) version = checked.version;
    if (checked.status) status = checked.status;
  }
  if (checked?.problem === 'removed') removed = true;
  if (checked?.problem === 'suspended' && status === 'active') status = 'suspended';
  if (checked?.problem && !['odds_changed', 'suspended', 'removed'].includes(checked.problem)) {
    problem = checked.problem;
  }
  if (GONE.has(status)) removed = true;
  const now = parseOdds(odds) ?? 0;
  const then = parseOdds(selection.odds) ?? 0;
  return {
    odds,
    version,
    change: now > then ? 'up' : now < then ? 'down' : null,
    suspended: !removed && status === 'suspended',
    removed,
    problem,
  };
}

/** Whether the player's policy takes this change without asking (none: no change at all). */
export function policyCovers(policy: OddsPolicy, change: LegState['change']): boolean {
  if (change === null) return true;
  if (policy === 'any') return true;
  return policy === 'higher' && change === 'up';
}
