import type { OutcomeGrade, Score } from './types';

/**
 * The one grading rule of lines (totals, handicaps, quarter lines): v is how far the bet's
 * quantity ended past its line (`goals − 2.25` for over 2.25). A quarter line is half a stake on
 * each neighbouring line, so v = ±0.25 is exactly a half win or a half loss, 0 a refund.
 */
export function lineGrade(v: number): OutcomeGrade {
  const quarters = Math.round(v * 4);
  if (quarters >= 2) return 'win';
  if (quarters === 1) return 'half_win';
  if (quarters === 0) return 'refund';
  if (quarters === -1) return 'half_lose';
  return 'lose';
}

const CORRECT_SCORE_MAX = 4;

/** Correct score outcome ids: `h:a` for 0..4 each, and `other`. */
export const CORRECT_SCORE_OUTCOMES: readonly string[] = [
  ...Array.from({ length: (CORRECT_SCORE_MAX + 1) ** 2 }, (_, i) => {
    const home = Math.floor(i / (CORRECT_SCORE_MAX + 1));
    return `${home}:${i % (CORRECT_SCORE_MAX + 1)}`;
  }),
  'other',
];

const TOTAL_TYPES = new Set([18, 225, 189, 328]);
const HANDICAP_TYPES = new Set([16, 223, 187, 327]);
const WINNER_TYPES = new Set([406, 219, 186]);

export const isTotalType = (typeId: number) => TOTAL_TYPES.has(typeId);
export const isHandicapType = (typeId: number) => HANDICAP_TYPES.has(typeId);

const win = (won: boolean): OutcomeGrade => (won ? 'win' : 'lose');

/**
 * How an outcome of a score-decided market ends on `score` (the score that market counts:
 * full time, regulation, first half, games or maps; the caller picks it). Undefined for a
 * type or outcome this does not grade.
 */
export function gradeOnScore(
  typeId: number,
  specifiers: Record<string, string>,
  outcomeId: string,
  score: Score,
): OutcomeGrade | undefined {
  const { home, away } = score;
  if (typeId === 1 || typeId === 60) {
    if (outcomeId === '1') return win(home > away);
    if (outcomeId === '2') return win(home === away);
    if (outcomeId === '3') return win(away > home);
    return undefined;
  }
  if (typeId === 10) {
    if (outcomeId === '9') return win(home >= away);
    if (outcomeId === '10') return win(home !== away);
    if (outcomeId === '11') return win(away >= home);
    return undefined;
  }
  if (typeId === 11 || WINNER_TYPES.has(typeId)) {
    if (home === away) return 'refund';
    if (outcomeId === '4') return win(home > away);
    if (outcomeId === '5') return win(away > home);
    return undefined;
  }
  if (TOTAL_TYPES.has(typeId)) {
    const line = Number(specifiers.total);
    if (outcomeId === '12') return lineGrade(home + away - line);
    if (outcomeId === '13') return lineGrade(line - home - away);
    return undefined;
  }
  if (HANDICAP_TYPES.has(typeId)) {
    const hcp = Number(specifiers.hcp);
    if (outcomeId === '1714') return lineGrade(home - away + hcp);
    if (outcomeId === '1715') return lineGrade(away - home - hcp);
    return undefined;
  }
  if (typeId === 29) {
    if (outcomeId === '74') return win(home > 0 && away > 0);
    if (outcomeId === '76') return win(!(home > 0 && away > 0));
    return undefined;
  }
  if (typeId === 41) {
    const exact = home <= CORRECT_SCORE_MAX && away <= CORRECT_SCORE_MAX;
    return win(exact ? outcomeId === `${home}:${away}` : outcomeId === 'other');
  }
  return undefined;
}

/** The outcome ids of a score-decided market type. */
export function outcomesOf(typeId: number): readonly string[] {
  if (typeId === 1 || typeId === 60) return ['1', '2', '3'];
  if (typeId === 10) return ['9', '10', '11'];
  if (typeId === 11 || WINNER_TYPES.has(typeId)) return ['4', '5'];
  if (TOTAL_TYPES.has(typeId)) return ['12', '13'];
  if (HANDICAP_TYPES.has(typeId)) return ['1714', '1715'];
  if (typeId === 29) return ['74', '76'];
  if (typeId === 41) return CORRECT_SCORE_OUTCOMES;
  if (typeId === 8) return ['6', '7', '8'];
  return [];
}
