import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { deriveKey } from './sealed';

/**
 * The site's fairness key: an Ed25519 key that signs what the site publishes about its fairness
 * (the crash chain's commitment). Its 32-byte seed is derived from AUTH_SECRET by HKDF, so every
 * process and every restart has the same key with nothing more to store or configure; rotating
 * AUTH_SECRET rotates it (README, "Crash": archived signatures keep verifying with the archived
 * public key). Ed25519 signs deterministically: the same bytes always get the same signature.
 */
const PURPOSE = 'fair-signing/ed25519/v1';

/** PKCS #8 DER of an Ed25519 private key up to its 32-byte seed (RFC 8410). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export type FairSigningKey = {
  readonly privateKey: KeyObject;
  /** SPKI, PEM. */
  readonly publicKeyPem: string;
};

const keys = new WeakMap<Uint8Array, FairSigningKey>();

/** The fairness key of a configuration's AUTH_SECRET, made once. */
export function fairSigningKey(authSecret: Uint8Array): FairSigningKey {
  let key = keys.get(authSecret);
  if (!key) {
    const seed = deriveKey(authSecret, PURPOSE);
    const privateKey = createPrivateKey({
      key: Buffer.concat([PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
    key = { privateKey, publicKeyPem: publicKeyPem.toString() };
    keys.set(authSecret, key);
  }
  return key;
}

/** The detached Ed25519 signature of `bytes`, base64. */
export function signWithFairKey(authSecret: Uint8Array, bytes: Uint8Array): string {
  return sign(null, bytes, fairSigningKey(authSecret).privateKey).toString('base64');
}
