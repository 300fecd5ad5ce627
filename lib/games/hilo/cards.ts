import { HILO_DECK } from '@/lib/constants/games';
import { assertFloat } from '@/lib/games/fair/assert-float';

/**
 * A card is floor(f · 52) from an endless deck. Its rank is card mod 13 on the poker order, 2
 * lowest and ace highest (rank 0 is a 2, rank 12 an ace); its suit is floor(card / 13). Suits do
 * not matter to the game.
 */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

export function cardFromFloat(float: number): number {
  return Math.floor(assertFloat(float) * HILO_DECK);
}

/** 0 (a 2) … 12 (an ace). */
export function rankIndex(card: number): number {
  return card % RANKS.length;
}

export function describeCard(card: number): { rank: Rank; suit: Suit } {
  return { rank: RANKS[rankIndex(card)]!, suit: SUITS[Math.floor(card / RANKS.length)]! };
}

export const HILO_GUESSES = ['higher_or_same', 'lower_or_same'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];

/** How many of the 13 ranks win the guess on this card (the same rank wins both guesses). */
export function winningRanks(card: number, guess: HiloGuess): number {
  const rank = rankIndex(card);
  return guess === 'higher_or_same' ? RANKS.length - rank : rank + 1;
}

/** Whether the next card wins the guess made on the current one. */
export function guessWins(current: number, next: number, guess: HiloGuess): boolean {
  return guess === 'higher_or_same'
    ? rankIndex(next) >= rankIndex(current)
    : rankIndex(next) <= rankIndex(current);
}
