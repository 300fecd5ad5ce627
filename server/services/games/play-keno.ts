import { kenoBetProblem, playKeno } from '@/lib/games/keno/keno';
import type { KenoRisk } from '@/lib/games/keno/paytables';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { placeBet, settled } from './place-bet';

export type KenoRequest = {
  key: string;
  /** Minor units. */
  amount: number;
  picks: number[];
  risk: KenoRisk;
};

/** A keno ticket: floats 0–9 draw 10 of 40; picks must be 1–10 distinct numbers of 1–40. */
export function playKenoBet(ctx: AppContext, user: User, input: KenoRequest) {
  const ticket = { picks: input.picks, risk: input.risk };
  if (kenoBetProblem(ticket)) throw AppError.field('picks', 'invalid_value');
  return placeBet(ctx, user, {
    game: 'keno',
    key: input.key,
    stake: input.amount,
    inputs: ticket,
    play: (seeds) => {
      const outcome = playKeno(seeds, ticket);
      return settled(input.amount, outcome.multiplier, outcome.win, {
        drawn: outcome.drawn,
        hits: outcome.hits,
      });
    },
  });
}
