import {
  decodeFpp,
  deriveContentKey,
  FPP_CURVE,
  fingerprintPayloadSchema,
  type FingerprintPayload,
} from '@/lib/fingerprint/format';
import type { Config } from '@/server/config';
import type { FingerprintKey } from '@/server/lib/fingerprint-key';

/** Imported once per key: the JWK does not change while the process lives. */
const privateKeys = new WeakMap<FingerprintKey, Promise<CryptoKey>>();

function privateKeyOf(key: FingerprintKey) {
  let imported = privateKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('jwk', key.privateJwk, FPP_CURVE, false, ['deriveBits']);
    privateKeys.set(key, imported);
  }
  return imported;
}

/**
 * Opens a registration's `fpp` (lib/fingerprint/format.ts). Null for anything that is not one
 * sealed to this server's key: malformed, another kid, a failed GCM tag, or a payload other than
 * short strings. Never throws: the fingerprint never stops a registration.
 */
export async function decryptFingerprint(
  config: Pick<Config, 'fingerprintKey'>,
  fpp: string,
): Promise<FingerprintPayload | null> {
  try {
    const parts = decodeFpp(fpp);
    if (!parts || parts.kid !== config.fingerprintKey.kid) return null;
    const sender = await crypto.subtle.importKey(
      'raw',
      parts.ephemeralPublicKey,
      FPP_CURVE,
      false,
      [],
    );
    const key = await deriveContentKey(
      await privateKeyOf(config.fingerprintKey),
      sender,
      'decrypt',
    );
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: parts.iv },
      key,
      parts.ciphertext,
    );
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
    const payload = fingerprintPayloadSchema.safeParse(json);
    return payload.success ? payload.data : null;
  } catch {
    return null;
  }
}
