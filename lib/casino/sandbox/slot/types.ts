/**
 * The shape of a sandbox video slot: 5 reels × 3 rows, fixed paylines, left-to-right line pays,
 * a wild, a scatter that pays anywhere and starts free spins. One config per title drives the
 * one engine (`spin.ts`), its provably fair draws (`fair.ts`) and its exact RTP (`rtp.ts`).
 *
 * Money never appears here: every pay is an integer number of credits, one credit being the
 * line bet, so a win in minor units is credits × line bet, exactly (`bets.ts`).
 */

export const REELS = 5;
export const ROWS = 3;

export type SlotSymbolKind = 'low' | 'high' | 'wild' | 'scatter';

export type SlotSymbol = {
  /** Short id used in reel strips and results ("A", "cherry"). */
  readonly id: string;
  readonly kind: SlotSymbolKind;
};

/** Which strips a spin runs on. */
export type SlotMode = 'base' | 'free';

export type SlotConfig = {
  readonly code: string;
  readonly symbols: readonly SlotSymbol[];
  /** Five strips per mode, symbol ids from top to bottom; a stop shows rows stop…stop+2 (wrapping). */
  readonly reels: Readonly<Record<SlotMode, readonly (readonly string[])[]>>;
  /** Each line: the row (0 top … 2 bottom) it crosses on reels 1…5. */
  readonly paylines: readonly (readonly number[])[];
  /**
   * Line pays in credits (multiples of the line bet) for 3, 4 and 5 of a kind from the left.
   * Every symbol but the scatter has a row; the wild's row is what a line of wilds pays.
   */
  readonly paytable: Readonly<Record<string, readonly [number, number, number]>>;
  /** Scatter pays anywhere for 3, 4 and 5 scatters, in multiples of the total bet. */
  readonly scatterPays: readonly [number, number, number];
  readonly freeSpins: {
    /** Free spins started (or, in free spins, added) by 3, 4 and 5 scatters. */
    readonly awarded: readonly [number, number, number];
    /** Every free spin's win is multiplied by this integer. */
    readonly multiplier: number;
    /** Whether scatters during free spins award more free spins. */
    readonly retrigger: boolean;
  };
};

/** One winning line of a spin. */
export type SlotLineWin = {
  /** Index into the config's paylines. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** [reel, row] of each symbol that makes the win, left to right. */
  readonly positions: readonly (readonly [number, number])[];
  /** Credits, before the free-spin multiplier. */
  readonly credits: number;
};

export type SlotSpin = {
  readonly mode: SlotMode;
  readonly stops: readonly number[];
  /** grid[reel][row]: the symbol ids in view. */
  readonly grid: readonly (readonly string[])[];
  readonly lines: readonly SlotLineWin[];
  /** Scatters in view, their [reel, row] and what they pay in credits (before the multiplier). */
  readonly scatter: {
    readonly count: number;
    readonly positions: readonly (readonly [number, number])[];
    readonly credits: number;
  };
  readonly freeSpinsAwarded: number;
  /** 1 in the base game, the config's multiplier in free spins. */
  readonly multiplier: number;
  /** The spin's whole win in credits: (line credits + scatter credits) × multiplier. */
  readonly credits: number;
};
