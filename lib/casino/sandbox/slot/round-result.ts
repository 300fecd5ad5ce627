import type { SlotRound } from './round';

/**
 * What the provider's server answers for one slot round (the UI's `onSpin`): the round it
 * played, what it cost and paid, and the balance once settled, all in minor units.
 */
export type SlotRoundResult = {
  round: SlotRound;
  /** The total bet the round was played at (a free round's grant value). */
  bet: number;
  /** What the balance paid for it: the bet, or 0 for a free round. */
  stake: number;
  /** The round's win: credits × line bet. */
  payout: number;
  /** The player's balance after the round settled. */
  balance: number;
  /** Free rounds of a grant left after this one, when the round was one. */
  freeRoundsLeft?: number;
};
