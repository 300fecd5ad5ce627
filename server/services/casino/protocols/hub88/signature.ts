import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Hub88's request signature (Wallet API and Games API alike): RSA-SHA256 (PKCS#1 v1.5) over the
 * raw body's bytes, base64, in `X-Hub88-Signature`. Each side signs with its private key and
 * checks the other's with the public key exchanged at integration. Pure node:crypto, so an
 * outbound client (game list, game url, free rounds) and the sandbox provider sign with it too.
 */

export const HUB88_SIGNATURE_HEADER = 'X-Hub88-Signature';

/** The base64 signature of `body` with our (or the sandbox's) private key. */
export function signHub88(body: string | Uint8Array, privateKey: KeyObject | string): string {
  return sign('sha256', toBytes(body), privateKey).toString('base64');
}

/**
 * Whether `signature` (base64) is `publicKey`'s over exactly these bytes. A missing, malformed
 * or foreign signature is false, never an exception.
 */
export function verifyHub88(
  body: string | Uint8Array,
  signature: string | null | undefined,
  publicKey: KeyObject | string,
): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  try {
    return verify('sha256', toBytes(body), publicKey, Buffer.from(signature.trim(), 'base64'));
  } catch {
    return false;
  }
}

/** The public half of a private key, for the side that checks what it signs. */
export const publicKeyOf = (privateKey: KeyObject) => createPublicKey(privateKey);

const toBytes = (body: string | Uint8Array) =>
  typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
