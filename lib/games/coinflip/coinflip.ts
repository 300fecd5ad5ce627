import { COINFLIP_MULTIPLIER } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { assertFloat } from '@/lib/games/fair/assert-float';

/** side = floor(f · 2): 0 is heads, 1 is tails. */
export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

export type CoinflipResult = { side: CoinSide; multiplier: number; win: boolean };

/** The side a float lands on. */
export function coinSide(float: number): CoinSide {
  return COIN_SIDES[Math.floor(assertFloat(float) * COIN_SIDES.length)]!;
}

/** A coinflip bet's result from its first float: the called side pays 1.98×. */
export function coinflipOutcome(float: number, call: CoinSide): CoinflipResult {
  if (!COIN_SIDES.includes(call)) throw new GameError('invalid_value', `bad side ${call}`);
  const side = coinSide(float);
  const win = side === call;
  return { side, multiplier: win ? COINFLIP_MULTIPLIER : 0, win };
}
