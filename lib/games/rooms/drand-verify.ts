import { bls12_381 } from '@noble/curves/bls12-381.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import {
  DRAND_DST,
  drandMessage,
  drandRandomness,
  isDrandPublicKey,
  isDrandSignature,
} from './drand';

/**
 * The pairing check of a drand beacon (`bls-unchained-g1-rfc9380`): the signature, a G1 point,
 * signs the round's message under the chain's G2 key. The curve code is large (about 40 KB
 * gzip): the browser imports this file only when it verifies a beacon.
 */

export type DrandBeacon = { round: number; signature: string; randomness?: string };

export type BeaconCheck = {
  /** The signature is the chain key's on this round's message. */
  signature: boolean;
  /** The randomness given is the SHA-256 of the signature; null when none was given. */
  randomness: boolean | null;
};

/**
 * Checks a beacon against a chain's public key. A malformed signature or key, a point off the
 * curve or outside its subgroup fails like a wrong signature; noble's decoding checks both.
 */
export function checkBeacon(publicKey: string, beacon: DrandBeacon): BeaconCheck {
  const signature = beacon.signature.toLowerCase();
  const randomness =
    beacon.randomness === undefined
      ? null
      : isDrandSignature(signature) &&
        beacon.randomness.toLowerCase() === drandRandomness(signature);
  if (
    !Number.isSafeInteger(beacon.round) ||
    beacon.round < 1 ||
    !isDrandSignature(signature) ||
    !isDrandPublicKey(publicKey.toLowerCase())
  ) {
    return { signature: false, randomness };
  }
  const bls = bls12_381.shortSignatures;
  try {
    const message = bls.hash(drandMessage(beacon.round), DRAND_DST);
    return {
      signature: bls.verify(hexToBytes(signature), message, hexToBytes(publicKey.toLowerCase())),
      randomness,
    };
  } catch {
    return { signature: false, randomness };
  }
}

/** Whether a beacon is the chain's: a good signature and, when given, its randomness. */
export function verifyBeacon(publicKey: string, beacon: DrandBeacon): boolean {
  const check = checkBeacon(publicKey, beacon);
  return check.signature && check.randomness !== false;
}
