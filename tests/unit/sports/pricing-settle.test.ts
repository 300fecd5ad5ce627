import type { SettledOutcome } from '@/lib/sports/feed-messages';
import type { SportSlug } from '@/lib/sports/market-types';
import { settleMarket, type PlayState } from '@/lib/sports/pricing';
import { gradeOnScore, lineGrade } from '@/lib/sports/pricing/grade';

const score = (home: number, away: number) => ({ home, away });

/** A state with the given periods; `ended` unless told otherwise. */
const state = (periods: [number, number][], extra: Partial<PlayState> = {}): PlayState => ({
  periods: periods.map(([home, away]) => ({ home, away })),
  remaining: 0,
  ended: true,
  ...extra,
});

/** `id:result[/voidFactor]` per outcome, or `undecided`. */
function settle(
  sport: SportSlug,
  typeId: number,
  specifiers: Record<string, string>,
  s: PlayState,
) {
  const outcomes = settleMarket(sport, { typeId, specifiers }, s);
  if (!outcomes) return 'undecided';
  return outcomes
    .map((o: SettledOutcome) => `${o.id}:${o.result}${o.voidFactor ? `/${o.voidFactor}` : ''}`)
    .join(' ');
}

describe('line grades', () => {
  it.each([
    [1, 'win'],
    [0.5, 'win'],
    [0.25, 'half_win'],
    [0, 'refund'],
    [-0.25, 'half_lose'],
    [-0.5, 'lose'],
    [-2, 'lose'],
  ])('v = %p is %s', (v, grade) => expect(lineGrade(v)).toBe(grade));

  it.each([
    // [type, specifiers, outcome, home, away, grade]
    [18, { total: '2.25' }, '12', 2, 0, 'half_lose'],
    [18, { total: '2.25' }, '13', 1, 1, 'half_win'],
    [18, { total: '2.25' }, '12', 2, 1, 'win'],
    [18, { total: '2.75' }, '12', 2, 1, 'half_win'],
    [18, { total: '2.75' }, '13', 3, 0, 'half_lose'],
    [18, { total: '2.75' }, '13', 2, 0, 'win'],
    [18, { total: '2.5' }, '12', 2, 0, 'lose'],
    [16, { hcp: '-0.25' }, '1714', 1, 1, 'half_lose'],
    [16, { hcp: '-0.25' }, '1715', 1, 1, 'half_win'],
    [16, { hcp: '-0.25' }, '1714', 2, 1, 'win'],
    [16, { hcp: '-0.75' }, '1714', 2, 1, 'half_win'],
    [16, { hcp: '-0.75' }, '1715', 2, 1, 'half_lose'],
    [16, { hcp: '-0.75' }, '1714', 3, 1, 'win'],
    [16, { hcp: '0.25' }, '1714', 0, 0, 'half_win'],
    [16, { hcp: '0.75' }, '1714', 0, 1, 'half_lose'],
    [16, { hcp: '0' }, '1714', 2, 2, 'refund'],
    [16, { hcp: '-1' }, '1714', 2, 1, 'refund'],
    [16, { hcp: '1' }, '1715', 1, 2, 'refund'],
    [16, { hcp: '1' }, '1715', 2, 1, 'lose'],
    [16, { hcp: '-1.5' }, '1714', 2, 1, 'lose'],
    [16, { hcp: '1.5' }, '1715', 3, 1, 'lose'],
    [11, {}, '4', 1, 1, 'refund'],
    [11, {}, '5', 0, 1, 'win'],
    [10, {}, '9', 1, 1, 'win'],
    [10, {}, '10', 1, 1, 'lose'],
    [10, {}, '11', 2, 1, 'lose'],
    [29, {}, '74', 1, 1, 'win'],
    [29, {}, '76', 3, 0, 'win'],
    [41, {}, '2:1', 2, 1, 'win'],
    [41, {}, 'other', 5, 1, 'win'],
    [41, {}, '4:4', 5, 1, 'lose'],
  ])('type %p %p outcome %p on %p:%p is %s', (typeId, specifiers, outcome, home, away, grade) => {
    expect(
      gradeOnScore(typeId, specifiers as Record<string, string>, outcome, score(home, away)),
    ).toBe(grade);
  });
});

describe('settleMarket', () => {
  it('football at full time: results with half results on quarter lines', () => {
    const ft = state([
      [1, 0],
      [0, 1],
    ]);
    expect(settle('football', 1, {}, ft)).toBe('1:0 2:1 3:0');
    expect(settle('football', 60, {}, ft)).toBe('1:1 2:0 3:0');
    expect(settle('football', 18, { total: '2.25' }, ft)).toBe('12:0/0.5 13:1/0.5');
    expect(settle('football', 18, { total: '2.5' }, ft)).toBe('12:0 13:1');
    expect(settle('football', 18, { total: '2' }, ft)).toBe('12:0/1 13:0/1');
    expect(settle('football', 18, { total: '1.75' }, ft)).toBe('12:1/0.5 13:0/0.5');
    expect(settle('football', 16, { hcp: '-0.25' }, ft)).toBe('1714:0/0.5 1715:1/0.5');
    expect(settle('football', 16, { hcp: '0.75' }, ft)).toBe('1714:1 1715:0');
    expect(settle('football', 11, {}, ft)).toBe('4:0/1 5:0/1');
    expect(settle('football', 29, {}, ft)).toBe('74:1 76:0');
    const correct = settle('football', 41, {}, ft);
    expect(correct).toContain('1:1:1');
    expect(correct.match(/:1(?= |$)/g)).toHaveLength(1);
  });

  it('football markets decided mid-match settle when decided, the rest wait', () => {
    const live = (periods: [number, number][], goals: ('home' | 'away')[]) =>
      state(periods, { ended: false, remaining: 0.4, goals });
    const firstHalf = live([[2, 1]], ['home', 'away', 'home']);
    // Still in the first half (one period): its market waits.
    expect(settle('football', 60, {}, firstHalf)).toBe('undecided');
    expect(settle('football', 18, { total: '2.5' }, firstHalf)).toBe('12:1 13:0');
    // 3 goals against 2.75: a half win so far, a full one if another comes.
    expect(settle('football', 18, { total: '2.75' }, firstHalf)).toBe('undecided');
    expect(settle('football', 18, { total: '2.25' }, firstHalf)).toBe('12:1 13:0');
    // 3 goals against 3.25: not passed by half a goal yet.
    expect(settle('football', 18, { total: '3.25' }, firstHalf)).toBe('undecided');
    expect(settle('football', 18, { total: '3.5' }, firstHalf)).toBe('undecided');
    expect(settle('football', 29, {}, firstHalf)).toBe('74:1 76:0');
    expect(settle('football', 1, {}, firstHalf)).toBe('undecided');
    expect(settle('football', 16, { hcp: '0' }, firstHalf)).toBe('undecided');
    expect(settle('football', 8, { goalnr: '2' }, firstHalf)).toBe('6:0 7:0 8:1');
    expect(settle('football', 8, { goalnr: '4' }, firstHalf)).toBe('undecided');
    const secondHalf = live(
      [
        [2, 1],
        [0, 0],
      ],
      ['home', 'away', 'home'],
    );
    expect(settle('football', 60, {}, secondHalf)).toBe('1:1 2:0 3:0');
    const noBoth = live([[2, 0]], ['home', 'home']);
    expect(settle('football', 29, {}, noBoth)).toBe('undecided');
  });

  it('the next goal that never came is settled "none" at full time', () => {
    const ft = state(
      [
        [0, 0],
        [1, 0],
      ],
      { goals: ['home'] },
    );
    expect(settle('football', 8, { goalnr: '1' }, ft)).toBe('6:1 7:0 8:0');
    expect(settle('football', 8, { goalnr: '2' }, ft)).toBe('6:0 7:1 8:0');
  });

  it('ice hockey: regulation markets settle on regulation, the winner with overtime', () => {
    const overtime = state([
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(settle('ice-hockey', 1, {}, overtime)).toBe('1:0 2:1 3:0');
    expect(settle('ice-hockey', 406, {}, overtime)).toBe('4:0 5:1');
    expect(settle('ice-hockey', 18, { total: '4.5' }, overtime)).toBe('12:0 13:1');
    expect(settle('ice-hockey', 16, { hcp: '1.5' }, overtime)).toBe('1714:1 1715:0');
    const inOvertime = state(
      [
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
      { ended: false },
    );
    expect(settle('ice-hockey', 1, {}, inOvertime)).toBe('1:0 2:1 3:0');
    expect(settle('ice-hockey', 406, {}, inOvertime)).toBe('undecided');
    const third = state(
      [
        [3, 2],
        [1, 0],
        [0, 0],
      ],
      { ended: false, remaining: 0.2 },
    );
    expect(settle('ice-hockey', 18, { total: '5.5' }, third)).toBe('12:1 13:0');
    expect(settle('ice-hockey', 18, { total: '6.5' }, third)).toBe('undecided');
  });

  it('basketball counts overtime everywhere', () => {
    const ft = state([
      [25, 20],
      [20, 25],
      [30, 28],
      [22, 24],
      [12, 9],
    ]);
    expect(settle('basketball', 219, {}, ft)).toBe('4:1 5:0');
    expect(settle('basketball', 225, { total: '214.5' }, ft)).toBe('12:1 13:0');
    expect(settle('basketball', 225, { total: '215.5' }, ft)).toBe('12:0 13:1');
    expect(settle('basketball', 223, { hcp: '-3.5' }, ft)).toBe('1714:0 1715:1');
    expect(settle('basketball', 223, { hcp: '-2.5' }, ft)).toBe('1714:1 1715:0');
  });

  it('tennis: the winner on sets, totals and handicaps on games', () => {
    const ft = state([
      [6, 4],
      [3, 6],
      [7, 6],
    ]);
    expect(settle('tennis', 186, {}, ft)).toBe('4:1 5:0');
    expect(settle('tennis', 189, { total: '31.5' }, ft)).toBe('12:1 13:0');
    expect(settle('tennis', 187, { hcp: '-1.5' }, ft)).toBe('1714:0 1715:1');
    const live = state(
      [
        [6, 4],
        [2, 1],
      ],
      { ended: false },
    );
    expect(settle('tennis', 186, {}, live)).toBe('undecided');
    expect(settle('tennis', 189, { total: '12.5' }, live)).toBe('12:1 13:0');
    expect(settle('tennis', 189, { total: '22.5' }, live)).toBe('undecided');
  });

  it('esports: maps', () => {
    const ft = state([
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
    expect(settle('esports', 186, {}, ft)).toBe('4:1 5:0');
    expect(settle('esports', 327, { hcp: '-1.5' }, ft)).toBe('1714:0 1715:1');
    expect(settle('esports', 327, { hcp: '1.5' }, ft)).toBe('1714:1 1715:0');
    expect(settle('esports', 328, { total: '2.5' }, ft)).toBe('12:1 13:0');
    const twoNil = state([
      [1, 0],
      [1, 0],
    ]);
    expect(settle('esports', 328, { total: '2.5' }, twoNil)).toBe('12:0 13:1');
    const oneAll = state(
      [
        [1, 0],
        [0, 1],
      ],
      { ended: false },
    );
    expect(settle('esports', 328, { total: '2.5' }, oneAll)).toBe('undecided');
  });

  it('a match stopped level refunds the winner markets', () => {
    const stopped = state([
      [1, 0],
      [0, 1],
    ]);
    expect(settle('esports', 186, {}, stopped)).toBe('4:0/1 5:0/1');
  });
});
