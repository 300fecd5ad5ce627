import { buildFpp } from '@/lib/fingerprint/build-fpp';
import { encryptFingerprint } from '@/lib/fingerprint/encrypt';
import { decodeFpp, encodeFpp, type FingerprintPublicKey } from '@/lib/fingerprint/format';
import { generateFingerprintKeyJson, parseFingerprintKey } from '@/server/lib/fingerprint-key';
import { decryptFingerprint } from '@/server/services/fingerprint/decrypt-fingerprint';

const config = { fingerprintKey: parseFingerprintKey(generateFingerprintKeyJson()) };
const other = { fingerprintKey: parseFingerprintKey(generateFingerprintKeyJson()) };
const publicKey = (key = config.fingerprintKey): FingerprintPublicKey => ({
  kid: key.kid,
  jwk: key.publicJwk,
});

describe('the encrypted fingerprint', () => {
  it('opens on the server with the values the browser sealed', async () => {
    const fpp = await encryptFingerprint({ fp: 'a1b2c3', fp2: 'paid-42' }, publicKey());
    expect(fpp).toMatch(/^v1\.[\w-]{43}\.[\w-]+\.[\w-]{16}\.[\w-]+$/);
    expect(await decryptFingerprint(config, fpp)).toEqual({ fp: 'a1b2c3', fp2: 'paid-42' });
  });

  it('uses a fresh ephemeral key and IV each time', async () => {
    const first = await encryptFingerprint({ fp: 'same', fp2: null }, publicKey());
    const second = await encryptFingerprint({ fp: 'same', fp2: null }, publicKey());
    expect(first).not.toBe(second);
    expect(await decryptFingerprint(config, second)).toEqual({ fp: 'same', fp2: null });
  });

  it('fits the largest values into the 2048-character field', async () => {
    const fpp = await encryptFingerprint(
      { fp: 'f'.repeat(256), fp2: 'p'.repeat(256) },
      publicKey(),
    );
    expect(fpp.length).toBeLessThan(2048);
    expect(await decryptFingerprint(config, fpp)).toEqual({
      fp: 'f'.repeat(256),
      fp2: 'p'.repeat(256),
    });
  });

  it('answers null for a tampered ciphertext', async () => {
    const fpp = await encryptFingerprint({ fp: 'a1b2c3', fp2: null }, publicKey());
    const parts = decodeFpp(fpp)!;
    parts.ciphertext[3] = parts.ciphertext[3]! ^ 1;
    expect(await decryptFingerprint(config, encodeFpp(parts))).toBeNull();
  });

  it('answers null for another kid or another key', async () => {
    const toOther = await encryptFingerprint(
      { fp: 'a1b2c3', fp2: null },
      publicKey(other.fingerprintKey),
    );
    expect(await decryptFingerprint(config, toOther)).toBeNull();
    // Sealed to another key but labelled with ours: the GCM tag fails.
    const relabelled = { ...decodeFpp(toOther)!, kid: config.fingerprintKey.kid };
    expect(await decryptFingerprint(config, encodeFpp(relabelled))).toBeNull();
  });

  it('answers null for garbage', async () => {
    const valid = await encryptFingerprint({ fp: 'a1b2c3', fp2: null }, publicKey());
    const [, kid, epk, iv, ciphertext] = valid.split('.');
    for (const garbage of [
      '',
      'encrypted-fingerprint',
      'v1....',
      `v2.${kid}.${epk}.${iv}.${ciphertext}`,
      `v1.${kid}.${epk}.${iv}`,
      `v1.${kid}.${epk}.${iv}.${ciphertext}.x`,
      `v1.${kid}.${epk}.${iv}.${ciphertext}==`,
      `v1.${kid}.${epk}.${iv}.${ciphertext}!`,
      `v1.${kid}.${epk!.slice(2)}.${iv}.${ciphertext}`,
      `v1.${kid}.${'A'.repeat(87)}.${iv}.${ciphertext}`,
      `v1.${kid}.${epk}.${iv!.slice(4)}.${ciphertext}`,
      `v1.${kid}.${epk}.${iv}.AAAA`,
    ]) {
      expect(await decryptFingerprint(config, garbage)).toBeNull();
    }
  });

  it('answers null for payloads other than short strings', async () => {
    for (const payload of [
      { fp: 'f'.repeat(257), fp2: null },
      { fp: null, fp2: 'p'.repeat(257) },
      { fp: '', fp2: null },
      { fp: 42, fp2: null },
      { fp: 'ok' },
    ]) {
      const fpp = await encryptFingerprint(payload as never, publicKey());
      expect(await decryptFingerprint(config, fpp)).toBeNull();
    }
  });
});

describe('buildFpp', () => {
  const fetchPublicKey = async () => publicKey();

  it('encrypts the free and the paid fingerprint', async () => {
    const fpp = await buildFpp({
      fetchPublicKey,
      free: async () => 'free-id',
      paid: { get: async () => 'paid-id' },
    });
    expect(await decryptFingerprint(config, fpp!)).toEqual({ fp: 'free-id', fp2: 'paid-id' });
  });

  it('sends a failing or oversized paid fingerprint as null', async () => {
    const failing = await buildFpp({
      fetchPublicKey,
      free: async () => 'free-id',
      paid: {
        get: async () => {
          throw new Error('blocked');
        },
      },
    });
    expect(await decryptFingerprint(config, failing!)).toEqual({ fp: 'free-id', fp2: null });
    const oversized = await buildFpp({
      fetchPublicKey,
      free: async () => 'free-id',
      paid: { get: async () => 'p'.repeat(300) },
    });
    expect(await decryptFingerprint(config, oversized!)).toEqual({ fp: 'free-id', fp2: null });
  });

  it('answers undefined when the key fetch fails', async () => {
    const fpp = await buildFpp({
      fetchPublicKey: async () => {
        throw new Error('Network Error');
      },
      free: async () => 'free-id',
    });
    expect(fpp).toBeUndefined();
  });

  it('answers undefined for a key that is not a P-256 public key', async () => {
    const fpp = await buildFpp({
      fetchPublicKey: async () => ({ kid: 'k', jwk: { kty: 'RSA' } }) as never,
      free: async () => 'free-id',
    });
    expect(fpp).toBeUndefined();
  });

  it('answers undefined when no fingerprint is known', async () => {
    expect(await buildFpp({ fetchPublicKey, free: async () => null })).toBeUndefined();
  });
});
