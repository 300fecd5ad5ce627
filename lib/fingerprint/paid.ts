/**
 * The paid fingerprint (spec `fp2`): a commercial identification service, off by default.
 *
 * To plug one in, write a provider whose `get()` answers the service's visitor id (at most 256
 * characters) or null, loading its script on first use with a dynamic `import()`, and pass it to
 * `buildFpp({ paid })`. For example, with Fingerprint's commercial agent:
 *
 *   const fingerprintPro: PaidFingerprintProvider = {
 *     async get() {
 *       const { load } = await import('@fingerprintjs/fingerprintjs-pro');
 *       const agent = await load({ apiKey: publicEnv.fingerprintProKey });
 *       return (await agent.get()).visitorId;
 *     },
 *   };
 *
 * A provider may throw; `buildFpp` then sends fp2 as null.
 */
export interface PaidFingerprintProvider {
  get(): Promise<string | null>;
}

/** No paid service: fp2 is always null. */
export const noPaidFingerprint: PaidFingerprintProvider = {
  get: async () => null,
};
