import { isMineCount } from '@/lib/games/miner/field';
import { startMinerFromSeeds } from '@/lib/games/miner/round';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { minerOutcome } from './miner-outcome';
import { placeBet } from './place-bet';

/**
 * Starts a miner round with 1–24 mines, placed by floats 0…k−1 of the round's nonce; the stake
 * is taken now. A second round while one is open is 409 `round_open`.
 */
export function startMinerRound(
  ctx: AppContext,
  user: User,
  input: { key: string; /** Minor units. */ amount: number; mines: number },
) {
  if (!isMineCount(input.mines)) throw AppError.field('mines', 'invalid_value');
  return placeBet(ctx, user, {
    game: 'miner',
    key: input.key,
    stake: input.amount,
    inputs: { mines: input.mines },
    play: (seeds) => minerOutcome(input.amount, startMinerFromSeeds(seeds, input.mines)),
  });
}
