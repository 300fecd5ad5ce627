import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * What one bet's randomness comes from. The server seed is 32 random bytes written as 64
 * lower-case hex characters and stays secret until rotation; the client seed is the player's;
 * the nonce counts the player's bets with this pair, from 0.
 */
export type SeedPair = {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
};

const SERVER_SEED = /^[0-9a-f]{64}$/;

/** Whether a string has the server seed's shape: 64 lower-case hex characters. */
export function isServerSeed(value: string): boolean {
  return SERVER_SEED.test(value);
}

/**
 * The commitment shown before rotation: hex SHA-256 of the server seed's text (its 64 hex
 * characters as UTF-8, not the 32 bytes they spell) — the same encoding the HMAC key uses, so a
 * player checks both with the string they were shown.
 */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

export const CLIENT_SEED_MAX_LENGTH = 64;

/** Printable ASCII, no space at either end. */
const CLIENT_SEED = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Why a client seed is refused, or null. A client seed is 1–64 printable ASCII characters (space
 * allowed inside): ASCII so the text a player copies is byte for byte the text the server hashed,
 * with no Unicode look-alikes or normalization in the way.
 */
export function clientSeedProblem(value: string): 'required' | 'too_long' | 'invalid_value' | null {
  if (value.length === 0) return 'required';
  if (value.length > CLIENT_SEED_MAX_LENGTH) return 'too_long';
  return CLIENT_SEED.test(value) ? null : 'invalid_value';
}
