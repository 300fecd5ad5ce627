import type { SlipSelection } from '@/lib/atoms/bet-slip';
import { MAX_EXPRESS_LEGS, MAX_SYSTEM_LEGS, MAX_SYSTEM_LINES } from '@/lib/constants/sports';
import { systemLineCount, type BetKind } from './lines';
import { parseOdds } from './odds';
import { potentialPayout, totalOddsE4 } from './settle';

/**
 * The bet slip's arithmetic, pure: adding and removing selections, which kinds a slip allows,
 * total odds, lines and the potential win, in the same integers the server settles with.
 */

/**
 * Adds the selection, or removes it when it is already there; another outcome of the same market
 * takes the place of the one picked before (one market cannot be backed twice).
 */
export function toggleSelection(
  selections: readonly SlipSelection[],
  picked: SlipSelection,
): SlipSelection[] {
  if (selections.some((known) => known.key === picked.key)) {
    return selections.filter((known) => known.key !== picked.key);
  }
  const market = (selection: SlipSelection) =>
    `${selection.eventId}/${selection.typeId}/${selection.specKey}`;
  const index = selections.findIndex((known) => market(known) === market(picked));
  if (index >= 0) return selections.map((known, i) => (i === index ? picked : known));
  return [...selections, picked];
}

/** Event ids with more than one selection: such legs cannot go into one express or system. */
export function relatedEvents(selections: readonly SlipSelection[]): Set<string> {
  const seen = new Set<string>();
  const related = new Set<string>();
  for (const { eventId } of selections) {
    if (seen.has(eventId)) related.add(eventId);
    seen.add(eventId);
  }
  return related;
}

/** System sizes N of an N/M over the selections with `bankers` bankers (lines ≤ the limit). */
export function systemSizes(count: number, bankers: number): number[] {
  if (count < 3 || count > MAX_SYSTEM_LEGS) return [];
  const sizes: number[] = [];
  for (let size = Math.max(2, bankers + 1); size < count; size++) {
    const lines = systemLineCount(count, size, bankers);
    if (lines > 0 && lines <= MAX_SYSTEM_LINES) sizes.push(size);
  }
  return sizes;
}

/** Why the slip cannot be placed as this kind, or null. */
export function kindProblem(
  kind: BetKind,
  selections: readonly SlipSelection[],
  size: number,
): 'too_few' | 'too_many' | 'related' | 'size' | null {
  if (selections.length === 0) return 'too_few';
  if (kind === 'single') return null;
  if (kind === 'express' && selections.length < 2) return 'too_few';
  if (kind === 'system' && selections.length < 3) return 'too_few';
  const max = kind === 'express' ? MAX_EXPRESS_LEGS : MAX_SYSTEM_LEGS;
  if (selections.length > max) return 'too_many';
  if (relatedEvents(selections).size > 0) return 'related';
  if (kind === 'system') {
    const bankers = selections.filter((selection) => selection.banker).length;
    if (!systemSizes(selections.length, bankers).includes(size)) return 'size';
  }
  return null;
}

export type SlipSummary = {
  /** Lines of the bet (a system's C(M − b, N − b); each single is one). */
  lines: number;
  /** The express's product ×10,000 (floored); a single's odds; null for a system or none. */
  totalOddsE4: number | null;
  /** What the slip returns if every leg wins, minor units (the sum over singles). */
  potentialWinMinor: number;
  /** The whole stake, minor units (the sum over singles). */
  stakeMinor: number;
};

/**
 * The slip's totals for its kind. `stakesMinor` holds a single's stake per selection key and
 * the express's or system's stake under `*`; odds are the ones each leg would be placed at.
 */
export function slipSummary(
  kind: BetKind,
  selections: readonly SlipSelection[],
  stakesMinor: Readonly<Record<string, number>>,
  size: number,
): SlipSummary {
  const odds = selections.map((selection) => parseOdds(selection.odds) ?? 0);
  if (kind === 'single') {
    let potential = 0;
    let stake = 0;
    selections.forEach((selection, i) => {
      const each = stakesMinor[selection.key] ?? 0;
      stake += each;
      if (each > 0 && odds[i]) potential += potentialPayout({ kind: 'single' }, [odds[i]], each);
    });
    return {
      lines: selections.length,
      totalOddsE4: selections.length === 1 && odds[0] ? odds[0] : null,
      potentialWinMinor: potential,
      stakeMinor: stake,
    };
  }
  const stake = stakesMinor['*'] ?? 0;
  const valid = odds.every((value) => value > 0) && kindProblem(kind, selections, size) === null;
  if (kind === 'express') {
    return {
      lines: 1,
      totalOddsE4: valid ? totalOddsE4(odds) : null,
      potentialWinMinor: valid && stake > 0 ? potentialPayout({ kind }, odds, stake) : 0,
      stakeMinor: stake,
    };
  }
  const bankers = selections.flatMap((selection, i) => (selection.banker ? [i] : []));
  const lines = systemLineCount(selections.length, size, bankers.length);
  return {
    lines,
    totalOddsE4: null,
    potentialWinMinor:
      valid && stake > 0 && stake % lines === 0
        ? potentialPayout({ kind, size, bankers }, odds, stake)
        : 0,
    stakeMinor: stake,
  };
}
