import type { InHouseGame } from '@/lib/constants/games';
import { findCase } from '@/lib/games/cases/catalogue';
import { openCaseFromSeeds } from '@/lib/games/cases/open';
import { buildRangeTable } from '@/lib/games/cases/ranges';
import { playCoinflip, type CoinflipResult } from '@/lib/games/coinflip/coinflip';
import { diceBetProblem, playDice, type DiceResult } from '@/lib/games/dice/dice';
import { floatAt } from '@/lib/games/fair/floats';
import {
  clientSeedProblem,
  hashServerSeed,
  isServerSeed,
  type SeedPair,
} from '@/lib/games/fair/seeds';
import { cardFromFloat } from '@/lib/games/hilo/cards';
import { kenoBetProblem, playKeno, type KenoResult } from '@/lib/games/keno/keno';
import { isMineCount } from '@/lib/games/miner/field';
import { startMinerFromSeeds } from '@/lib/games/miner/round';
import type { RouletteBet } from '@/lib/games/roulette/bets';
import { rouletteBetsProblem } from '@/lib/games/roulette/bets';
import { playRoulette, type RouletteResult } from '@/lib/games/roulette/spin';
import { toMinor } from '@/lib/money/amount';
import type { VerifierFields } from './fair-query';

/** The most hilo cards the verifier deals at once. */
export const VERIFIER_MAX_CARDS = 100;

/** A field the verifier could not use, and why. */
export type VerifierProblem =
  | 'serverSeed'
  | 'clientSeed'
  | 'nonce'
  | 'target'
  | 'side'
  | 'bets'
  | 'picks'
  | 'cards'
  | 'mines'
  | 'slug';

export type GameOutcome =
  | ({ game: 'dice' } & DiceResult)
  | ({ game: 'coinflip' } & CoinflipResult)
  | ({ game: 'roulette' } & RouletteResult)
  | ({ game: 'keno' } & KenoResult)
  | { game: 'hilo'; cards: number[] }
  | { game: 'miner'; mines: number[] }
  | {
      game: 'cases';
      roll: number;
      itemId: string;
      nameKey: string;
      /** Minor units of the catalogue's RUB. */
      value: number;
      multiplier: number;
    };

export type Verification =
  | { ok: false; problems: VerifierProblem[] }
  | {
      ok: true;
      /** SHA-256 of the server seed, as committed before the bet. */
      hash: string;
      /** Whether it equals the hash the player gave; null when none was given. */
      hashMatches: boolean | null;
      outcome: GameOutcome;
    };

const INTEGER = /^\d+$/;

/** The field that holds each game's inputs. */
const INPUT_FIELD: Record<InHouseGame, VerifierProblem> = {
  dice: 'target',
  coinflip: 'side',
  roulette: 'bets',
  keno: 'picks',
  hilo: 'cards',
  miner: 'mines',
  cases: 'slug',
};

function integers(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.every((part) => INTEGER.test(part)) ? parts.map(Number) : null;
}

/** Roulette chips as the API takes them (amounts in major units) as `lib/games` chips. */
function rouletteBets(json: string): RouletteBet[] | null {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return null;
    const bets = parsed.map((chip: Record<string, unknown>) => ({
      ...chip,
      amount: typeof chip.amount === 'number' ? toMinor(chip.amount) : NaN,
    })) as RouletteBet[];
    return rouletteBetsProblem(bets) ? null : bets;
  } catch {
    return null;
  }
}

/** The outcome of one game's inputs, or the field that is wrong. */
function outcomeOf(
  game: InHouseGame,
  seeds: SeedPair,
  fields: VerifierFields,
): GameOutcome | VerifierProblem {
  switch (game) {
    case 'dice': {
      const bet = { target: Number(fields.target.replace(',', '.')), direction: fields.direction };
      if (!fields.target.trim() || diceBetProblem(bet)) return 'target';
      return { game, ...playDice(seeds, bet) };
    }
    case 'coinflip':
      return { game, ...playCoinflip(seeds, fields.side) };
    case 'roulette': {
      const bets = rouletteBets(fields.bets);
      return bets ? { game, ...playRoulette(seeds, bets) } : 'bets';
    }
    case 'keno': {
      const picks = integers(fields.picks);
      const bet = { picks: picks ?? [], risk: fields.risk };
      if (!picks || kenoBetProblem(bet)) return 'picks';
      return { game, ...playKeno(seeds, bet) };
    }
    case 'hilo': {
      const count = Number(fields.cards);
      if (!INTEGER.test(fields.cards) || count < 1 || count > VERIFIER_MAX_CARDS) return 'cards';
      return {
        game,
        cards: Array.from({ length: count }, (_, index) => cardFromFloat(floatAt(seeds, index))),
      };
    }
    case 'miner': {
      const mines = Number(fields.mines);
      if (!INTEGER.test(fields.mines) || !isMineCount(mines)) return 'mines';
      return { game, mines: [...startMinerFromSeeds(seeds, mines).mines] };
    }
    case 'cases': {
      const found = findCase(fields.slug);
      if (!found) return 'slug';
      const opening = openCaseFromSeeds(seeds, buildRangeTable(found.items), found.price);
      const item = found.items.find((entry) => entry.id === opening.itemId)!;
      return {
        game,
        roll: opening.roll,
        itemId: opening.itemId,
        nameKey: item.nameKey,
        value: opening.value,
        multiplier: opening.multiplier,
      };
    }
  }
}

/**
 * Recomputes a bet in the browser with the same `lib/games` code the server runs: the seeds and
 * nonce give the floats, the game's inputs the outcome; and the server seed's SHA-256 is compared
 * with the hash shown before the bet.
 */
export function verify(fields: VerifierFields): Verification {
  const problems: VerifierProblem[] = [];
  const serverSeed = fields.serverSeed.trim();
  const nonce = Number(fields.nonce);
  if (!isServerSeed(serverSeed)) problems.push('serverSeed');
  if (clientSeedProblem(fields.clientSeed)) problems.push('clientSeed');
  if (!INTEGER.test(fields.nonce.trim()) || !Number.isSafeInteger(nonce)) problems.push('nonce');
  if (problems.length > 0) return { ok: false, problems };

  let outcome: GameOutcome | VerifierProblem;
  try {
    outcome = outcomeOf(fields.game, { serverSeed, clientSeed: fields.clientSeed, nonce }, fields);
  } catch {
    // The rules refused an input the checks above let through.
    outcome = INPUT_FIELD[fields.game];
  }
  if (typeof outcome === 'string') return { ok: false, problems: [outcome] };
  const hash = hashServerSeed(serverSeed);
  const expected = fields.hash.trim().toLowerCase();
  return { ok: true, hash, hashMatches: expected ? expected === hash : null, outcome };
}
