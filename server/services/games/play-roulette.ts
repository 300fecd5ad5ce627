import { toMajor } from '@/lib/money/amount';
import { type RouletteBet, rouletteBetsProblem, rouletteStake } from '@/lib/games/roulette/bets';
import { playRoulette } from '@/lib/games/roulette/spin';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { placeBet } from './place-bet';

/** A chip as the API takes it, amount in minor units. */
export type RouletteChipInput = {
  kind: RouletteBet['kind'];
  numbers?: number[];
  index?: number;
  amount: number;
};

const INSIDE = new Set(['straight', 'split', 'street', 'corner', 'line']);
const GROUPS = new Set(['dozen', 'column']);

/**
 * The chip the rules take, or null: inside bets carry their numbers only, dozens and columns
 * their index only, outside bets neither (a stray `numbers` on a red bet must not change what
 * it covers).
 */
function toRouletteBet({ kind, numbers, index, amount }: RouletteChipInput): RouletteBet | null {
  if (INSIDE.has(kind)) {
    return numbers && index === undefined ? ({ kind, numbers, amount } as RouletteBet) : null;
  }
  if (GROUPS.has(kind)) {
    return index !== undefined && !numbers ? ({ kind, index, amount } as RouletteBet) : null;
  }
  return numbers || index !== undefined ? null : ({ kind, amount } as RouletteBet);
}

/** A chip as stored and answered, amount in major units. */
function chipView(bet: RouletteBet) {
  return { ...bet, amount: toMajor(bet.amount) };
}

/**
 * A roulette spin with up to ROULETTE_MAX_CHIPS chips; float 0 picks the pocket. The stake is
 * the chips' total, checked against the roulette limits; any bad chip is 422 on `bets`.
 */
export function playRouletteBet(
  ctx: AppContext,
  user: User,
  input: { key: string; bets: RouletteChipInput[] },
) {
  const bets = input.bets.map(toRouletteBet);
  if (bets.some((bet) => bet === null) || rouletteBetsProblem(bets as RouletteBet[])) {
    throw AppError.field('bets', 'invalid_value');
  }
  const chips = bets as RouletteBet[];
  return placeBet(ctx, user, {
    game: 'roulette',
    key: input.key,
    stake: rouletteStake(chips),
    inputs: { bets: chips.map(chipView) },
    play: (seeds) => {
      const spin = playRoulette(seeds, chips);
      return {
        status: 'settled',
        multiplier: spin.multiplier,
        payout: spin.payout,
        win: spin.win,
        result: {
          pocket: spin.pocket,
          color: spin.color,
          chips: spin.chips.map((chip) => ({
            bet: chipView(chip.bet),
            win: chip.win,
            payout: toMajor(chip.payout),
          })),
        },
      };
    },
  });
}
