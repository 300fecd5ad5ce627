import { FINGERPRINT_VALUE_MAX_LENGTH } from '@/lib/constants/fingerprint';
import { encryptFingerprint } from './encrypt';
import { fingerprintPublicKeySchema, type FingerprintPublicKey } from './format';
import { getFreeFingerprint } from './free';
import type { PaidFingerprintProvider } from './paid';
import { configuredPaidFingerprint } from './pro';

export type BuildFppOptions = {
  /** Answers the server's public key: `GET <api base>/api/v2/fingerprint/key`. */
  fetchPublicKey: () => Promise<FingerprintPublicKey>;
  /** The paid fingerprint (fp2); by default this build's: Fingerprint Pro when its key is set, else none. */
  paid?: PaidFingerprintProvider;
  /** The free fingerprint (fp); FingerprintJS through local storage by default. */
  free?: () => Promise<string | null>;
};

/**
 * The registration's `fpp` field: fp and fp2 encrypted to the server's key. Undefined when
 * neither is known or anything fails, so a registration never waits on or breaks over it.
 */
export async function buildFpp({
  fetchPublicKey,
  paid = configuredPaidFingerprint,
  free = getFreeFingerprint,
}: BuildFppOptions): Promise<string | undefined> {
  try {
    const [fp, fp2, serverKey] = await Promise.all([
      attempt(free),
      attempt(() => paid.get()),
      fetchPublicKey().then((answer) => fingerprintPublicKeySchema.parse(answer)),
    ]);
    if (!fp && !fp2) return undefined;
    return await encryptFingerprint({ fp, fp2 }, serverKey);
  } catch {
    return undefined;
  }
}

/** A fingerprint the server will keep (a short string), or null; a failing source is null too. */
async function attempt(source: () => Promise<string | null>): Promise<string | null> {
  try {
    const value = await source();
    return typeof value === 'string' &&
      value.length > 0 &&
      value.length <= FINGERPRINT_VALUE_MAX_LENGTH
      ? value
      : null;
  } catch {
    return null;
  }
}
