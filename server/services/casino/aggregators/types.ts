import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';

/**
 * What the site asks of a game aggregator (the other direction from its wallet callbacks): a
 * game's URL, free rounds for a player, and its list of transactions for reconciliation. One
 * implementation per aggregator: Hub88's and Slotegrator's over HTTP, signed, the sandbox
 * provider's in process (as the sandbox payment provider opens its invoices).
 */

export type LaunchRequest = {
  mode: 'real' | 'demo';
  /** The aggregator's code of the game (`casino_games.external_code`). */
  gameCode: string;
  currency: Currency;
  /** Real play: the external player id (`lib/casino/player-id.ts`) and the session token. */
  player: { ref: string; token: string; name: string | null } | null;
  language: Locale;
  /** ISO 3166 alpha-2, or null when unknown. */
  country: string | null;
  ip: string;
  platform: 'desktop' | 'mobile';
  /** Where the game's lobby and deposit buttons lead (the site's pages). */
  lobbyUrl: string;
  depositUrl: string;
};

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

/** One wallet transaction as the aggregator recorded it (its Transactions API), minor units. */
export type AggregatorTransaction = {
  txId: string;
  roundId: string;
  playerRef: string;
  kind: 'bet' | 'win' | 'rollback';
  amount: number;
  currency: Currency;
  /** What the aggregator holds as the outcome: our wallet accepted it, refused it, or never answered. */
  status: 'ok' | 'refused' | 'unanswered';
  at: Date;
};

export type AggregatorClient = {
  readonly aggregator: CasinoAggregator;
  /** The URL to open in the iframe. */
  launch(request: LaunchRequest): Promise<{ url: string }>;
  /** Gives the player the rounds; the same `ref` twice is one grant. */
  createFreeRounds(order: FreeRoundsOrder): Promise<void>;
  /** Takes the unplayed rounds away; a cancelled or unknown `ref` is no error. */
  cancelFreeRounds(ref: string): Promise<void>;
  /** The aggregator's transactions in `[from, to)`. */
  transactions(range: { from: Date; to: Date }): Promise<AggregatorTransaction[]>;
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

/**
 * The aggregator has no such API (Slotegrator GIS publishes no transactions list): reconciliation
 * reports it rather than a mismatch of every transaction.
 */
export class AggregatorOperationUnsupportedError extends Error {
  constructor(
    readonly aggregator: CasinoAggregator,
    readonly operation: 'transactions',
  ) {
    super(`the ${aggregator} aggregator has no ${operation} API`);
    this.name = 'AggregatorOperationUnsupportedError';
  }
}
