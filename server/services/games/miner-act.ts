import { type MinerAction, minerReduce, type MinerRound } from '@/lib/games/miner/round';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { actOnRound } from './act-on-round';
import { playRule } from './game-error';
import { minerOutcome } from './miner-outcome';

function act(ctx: AppContext, user: User, action: MinerAction) {
  return actOnRound(ctx, user, 'miner', ({ bet }) =>
    minerOutcome(
      bet.amount,
      playRule('cell', () => minerReduce(bet.state as MinerRound, action)),
    ),
  );
}

/**
 * Reveals a cell: a mine ends the round lost, the last safe cell cashes it out. A cell revealed
 * already is 422 `cell_taken`.
 */
export function revealMinerCell(ctx: AppContext, user: User, cell: number) {
  return act(ctx, user, { type: 'reveal', cell });
}

/** Cashes the round out for floor(stake × multiplier); 409 before any safe cell is revealed. */
export function cashOutMiner(ctx: AppContext, user: User) {
  return act(ctx, user, { type: 'cash_out' });
}
