import { MINER_CELLS } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { floats } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import { isMineCount, minerMultiplier, placeMines } from './field';

export type MinerAction =
  { readonly type: 'reveal'; readonly cell: number } | { readonly type: 'cash_out' };

export type MinerRound = {
  readonly status: 'open' | 'lost' | 'cashed_out';
  /** Ascending; the server keeps them secret until the round ends (see publicMinerRound). */
  readonly mines: readonly number[];
  /** Safe cells in the order revealed. */
  readonly revealed: readonly number[];
  /** The mine that ended a lost round. */
  readonly exploded: number | null;
  /** What cashing out pays (open), paid (cashed out) or 0 (lost, or nothing revealed yet). */
  readonly multiplier: number;
};

/** A new round from floats 0…k−1 of its nonce. */
export function startMiner(mineFloats: readonly number[]): MinerRound {
  return {
    status: 'open',
    mines: placeMines(mineFloats),
    revealed: [],
    exploded: null,
    multiplier: 0,
  };
}

/** A new round with `mines` mines from its seeds: floats 0…mines−1. */
export function startMinerFromSeeds(seeds: SeedPair, mines: number): MinerRound {
  if (!isMineCount(mines)) throw new GameError('invalid_value', `bad mine count ${mines}`);
  return startMiner(floats(seeds, mines));
}

/**
 * The round after an action. Refused: any action on a finished round, a cell off the field or
 * already revealed, cashing out before a safe cell. Revealing the last safe cell cashes out.
 */
export function minerReduce(round: MinerRound, action: MinerAction): MinerRound {
  if (round.status !== 'open') throw new GameError('round_finished');
  if (action.type === 'cash_out') {
    if (round.revealed.length === 0) throw new GameError('nothing_to_cash_out');
    return { ...round, status: 'cashed_out' };
  }
  if (action.type !== 'reveal') throw new GameError('invalid_value', 'unknown miner action');
  const { cell } = action;
  if (!Number.isInteger(cell) || cell < 0 || cell >= MINER_CELLS) {
    throw new GameError('invalid_value', `no cell ${cell}`);
  }
  if (round.revealed.includes(cell)) throw new GameError('cell_revealed');
  if (round.mines.includes(cell)) {
    return { ...round, status: 'lost', exploded: cell, multiplier: 0 };
  }
  const revealed = [...round.revealed, cell];
  const cleared = revealed.length === MINER_CELLS - round.mines.length;
  return {
    ...round,
    status: cleared ? 'cashed_out' : 'open',
    revealed,
    multiplier: minerMultiplier(round.mines.length, revealed.length),
  };
}

/** What the player may see: the mines only once the round is over. */
export function publicMinerRound(round: MinerRound) {
  const { mines, ...rest } = round;
  return { ...rest, mineCount: mines.length, mines: round.status === 'open' ? null : mines };
}
