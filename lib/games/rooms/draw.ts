import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The winning ticket of a room round:
 *
 *   r = the first 52 bits of HMAC-SHA256(key = server seed, message = "<entropy>:<round id>")
 *   ticket = floor(r · total / 2^52)
 *
 * The key is the server seed's hex text as UTF-8, as the message is text. The server seed's hash
 * is published when the round opens; the entropy is the hash of the first crash round to start
 * after betting closed, which nobody but the operator can know then. Integer arithmetic
 * throughout, so every ticket has the same chance to within 2^-52 and no float can move it.
 */
export function winningTicket(
  serverSeed: string,
  entropy: string,
  roundId: number,
  total: number,
): number {
  if (!Number.isSafeInteger(total) || total <= 0) {
    throw new RangeError('a round has at least one ticket');
  }
  const mac = hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${entropy}:${roundId}`));
  const r = BigInt(`0x${bytesToHex(mac).slice(0, 13)}`);
  return Number((r * BigInt(total)) >> 52n);
}
