import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * The hash chain of crash rounds. The operator draws a secret once; element 1 is SHA-256 of it and
 * element k + 1 is SHA-256 of element k's 32 bytes, up to the chain's length N. Rounds take the
 * chain from its end: game 1 is element N, game n element N − n + 1, so each game's hash is
 * SHA-256 of the next game's, and nobody can work forward from a revealed hash. The terminating
 * hash, SHA-256 of game 1's hash, is published before game 1: hashing game n's hash n times must
 * give it, which proves the rounds were fixed in advance.
 */

/** The game before this one: SHA-256 of the hash's 32 bytes (game n → game n − 1). */
export function previousGameHash(gameHash: string): string {
  return bytesToHex(sha256(hexToBytes(gameHash)));
}

/** Whether a game hash is hex SHA-256 output. */
export function isGameHash(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

/**
 * Checks a revealed game hash against the terminating hash: hashing game n's hash n times gives
 * the terminating hash. Answers the number of steps taken when it matched within `maxGames`, else
 * null. A browser walks a few thousand steps in milliseconds; deep games take longer.
 */
export function gameNumberInChain(
  gameHash: string,
  terminatingHash: string,
  maxGames: number,
): number | null {
  let hash = hexToBytes(gameHash);
  for (let steps = 1; steps <= maxGames; steps += 1) {
    hash = sha256(hash);
    if (bytesToHex(hash) === terminatingHash) return steps;
  }
  return null;
}
