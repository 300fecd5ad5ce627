import { kenoPaytable } from '@/lib/games/keno/keno';
import type {
  Bet,
  CaseAnswer,
  CaseSummary,
  HiloAnswer,
  KenoAnswer,
  MinerAnswer,
} from '@/lib/schemas/games';

/**
 * Answers of the keno, hilo, miner and cases endpoints, as `lib/schemas/games.ts` types them,
 * for component tests; each takes overrides of its fields.
 */

let lastId = 0;

function betFixture(fields: Partial<Bet> = {}): Bet {
  lastId += 1;
  return {
    id: String(lastId),
    game: 'dice',
    amount: 1,
    currency: 'USD',
    multiplier: 0,
    payout: 0,
    win: false,
    inputs: {},
    result: {},
    status: 'settled',
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'client-seed',
    nonce: 7,
    created_at: '2025-03-01T09:30:00.000Z',
    balance: 1500.5,
    ...fields,
  };
}

/** A keno ticket's answer: the multiplier and payout follow the paytable. */
export function kenoAnswer({
  amount = 1,
  picks,
  risk = 'classic',
  drawn,
}: {
  amount?: number;
  picks: number[];
  risk?: KenoAnswer['inputs']['risk'];
  drawn: number[];
}): KenoAnswer {
  const hits = picks.filter((number) => drawn.includes(number)).sort((a, b) => a - b);
  const multiplier = kenoPaytable(risk, picks.length)[hits.length]!;
  return {
    ...betFixture(),
    game: 'keno',
    amount,
    multiplier,
    payout: Math.floor(amount * multiplier * 100) / 100,
    win: multiplier > 1,
    inputs: { picks, risk },
    result: { drawn, hits },
  };
}

/** The odds on a card in the middle (an 8): 7 of 13 ranks win either guess. */
const EVEN_ODDS = {
  higher_or_same: { chance: 53.85, multiplier: 1.8385 },
  lower_or_same: { chance: 53.85, multiplier: 1.8385 },
};

/** A hilo round: open unless `status` says otherwise. */
export function hiloAnswer(
  result: Partial<HiloAnswer['result']> & { cards: number[] },
  fields: Partial<Omit<HiloAnswer, 'result' | 'game'>> = {},
): HiloAnswer {
  return {
    ...betFixture(),
    game: 'hilo',
    status: 'open',
    amount: 2,
    inputs: {},
    ...fields,
    result: { steps: [], multiplier: 0, next: EVEN_ODDS, ...result },
  };
}

/** A miner round: open unless `status` says otherwise. */
export function minerAnswer(
  result: Partial<MinerAnswer['result']> & { revealed: number[] },
  fields: Partial<Omit<MinerAnswer, 'result' | 'game'>> = {},
): MinerAnswer {
  return {
    ...betFixture(),
    game: 'miner',
    status: 'open',
    amount: 2,
    inputs: { mines: 3 },
    ...fields,
    result: { mines: 3, multiplier: 0, next_multiplier: 1.1, ...result },
  };
}

/** A case of the catalogue, in USD. */
export function caseFixture(fields: Partial<CaseSummary> = {}): CaseSummary {
  return {
    slug: 'penny',
    name: 'Penny',
    price: 10,
    currency: 'USD',
    items: [
      { id: 'penny.copper-coin', name: 'Copper coin', value: 4, chance: 38.73 },
      { id: 'penny.gold-coin', name: 'Gold coin', value: 12, chance: 61.26 },
      { id: 'penny.crown', name: 'Crown', value: 1000, chance: 0.01 },
    ],
    ...fields,
  };
}

/** An opening of `gameCase` that gave the item `itemId`. */
export function caseAnswer(gameCase: CaseSummary, itemId: string): CaseAnswer {
  const item = gameCase.items.find((entry) => entry.id === itemId)!;
  return {
    ...betFixture(),
    game: 'cases',
    amount: gameCase.price,
    currency: gameCase.currency,
    multiplier: Math.floor((item.value / gameCase.price) * 10_000) / 10_000,
    payout: item.value,
    win: item.value > gameCase.price,
    inputs: { slug: gameCase.slug },
    result: { roll: 54_321, item: { id: item.id, value: item.value }, table: [] },
  };
}

/**
 * Makes the page prefer reduced motion (or not), so results show at once; answers the undo.
 * useReducedMotion reads the preference on every render.
 */
export function preferReducedMotion(reduce = true) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
