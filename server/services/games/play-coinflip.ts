import { type CoinSide, playCoinflip } from '@/lib/games/coinflip/coinflip';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { placeBet, settled } from './place-bet';

export type CoinflipRequest = { key: string; /** Minor units. */ amount: number; side: CoinSide };

/** A coinflip bet: float 0 picks the side; the called side pays 1.98×. */
export function playCoinflipBet(ctx: AppContext, user: User, input: CoinflipRequest) {
  return placeBet(ctx, user, {
    game: 'coinflip',
    key: input.key,
    stake: input.amount,
    inputs: { side: input.side },
    play: (seeds) => {
      const outcome = playCoinflip(seeds, input.side);
      return settled(input.amount, outcome.multiplier, outcome.win, { side: outcome.side });
    },
  });
}
