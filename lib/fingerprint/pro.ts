import { FINGERPRINT_PRO_TIMEOUT_MS } from '@/lib/constants/fingerprint';
import { publicEnv } from '@/lib/env/public';
import { noPaidFingerprint, type PaidFingerprintProvider } from './paid';
import {
  fingerprintProEndpoint,
  fingerprintProRegion,
  type FingerprintProConfig,
  type FingerprintProRegion,
} from './pro-config';

/** What is used of Fingerprint Pro's agent: a visitor id. The real one, or a stand-in in tests. */
export type FingerprintProAgent = { get(): Promise<{ visitorId: string }> };

export type FingerprintProLoadOptions = {
  apiKey: string;
  region?: FingerprintProRegion;
  endpoint?: string;
};

export type FingerprintProOptions = {
  /** Loads the agent; by default Fingerprint's npm loader, fetched as its own chunk. */
  load?: (options: FingerprintProLoadOptions) => Promise<FingerprintProAgent>;
  timeoutMs?: number;
};

/**
 * The npm loader, imported on first use so it never weighs on a page's first load; it then
 * fetches the agent itself from Fingerprint's CDN (`FINGERPRINT_PRO_SCRIPT_ORIGIN`).
 */
async function loadFingerprintPro(options: FingerprintProLoadOptions): Promise<FingerprintProAgent> {
  const { load } = await import('@fingerprintjs/fingerprintjs-pro');
  return load(options);
}

/**
 * Fingerprint Pro as the paid fingerprint (spec `fp2`); `noPaidFingerprint` without a key, so
 * nothing is loaded or asked then. The agent is loaded once (a failed load is tried again on
 * the next call) and a visitor id, once known, is kept for the page's life: each identification
 * is billed. An answer slower than `timeoutMs` counts as none.
 */
export function fingerprintPro(
  config: FingerprintProConfig,
  { load = loadFingerprintPro, timeoutMs = FINGERPRINT_PRO_TIMEOUT_MS }: FingerprintProOptions = {},
): PaidFingerprintProvider {
  if (!config.key) return noPaidFingerprint;
  const region = fingerprintProRegion(config.region);
  const endpoint = fingerprintProEndpoint(config.endpoint);
  const options: FingerprintProLoadOptions = {
    apiKey: config.key,
    ...(region && { region }),
    ...(endpoint && { endpoint }),
  };
  let agent: Promise<FingerprintProAgent> | undefined;
  let known: string | undefined;

  function loaded() {
    if (agent) return agent;
    const loading = load(options);
    agent = loading;
    loading.catch(() => {
      if (agent === loading) agent = undefined;
    });
    return loading;
  }

  return {
    async get() {
      if (known) return known;
      const { visitorId } = await withDeadline(
        loaded().then((ready) => ready.get()),
        timeoutMs,
      );
      if (typeof visitorId !== 'string' || !visitorId) return null;
      known = visitorId;
      return visitorId;
    },
  };
}

/** The paid fingerprint of this build: Fingerprint Pro with NEXT_PUBLIC_FINGERPRINT_PRO_KEY, else none. */
export const configuredPaidFingerprint: PaidFingerprintProvider = fingerprintPro(
  publicEnv.fingerprintPro,
);

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Fingerprint Pro: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
