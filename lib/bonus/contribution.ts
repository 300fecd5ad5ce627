import { CRASH_HOUSE_EDGE } from '@/lib/constants/crash';
import { HOUSE_EDGE, IN_HOUSE_GAMES, type Fraction, type InHouseGame } from '@/lib/constants/games';
import { ROOM_HOUSE_EDGE } from '@/lib/constants/rooms';

/**
 * How much of a stake counts toward a bonus's wagering, worked out from exact fractions with one
 * rounding at the end: the counted amount is `stake × share` rounded to the nearest minor unit,
 * halves up. A game of our own counts by its house edge against the grant's reference edge
 * (`share = edge ÷ reference`, at most the whole stake), so 100.00 on roulette (edge 1/37)
 * against 4 % counts 6756.76… → 67.57, not the 67.50 that a 2.70 % edge rounded to basis points
 * gave. The server counts with these functions and the bonus terms print the same figures, so
 * what a player reads is what the engine does.
 */

const WHOLE: Fraction = { numerator: 1, denominator: 1 };

/** The games that count toward wagering by their house edge. */
export type EdgeGame = InHouseGame | 'crash' | 'rooms';

/** Every game that counts by its edge, with that edge, in the order the bonus terms list them. */
export const EDGE_GAMES: readonly { readonly game: EdgeGame; readonly edge: Fraction }[] = [
  ...IN_HOUSE_GAMES.map((game) => ({ game, edge: HOUSE_EDGE[game] })),
  { game: 'crash', edge: CRASH_HOUSE_EDGE },
  { game: 'rooms', edge: ROOM_HOUSE_EDGE },
];

/** A share given in basis points (a casino kind's `slots_bp`, …), as a fraction of the stake. */
export function bpShare(bp: number): Fraction {
  return { numerator: bp, denominator: 10_000 };
}

/**
 * The share of a stake a game with this house edge counts: edge ÷ reference edge (basis points),
 * never above the whole stake. A reference of zero or less counts every stake whole.
 */
export function edgeShare(edge: Fraction, referenceEdgeBp: number): Fraction {
  if (referenceEdgeBp <= 0) return WHOLE;
  const numerator = BigInt(edge.numerator) * 10_000n;
  const denominator = BigInt(edge.denominator) * BigInt(referenceEdgeBp);
  if (numerator >= denominator) return WHOLE;
  return { numerator: Number(numerator), denominator: Number(denominator) };
}

/** `amount × share` rounded to the nearest integer, halves up, in exact integer arithmetic. */
export function countedMinor(amount: number, share: Fraction): number {
  const scaled = BigInt(amount) * BigInt(share.numerator);
  const denominator = BigInt(share.denominator);
  return Number((2n * scaled + denominator) / (2n * denominator));
}

/** A share in basis points, rounded the same way (what `bonus_stakes.weight_bp` records). */
export function shareBp(share: Fraction): number {
  return countedMinor(10_000, share);
}

/** A fraction as a percentage, for display only (2.7027… for 1/37). */
export function percentOf(fraction: Fraction): number {
  return (fraction.numerator * 100) / fraction.denominator;
}
