import { z } from '@/lib/zod';
import { FINGERPRINT_VALUE_MAX_LENGTH } from '@/lib/constants/fingerprint';

/*
 * The encrypted fingerprint (`fpp`, spec §3 and §7), shared by the browser that seals it and the
 * server that opens it. WebCrypto only, so both sides run the same code:
 *
 *   v1.<kid>.<epk>.<iv>.<ciphertext>        every part but the version is base64url, no padding
 *
 * kid         the server key's id (the RFC 7638 SHA-256 thumbprint of its public key)
 * epk         a fresh ephemeral P-256 public key of the sender, raw uncompressed point (65 bytes)
 * iv          12 random bytes
 * ciphertext  AES-256-GCM of the JSON `{"fp": …, "fp2": …}`, 16-byte tag appended
 *
 * The AES key is ECDH(ephemeral private key, server public key) → HKDF-SHA256 with an empty salt
 * and info `arcada-fpp-v1`. A new format gets a new version and a new info string.
 */

export const FPP_VERSION = 'v1';
export const FPP_INFO = 'arcada-fpp-v1';
export const FPP_CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;

const RAW_PUBLIC_KEY_BYTES = 65;
const IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

const fingerprintValue = z.string().min(1).max(FINGERPRINT_VALUE_MAX_LENGTH).nullable();

/** What an `fpp` carries: the free fingerprint and the paid one, each null when unknown. */
export const fingerprintPayloadSchema = z.strictObject({
  fp: fingerprintValue,
  fp2: fingerprintValue,
});
export type FingerprintPayload = z.infer<typeof fingerprintPayloadSchema>;

const coordinate = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The public half of the server's key, as `GET /api/v2/fingerprint/key` answers it. */
export const fingerprintPublicKeySchema = z.object({
  kid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  jwk: z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: coordinate, y: coordinate }),
});
export type FingerprintPublicKey = z.infer<typeof fingerprintPublicKeySchema>;
export type FingerprintPublicJwk = FingerprintPublicKey['jwk'];

export type FppParts = {
  kid: string;
  ephemeralPublicKey: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
};

export function encodeFpp(parts: FppParts): string {
  return [
    FPP_VERSION,
    parts.kid,
    toBase64Url(parts.ephemeralPublicKey),
    toBase64Url(parts.iv),
    toBase64Url(parts.ciphertext),
  ].join('.');
}

/** The parts of a well-formed `fpp`, or null; says nothing about whether it decrypts. */
export function decodeFpp(value: string): FppParts | null {
  const fields = value.split('.');
  if (fields.length !== 5) return null;
  const [version, kid, epk, iv, ciphertext] = fields as [string, string, string, string, string];
  if (version !== FPP_VERSION || !/^[A-Za-z0-9_-]{1,64}$/.test(kid)) return null;
  const parts = {
    kid,
    ephemeralPublicKey: fromBase64Url(epk),
    iv: fromBase64Url(iv),
    ciphertext: fromBase64Url(ciphertext),
  };
  if (
    parts.ephemeralPublicKey?.length !== RAW_PUBLIC_KEY_BYTES ||
    parts.iv?.length !== IV_BYTES ||
    !parts.ciphertext ||
    parts.ciphertext.length <= GCM_TAG_BYTES
  )
    return null;
  return parts as FppParts;
}

/** The AES-256-GCM key both sides derive: ECDH of one's private and the other's public key, then HKDF. */
export async function deriveContentKey(
  privateKey: CryptoKey,
  publicKey: CryptoKey,
  usage: 'encrypt' | 'decrypt',
): Promise<CryptoKey> {
  const { subtle } = globalThis.crypto;
  const shared = await subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const material = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode(FPP_INFO),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of unpadded base64url text, or null for anything else. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
