import { KENO_DRAWN, KENO_MAX_PICKS, KENO_MIN_PICKS, KENO_NUMBERS } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { drawWithoutRepeats, range } from '@/lib/games/fair/draw';
import { KENO_PAYTABLES, KENO_RISKS, type KenoRisk } from './paytables';

const NUMBERS = range(1, KENO_NUMBERS);

/** A keno ticket: 1–10 distinct numbers of 1–40 and a risk level. */
export type KenoBet = { readonly picks: readonly number[]; readonly risk: KenoRisk };

export type KenoResult = {
  /** The 10 numbers in draw order. */
  drawn: number[];
  /** The picked numbers that were drawn, ascending. */
  hits: number[];
  multiplier: number;
  /** The ticket paid more than the stake (low tables also pay back part of it on few hits). */
  win: boolean;
};

/** Why a ticket's picks are refused, or null: 1–10 distinct whole numbers of 1–40. */
export function kenoPicksProblem(picks: readonly number[]): 'invalid_value' | null {
  if (!Array.isArray(picks)) return 'invalid_value';
  if (picks.length < KENO_MIN_PICKS || picks.length > KENO_MAX_PICKS) return 'invalid_value';
  const valid = picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS);
  return valid && new Set(picks).size === picks.length ? null : 'invalid_value';
}

/** Why a ticket is refused, or null: its picks, and a known risk level. */
export function kenoBetProblem(bet: KenoBet): 'invalid_value' | null {
  return KENO_RISKS.includes(bet.risk) ? kenoPicksProblem(bet.picks) : 'invalid_value';
}

/** The table row of a ticket: multipliers by number of hits. */
export function kenoPaytable(risk: KenoRisk, picks: number): readonly number[] {
  const row = KENO_PAYTABLES[risk][picks - 1];
  if (!row) throw new GameError('invalid_value', `no keno table for ${picks} picks`);
  return row;
}

/** The draw from the bet's first 10 floats: draw i is floor(f_i · (40 − i)) among those left. */
export function kenoDraw(drawFloats: readonly number[]): number[] {
  if (drawFloats.length !== KENO_DRAWN) throw new RangeError(`keno draws ${KENO_DRAWN} numbers`);
  return drawWithoutRepeats(NUMBERS, drawFloats);
}

/** A ticket's result from the bet's first 10 floats. */
export function kenoOutcome(drawFloats: readonly number[], bet: KenoBet): KenoResult {
  if (kenoBetProblem(bet)) throw new GameError('invalid_value', 'bad keno ticket');
  const drawn = kenoDraw(drawFloats);
  const hits = bet.picks.filter((n) => drawn.includes(n)).sort((a, b) => a - b);
  const multiplier = kenoPaytable(bet.risk, bet.picks.length)[hits.length]!;
  return { drawn, hits, multiplier, win: multiplier > 1 };
}
