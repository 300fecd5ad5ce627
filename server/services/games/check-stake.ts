import type { Currency } from '@/lib/constants/currencies';
import { isWithinBetLimits, type LimitedGame } from '@/lib/constants/games';
import { AppError } from '@/server/lib/app-error';

/** 422 `bet_out_of_range` on `amount` unless the stake (minor units) is within the game's limits. */
export function checkStake(game: LimitedGame, currency: Currency, stake: number) {
  if (!isWithinBetLimits(game, currency, stake)) {
    throw AppError.field('amount', 'bet_out_of_range');
  }
}
