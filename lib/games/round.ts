import { payoutFor } from './multiplier';

/** Where a multi-step round (hilo, miner) stands. */
export type RoundStatus = 'open' | 'lost' | 'cashed_out';

/** What every multi-step round keeps besides its own state. */
export type RoundState = {
  readonly status: RoundStatus;
  /** What cashing out pays (open), paid (cashed out) or 0 (lost, or nothing won yet). */
  readonly multiplier: number;
};

/** The payout rule of a round: cashed out, floor(stake × multiplier); open or lost, nothing. */
export function roundPayout(stake: number, round: RoundState): number {
  return round.status === 'cashed_out' ? payoutFor(stake, round.multiplier) : 0;
}
