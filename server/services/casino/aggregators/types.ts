import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';

/**
 * What the site asks of a game aggregator (the other direction from its wallet callbacks): free
 * rounds for a player now; launches and its transaction list as the integration grows. One
 * implementation per aggregator: Hub88's and Slotegrator's over HTTP, the sandbox provider's in
 * process (as the sandbox payment provider opens its invoices).
 */
export type FreeRoundsOrder = {
  /** Our id of the grant, which the aggregator's free bets name (Hub88 `reward_uuid`, GIS `freespin_id`). */
  ref: string;
  /** The external player id (`lib/casino/player-id.ts`). */
  playerRef: string;
  currency: Currency;
  gameCode: string;
  rounds: number;
  /** The total bet of one round, minor units. */
  betValue: number;
  validFrom: Date;
  validUntil: Date;
};

export type AggregatorClient = {
  readonly aggregator: CasinoAggregator;
  /** Gives the player the rounds; the same `ref` twice is one grant. */
  createFreeRounds(order: FreeRoundsOrder): Promise<void>;
  /** Takes the unplayed rounds away; a cancelled or unknown `ref` is no error. */
  cancelFreeRounds(ref: string): Promise<void>;
};

/** The aggregator could not be reached or refused: nothing was granted or cancelled. */
export class AggregatorUnavailableError extends Error {
  constructor(
    readonly aggregator: CasinoAggregator,
    cause?: unknown,
  ) {
    super(`the ${aggregator} aggregator did not answer`, { cause });
    this.name = 'AggregatorUnavailableError';
  }
}
