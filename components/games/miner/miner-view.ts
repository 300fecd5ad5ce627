import { MINER_CELLS } from '@/lib/constants/games';
import { isMineCount, minerMultiplier } from '@/lib/games/miner/field';
import type { MinerAnswer } from '@/lib/schemas/games';

/** What a cell of the field shows. */
export type CellState = 'hidden' | 'safe' | 'mine' | 'exploded';

/** The round's number of mines: the count while it is open, its cells once it is over. */
export function mineCount(bet: MinerAnswer): number {
  const { mines } = bet.result;
  if (typeof mines === 'number') return mines;
  const asked = bet.inputs.mines;
  return typeof asked === 'number' ? asked : mines.length;
}

/** Where the mines were: `mine_cells`, answered only once the round is over. */
export function minePositions(bet: MinerAnswer): number[] {
  const { mine_cells: cells, mines } = bet.result;
  if (Array.isArray(cells)) return cells.filter((cell): cell is number => typeof cell === 'number');
  return Array.isArray(mines) ? mines : [];
}

/**
 * The mine that ended a lost round: the server's `exploded` when it names one, else the last
 * cell the player opened (`lastCell`) if it was a mine.
 */
export function explodedCell(bet: MinerAnswer, lastCell: number | null): number | null {
  const named = bet.result.exploded;
  if (typeof named === 'number') return named;
  if (bet.status === 'open' || bet.payout > 0) return null;
  return lastCell !== null && minePositions(bet).includes(lastCell) ? lastCell : null;
}

/** Every cell's state: revealed gems, and once the round is over every mine. */
export function cellStates(bet: MinerAnswer | null, lastCell: number | null): CellState[] {
  const states: CellState[] = Array.from({ length: MINER_CELLS }, () => 'hidden');
  if (!bet) return states;
  for (const cell of minePositions(bet)) states[cell] = 'mine';
  const exploded = explodedCell(bet, lastCell);
  if (exploded !== null) states[exploded] = 'exploded';
  for (const cell of bet.result.revealed) states[cell] = 'safe';
  return states;
}

/** The multiplier one more safe cell would give, or null when no safe cell is left. */
export function nextMultiplier(bet: MinerAnswer): number | null {
  if (typeof bet.result.next_multiplier === 'number') return bet.result.next_multiplier;
  const mines = mineCount(bet);
  const safe = bet.result.revealed.length + 1;
  return isMineCount(mines) && safe <= MINER_CELLS - mines ? minerMultiplier(mines, safe) : null;
}
