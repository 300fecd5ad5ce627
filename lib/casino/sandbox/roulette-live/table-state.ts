import type { RouletteBet } from '@/lib/games/roulette/bets';
import type { PocketColor } from '@/lib/games/roulette/layout';
import type { LivePhase } from './schedule';

/**
 * What a player's screen shows of the table (the provider's server sends it; the UI draws it):
 * the round and its phase, the commitment, the result once the wheel has spun, the last
 * results and the bets at the table, other players' names masked.
 */
export type LiveResult = {
  roundId: number;
  pocket: number;
  color: PocketColor;
  voided: boolean;
};

export type LiveTableBet = {
  betId: string;
  /** "You" for the player's own bets, else a masked name ("Al***"). */
  player: string;
  mine: boolean;
  chips: readonly RouletteBet[];
  /** Its stake in minor units. */
  amount: number;
};

export type LiveTableState = {
  roundId: number;
  phase: LivePhase;
  /** Epoch ms when the phase ends. */
  phaseEndsAt: number;
  /** SHA-256 of the round's server seed, published before betting opens. */
  seedHash: string;
  /** The round's result while it shows (spinning phase), else null. */
  result: LiveResult | null;
  /** Earlier rounds, newest first. */
  lastResults: readonly LiveResult[];
  bets: readonly LiveTableBet[];
};

/** A player's name as other players see it: its first two characters, then stars. */
export function maskPlayer(name: string): string {
  const visible = [...name].slice(0, 2).join('');
  return `${visible}***`;
}
