import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The random bytes of a bet: HMAC-SHA256 keyed with the server seed, over
 * `${clientSeed}:${nonce}:${round}`, round = 0, 1, 2… as more bytes are needed. Both key and
 * message are UTF-8 text: the key is the server seed's 64 hex characters as written, not the 32
 * bytes they spell (as in the common casino schemes, so a player can check with any HMAC tool).
 */
export function roundMessage(clientSeed: string, nonce: number, round: number): string {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`bad nonce: ${nonce}`);
  if (!Number.isSafeInteger(round) || round < 0) throw new RangeError(`bad round: ${round}`);
  return `${clientSeed}:${nonce}:${round}`;
}

type KeyedMac = ReturnType<typeof hmac.create>;

// The HMAC states after absorbing the key, kept for the last MAX_KEYED server seeds: a player's
// bets share one seed, and cloning the state saves half the hashing of every round. A server
// takes the bets of many players in turn, so one remembered seed missed every time (issue 41).
const MAX_KEYED = 1_000;
const keyed = new Map<string, KeyedMac>();

function keyedMac(serverSeed: string): KeyedMac {
  let mac = keyed.get(serverSeed);
  if (!mac) {
    if (keyed.size >= MAX_KEYED) keyed.delete(keyed.keys().next().value!);
    mac = hmac.create(sha256, utf8ToBytes(serverSeed));
    keyed.set(serverSeed, mac);
  }
  return mac;
}

/** The 32 bytes of one round. */
export function roundBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
): Uint8Array {
  const message = utf8ToBytes(roundMessage(clientSeed, nonce, round));
  return keyedMac(serverSeed).clone().update(message).digest();
}
