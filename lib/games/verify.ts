import type { Currency } from '@/lib/constants/currencies';
import type { GameDefinition } from './definition';
import { SHARED_PARAMS, sharedFairQuery, type VerifiableBet } from './fair-link';
import { clientSeedProblem, hashServerSeed, isServerSeed, type SeedPair } from './fair/seeds';
import { GAME_DEFINITIONS, type GameId, gameDefinition, isGameId } from './registry';
import {
  readInteger,
  type VerifierInputs,
  type VerifierProblem,
  type VerifierView,
} from './verifier';

/**
 * The `/fair` verifier's logic: its form (filled from a query string, or from a bet's "Verify"
 * link), and the recomputation of a bet with the same definitions the server settles it with.
 * Which fields a game has and what its outcome reads like come from the registry.
 */

/** What the verifier's form holds: every text as typed. */
export type VerifierForm = {
  game: GameId;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The hash shown before the bet, to compare with SHA-256 of the server seed. */
  hash: string;
  /** Every game's input fields by name (`VerifierField.name`). */
  inputs: VerifierInputs;
};

const GAME_FIELDS = GAME_DEFINITIONS.flatMap((game) => game.verifier.fields);

export const DEFAULT_VERIFIER_FORM: VerifierForm = {
  game: GAME_DEFINITIONS[0]!.id,
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  hash: '',
  inputs: Object.fromEntries(GAME_FIELDS.map((field) => [field.name, field.initial])),
};

/**
 * Cases are priced in the catalogue's own currency here: the item, roll and multiplier are the
 * same in every currency, only the amounts scale.
 */
const VERIFIER_CURRENCY: Currency = 'RUB';

type Query = { get(name: string): string | null };

/** The form from a query string; unknown or malformed choices keep their defaults. */
export function formFromQuery(query: Query): VerifierForm {
  const form = { ...DEFAULT_VERIFIER_FORM, inputs: { ...DEFAULT_VERIFIER_FORM.inputs } };
  const game = query.get(SHARED_PARAMS.game);
  if (game !== null && isGameId(game)) form.game = game;
  for (const field of ['serverSeed', 'clientSeed', 'nonce', 'hash'] as const) {
    form[field] = query.get(SHARED_PARAMS[field]) ?? form[field];
  }
  for (const field of GAME_FIELDS) {
    const value = query.get(field.name);
    if (value === null) continue;
    if (field.options && !field.options.some((option) => option.value === value)) continue;
    form.inputs[field.name] = value;
  }
  return form;
}

export type { VerifiableBet } from './fair-link';

/**
 * The `/fair` query that fills the verifier in for a bet: its game, seeds (the server seed once
 * revealed), nonce, hash and inputs.
 */
export function fairQuery(bet: VerifiableBet): Record<string, string> {
  const inputs = Object.entries(gameDefinition(bet.game).verifier.fieldsOf(bet)).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return { ...sharedFairQuery(bet), ...Object.fromEntries(inputs) };
}

export type Verification =
  | { ok: false; problems: VerifierProblem[] }
  | {
      ok: true;
      /** SHA-256 of the server seed, as committed before the bet. */
      hash: string;
      /** Whether it equals the hash the player gave; null when none was given. */
      hashMatches: boolean | null;
      view: VerifierView;
    };

/** A single-step bet's outcome from the typed inputs, or a round's drawn part. */
function outcomeView(
  game: GameDefinition,
  seeds: SeedPair,
  inputs: VerifierInputs,
): VerifierView | VerifierProblem {
  if (game.kind === 'round') return game.verifier.replay(seeds, inputs);
  const parsed = game.input.safeParse(game.verifier.read(inputs));
  if (!parsed.success) {
    const named = parsed.error.issues.map((issue) => String(issue.path[0]));
    const field = game.verifier.fields.find((candidate) => named.includes(candidate.name));
    return (field ?? game.verifier.fields[0]!).name;
  }
  return game.verifier.view(game.play(seeds, parsed.data, VERIFIER_CURRENCY));
}

/**
 * Recomputes a bet in the browser with the definition the server settles it with: the seeds and
 * nonce give the floats, the game's inputs (checked by the game's own input schema) the outcome;
 * and the server seed's SHA-256 is compared with the hash shown before the bet.
 */
export function verify(form: VerifierForm): Verification {
  const problems: VerifierProblem[] = [];
  const serverSeed = form.serverSeed.trim();
  const nonce = readInteger(form.nonce);
  if (!isServerSeed(serverSeed)) problems.push('serverSeed');
  if (clientSeedProblem(form.clientSeed)) problems.push('clientSeed');
  if (nonce === null) problems.push('nonce');
  if (nonce === null || problems.length > 0) return { ok: false, problems };

  const game: GameDefinition = gameDefinition(form.game);
  let view: VerifierView | VerifierProblem;
  try {
    view = outcomeView(game, { serverSeed, clientSeed: form.clientSeed, nonce }, form.inputs);
  } catch {
    // The rules refused an input the checks above let through.
    view = game.verifier.fields[0]!.name;
  }
  if (typeof view === 'string') return { ok: false, problems: [view] };
  const hash = hashServerSeed(serverSeed);
  const expected = form.hash.trim().toLowerCase();
  return { ok: true, hash, hashMatches: expected ? expected === hash : null, view };
}
