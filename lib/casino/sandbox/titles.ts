/**
 * The games the sandbox game provider (the local RGS, issue 17) serves: what its game list
 * answers, the catalogue stores and the artwork is drawn from. The math of each lives beside it
 * (`slot/`, `roulette-live/`); a test checks every slot's declared RTP against its reels exactly.
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
  /** The largest win as a multiple of the stake. */
  maxWinX: number;
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
    rtp: '96.00',
    volatility: 'medium',
    paylines: 10,
    maxWinX: 1000,
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
    rtp: '95.50',
    volatility: 'high',
    paylines: 20,
    maxWinX: 5000,
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
    rtp: '96.50',
    volatility: 'low',
    paylines: 10,
    maxWinX: 500,
    tags: ['popular'],
    hasFreeSpins: true,
    releaseDate: '2026-06-15',
    art: { from: '#00c9ff', to: '#92fe9d', emblem: 'gem' },
  },
  {
    code: 'roulette-live',
    kind: 'live',
    studio: 'steppe-studio',
    name: { ru: 'Рулетка Live', en: 'Roulette Live', kz: 'Рулетка Live' },
    rtp: '97.30',
    volatility: 'medium',
    paylines: null,
    maxWinX: 36,
    tags: ['live', 'roulette'],
    hasFreeSpins: false,
    releaseDate: '2026-10-01',
    art: { from: '#0f9b0f', to: '#000000', emblem: 'wheel' },
  },
];
