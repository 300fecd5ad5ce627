import { FPP_MAX_LENGTH } from '@/lib/constants/fingerprint';
import {
  deriveContentKey,
  encodeFpp,
  FPP_CURVE,
  type FingerprintPayload,
  type FingerprintPublicKey,
} from './format';

/**
 * Seals `{fp, fp2}` to the server's public key (format and scheme in ./format.ts): only the
 * holder of FINGERPRINT_PRIVATE_KEY can read it. Throws when WebCrypto is missing or refuses the
 * key, or when the result would not fit the `fpp` field.
 */
export async function encryptFingerprint(
  payload: FingerprintPayload,
  serverKey: FingerprintPublicKey,
): Promise<string> {
  const { subtle } = globalThis.crypto;
  const { kty, crv, x, y } = serverKey.jwk;
  const serverPublicKey = await subtle.importKey('jwk', { kty, crv, x, y }, FPP_CURVE, false, []);
  const ephemeral = await subtle.generateKey(FPP_CURVE, false, ['deriveBits']);
  const key = await deriveContentKey(ephemeral.privateKey, serverPublicKey, 'encrypt');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify({ fp: payload.fp, fp2: payload.fp2 }));
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext);
  const fpp = encodeFpp({
    kid: serverKey.kid,
    ephemeralPublicKey: new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey)),
    iv,
    ciphertext: new Uint8Array(ciphertext),
  });
  if (fpp.length > FPP_MAX_LENGTH) throw new Error('Fingerprint too long to send');
  return fpp;
}
