import { createECDH, createHash, generateKeyPairSync } from 'node:crypto';
import type { FingerprintPublicJwk } from '@/lib/fingerprint/format';

/**
 * The key pair browsers encrypt their fingerprint to (lib/fingerprint/format.ts). `kid` is the
 * RFC 7638 SHA-256 thumbprint of the public key, base64url, so it follows the key by itself; a
 * `kid` member in the JWK is ignored.
 */
export type FingerprintKey = {
  kid: string;
  privateJwk: JsonWebKey;
  publicJwk: FingerprintPublicJwk;
};

/** Reads FINGERPRINT_PRIVATE_KEY: a P-256 private key as a JWK in JSON. Throws a short reason. */
export function parseFingerprintKey(json: string): FingerprintKey {
  let jwk: JsonWebKey;
  try {
    jwk = JSON.parse(json);
  } catch {
    throw new Error('must be a JWK in JSON');
  }
  if (jwk?.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string')
    throw new Error('must be an EC P-256 private key (kty EC, crv P-256, d, x, y)');
  let x: string, y: string;
  try {
    // The public point is computed from d, so a JWK whose x and y belong to another key is refused.
    const d = Buffer.from(jwk.d, 'base64url');
    if (d.length !== 32) throw new Error('d is not 32 bytes');
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    const point = ecdh.getPublicKey();
    x = point.subarray(1, 33).toString('base64url');
    y = point.subarray(33, 65).toString('base64url');
  } catch {
    throw new Error('is not a valid P-256 private key');
  }
  if (jwk.x !== x || jwk.y !== y) throw new Error('x and y do not belong to d');
  const thumbprint = JSON.stringify({ crv: 'P-256', kty: 'EC', x, y });
  return {
    kid: createHash('sha256').update(thumbprint).digest('base64url'),
    privateJwk: { kty: 'EC', crv: 'P-256', d: jwk.d, x, y },
    publicJwk: { kty: 'EC', crv: 'P-256', x, y },
  };
}

/** A new P-256 private key as JWK JSON, the form FINGERPRINT_PRIVATE_KEY takes. */
export function generateFingerprintKeyJson(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return JSON.stringify(privateKey.export({ format: 'jwk' }));
}
