import { type Rational, rational } from './rational';
import type { SlotConfig } from './types';

/**
 * Money of a slot round. Every pay is a whole number of credits (line bets) and the free-spin
 * multiplier is an integer, so a round pays credits × line bet minor units exactly, provided
 * the line bet is a whole number of minor units. So a total bet must be a multiple of the
 * title's line count: nothing is ever rounded (a total bet of 1.05 on 10 lines is refused,
 * not floored).
 */

/** The line bets offered, in minor units: the bet selector's values are these × lines. */
export const SLOT_LINE_BETS_MINOR = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] as const;

/** The total bets a title offers, in minor units, ascending. */
export function slotBetValues(config: SlotConfig): number[] {
  return SLOT_LINE_BETS_MINOR.map((lineBet) => lineBet * config.paylines.length);
}

/** Why a total bet (minor units) is refused, or null: a positive multiple of the line count. */
export function slotBetProblem(config: SlotConfig, totalBet: number): 'invalid_value' | null {
  return Number.isSafeInteger(totalBet) && totalBet > 0 && totalBet % config.paylines.length === 0
    ? null
    : 'invalid_value';
}

/** The line bet of a valid total bet, in minor units. */
export function lineBetOf(config: SlotConfig, totalBet: number): number {
  if (slotBetProblem(config, totalBet)) throw new RangeError(`bad total bet: ${totalBet}`);
  return totalBet / config.paylines.length;
}

/** What a round of `credits` pays on a total bet, in minor units, exactly. */
export function slotPayout(config: SlotConfig, totalBet: number, credits: number): number {
  if (!Number.isSafeInteger(credits) || credits < 0)
    throw new RangeError(`bad credits: ${credits}`);
  const payout = credits * lineBetOf(config, totalBet);
  if (!Number.isSafeInteger(payout)) throw new RangeError('payout beyond safe integers');
  return payout;
}

/** A win as an exact multiple of the total bet (credits / lines). */
export function winMultiple(config: SlotConfig, credits: number): Rational {
  return rational(credits, config.paylines.length);
}
