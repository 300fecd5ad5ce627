import { betLimitsMinor, CASE_ROLL_RANGE, DECLARED_RTP } from '@/lib/constants/games';
import { CASES, findCase } from '@/lib/games/cases/catalogue';
import { openCase, openCaseFromSeeds } from '@/lib/games/cases/open';
import { buildRangeTable, caseRoll, rangeForRoll } from '@/lib/games/cases/ranges';
import { GameError } from '@/lib/games/errors';
import { seedsAt } from '@/tests/support/games';

const items = [
  { id: 'a', nameKey: 'Cases.items.a', value: 100, weight: 60_000 },
  { id: 'b', nameKey: 'Cases.items.b', value: 500, weight: 39_999 },
  { id: 'c', nameKey: 'Cases.items.c', value: 90_000, weight: 1 },
];

describe('case range tables', () => {
  it('lay the weights end to end over 1–100000', () => {
    expect(buildRangeTable(items)).toEqual([
      { itemId: 'a', value: 100, from: 1, to: 60_000 },
      { itemId: 'b', value: 500, from: 60_001, to: 99_999 },
      { itemId: 'c', value: 90_000, from: 100_000, to: 100_000 },
    ]);
  });

  it('refuse weights that do not add up to 100000, and bad weights or values', () => {
    expect(() => buildRangeTable(items.slice(0, 2))).toThrow(GameError);
    expect(() => buildRangeTable([{ ...items[0]!, weight: 100_000.5 }])).toThrow(GameError);
    expect(() =>
      buildRangeTable([
        { ...items[0]!, weight: 0 },
        { ...items[1]!, weight: 100_000 },
      ]),
    ).toThrow(GameError);
    expect(() => buildRangeTable([{ ...items[0]!, value: -1, weight: 100_000 }])).toThrow(
      GameError,
    );
  });

  it('map a roll of floor(f · 100000) + 1 onto its range', () => {
    const table = buildRangeTable(items);
    expect(caseRoll(0)).toBe(1);
    expect(caseRoll(1 - 2 ** -32)).toBe(100_000);
    expect(rangeForRoll(table, 60_000).itemId).toBe('a');
    expect(rangeForRoll(table, 60_001).itemId).toBe('b');
    expect(rangeForRoll(table, 100_000).itemId).toBe('c');
    expect(() => rangeForRoll(table, 0)).toThrow(GameError);
  });

  it('open against the stored table and the price paid', () => {
    const table = buildRangeTable(items);
    expect(openCase(0.7, table, 400)).toEqual({
      roll: 70_001,
      itemId: 'b',
      value: 500,
      multiplier: 1.25,
      win: true,
    });
    expect(openCase(0.1, table, 400)).toMatchObject({ itemId: 'a', multiplier: 0.25, win: false });
  });
});

describe('the case catalogue', () => {
  it('answers the known vectors of fixed seeds', () => {
    // Float 0 of nonce 0 rolls 3875, of nonce 1 92841 (reference: Python's hmac).
    const penny = findCase('penny')!;
    const table = buildRangeTable(penny.items);
    expect(openCaseFromSeeds(seedsAt(0), table, penny.price)).toEqual({
      roll: 3875,
      itemId: 'penny.copper-coin',
      value: 400,
      multiplier: 0.4,
      win: false,
    });
    expect(openCaseFromSeeds(seedsAt(1), table, penny.price)).toEqual({
      roll: 92_841,
      itemId: 'penny.silver-bar',
      value: 2000,
      multiplier: 2,
      win: true,
    });
  });

  it('holds at least 8 cases across price levels within the RUB bet limits', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(8);
    const prices = CASES.map((gameCase) => gameCase.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
    const { min, max } = betLimitsMinor('cases', 'RUB');
    for (const price of prices) expect(price >= min && price <= max).toBe(true);
  });

  it('names cases and items by unique ids and message keys', () => {
    const slugs = CASES.map((gameCase) => gameCase.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const ids = CASES.flatMap((gameCase) => gameCase.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const gameCase of CASES) {
      expect(gameCase.nameKey).toMatch(/^Cases\.names\.[a-z-]+$/);
      for (const item of gameCase.items) expect(item.nameKey).toMatch(/^Cases\.items\.[a-z-]+$/);
    }
  });

  it('returns exactly the declared 95 % in every case', () => {
    const rtpPercent = Math.round(DECLARED_RTP.cases * 100);
    for (const gameCase of CASES) {
      const table = buildRangeTable(gameCase.items);
      expect(table[table.length - 1]!.to).toBe(CASE_ROLL_RANGE);
      // Σ value × weight = 0.95 × price × 100000, in integers.
      const returned = gameCase.items.reduce((sum, item) => sum + item.value * item.weight, 0);
      expect(returned * 100).toBe(rtpPercent * gameCase.price * CASE_ROLL_RANGE);
    }
  });
});
