import type { GameId } from './registry';
import type { PlayedBet } from './verifier';

/**
 * The part of a `/fair` link every game shares: game, seeds, nonce and hash. It reads no game
 * definition, so a page can link a bet to the verifier without loading the definitions and zod
 * (`fairQuery` in `verify.ts` adds the game's own fields).
 */

/** The fields every game has, and their query parameters. */
export const SHARED_PARAMS = {
  game: 'game',
  serverSeed: 'server_seed',
  clientSeed: 'client_seed',
  nonce: 'nonce',
  hash: 'hash',
} as const;
export type SharedField = keyof typeof SHARED_PARAMS;

/** A bet as the API answers it, as far as the verifier reads it. */
export type VerifiableBet = PlayedBet & {
  readonly game: GameId;
  readonly server_seed_hash: string;
  readonly client_seed: string;
  readonly nonce: number;
  /** Once rotation has revealed it. */
  readonly server_seed?: string | null;
};

/** The shared part of a bet's `/fair` query; the server seed only once revealed. */
export function sharedFairQuery(bet: VerifiableBet): Record<string, string> {
  const shared: Record<SharedField, string | undefined> = {
    game: bet.game,
    serverSeed: bet.server_seed ?? undefined,
    clientSeed: bet.client_seed,
    nonce: String(bet.nonce),
    hash: bet.server_seed_hash,
  };
  return Object.fromEntries(
    Object.entries(shared)
      .filter((entry): entry is [SharedField, string] => entry[1] !== undefined)
      .map(([field, value]) => [SHARED_PARAMS[field], value]),
  );
}
