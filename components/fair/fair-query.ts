import { IN_HOUSE_GAMES, type InHouseGame } from '@/lib/constants/games';
import { COIN_SIDES, type CoinSide } from '@/lib/games/coinflip/coinflip';
import { CASES } from '@/lib/games/cases/catalogue';
import { DICE_DIRECTIONS, type DiceDirection } from '@/lib/games/dice/dice';
import { KENO_RISKS, type KenoRisk } from '@/lib/games/keno/paytables';
import type { Bet } from '@/lib/schemas/games';

/**
 * The `/fair` verifier's fields and the query string that fills them, so a bet's "Verify" link
 * opens the verifier ready for its server seed. Text fields hold what the player types.
 */
export type VerifierFields = {
  game: InHouseGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The hash shown before the bet, to compare with SHA-256 of the server seed. */
  hash: string;
  target: string;
  direction: DiceDirection;
  side: CoinSide;
  /** Roulette chips as JSON, as the API takes them (amounts in major units). */
  bets: string;
  /** Keno picks, comma-separated. */
  picks: string;
  risk: KenoRisk;
  /** Hilo: how many cards to deal. */
  cards: string;
  mines: string;
  slug: string;
};

export const DEFAULT_VERIFIER_FIELDS: VerifierFields = {
  game: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  hash: '',
  target: '50',
  direction: 'under',
  side: 'heads',
  bets: '[{"kind":"red","amount":1}]',
  picks: '1, 2, 3, 4, 5',
  risk: 'classic',
  cards: '5',
  mines: '3',
  slug: CASES[0]!.slug,
};

/** Field → query parameter. */
const PARAMS = {
  game: 'game',
  serverSeed: 'server_seed',
  clientSeed: 'client_seed',
  nonce: 'nonce',
  hash: 'hash',
  target: 'target',
  direction: 'direction',
  side: 'side',
  bets: 'bets',
  picks: 'picks',
  risk: 'risk',
  cards: 'cards',
  mines: 'mines',
  slug: 'slug',
} as const satisfies Record<keyof VerifierFields, string>;

const CHOICES: Partial<Record<keyof VerifierFields, readonly string[]>> = {
  game: IN_HOUSE_GAMES,
  direction: DICE_DIRECTIONS,
  side: COIN_SIDES,
  risk: KENO_RISKS,
};

type Query = { get(name: string): string | null };

/** The verifier's fields from a query string; unknown or malformed values keep their defaults. */
export function fieldsFromQuery(query: Query): VerifierFields {
  const fields: Record<string, string> = { ...DEFAULT_VERIFIER_FIELDS };
  for (const [field, param] of Object.entries(PARAMS) as [keyof VerifierFields, string][]) {
    const value = query.get(param);
    if (value === null) continue;
    const choices = CHOICES[field];
    if (choices && !choices.includes(value)) continue;
    fields[field] = value;
  }
  return fields as VerifierFields;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The inputs of a bet as verifier parameters. */
function inputParams(bet: Bet): Partial<Record<keyof VerifierFields, string>> {
  const { inputs, result } = bet;
  switch (bet.game) {
    case 'dice':
      return { target: text(inputs.target), direction: text(inputs.direction) as DiceDirection };
    case 'coinflip':
      return { side: text(inputs.side) as CoinSide };
    case 'roulette': {
      const chips = Array.isArray(inputs.bets)
        ? inputs.bets
        : Array.isArray(result.chips)
          ? result.chips.map((chip: { bet?: unknown }) => chip.bet)
          : undefined;
      return { bets: chips ? JSON.stringify(chips) : undefined };
    }
    case 'keno':
      return {
        picks: Array.isArray(inputs.picks) ? inputs.picks.join(', ') : undefined,
        risk: text(inputs.risk) as KenoRisk,
      };
    case 'hilo':
      return { cards: Array.isArray(result.cards) ? String(result.cards.length) : undefined };
    case 'miner': {
      const mines = inputs.mines ?? result.mines;
      return { mines: Array.isArray(mines) ? String(mines.length) : text(mines) };
    }
    case 'cases':
      return { slug: text(inputs.slug) };
  }
}

/**
 * The `/fair` query that prefills the verifier with a bet: its game, seeds (the server seed once
 * revealed), nonce and inputs.
 */
export function fairQuery(bet: Bet): Record<string, string> {
  const values: Partial<Record<keyof VerifierFields, string>> = {
    game: bet.game,
    serverSeed: bet.server_seed ?? undefined,
    clientSeed: bet.client_seed,
    nonce: String(bet.nonce),
    hash: bet.server_seed_hash,
    ...inputParams(bet),
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter((entry): entry is [keyof VerifierFields, string] => entry[1] !== undefined)
      .map(([field, value]) => [PARAMS[field], value]),
  );
}
