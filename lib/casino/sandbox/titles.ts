/**
 * The games the sandbox game provider (the local RGS, issue 17) serves: what its game list
 * answers, the catalogue stores and the artwork is drawn from. The math of each lives beside it
 * (`slot/`, `roulette-live/`); tests/unit/casino/sandbox-slot-rtp.test.ts enumerates every slot's
 * reels and checks its declared RTP, volatility, standard deviation and max win against them.
 */

export type SandboxTitleKind = 'slot' | 'live';
export type SandboxVolatility = 'low' | 'medium' | 'high';

export type SandboxTitle = {
  /** The provider's game code; the catalogue's slug is derived from it. */
  code: string;
  kind: SandboxTitleKind;
  /** The studio that "made" it (a provider of the catalogue). */
  studio: 'arcada-originals' | 'steppe-studio';
  name: { ru: string; en: string; kz: string };
  /** Declared return to player in percent with two decimals, as text (exact, never a float). */
  rtp: string;
  volatility: SandboxVolatility;
  /** Paylines of a slot; null for a table. */
  paylines: number | null;
  /**
   * The largest win as a multiple of the stake. A slot's is its best round whose free spins are
   * not retriggered (exact without retriggers; a retriggering round has no finite bound).
   */
  maxWinX: number;
  /**
   * The standard deviation of a round's win in multiples of the stake, two decimals; what the
   * volatility class follows (`slot/volatility.ts`). Null for a table, whose spread is the bet's.
   */
  stdDev: number | null;
  tags: string[];
  hasFreeSpins: boolean;
  releaseDate: string;
  /** Two colours of the generated artwork and the symbol it shows. */
  art: { from: string; to: string; emblem: string };
};

export const SANDBOX_STUDIOS = {
  'arcada-originals': 'Arcada Originals',
  'steppe-studio': 'Steppe Studio',
} as const;

export const SANDBOX_TITLES: readonly SandboxTitle[] = [
  {
    code: 'sandbox-fruits',
    kind: 'slot',
    studio: 'arcada-originals',
    name: { ru: 'Фруктовая песочница', en: 'Sandbox Fruits', kz: 'Жеміс құмсалғышы' },
    // RTP exactly 243661609475/252885492426 of the stake (base 71.64 %, free spins 24.71 %).
    rtp: '96.35',
    volatility: 'medium',
    paylines: 10,
    maxWinX: 5355,
    stdDev: 4.4,
    tags: ['popular', 'free-spins'],
    hasFreeSpins: true,
    releaseDate: '2026-09-01',
    art: { from: '#ff5f6d', to: '#ffc371', emblem: 'cherry' },
  },
  {
    code: 'golden-steppe',
    kind: 'slot',
    studio: 'steppe-studio',
    name: { ru: 'Золотая степь', en: 'Golden Steppe', kz: 'Алтын дала' },
    // RTP exactly 17983427173/18907483980 of the stake (base 46.17 %, free spins 48.94 %).
    rtp: '95.11',
    volatility: 'high',
    paylines: 20,
    maxWinX: 55700.6,
    stdDev: 8.54,
    tags: ['new', 'free-spins'],
    hasFreeSpins: true,
    releaseDate: '2026-11-10',
    art: { from: '#f7b733', to: '#7b4397', emblem: 'eagle' },
  },
  {
    code: 'aurora-gems',
    kind: 'slot',
    studio: 'arcada-originals',
    name: { ru: 'Самоцветы северного сияния', en: 'Aurora Gems', kz: 'Солтүстік шұғыла асылдары' },
    // RTP exactly 119382549745/123925777024 of the stake (base 86.96 %, free spins 9.37 %).
    rtp: '96.33',
    volatility: 'low',
    paylines: 10,
    maxWinX: 505,
    stdDev: 2.01,
    tags: ['popular'],
    hasFreeSpins: true,
    releaseDate: '2026-06-15',
    art: { from: '#00c9ff', to: '#92fe9d', emblem: 'gem' },
  },
  {
    code: 'roulette-live',
    kind: 'live',
    studio: 'steppe-studio',
    name: { ru: 'Живая рулетка', en: 'Roulette Live', kz: 'Тікелей рулетка' },
    // RTP exactly 36/37 of the stake on every bet of a single-zero wheel.
    rtp: '97.30',
    volatility: 'medium',
    paylines: null,
    maxWinX: 36,
    stdDev: null,
    tags: ['live', 'roulette'],
    hasFreeSpins: false,
    releaseDate: '2026-10-01',
    art: { from: '#0f9b0f', to: '#000000', emblem: 'wheel' },
  },
];
