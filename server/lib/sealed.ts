import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Data kept encrypted at rest (a payout's card number): AES-256-GCM under a 32-byte key, with
 * the row it belongs to as associated data, so a sealed value copied to another row does not
 * open there. Sealed form: `v1.<iv>.<ciphertext>.<tag>`, each part base64url.
 */
const VERSION = 'v1';

/** A 32-byte key for one purpose, derived from a secret (HKDF-SHA256). */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), purpose, 32));
}

export function seal(key: Uint8Array, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or an error when the key, the context or the sealed value is not the one. */
export function open(key: Uint8Array, sealed: string, context: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
