import {
  DICE_MAX_WIN_OUTCOMES,
  DICE_MIN_WIN_OUTCOMES,
  DICE_ROLL_OUTCOMES,
} from '@/lib/constants/games';
import type { DiceDirection } from '@/lib/games/dice/dice';

/**
 * The targets a direction allows, from the win-outcome limits: under 0.01–98.00 (the roll must be
 * below), over 2.00–99.99 (the roll must be above).
 */
export function diceTargetRange(direction: DiceDirection) {
  const top = DICE_ROLL_OUTCOMES - 1;
  return direction === 'under'
    ? { min: DICE_MIN_WIN_OUTCOMES / 100, max: DICE_MAX_WIN_OUTCOMES / 100 }
    : { min: (top - DICE_MAX_WIN_OUTCOMES) / 100, max: (top - DICE_MIN_WIN_OUTCOMES) / 100 };
}

/** The target with the same win chance in the other direction: 25 under ↔ 75 over. */
export function mirrorTarget(target: number) {
  return Math.round((100 - target) * 100) / 100;
}

/** A typed target: a number with at most two decimals (comma or point), or null. */
export function parseTarget(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(normalized) ? Number(normalized) : null;
}
