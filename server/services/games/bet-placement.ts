import type { InHouseGame } from '@/lib/constants/games';
import type { SeedPair } from '@/lib/games/fair/seeds';
import type { BetStatus } from '@/server/db/schema';

/** What a bet (or a round's step) comes to. */
export type Outcome = {
  status: BetStatus;
  multiplier: number;
  /** Minor units; 0 while a round is open. */
  payout: number;
  win: boolean;
  /** What the API answers as `result`. */
  result: Record<string, unknown>;
  /** A round's full state, secrets included (hilo, miner). */
  state?: unknown;
};

/** A bet to place: what the game's definition made of the request. */
export type BetPlacement = {
  game: InHouseGame;
  /** The player's idempotency key. */
  key: string;
  /** Minor units of the player's currency. */
  stake: number;
  /** The player's choices as stored and answered; with the stake they make the fingerprint. */
  inputs: Record<string, unknown>;
  /** The outcome from the bet's seeds: the game's definition, nothing else. */
  play: (seeds: SeedPair) => Outcome;
  /** Whether the outcome settles the bet (a single-step game's), rather than opening a round. */
  settlesAtOnce: boolean;
};
