/**
 * The paid fingerprint (spec `fp2`): a commercial identification service, off by default.
 *
 * A provider's `get()` answers the service's visitor id (at most 256 characters) or null, loading
 * the service's script on first use with a dynamic `import()`; it may throw, and `buildFpp` then
 * sends fp2 as null. Fingerprint Pro is the one built in (`./pro.ts`, on with
 * NEXT_PUBLIC_FINGERPRINT_PRO_KEY); another service is another provider passed as
 * `buildFpp({ paid })`.
 */
export interface PaidFingerprintProvider {
  get(): Promise<string | null>;
}

/** No paid service: fp2 is always null. */
export const noPaidFingerprint: PaidFingerprintProvider = {
  get: async () => null,
};
