import { MINER_CELLS } from '@/lib/constants/games';
import { minerMultiplier } from '@/lib/games/miner/field';
import type { MinerRound } from '@/lib/games/miner/round';
import type { Outcome } from './place-bet';
import { roundOutcome } from './round-outcome';

/**
 * What the API shows of a miner round: the number of mines, the safe cells revealed in order,
 * the cash-out multiplier (0 until a cell is revealed), the next safe cell's multiplier, and the
 * mines' cells only once the round is over (`mine_cells`, with the one that `exploded`).
 */
export function minerResult(round: MinerRound) {
  const mines = round.mines.length;
  const open = round.status === 'open';
  const canReveal = open && round.revealed.length < MINER_CELLS - mines;
  return {
    mines,
    revealed: round.revealed,
    multiplier: round.multiplier,
    next_multiplier: canReveal ? minerMultiplier(mines, round.revealed.length + 1) : null,
    mine_cells: open ? null : round.mines,
    exploded: round.exploded,
    outcome: round.status,
  };
}

/** The bet a miner round amounts to (`roundOutcome`). */
export function minerOutcome(stake: number, round: MinerRound): Outcome {
  return roundOutcome(stake, round, minerResult(round));
}
