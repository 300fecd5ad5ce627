import { toMinor } from '@/lib/money/units';
import type { CaseItem } from './ranges';

/** A case: a price and the items it may give, in the items' range order (cheapest first). */
export type GameCase = {
  readonly slug: string;
  readonly nameKey: string;
  /** Minor units of RUB. */
  readonly price: number;
  readonly items: readonly CaseItem[];
};

type ItemRow = readonly [name: string, valueRub: number, weight: number];

function gameCase(slug: string, priceRub: number, rows: readonly ItemRow[]): GameCase {
  return {
    slug,
    nameKey: `Cases.names.${slug}`,
    price: toMinor(priceRub),
    items: rows.map(([name, valueRub, weight]) => ({
      id: `${slug}.${name}`,
      nameKey: `Cases.items.${name}`,
      value: toMinor(valueRub),
      weight,
    })),
  };
}

/**
 * The case catalogue, priced in RUB from 10 to 5000: rows are [item name, value in RUB, weight
 * out of 100000]. Every case returns exactly its declared RTP (DECLARED_RTP.cases, 95 %)
 * on average: Σ value · weight = 0.95 · price · 100000, which tests/unit/games/cases.test.ts checks
 * in integers. An item worth at least the price comes 26–40 % of the time. Names are message keys
 * of messages/*.json (`Cases.names.<slug>`, `Cases.items.<name>`). Other currencies take these
 * amounts scaled as the bet limits scale (`pricing.ts`); the range table stored with each
 * opening keeps whatever values were in force.
 */
export const CASES: readonly GameCase[] = [
  gameCase('penny', 10, [
    ['copper-coin', 4, 38_730],
    ['silver-coin', 8, 34_760],
    ['gold-coin', 12, 16_000],
    ['silver-bar', 20, 8000],
    ['gold-bar', 50, 2200],
    ['sapphire', 150, 300],
    ['crown', 1000, 10],
  ]),
  gameCase('bronze', 50, [
    ['copper-coin', 10, 26_490],
    ['silver-coin', 30, 40_170],
    ['gold-coin', 50, 18_000],
    ['silver-bar', 90, 10_000],
    ['gold-bar', 200, 4500],
    ['ruby', 600, 800],
    ['diamond', 2500, 40],
  ]),
  gameCase('silver', 100, [
    ['silver-coin', 25, 24_520],
    ['gold-coin', 60, 40_450],
    ['silver-bar', 100, 18_000],
    ['gold-bar', 160, 11_000],
    ['ruby', 350, 5000],
    ['emerald', 1000, 1000],
    ['diamond', 5000, 30],
  ]),
  gameCase('gold', 250, [
    ['silver-coin', 75, 25_252],
    ['gold-coin', 150, 38_709],
    ['silver-bar', 250, 18_999],
    ['gold-bar', 400, 11_000],
    ['ruby', 800, 5000],
    ['sapphire', 2500, 1000],
    ['crown', 10_000, 40],
  ]),
  gameCase('platinum', 500, [
    ['gold-coin', 180, 40_785],
    ['silver-bar', 350, 21_592],
    ['gold-bar', 500, 19_003],
    ['ruby', 750, 11_000],
    ['sapphire', 1300, 6000],
    ['emerald', 3500, 1500],
    ['crown', 15_000, 120],
  ]),
  gameCase('royal', 1000, [
    ['gold-coin', 400, 27_420],
    ['silver-bar', 700, 34_260],
    ['gold-bar', 1000, 20_000],
    ['ruby', 1400, 11_000],
    ['sapphire', 2500, 5500],
    ['emerald', 5000, 1700],
    ['diamond', 20_000, 120],
  ]),
  gameCase('vault', 2500, [
    ['silver-bar', 1200, 30_919],
    ['gold-bar', 1800, 29_329],
    ['ruby', 2500, 21_002],
    ['sapphire', 3500, 11_000],
    ['emerald', 5500, 6000],
    ['diamond', 11_000, 1600],
    ['crown', 40_000, 150],
  ]),
  gameCase('legend', 5000, [
    ['silver-bar', 2500, 25_780],
    ['gold-bar', 4000, 34_700],
    ['ruby', 5000, 21_000],
    ['sapphire', 6500, 11_500],
    ['emerald', 10_000, 5500],
    ['diamond', 20_000, 1400],
    ['crown', 75_000, 120],
  ]),
];

export function findCase(slug: string): GameCase | undefined {
  return CASES.find((gameCase) => gameCase.slug === slug);
}
